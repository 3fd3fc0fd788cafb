import {
  Arg,
  Args,
  Authorized,
  Ctx,
  FieldResolver,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
} from "type-graphql";
import type { Context } from "../../kernel/context";
import { SignedIn } from "../../graphql/signed-in";
import { FORUM_MESSAGES } from "./rules";
import { IdArg, InputArg } from "../../graphql/args";
import { Connection, PageArgs } from "../../graphql/pagination";
import { Comment } from "../comments";
import { Profile } from "../profiles";
import { ReactionCount } from "../reactions";
import { ForumCategory, ForumPost } from "./forum.entity";
import { CreateForumPostInput, UpdateForumPostInput } from "./forums.inputs";
import { can } from "./forums.policy";
import * as forums from "./forums.service";
import { ForumCategoryInfo } from "./forums.types";

@ObjectType({ description: "A page of forum posts." })
export class ForumPostConnection extends Connection(ForumPost, "ForumPost") {}

@Resolver(() => ForumPost)
export class ForumsResolver {
  @Query(() => [ForumCategoryInfo], {
    description: "The four forum categories, in order, with their live post counts, for anyone.",
  })
  forumCategories(@Ctx() ctx: Context): Promise<ForumCategoryInfo[]> {
    return forums.forumCategories(ctx);
  }

  @Query(() => ForumPostConnection, {
    description:
      "Forum posts, pinned ones first, each newest first, for anyone; each argument given narrows the list. Posts of banned members, and of members the viewer blocked or who blocked the viewer, are left out. Errors: UNAUTHENTICATED ('Not authenticated') when a visitor asks for saved posts.",
  })
  forumPosts(
    @Arg("category", () => ForumCategory, {
      nullable: true,
      description: "Only this category's posts; all categories when left out.",
    })
    category: ForumCategory | null,
    @Arg("search", () => String, {
      nullable: true,
      description:
        "Text to find in the title or content (case-insensitive, anywhere in them); blank or left out: no filter.",
    })
    search: string | null,
    @Arg("saved", () => Boolean, {
      nullable: true,
      description: "true: only the posts the viewer saved (members only).",
    })
    saved: boolean | null,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
  ): Promise<ForumPostConnection> {
    return forums.listForumPosts(ctx, ctx.viewer, { category, search, saved, ...page });
  }

  @Query(() => ForumPost, {
    nullable: true,
    description:
      "A forum post by id, for anyone, counting a view: once per member or visitor per post per clock hour. Null when there is none or its author is banned (screens show 'Post not found').",
  })
  forumPost(
    @IdArg("id", "The post's id.") id: string,
    @Ctx() ctx: Context,
  ): Promise<ForumPost | null> {
    return forums.viewForumPost(ctx, id);
  }

  @SignedIn(FORUM_MESSAGES.signIn)
  @Mutation(() => ForumPost, {
    description:
      "Creates a forum post and its feed item, for members. Errors: UNAUTHENTICATED ('Not authenticated') for visitors; BAD_USER_INPUT with `extensions.fields` (`title`, `content`) for a bad title or content.",
  })
  createForumPost(
    @InputArg(CreateForumPostInput, "The new post.") input: CreateForumPostInput,
    @Ctx() ctx: Context,
  ): Promise<ForumPost> {
    return forums.createForumPost(ctx, ctx.viewer!, input);
  }

  @Authorized()
  @Mutation(() => ForumPost, {
    description:
      "Edits a forum post, for its author only (locked or not); what is left out stays. Sets `editedAt` and updates its feed item. Errors: UNAUTHENTICATED for visitors; NOT_FOUND ('Post not found') when there is none, or for anyone else when its author is banned (as `forumPost` hides it); FORBIDDEN ('Only its author can edit this post.') for anyone else; BAD_USER_INPUT with `extensions.fields` (`title`, `content`).",
  })
  updateForumPost(
    @IdArg("id", "The post's id.") id: string,
    @InputArg(UpdateForumPostInput, "The changes.") input: UpdateForumPostInput,
    @Ctx() ctx: Context,
  ): Promise<ForumPost> {
    return forums.updateForumPost(ctx, ctx.viewer!, id, input);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      "Deletes a forum post with its replies, likes, saves and feed item, for its author or a super admin (who may also remove a banned member's post); answers true. Errors: UNAUTHENTICATED for visitors; NOT_FOUND ('Post not found') when there is none, or for anyone else when its author is banned (as `forumPost` hides it); FORBIDDEN ('You do not have permission to delete this post.') for anyone else.",
  })
  deleteForumPost(
    @IdArg("id", "The post's id.") id: string,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    return forums.deleteForumPost(ctx, ctx.viewer!, id);
  }

  @Authorized("SUPER_ADMIN")
  @Mutation(() => ForumPost, {
    description:
      "Pins or unpins a forum post, for super admins; pinned posts list first. The action goes into the audit log. Errors: UNAUTHENTICATED for visitors; FORBIDDEN for anyone but super admins; NOT_FOUND ('Post not found') when there is none. A banned member's post may be pinned or unpinned all the same (moderation).",
  })
  setForumPostPinned(
    @IdArg("id", "The post's id.") id: string,
    @Arg("pinned", { description: "true pins it; false unpins it." }) pinned: boolean,
    @Ctx() ctx: Context,
  ): Promise<ForumPost> {
    return forums.setForumPostFlag(ctx, ctx.viewer!, id, "isPinned", pinned);
  }

  @Authorized("SUPER_ADMIN")
  @Mutation(() => ForumPost, {
    description:
      "Locks or unlocks a forum post, for super admins; a locked post refuses new replies. The action goes into the audit log. Errors: UNAUTHENTICATED for visitors; FORBIDDEN for anyone but super admins; NOT_FOUND ('Post not found') when there is none. A banned member's post may be locked or unlocked all the same (moderation).",
  })
  setForumPostLocked(
    @IdArg("id", "The post's id.") id: string,
    @Arg("locked", { description: "true locks it; false unlocks it." }) locked: boolean,
    @Ctx() ctx: Context,
  ): Promise<ForumPost> {
    return forums.setForumPostFlag(ctx, ctx.viewer!, id, "isLocked", locked);
  }

  @Authorized()
  @Mutation(() => ForumPost, {
    description:
      "Saves a forum post to the viewer's saved posts, for members; saving it again changes nothing. Errors: UNAUTHENTICATED for visitors; NOT_FOUND ('Post not found') when there is none or its author is banned (as `forumPost` hides it).",
  })
  saveForumPost(
    @IdArg("id", "The post's id.") id: string,
    @Ctx() ctx: Context,
  ): Promise<ForumPost> {
    return forums.setSaved(ctx, ctx.viewer!, id, true);
  }

  @Authorized()
  @Mutation(() => ForumPost, {
    description:
      "Takes a forum post off the viewer's saved posts, for members; nothing changes when it was not saved. Errors: UNAUTHENTICATED for visitors; NOT_FOUND ('Post not found') when there is none or its author is banned (as `forumPost` hides it).",
  })
  unsaveForumPost(
    @IdArg("id", "The post's id.") id: string,
    @Ctx() ctx: Context,
  ): Promise<ForumPost> {
    return forums.setSaved(ctx, ctx.viewer!, id, false);
  }

  @FieldResolver(() => String, {
    description: "The start of its content, markup stripped, at most 150 characters, for cards.",
  })
  excerpt(@Root() post: ForumPost): string {
    return forums.forumExcerpt(post.content);
  }

  @FieldResolver(() => Profile, {
    nullable: true,
    description:
      "The member who wrote it, as the viewer may see them (their posts go with their account).",
  })
  author(@Root() post: ForumPost, @Ctx() ctx: Context): Promise<Profile | null> {
    return ctx.loaders.profileById.load(post.authorId);
  }

  @FieldResolver(() => Int, {
    description:
      "How many replies it has, as `comments` lists them for the viewer: banned members' replies, and those across a block with the viewer, are left out.",
  })
  replyCount(@Root() post: ForumPost, @Ctx() ctx: Context): Promise<number> {
    return ctx.loaders.commentCount.load({
      contentType: "forum_post",
      contentId: post.id,
    });
  }

  @FieldResolver(() => Int, {
    description:
      "The same as replyCount, under the name live comment updates keep current in clients' caches.",
  })
  commentCount(@Root() post: ForumPost, @Ctx() ctx: Context): Promise<number> {
    return this.replyCount(post, ctx);
  }

  @FieldResolver(() => Comment, {
    nullable: true,
    description:
      "Its newest reply the viewer is shown (banned members' left out, and those across a block with the viewer); null without one.",
  })
  lastReply(@Root() post: ForumPost, @Ctx() ctx: Context): Promise<Comment | null> {
    return ctx.loaders.lastComment.load({
      contentType: "forum_post",
      contentId: post.id,
    });
  }

  @FieldResolver(() => [ReactionCount], {
    description: "Its likes: one count, of LIKE (the only reaction forum posts take).",
  })
  reactions(@Root() post: ForumPost, @Ctx() ctx: Context): Promise<ReactionCount[]> {
    return ctx.loaders.reactions.load({ contentType: "forum_post", contentId: post.id });
  }

  @FieldResolver(() => Boolean, {
    description: "Whether the viewer saved it; false for a visitor.",
  })
  viewerHasSaved(@Root() post: ForumPost, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.loaders.viewerSavedForumPost.load(post.id);
  }

  @FieldResolver(() => Boolean, {
    description: "Whether the viewer may edit it: its author only.",
  })
  viewerCanEdit(@Root() post: ForumPost, @Ctx() ctx: Context): boolean {
    return can(ctx.viewer, "edit", post);
  }

  @FieldResolver(() => Boolean, {
    description: "Whether the viewer may delete it: its author or a super admin.",
  })
  viewerCanDelete(@Root() post: ForumPost, @Ctx() ctx: Context): boolean {
    return can(ctx.viewer, "delete", post);
  }

  @FieldResolver(() => Boolean, {
    description: "Whether the viewer may pin and lock it: super admins.",
  })
  viewerCanModerate(@Ctx() ctx: Context): boolean {
    return can(ctx.viewer, "moderate", null);
  }
}
