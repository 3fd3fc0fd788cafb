import {
  Arg,
  Args,
  Authorized,
  Ctx,
  FieldResolver,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
} from "type-graphql";
import type { Context } from "../../kernel/context";
import { IdArg, InputArg } from "../../graphql/args";
import { Connection, PageArgs } from "../../graphql/pagination";
import { PostCountsResolver } from "../../graphql/posts";
import { FeedItem } from "../feed";
import { Profile } from "../profiles";
import { ReactionCount } from "../reactions";
import { Group, GroupPost } from "./group.entity";
import { CreateGroupPostInput } from "./groups.inputs";
import { can } from "./groups.policy";
import * as posts from "./posts.service";

@ObjectType()
export class GroupPostConnection extends Connection(GroupPost, "GroupPost") {}

@Resolver(() => GroupPost)
export class GroupPostsResolver extends PostCountsResolver(GroupPost, {
  content: "group_post",
  commentable: "group_post",
  reactionCount: ReactionCount,
  shareCount: (ctx, postId): Promise<number> => ctx.loaders.groupPostShareCount.load(postId),
}) {
  @Query(() => GroupPostConnection, {
    description:
      "A group's posts, newest first; a private group's for its members only: 'Join the group to see and create posts.'",
  })
  groupPosts(
    @IdArg("groupId") groupId: string,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
  ): Promise<GroupPostConnection> {
    return posts.listGroupPosts(ctx, ctx.viewer, { groupId, ...page });
  }

  @Query(() => GroupPost, {
    nullable: true,
    description: "One post, if the viewer may read its group's posts",
  })
  groupPost(@IdArg("id") id: string, @Ctx() ctx: Context): Promise<GroupPost | null> {
    return posts.findGroupPost(ctx, ctx.viewer, id);
  }

  @Authorized()
  @Mutation(() => GroupPost, {
    description: "Members post in their group; a public group's post gets a feed item",
  })
  createGroupPost(
    @InputArg(CreateGroupPostInput) input: CreateGroupPostInput,
    @Ctx() ctx: Context,
  ): Promise<GroupPost> {
    return posts.createGroupPost(ctx, ctx.viewer!, input);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description: "Deletes a post: its author, the group's admins and moderators, super admins",
  })
  deleteGroupPost(@IdArg("id") id: string, @Ctx() ctx: Context): Promise<boolean> {
    return posts.deleteGroupPost(ctx, ctx.viewer!, id);
  }

  @Authorized()
  @Mutation(() => FeedItem, {
    description:
      "Shares a public group's post to the viewer's feed, with an optional comment (500 characters at most)",
  })
  shareGroupPost(
    @IdArg("postId") postId: string,
    @Arg("comment", () => String, { nullable: true }) comment: string | null,
    @Ctx() ctx: Context,
  ): Promise<FeedItem> {
    return posts.shareGroupPost(ctx, ctx.viewer!, { postId, comment });
  }

  @FieldResolver(() => Group)
  async group(@Root() post: GroupPost, @Ctx() ctx: Context): Promise<Group> {
    return (await ctx.loaders.groupById.load(post.groupId))!;
  }

  @FieldResolver(() => Profile, { nullable: true })
  author(@Root() post: GroupPost, @Ctx() ctx: Context): Promise<Profile | null> {
    return ctx.loaders.profileById.load(post.authorId);
  }

  @FieldResolver(() => Boolean, {
    description: "Its author, the group's admins and moderators, super admins",
  })
  async viewerCanDelete(@Root() post: GroupPost, @Ctx() ctx: Context): Promise<boolean> {
    const { role } = await ctx.loaders.viewerGroupRelation.load(post.groupId);
    return can(ctx.viewer, "deletePost", { authorId: post.authorId, viewerRole: role });
  }
}
