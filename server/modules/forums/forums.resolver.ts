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

@ObjectType()
export class ForumPostConnection extends Connection(ForumPost, "ForumPost") {}

@Resolver(() => ForumPost)
export class ForumsResolver {
  @Query(() => [ForumCategoryInfo], {
    description: "The four categories, in order, with live post counts",
  })
  forumCategories(@Ctx() ctx: Context): Promise<ForumCategoryInfo[]> {
    return forums.forumCategories(ctx);
  }

  @Query(() => ForumPostConnection, {
    description:
      "Pinned first, then newest. search: title or content, case-insensitive; saved: the viewer's saved posts (members)",
  })
  forumPosts(
    @Arg("category", () => ForumCategory, { nullable: true }) category: ForumCategory | null,
    @Arg("search", () => String, { nullable: true }) search: string | null,
    @Arg("saved", () => Boolean, { nullable: true }) saved: boolean | null,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
  ): Promise<ForumPostConnection> {
    return forums.listForumPosts(ctx, ctx.viewer, { category, search, saved, ...page });
  }

  @Query(() => ForumPost, {
    nullable: true,
    description:
      "One post, counting a view: once per member or visitor session per post per hour. Null: 'Post not found'",
  })
  forumPost(@IdArg("id") id: string, @Ctx() ctx: Context): Promise<ForumPost | null> {
    return forums.viewForumPost(ctx, id);
  }

  @SignedIn(FORUM_MESSAGES.signIn)
  @Mutation(() => ForumPost, {
    description: "Creates a post with a feed item; 'Not authenticated' when signed out",
  })
  createForumPost(
    @InputArg(CreateForumPostInput) input: CreateForumPostInput,
    @Ctx() ctx: Context,
  ): Promise<ForumPost> {
    return forums.createForumPost(ctx, ctx.viewer!, input);
  }

  @Authorized()
  @Mutation(() => ForumPost, { description: "Its author edits it; what is left out stays" })
  updateForumPost(
    @IdArg("id") id: string,
    @InputArg(UpdateForumPostInput) input: UpdateForumPostInput,
    @Ctx() ctx: Context,
  ): Promise<ForumPost> {
    return forums.updateForumPost(ctx, ctx.viewer!, id, input);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      "Its author or a super admin deletes it, with its replies, likes, saves and feed item",
  })
  deleteForumPost(@IdArg("id") id: string, @Ctx() ctx: Context): Promise<boolean> {
    return forums.deleteForumPost(ctx, ctx.viewer!, id);
  }

  @Authorized("SUPER_ADMIN")
  @Mutation(() => ForumPost, { description: "Super admins pin or unpin a post" })
  setForumPostPinned(
    @IdArg("id") id: string,
    @Arg("pinned") pinned: boolean,
    @Ctx() ctx: Context,
  ): Promise<ForumPost> {
    return forums.setForumPostFlag(ctx, ctx.viewer!, id, "isPinned", pinned);
  }

  @Authorized("SUPER_ADMIN")
  @Mutation(() => ForumPost, {
    description: "Super admins lock or unlock a post; a locked post refuses replies",
  })
  setForumPostLocked(
    @IdArg("id") id: string,
    @Arg("locked") locked: boolean,
    @Ctx() ctx: Context,
  ): Promise<ForumPost> {
    return forums.setForumPostFlag(ctx, ctx.viewer!, id, "isLocked", locked);
  }

  @Authorized()
  @Mutation(() => ForumPost, { description: "Saves a post for the viewer (idempotent)" })
  saveForumPost(@IdArg("id") id: string, @Ctx() ctx: Context): Promise<ForumPost> {
    return forums.setSaved(ctx, ctx.viewer!, id, true);
  }

  @Authorized()
  @Mutation(() => ForumPost, { description: "Takes a post off the viewer's saved posts" })
  unsaveForumPost(@IdArg("id") id: string, @Ctx() ctx: Context): Promise<ForumPost> {
    return forums.setSaved(ctx, ctx.viewer!, id, false);
  }

  @FieldResolver(() => String, { description: "150 characters of the content, markup stripped" })
  excerpt(@Root() post: ForumPost): string {
    return forums.forumExcerpt(post.content);
  }

  @FieldResolver(() => Profile, { nullable: true })
  author(@Root() post: ForumPost, @Ctx() ctx: Context): Promise<Profile | null> {
    return ctx.loaders.profileById.load(post.authorId);
  }

  @FieldResolver(() => Int)
  replyCount(@Root() post: ForumPost, @Ctx() ctx: Context): Promise<number> {
    return ctx.loaders.commentCount.load({
      contentType: "forum_post",
      contentId: post.id,
    });
  }

  @FieldResolver(() => Int, {
    description: "The same as replyCount, under the name the comments area keeps live in caches",
  })
  commentCount(@Root() post: ForumPost, @Ctx() ctx: Context): Promise<number> {
    return this.replyCount(post, ctx);
  }

  @FieldResolver(() => Comment, { nullable: true, description: "The newest reply" })
  lastReply(@Root() post: ForumPost, @Ctx() ctx: Context): Promise<Comment | null> {
    return ctx.loaders.lastComment.load({
      contentType: "forum_post",
      contentId: post.id,
    });
  }

  @FieldResolver(() => [ReactionCount], { description: "Likes only" })
  reactions(@Root() post: ForumPost, @Ctx() ctx: Context): Promise<ReactionCount[]> {
    return ctx.loaders.reactions.load({ contentType: "forum_post", contentId: post.id });
  }

  @FieldResolver(() => Boolean)
  viewerHasSaved(@Root() post: ForumPost, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.loaders.viewerSavedForumPost.load(post.id);
  }

  @FieldResolver(() => Boolean, { description: "Whether the viewer wrote it (and may edit it)" })
  viewerCanEdit(@Root() post: ForumPost, @Ctx() ctx: Context): boolean {
    return can(ctx.viewer, "edit", post);
  }

  @FieldResolver(() => Boolean, { description: "Its author or a super admin" })
  viewerCanDelete(@Root() post: ForumPost, @Ctx() ctx: Context): boolean {
    return can(ctx.viewer, "delete", post);
  }

  @FieldResolver(() => Boolean, { description: "Whether the viewer may pin and lock it" })
  viewerCanModerate(@Ctx() ctx: Context): boolean {
    return can(ctx.viewer, "moderate", null);
  }
}
