import { type ClassType, Ctx, FieldResolver, Int, Resolver, Root } from "type-graphql";
import {
  Column,
  CreateDateColumn,
  PrimaryGeneratedColumn,
  type EntityManager,
  type EntityTarget,
  type FindOptionsWhere,
  type ObjectType as EntityClass,
} from "typeorm";
import { inTransaction } from "../db/transaction";
import { ForeignKey } from "./columns";
import type { Context, Services } from "../kernel/context";
import { emit } from "../kernel/events";
import { CommentableType, ContentType } from "../kernel/kinds";

/**
 * What groups' and pages' posts have alike: members share them to their own feed (a share row and a
 * `shared_post` feed item), and notifications name them by their first words. Each area keeps its own
 * tables, rules and permissions; this holds only the steps they take the same way.
 */
export interface SharedPost {
  id: string;
  content: string;
}

/** How notifications name a post: its first words. */
export const postTitle = (post: Pick<SharedPost, "content">) =>
  post.content.length > 50 ? `${post.content.slice(0, 49).trimEnd()}…` : post.content;

/** Where a shared post stands: the name its item shows under (its group's or page's) and its image. */
export interface ShareTarget {
  title: string;
  imageUrl: string | null;
}

/**
 * The columns of a kind of post's shares' table: who shared which post, with an optional comment of at
 * most `commentMax` characters, and when. The area's entity extends it, naming its table and index.
 */
export function ShareColumns<P extends SharedPost>(post: () => EntityClass<P>, commentMax: number) {
  abstract class Share {
    @PrimaryGeneratedColumn("uuid")
    id: string;

    @ForeignKey(post)
    postId: string;

    // The member's profile, named: the framework names no area.
    @ForeignKey("Profile")
    userId: string;

    @Column({ type: "varchar", length: commentMax, nullable: true })
    comment: string | null;

    @CreateDateColumn({ type: "timestamptz", precision: 3 })
    createdAt: Date;
  }
  return Share;
}

/** A kind of post members share: its table, its shares' table, and the error for one that is gone. */
export interface ShareablePost<P extends SharedPost> {
  post: EntityTarget<P>;
  share: EntityTarget<{ postId: string; userId: string; comment: string | null }>;
  notFound: () => Error;
}

/**
 * Shares a post to the viewer's own feed, with an optional comment (already checked): the post is held
 * FOR SHARE, `target` says where it stands or throws when the viewer may not share it, then the share
 * goes in and the feed writes the viewer's `shared_post` item, which this answers.
 */
export function sharePost<P extends SharedPost>(
  services: Pick<Services, "db" | "pubSub" | "registry">,
  viewerId: string,
  kind: ShareablePost<P>,
  input: { postId: string; comment?: string | null },
  target: (tx: EntityManager, post: P) => Promise<ShareTarget>,
): Promise<unknown> {
  const { comment } = input;
  return inTransaction(services.db, async (tx, afterCommit) => {
    const post = await tx.getRepository(kind.post).findOne({
      where: { id: input.postId } as FindOptionsWhere<P>,
      lock: { mode: "pessimistic_read" },
    });
    if (!post) throw kind.notFound();
    const { title, imageUrl } = await target(tx, post);
    await tx
      .getRepository(kind.share)
      .insert({ postId: post.id, userId: viewerId, comment: comment || null });
    // The feed writes the share's item and answers it.
    const [item] = await emit({ tx, afterCommit, services }, "ContentPublished", {
      type: "shared_post",
      userId: viewerId,
      contentId: post.id,
      title,
      description: comment || post.content,
      imageUrl,
    });
    return item;
  });
}

/** How a kind of post is counted: its content kinds, the reactions' GraphQL type, its shares' counter. */
export interface PostCounts {
  content: ContentType;
  commentable: CommentableType;
  /** The reactions area's `ReactionCount` (the framework names no area). */
  reactionCount: ClassType;
  shareCount: (ctx: Context, postId: string) => Promise<number>;
}

/**
 * The fields groups' and pages' posts count alike (reactions, comments, shares); an area's post
 * resolver extends it and adds its own.
 */
export function PostCountsResolver<P extends SharedPost>(type: ClassType<P>, counts: PostCounts) {
  @Resolver(() => type)
  abstract class PostCountFields {
    @FieldResolver(() => [counts.reactionCount], {
      description: "Counts per kind (all five), and whether the viewer holds each",
    })
    reactions(@Root() post: P, @Ctx() ctx: Context): Promise<object[]> {
      return ctx.loaders.reactions.load({ contentType: counts.content, contentId: post.id });
    }

    @FieldResolver(() => Int, {
      description:
        "How many comments it has, as `comments` lists them for the viewer: banned members' comments, and those across a block with the viewer, are left out.",
    })
    commentCount(@Root() post: P, @Ctx() ctx: Context): Promise<number> {
      return ctx.loaders.commentCount.load({ contentType: counts.commentable, contentId: post.id });
    }

    @FieldResolver(() => Int, { description: "How many times members shared it" })
    shareCount(@Root() post: P, @Ctx() ctx: Context): Promise<number> {
      return counts.shareCount(ctx, post.id);
    }
  }
  return PostCountFields;
}
