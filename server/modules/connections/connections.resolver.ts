import {
  Arg,
  Args,
  Authorized,
  Ctx,
  FieldResolver,
  Info,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
  Subscription,
  UseMiddleware,
} from "type-graphql";
import type { GraphQLResolveInfo } from "graphql";
import { IdArg } from "../../graphql/args";
import { selectedFields } from "../../graphql/selection";
import type { Context } from "../../kernel/context";
import { freshLoadersPerEvent } from "../../graphql/fresh-loaders";
import { andThen } from "../../graphql/loaders";
import { viewerTopic } from "../../graphql/subscriptions";
import { ForbiddenError, NotFoundError, UserInputError } from "../../graphql/errors";
import { Profile } from "../profiles";
import type { Viewer } from "../../kernel/viewer";
import { refuseIfBlocked } from "../blocks";
import { ConnectionStatus } from "./connection.entity";
import { PageArgs } from "../../graphql/pagination";
import { connectionsOf, relationList } from "./connections.lists";
import { can } from "./connections.policy";
import * as connections from "./connections.service";
import { ConnectionEvent } from "./connections.types";
import { ProfileConnection } from "../profiles";

type Change = (ctx: Context, viewer: Viewer, userId: string) => Promise<void>;

/** The Profile fields a list's query asks for of each member. */
const members = (info: GraphQLResolveInfo) => selectedFields(info, ["edges", "node"]);

/**
 * Checks the target, applies one transition, publishes it to both parties and answers the fresh profile.
 * Transitions that create or strengthen a connection (`connects`) are refused toward a banned member
 * and between members where one blocked the other; removing one never is. Every transition counts toward the member's connection changes per minute
 * (RATE_LIMIT_CONNECTIONS_PER_MINUTE), so nobody can flood another member with follow notifications.
 */
async function transition(
  ctx: Context,
  userId: string,
  change: Change,
  connects = false,
): Promise<Profile> {
  const viewer = ctx.viewer!;
  if (!can(viewer, "change", { id: userId })) {
    throw new UserInputError({ userId: "You cannot connect with yourself." });
  }
  await ctx.rateLimits.connectionChange(viewer.id);
  const target = await ctx.loaders.profileById.load(userId);
  if (!target) throw new NotFoundError("Profile");
  if (connects && !can(viewer, "connect", target)) {
    throw new ForbiddenError("This member's account has been suspended.");
  }
  if (connects) await refuseIfBlocked(ctx.db, viewer.id, target.id);
  await change(ctx, viewer, target.id);
  connections.connectionChanged(ctx.pubSub, viewer.id, target.id);
  ctx.loaders.connectionCounts.clearAll();
  ctx.loaders.pairWithViewer.clearAll();
  return target;
}

@Resolver(() => Profile)
export class ConnectionsResolver {
  @Authorized()
  @Mutation(() => Profile, {
    description:
      "Follows a member: the viewer's own row toward them becomes FOLLOWING, replacing a pending request that row held; a new follow notifies them. Friends follow each other already: a friendship is never turned into a follow. Answers their profile. Members only; every connection change counts toward a limit per minute (30 by default). Errors: UNAUTHENTICATED; BAD_USER_INPUT (field userId) for the viewer themself; NOT_FOUND for an unknown member; FORBIDDEN when the member is suspended or one of the two blocked the other; CONFLICT when the two are friends already; RATE_LIMITED.",
  })
  follow(@IdArg("userId", "The other member's id") userId: string, @Ctx() ctx: Context) {
    return transition(ctx, userId, (c, v, u) => connections.follow(c, v, u), true);
  }

  @Authorized()
  @Mutation(() => Profile, {
    description:
      "Deletes the viewer's own row toward the member: their follow, pending request, or a friendship the viewer asked for. Answers the member's profile. Members only; every connection change counts toward a limit per minute (30 by default). Errors: UNAUTHENTICATED; BAD_USER_INPUT (field userId) for the viewer themself; NOT_FOUND for an unknown member; RATE_LIMITED.",
  })
  unfollow(@IdArg("userId", "The other member's id") userId: string, @Ctx() ctx: Context) {
    return transition(ctx, userId, (c, v, u) => connections.unfollow(c, v, u));
  }

  @Authorized()
  @Mutation(() => Profile, {
    description:
      "Asks a member to be friends: the viewer's own row toward them becomes FRIEND_REQUESTED (a pending request also follows) and a new request notifies them; nothing changes when they have a row toward the viewer already (accept their request instead). Answers their profile. Members only; every connection change counts toward a limit per minute (30 by default). Errors: UNAUTHENTICATED; BAD_USER_INPUT (field userId) for the viewer themself; NOT_FOUND for an unknown member; FORBIDDEN when the member is suspended or one of the two blocked the other; CONFLICT when the two are friends already; RATE_LIMITED.",
  })
  sendFriendRequest(@IdArg("userId", "The other member's id") userId: string, @Ctx() ctx: Context) {
    return transition(ctx, userId, (c, v, u) => connections.sendFriendRequest(c, v, u), true);
  }

  @Authorized()
  @Mutation(() => Profile, {
    description:
      "Accepts the friend request `userId` sent the viewer: the two become friends (FRIENDS). Answers their profile. Members only; every connection change counts toward a limit per minute (30 by default). Errors: UNAUTHENTICATED; BAD_USER_INPUT (field userId) for the viewer themself; NOT_FOUND for an unknown member, or when they sent the viewer no pending request; FORBIDDEN when the member is suspended or one of the two blocked the other; RATE_LIMITED.",
  })
  acceptFriendRequest(
    @IdArg("userId", "The id of the member who sent the request") userId: string,
    @Ctx() ctx: Context,
  ) {
    return transition(ctx, userId, (c, v, u) => connections.acceptFriendRequest(c, v, u), true);
  }

  @Authorized()
  @Mutation(() => Profile, {
    description:
      "Rejects (deletes) the friend request `userId` sent the viewer. Answers their profile. Members only; every connection change counts toward a limit per minute (30 by default). Errors: UNAUTHENTICATED; BAD_USER_INPUT (field userId) for the viewer themself; NOT_FOUND for an unknown member, or when they sent the viewer no pending request; RATE_LIMITED.",
  })
  rejectFriendRequest(
    @IdArg("userId", "The id of the member who sent the request") userId: string,
    @Ctx() ctx: Context,
  ) {
    return transition(ctx, userId, (c, v, u) => connections.rejectFriendRequest(c, v, u));
  }

  @Authorized()
  @Mutation(() => Profile, {
    description:
      "Ends every connection between the viewer and the member, both ways: friendship, follows and requests. Answers their profile. Members only; every connection change counts toward a limit per minute (30 by default). Errors: UNAUTHENTICATED; BAD_USER_INPUT (field userId) for the viewer themself; NOT_FOUND for an unknown member; RATE_LIMITED.",
  })
  removeFriend(@IdArg("userId", "The other member's id") userId: string, @Ctx() ctx: Context) {
    return transition(ctx, userId, (c, v, u) => connections.removeFriend(c, v, u));
  }

  @Authorized()
  @Query(() => ProfileConnection, {
    description:
      "Whom the member follows, friends included (no status or FOLLOWING), their friends (FRIENDS), or the friend requests they sent (FRIEND_REQUESTED), newest first. Empty (totalCount 0) when the member's connectionsVisibleTo leaves the viewer out. Members only. Errors: UNAUTHENTICATED; BAD_USER_INPUT for a bad page size or cursor.",
  })
  connections(
    @IdArg("userId", "The member whose list it is") userId: string,
    @Arg("status", () => ConnectionStatus, {
      nullable: true,
      description: "Which list: FOLLOWING (also when left out), FRIENDS or FRIEND_REQUESTED",
    })
    status: ConnectionStatus | null,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ) {
    return connectionsOf(ctx, userId, status, page, members(info));
  }

  @Authorized()
  @Query(() => ProfileConnection, {
    description:
      "Members who follow the member (a pending friend request follows), friends included, newest first. Empty (totalCount 0) when the member's connectionsVisibleTo leaves the viewer out. Members only. Errors: UNAUTHENTICATED; BAD_USER_INPUT for a bad page size or cursor.",
  })
  followers(
    @IdArg("userId", "The member whose followers they are") userId: string,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ) {
    return relationList(ctx, userId, "followers", page, members(info));
  }

  @Authorized()
  @Query(() => ProfileConnection, {
    description:
      "Members whose friend request to the viewer is pending, newest first. Members only. Errors: UNAUTHENTICATED; BAD_USER_INPUT for a bad page size or cursor.",
  })
  friendRequests(
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ) {
    return relationList(ctx, ctx.viewer!.id, "requests", page, members(info));
  }

  @Authorized()
  @UseMiddleware(freshLoadersPerEvent)
  @Subscription(() => ConnectionEvent, {
    topics: "CONNECTION_CHANGED",
    topicId: viewerTopic,
    description:
      "A connection involving the viewer changed (a follow, request, acceptance, removal or block): sent to both members, in every open tab. Members only. Errors: UNAUTHENTICATED.",
    filter: ({
      payload,
      context,
    }: {
      payload: { userId: string; connectedUserId: string };
      context: Context;
    }) =>
      !!context.viewer &&
      (payload.userId === context.viewer.id || payload.connectedUserId === context.viewer.id),
  })
  async connectionChanged(
    @Root() payload: { userId: string; connectedUserId: string },
    @Ctx() ctx: Context,
  ): Promise<ConnectionEvent> {
    const [user, connectedUser] = await Promise.all([
      ctx.loaders.profileById.load(payload.userId),
      ctx.loaders.profileById.load(payload.connectedUserId),
    ]);
    if (!user || !connectedUser) throw new NotFoundError("Profile");
    // The row between them, whichever of the two asked (an accepted request is the requester's row).
    const status = await connections.statusBetween(ctx.db, payload.userId, payload.connectedUserId);
    return { user, connectedUser, status };
  }

  @FieldResolver(() => Int, { description: "The length of the member's `followers` list" })
  followerCount(@Root() profile: Profile, @Ctx() ctx: Context) {
    return andThen(ctx.loaders.connectionCounts.now(profile.id), (counts) => counts.followers);
  }

  @FieldResolver(() => Int, {
    description:
      "The length of the member's `connections` list (whom it follows, friends included)",
  })
  followingCount(@Root() profile: Profile, @Ctx() ctx: Context) {
    return andThen(ctx.loaders.connectionCounts.now(profile.id), (counts) => counts.following);
  }

  @FieldResolver(() => ConnectionStatus, {
    nullable: true,
    description:
      "The viewer's connection with this member: the status of the viewer's own row toward them, else FRIEND_REQUESTED for their pending request to the viewer or FRIENDS for a friendship they asked for; null when there is none, for a visitor and for oneself",
  })
  connectionStatus(@Root() profile: Profile, @Ctx() ctx: Context) {
    const viewer = ctx.viewer;
    if (!viewer || viewer.id === profile.id) return null;
    return andThen(ctx.loaders.pairWithViewer.now(profile.id), (rows) =>
      connections.statusToward(viewer.id, profile.id, rows),
    );
  }

  @FieldResolver(() => Boolean, {
    description:
      "Whether this member has sent the viewer a pending friend request; false for a visitor",
  })
  hasIncomingFriendRequest(@Root() profile: Profile, @Ctx() ctx: Context) {
    if (!ctx.viewer) return false;
    return andThen(ctx.loaders.pairWithViewer.now(profile.id), (rows) =>
      rows.some((r) => r.user_id === profile.id && r.status === ConnectionStatus.FRIEND_REQUESTED),
    );
  }
}
