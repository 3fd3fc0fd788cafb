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
import { ID } from "../../graphql/ids";
import { IdArg, InputArg } from "../../graphql/args";
import { Connection, PageArgs } from "../../graphql/pagination";
import { Profile } from "../profiles";
import {
  Group,
  GroupInvitation,
  GroupJoinRequest,
  GroupMember,
  GroupRole,
  JoinRequestStatus,
} from "./group.entity";
import { CreateGroupInput, UpdateGroupInput } from "./groups.inputs";
import { can } from "./groups.policy";
import * as groups from "./groups.service";
import * as membership from "./membership.service";

@ObjectType()
export class GroupConnection extends Connection(Group, "Group") {}

@ObjectType()
export class GroupMemberConnection extends Connection(GroupMember, "GroupMember") {}

@ObjectType()
export class GroupJoinRequestConnection extends Connection(GroupJoinRequest, "GroupJoinRequest") {}

@Resolver(() => Group)
export class GroupsResolver {
  @Query(() => GroupConnection, {
    description:
      "Groups, newest first. search: name or description, case-insensitive; mine: the viewer's groups; memberId: a member's groups, their private ones only to those who may see its members",
  })
  groups(
    @Arg("search", () => String, { nullable: true }) search: string | null,
    @Arg("mine", () => Boolean, { nullable: true }) mine: boolean | null,
    @Arg("memberId", () => ID, { nullable: true }) memberId: string | null,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
  ): Promise<GroupConnection> {
    return groups.listGroups(ctx, ctx.viewer, { search, mine, memberId, ...page });
  }

  @Query(() => Group, {
    nullable: true,
    description:
      "A group's card and About (public, private or not); null: 'Group not found - The group you are looking for does not exist.'",
  })
  group(@IdArg("id") id: string, @Ctx() ctx: Context): Promise<Group | null> {
    return groups.findGroup(ctx, id);
  }

  @Query(() => GroupMemberConnection, {
    description:
      "A group's members: admins, moderators, then members by joining date; a private group's for its members only",
  })
  groupMembers(
    @IdArg("groupId") groupId: string,
    @Arg("role", () => GroupRole, { nullable: true }) role: GroupRole | null,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
  ): Promise<GroupMemberConnection> {
    return membership.listMembers(ctx, ctx.viewer, { groupId, role, ...page });
  }

  @Authorized()
  @Query(() => GroupJoinRequestConnection, {
    description: "A group's pending join requests, oldest first: for its admins",
  })
  joinRequests(
    @IdArg("groupId") groupId: string,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
  ): Promise<GroupJoinRequestConnection> {
    return membership.listJoinRequests(ctx, ctx.viewer!, { groupId, ...page });
  }

  @SignedIn(groups.GROUP_ERRORS.signIn)
  @Mutation(() => Group, {
    description:
      "Creates a group; the creator becomes its admin, and a public group gets a feed item",
  })
  createGroup(
    @InputArg(CreateGroupInput) input: CreateGroupInput,
    @Ctx() ctx: Context,
  ): Promise<Group> {
    return groups.createGroup(ctx, ctx.viewer!, input);
  }

  @Authorized()
  @Mutation(() => Group, { description: "Changes a group's details: its admins" })
  updateGroup(
    @IdArg("id") id: string,
    @InputArg(UpdateGroupInput) input: UpdateGroupInput,
    @Ctx() ctx: Context,
  ): Promise<Group> {
    return groups.updateGroup(ctx, ctx.viewer!, id, input);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      "Deletes a group with its posts, comments, reactions, shares and feed items: its admins or a super admin",
  })
  deleteGroup(@IdArg("id") id: string, @Ctx() ctx: Context): Promise<boolean> {
    return groups.deleteGroup(ctx, ctx.viewer!, id);
  }

  @Authorized()
  @Mutation(() => Group, {
    description:
      "Asks to join; the group's admins are notified. Someone invited joins at once. A member or a pending request: CONFLICT",
  })
  requestToJoinGroup(@IdArg("groupId") groupId: string, @Ctx() ctx: Context): Promise<Group> {
    return membership.requestToJoin(ctx, ctx.viewer!, groupId);
  }

  @Authorized()
  @Mutation(() => Group, { description: "Withdraws the viewer's pending request" })
  cancelJoinRequest(@IdArg("groupId") groupId: string, @Ctx() ctx: Context): Promise<Group> {
    return membership.cancelJoinRequest(ctx, ctx.viewer!, groupId);
  }

  @Authorized()
  @Mutation(() => GroupJoinRequest, {
    description: "Admins: the requester joins as a member and is notified",
  })
  approveJoinRequest(@IdArg("id") id: string, @Ctx() ctx: Context): Promise<GroupJoinRequest> {
    return membership.decideJoinRequest(ctx, ctx.viewer!, id, true);
  }

  @Authorized()
  @Mutation(() => GroupJoinRequest, {
    description: "Admins: the requester is notified and may ask again",
  })
  rejectJoinRequest(@IdArg("id") id: string, @Ctx() ctx: Context): Promise<GroupJoinRequest> {
    return membership.decideJoinRequest(ctx, ctx.viewer!, id, false);
  }

  @Authorized()
  @Mutation(() => GroupInvitation, {
    description: "Admins invite a member by e-mail or username; the invitee is notified",
  })
  inviteToGroup(
    @IdArg("groupId") groupId: string,
    @Arg("emailOrUsername") emailOrUsername: string,
    @Ctx() ctx: Context,
  ): Promise<GroupInvitation> {
    return membership.inviteToGroup(ctx, ctx.viewer!, { groupId, emailOrUsername });
  }

  @Authorized()
  @Mutation(() => Group, { description: "The invited viewer joins as a member" })
  acceptGroupInvitation(@IdArg("groupId") groupId: string, @Ctx() ctx: Context): Promise<Group> {
    return membership.answerInvitation(ctx, ctx.viewer!, groupId, true);
  }

  @Authorized()
  @Mutation(() => Group, { description: "The invited viewer declines; admins may invite again" })
  declineGroupInvitation(@IdArg("groupId") groupId: string, @Ctx() ctx: Context): Promise<Group> {
    return membership.answerInvitation(ctx, ctx.viewer!, groupId, false);
  }

  @Authorized()
  @Mutation(() => Group, {
    description: "The viewer leaves the group; its last admin cannot (CONFLICT)",
  })
  leaveGroup(@IdArg("groupId") groupId: string, @Ctx() ctx: Context): Promise<Group> {
    return membership.leaveGroup(ctx, ctx.viewer!, groupId);
  }

  @Authorized()
  @Mutation(() => GroupMember, {
    description: "Admins set a member's role; the group never ends up without an admin",
  })
  setGroupMemberRole(
    @IdArg("groupId") groupId: string,
    @IdArg("userId") userId: string,
    @Arg("role", () => GroupRole) role: GroupRole,
    @Ctx() ctx: Context,
  ): Promise<GroupMember> {
    return membership.setMemberRole(ctx, ctx.viewer!, { groupId, userId, role });
  }

  @Authorized()
  @Mutation(() => Group, { description: "Admins remove a member who is not an admin" })
  removeGroupMember(
    @IdArg("groupId") groupId: string,
    @IdArg("userId") userId: string,
    @Ctx() ctx: Context,
  ): Promise<Group> {
    return membership.removeMember(ctx, ctx.viewer!, { groupId, userId });
  }

  @FieldResolver(() => Int, { description: "Members in good standing" })
  memberCount(@Root() group: Group, @Ctx() ctx: Context): Promise<number> {
    return ctx.loaders.groupMemberCount.load(group.id);
  }

  @FieldResolver(() => Profile, { nullable: true })
  creator(@Root() group: Group, @Ctx() ctx: Context): Promise<Profile | null> | null {
    return group.createdBy ? ctx.loaders.profileById.load(group.createdBy) : null;
  }

  @FieldResolver(() => Boolean)
  async viewerIsMember(@Root() group: Group, @Ctx() ctx: Context): Promise<boolean> {
    return (await ctx.loaders.viewerGroupRelation.load(group.id)).role !== null;
  }

  @FieldResolver(() => Boolean, {
    description:
      "Whether the viewer may see its posts and members: members and super admins, anyone if public",
  })
  async viewerCanRead(@Root() group: Group, @Ctx() ctx: Context): Promise<boolean> {
    const { role } = await ctx.loaders.viewerGroupRelation.load(group.id);
    return can(ctx.viewer, "read", { isPrivate: group.isPrivate, viewerRole: role });
  }

  @FieldResolver(() => Boolean, {
    description:
      "Whether the viewer may change its name, description, cover and privacy: its admins",
  })
  async viewerCanEdit(@Root() group: Group, @Ctx() ctx: Context): Promise<boolean> {
    const { role } = await ctx.loaders.viewerGroupRelation.load(group.id);
    return can(ctx.viewer, "administer", { viewerRole: role });
  }

  @FieldResolver(() => Boolean, {
    description: "Whether the viewer may delete the group: its admins and super admins",
  })
  async viewerCanDelete(@Root() group: Group, @Ctx() ctx: Context): Promise<boolean> {
    const { role } = await ctx.loaders.viewerGroupRelation.load(group.id);
    return can(ctx.viewer, "delete", { viewerRole: role });
  }

  @FieldResolver(() => GroupRole, { nullable: true, description: "Null unless a member" })
  async viewerRole(@Root() group: Group, @Ctx() ctx: Context): Promise<GroupRole | null> {
    return (await ctx.loaders.viewerGroupRelation.load(group.id)).role;
  }

  @FieldResolver(() => JoinRequestStatus, {
    nullable: true,
    description: "The viewer's latest request; PENDING shows 'Request Pending'",
  })
  async viewerRequestStatus(
    @Root() group: Group,
    @Ctx() ctx: Context,
  ): Promise<JoinRequestStatus | null> {
    return (await ctx.loaders.viewerGroupRelation.load(group.id)).requestStatus;
  }

  @FieldResolver(() => GroupInvitation, {
    nullable: true,
    description: "A pending invitation to the viewer",
  })
  async viewerInvitation(
    @Root() group: Group,
    @Ctx() ctx: Context,
  ): Promise<GroupInvitation | null> {
    return (await ctx.loaders.viewerGroupRelation.load(group.id)).invitation;
  }

  @FieldResolver(() => Int, {
    description: "Pending join requests; 0 unless the viewer is an admin",
  })
  async pendingRequestCount(@Root() group: Group, @Ctx() ctx: Context): Promise<number> {
    return (await ctx.loaders.viewerGroupRelation.load(group.id)).pendingRequests;
  }
}

/** Resolves a member's profile. */
@Resolver(() => GroupMember)
export class GroupMemberResolver {
  @FieldResolver(() => Profile)
  async profile(@Root() member: GroupMember, @Ctx() ctx: Context): Promise<Profile> {
    return (await ctx.loaders.profileById.load(member.userId))!;
  }
}

@Resolver(() => GroupJoinRequest)
export class GroupJoinRequestResolver {
  @FieldResolver(() => Group)
  async group(@Root() request: GroupJoinRequest, @Ctx() ctx: Context): Promise<Group> {
    return (await ctx.loaders.groupById.load(request.groupId))!;
  }

  @FieldResolver(() => Profile)
  async requester(@Root() request: GroupJoinRequest, @Ctx() ctx: Context): Promise<Profile> {
    return (await ctx.loaders.profileById.load(request.userId))!;
  }
}

@Resolver(() => GroupInvitation)
export class GroupInvitationResolver {
  @FieldResolver(() => Group)
  async group(@Root() invitation: GroupInvitation, @Ctx() ctx: Context): Promise<Group> {
    return (await ctx.loaders.groupById.load(invitation.groupId))!;
  }

  @FieldResolver(() => Profile)
  async invitee(@Root() invitation: GroupInvitation, @Ctx() ctx: Context): Promise<Profile> {
    return (await ctx.loaders.profileById.load(invitation.invitedUserId))!;
  }

  @FieldResolver(() => Profile, { nullable: true })
  invitedBy(
    @Root() invitation: GroupInvitation,
    @Ctx() ctx: Context,
  ): Promise<Profile | null> | null {
    return invitation.invitedBy ? ctx.loaders.profileById.load(invitation.invitedBy) : null;
  }
}
