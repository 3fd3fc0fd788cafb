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
  Subscription,
  UseMiddleware,
} from "type-graphql";
import { filter, map, pipe } from "@graphql-yoga/subscription";
import type { Context } from "../../kernel/context";
import { freshLoadersPerEvent } from "../../graphql/fresh-loaders";
import { IdArg, InputArg } from "../../graphql/args";
import { Connection, PageArgs } from "../../graphql/pagination";
import { PostCountsResolver } from "../../graphql/posts";
import { FeedItem } from "../feed";
import { Profile } from "../profiles";
import { ReactionCount } from "../reactions";
import { Group, GroupPost } from "./group.entity";
import { CreateGroupPostInput } from "./groups.inputs";
import { can } from "./groups.policy";
import { readableGroup } from "./groups.service";
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

  @Authorized()
  @UseMiddleware(freshLoadersPerEvent)
  @Subscription(() => GroupPost, {
    description:
      "New posts in a group, to subscribers who may read its posts; a private group's non-members are refused: 'Join the group to see and create posts.'",
    subscribe: async ({ args, context }: { args: { groupId: string }; context: Context }) => {
      await readableGroup(context, context.viewer, args.groupId);
      // Whether this subscriber may see a post is decided once, and the post read then is the one sent
      // (as live comments do): read again when resolved, a member who left in between would get an error.
      return pipe(
        context.pubSub.subscribe("GROUP_POST_ADDED", args.groupId),
        map((event: posts.GroupPostEvent) => posts.postForEvent(context, context.viewer, event)),
        filter((post: GroupPost | null) => post !== null),
      );
    },
  })
  groupPostAdded(@IdArg("groupId") _groupId: string, @Root() post: GroupPost): GroupPost {
    return post;
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
