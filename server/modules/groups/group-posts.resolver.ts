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

@ObjectType({ description: "A page of a group's posts." })
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
      "A group's posts, newest first, leaving out those of banned members and of members the viewer blocked or who blocked the viewer. Anyone's for a public group; a private group's for its members and super admins. Errors: NOT_FOUND when there is no such group; FORBIDDEN ('Join the group to see and create posts.') when the viewer may not read a private group's posts.",
  })
  groupPosts(
    @IdArg("groupId", "The group's id.") groupId: string,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
  ): Promise<GroupPostConnection> {
    return posts.listGroupPosts(ctx, ctx.viewer, { groupId, ...page });
  }

  @Query(() => GroupPost, {
    nullable: true,
    description:
      "A group's post by id; null when there is none, when `groupPosts` leaves it out for the viewer (its author is banned, or one of the two blocked the other), or when the viewer may not read its group's posts (a private group's are for its members and super admins).",
  })
  groupPost(
    @IdArg("id", "The post's id.") id: string,
    @Ctx() ctx: Context,
  ): Promise<GroupPost | null> {
    return posts.findGroupPost(ctx, ctx.viewer, id);
  }

  @Authorized()
  @Mutation(() => GroupPost, {
    description:
      "Posts in a group, for its members; a public group's post gets a feed item, and the post goes live to `groupPostAdded`. Errors: UNAUTHENTICATED for visitors; BAD_USER_INPUT with `extensions.fields` for bad content (`content`) or image (`file`); NOT_FOUND when there is no such group; FORBIDDEN ('Join the group to see and create posts.') when the viewer is not a member.",
  })
  createGroupPost(
    @InputArg(CreateGroupPostInput, "The new post.") input: CreateGroupPostInput,
    @Ctx() ctx: Context,
  ): Promise<GroupPost> {
    return posts.createGroupPost(ctx, ctx.viewer!, input);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      "Deletes a post with its comments, reactions, shares, feed items and image, for its author, the group's admins and moderators, and super admins (who may also remove a banned member's post); answers true. Errors: UNAUTHENTICATED for visitors; NOT_FOUND ('This post does not exist or has been removed.') when there is none, the viewer may not read its private group, or, for anyone else, when `groupPosts` leaves it out for them (its author is banned, or one of the two blocked the other); FORBIDDEN ('You do not have permission to delete this post.') for anyone else.",
  })
  deleteGroupPost(
    @IdArg("id", "The post's id.") id: string,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    return posts.deleteGroupPost(ctx, ctx.viewer!, id);
  }

  @Authorized()
  @Mutation(() => FeedItem, {
    description:
      "Shares a public group's post to the viewer's own feed, for members: answers the viewer's new `shared_post` feed item. Errors: UNAUTHENTICATED for visitors; BAD_USER_INPUT (`fields.comment`) when the comment is too long; NOT_FOUND ('This post does not exist or has been removed.') when there is no such post, when `groupPosts` leaves it out for the viewer (its author is banned, or one of the two blocked the other), or when the viewer may not read its private group; FORBIDDEN ('Posts of private groups cannot be shared.') for a private group's post.",
  })
  shareGroupPost(
    @IdArg("postId", "The post's id.") postId: string,
    @Arg("comment", () => String, {
      nullable: true,
      description:
        "What the viewer says about it: at most 500 characters, trimmed; blank or left out: none.",
    })
    comment: string | null,
    @Ctx() ctx: Context,
  ): Promise<FeedItem> {
    return posts.shareGroupPost(ctx, ctx.viewer!, { postId, comment });
  }

  @Authorized()
  @UseMiddleware(freshLoadersPerEvent)
  @Subscription(() => GroupPost, {
    description:
      "New posts in a group as they are posted, for members who may read its posts; posts of banned members and of members blocked either way are not sent, nor to a member who has since lost access. Errors: UNAUTHENTICATED for visitors; NOT_FOUND when there is no such group; FORBIDDEN ('Join the group to see and create posts.') when the viewer may not read a private group's posts.",
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
  groupPostAdded(
    @IdArg("groupId", "The group's id.") _groupId: string,
    @Root() post: GroupPost,
  ): GroupPost {
    return post;
  }

  @FieldResolver(() => Group, { description: "The group it was posted in." })
  async group(@Root() post: GroupPost, @Ctx() ctx: Context): Promise<Group> {
    return (await ctx.loaders.groupById.load(post.groupId))!;
  }

  @FieldResolver(() => Profile, {
    nullable: true,
    description:
      "The member who wrote it, as the viewer may see them (their posts go with their account).",
  })
  author(@Root() post: GroupPost, @Ctx() ctx: Context): Promise<Profile | null> {
    return ctx.loaders.profileById.load(post.authorId);
  }

  @FieldResolver(() => Boolean, {
    description:
      "Whether the viewer may delete it: its author, the group's admins and moderators, and super admins.",
  })
  async viewerCanDelete(@Root() post: GroupPost, @Ctx() ctx: Context): Promise<boolean> {
    const { role } = await ctx.loaders.viewerGroupRelation.load(post.groupId);
    return can(ctx.viewer, "deletePost", { authorId: post.authorId, viewerRole: role });
  }
}
