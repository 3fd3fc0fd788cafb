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

@ObjectType({ description: "A page of groups." })
export class GroupConnection extends Connection(Group, "Group") {}

@ObjectType({ description: "A page of a group's members." })
export class GroupMemberConnection extends Connection(GroupMember, "GroupMember") {}

@ObjectType({ description: "A page of a group's pending join requests." })
export class GroupJoinRequestConnection extends Connection(GroupJoinRequest, "GroupJoinRequest") {}

@Resolver(() => Group)
export class GroupsResolver {
  @Query(() => GroupConnection, {
    description:
      "Groups, newest first, for anyone. Private groups are listed too (their card is public); each argument given narrows the list.",
  })
  groups(
    @Arg("search", () => String, {
      nullable: true,
      description:
        "Text to find in the name or description (case-insensitive, anywhere in them); blank or left out: no filter.",
    })
    search: string | null,
    @Arg("mine", () => Boolean, {
      nullable: true,
      description: "true: only the groups the viewer belongs to (none for a visitor).",
    })
    mine: boolean | null,
    @Arg("memberId", () => ID, {
      nullable: true,
      description:
        "Only the groups this member belongs to (none when their account is banned). Their private groups show only to those groups' members and to super admins.",
    })
    memberId: string | null,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
  ): Promise<GroupConnection> {
    return groups.listGroups(ctx, ctx.viewer, { search, mine, memberId, ...page });
  }

  @Query(() => Group, {
    nullable: true,
    description:
      "A group by id, for anyone: its card and About, private or not. Null when there is none (screens show 'Group not found - The group you are looking for does not exist.').",
  })
  group(@IdArg("id", "The group's id.") id: string, @Ctx() ctx: Context): Promise<Group | null> {
    return groups.findGroup(ctx, id);
  }

  @Query(() => GroupMemberConnection, {
    description:
      "A group's members: admins, then moderators, then members, each oldest first by joining date; banned members are left out. Anyone's for a public group; a private group's for its members and super admins. Errors: NOT_FOUND when there is no such group; FORBIDDEN ('Join the group to see and create posts.') when the viewer may not see a private group's members.",
  })
  groupMembers(
    @IdArg("groupId", "The group's id.") groupId: string,
    @Arg("role", () => GroupRole, {
      nullable: true,
      description: "Only the members with this role; all of them when left out.",
    })
    role: GroupRole | null,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
  ): Promise<GroupMemberConnection> {
    return membership.listMembers(ctx, ctx.viewer, { groupId, role, ...page });
  }

  @Authorized()
  @Query(() => GroupJoinRequestConnection, {
    description:
      "A group's pending join requests, oldest first (banned members' left out), for its admins. Errors: UNAUTHENTICATED for visitors; NOT_FOUND when there is no such group; FORBIDDEN ('Only the group's admins can do this.') for anyone but its admins.",
  })
  joinRequests(
    @IdArg("groupId", "The group's id.") groupId: string,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
  ): Promise<GroupJoinRequestConnection> {
    return membership.listJoinRequests(ctx, ctx.viewer!, { groupId, ...page });
  }

  @SignedIn(groups.GROUP_ERRORS.signIn)
  @Mutation(() => Group, {
    description:
      "Creates a group, for members: its creator becomes its admin, and a public group gets a feed item. Errors: UNAUTHENTICATED ('You must be logged in to do this.') for visitors; BAD_USER_INPUT with `extensions.fields` for a bad name or description (`name`, `description`) or cover (`file`).",
  })
  createGroup(
    @InputArg(CreateGroupInput, "The new group's details.") input: CreateGroupInput,
    @Ctx() ctx: Context,
  ): Promise<Group> {
    return groups.createGroup(ctx, ctx.viewer!, input);
  }

  @Authorized()
  @Mutation(() => Group, {
    description:
      "Changes a group's details, for its admins (not super admins); what is left out stays. Errors: UNAUTHENTICATED for visitors; NOT_FOUND when there is no such group; FORBIDDEN ('Only the group's admins can do this.') for anyone else; BAD_USER_INPUT with `extensions.fields` (`name`, `description`, `file`).",
  })
  updateGroup(
    @IdArg("id", "The group's id.") id: string,
    @InputArg(UpdateGroupInput, "The changes.") input: UpdateGroupInput,
    @Ctx() ctx: Context,
  ): Promise<Group> {
    return groups.updateGroup(ctx, ctx.viewer!, id, input);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      "Deletes a group for good, with its members, requests, invitations, posts and their comments, reactions, shares, feed items and images, for its admins or a super admin; answers true. Errors: UNAUTHENTICATED for visitors; NOT_FOUND when there is no such group; FORBIDDEN ('Only the group's admins can do this.') for anyone else.",
  })
  deleteGroup(@IdArg("id", "The group's id.") id: string, @Ctx() ctx: Context): Promise<boolean> {
    return groups.deleteGroup(ctx, ctx.viewer!, id);
  }

  @Authorized()
  @Mutation(() => Group, {
    description:
      "The viewer asks to join a group, public or private; its admins are notified. Someone with a pending invitation joins at once instead. After a rejection they may ask again. Answers the group. Errors: UNAUTHENTICATED for visitors; NOT_FOUND when there is no such group; CONFLICT when they are already a member ('You are already a member of this group.') or their request is pending ('Your request to join this group is already pending.').",
  })
  requestToJoinGroup(
    @IdArg("groupId", "The group's id.") groupId: string,
    @Ctx() ctx: Context,
  ): Promise<Group> {
    return membership.requestToJoin(ctx, ctx.viewer!, groupId);
  }

  @Authorized()
  @Mutation(() => Group, {
    description:
      "Withdraws the viewer's pending request to join a group. Answers the group. Errors: UNAUTHENTICATED for visitors; NOT_FOUND when there is no such group; CONFLICT when they have no pending request ('You have no pending request to join this group.').",
  })
  cancelJoinRequest(
    @IdArg("groupId", "The group's id.") groupId: string,
    @Ctx() ctx: Context,
  ): Promise<Group> {
    return membership.cancelJoinRequest(ctx, ctx.viewer!, groupId);
  }

  @Authorized()
  @Mutation(() => GroupJoinRequest, {
    description:
      "Approves a pending join request, for the group's admins: the requester joins as a member and is notified. Answers the request. Errors: UNAUTHENTICATED for visitors; NOT_FOUND when there is no such request ('This join request does not exist.'); FORBIDDEN ('Only the group's admins can do this.') for anyone but its admins; CONFLICT when it was already decided ('This request has already been handled.').",
  })
  approveJoinRequest(
    @IdArg("id", "The join request's id.") id: string,
    @Ctx() ctx: Context,
  ): Promise<GroupJoinRequest> {
    return membership.decideJoinRequest(ctx, ctx.viewer!, id, true);
  }

  @Authorized()
  @Mutation(() => GroupJoinRequest, {
    description:
      "Rejects a pending join request, for the group's admins: the requester is notified and may ask again. Answers the request. Errors: UNAUTHENTICATED for visitors; NOT_FOUND when there is no such request ('This join request does not exist.'); FORBIDDEN ('Only the group's admins can do this.') for anyone but its admins; CONFLICT when it was already decided ('This request has already been handled.').",
  })
  rejectJoinRequest(
    @IdArg("id", "The join request's id.") id: string,
    @Ctx() ctx: Context,
  ): Promise<GroupJoinRequest> {
    return membership.decideJoinRequest(ctx, ctx.viewer!, id, false);
  }

  @Authorized()
  @Mutation(() => GroupInvitation, {
    description:
      "Invites a member to the group, for its admins; the invitee is notified. Inviting someone again after they declined (or joined and left) renews the invitation. Answers the invitation. Errors: UNAUTHENTICATED for visitors; BAD_USER_INPUT (`fields.emailOrUsername`) when it is blank ('Please enter an email address') or over 254 characters ('Email address or username must not exceed 254 characters.'); NOT_FOUND when there is no such group, or no such member ('No user with that email address was found', `fields.emailOrUsername`); FORBIDDEN ('Only the group's admins can do this.') for anyone but its admins; CONFLICT (`fields.emailOrUsername`) when they are already a member ('Already a member') or already invited and have not answered.",
  })
  inviteToGroup(
    @IdArg("groupId", "The group's id.") groupId: string,
    @Arg("emailOrUsername", {
      description:
        "The member's username (a leading @ is dropped) or whole e-mail address, case-insensitive: 1 to 254 characters, trimmed. An e-mail address finds only members who let others find them by it; banned members are never found.",
    })
    emailOrUsername: string,
    @Ctx() ctx: Context,
  ): Promise<GroupInvitation> {
    return membership.inviteToGroup(ctx, ctx.viewer!, { groupId, emailOrUsername });
  }

  @Authorized()
  @Mutation(() => Group, {
    description:
      "The viewer accepts their pending invitation and joins the group as a member (a pending request of theirs is settled too). Answers the group. Errors: UNAUTHENTICATED for visitors; NOT_FOUND when there is no such group; CONFLICT when they have no pending invitation ('You have no pending invitation to this group.').",
  })
  acceptGroupInvitation(
    @IdArg("groupId", "The group's id.") groupId: string,
    @Ctx() ctx: Context,
  ): Promise<Group> {
    return membership.answerInvitation(ctx, ctx.viewer!, groupId, true);
  }

  @Authorized()
  @Mutation(() => Group, {
    description:
      "The viewer declines their pending invitation; the group's admins may invite them again. Answers the group. Errors: UNAUTHENTICATED for visitors; NOT_FOUND when there is no such group; CONFLICT when they have no pending invitation ('You have no pending invitation to this group.').",
  })
  declineGroupInvitation(
    @IdArg("groupId", "The group's id.") groupId: string,
    @Ctx() ctx: Context,
  ): Promise<Group> {
    return membership.answerInvitation(ctx, ctx.viewer!, groupId, false);
  }

  @Authorized()
  @Mutation(() => Group, {
    description:
      "The viewer leaves the group; its only admin cannot until another member is an admin. Answers the group. Errors: UNAUTHENTICATED for visitors; NOT_FOUND when there is no such group; CONFLICT when they are not a member ('You are not a member of this group.') or are its only admin.",
  })
  leaveGroup(
    @IdArg("groupId", "The group's id.") groupId: string,
    @Ctx() ctx: Context,
  ): Promise<Group> {
    return membership.leaveGroup(ctx, ctx.viewer!, groupId);
  }

  @Authorized()
  @Mutation(() => GroupMember, {
    description:
      "Sets a member's role, for the group's admins (their own role too); the group always keeps an admin. Answers the member. Errors: UNAUTHENTICATED for visitors; NOT_FOUND when there is no such group or the member is not in it ('This member is not in the group.'); FORBIDDEN ('Only the group's admins can do this.') for anyone but its admins; CONFLICT when it would demote the only admin ('A group needs an admin. Make another member an admin first.').",
  })
  setGroupMemberRole(
    @IdArg("groupId", "The group's id.") groupId: string,
    @IdArg("userId", "The member's id.") userId: string,
    @Arg("role", () => GroupRole, { description: "Their new role." }) role: GroupRole,
    @Ctx() ctx: Context,
  ): Promise<GroupMember> {
    return membership.setMemberRole(ctx, ctx.viewer!, { groupId, userId, role });
  }

  @Authorized()
  @Mutation(() => Group, {
    description:
      "Removes a member who is not an admin, for the group's admins. Answers the group. Errors: UNAUTHENTICATED for visitors; NOT_FOUND when there is no such group or the member is not in it ('This member is not in the group.'); FORBIDDEN ('Only the group's admins can do this.') for anyone but its admins; CONFLICT when the member is an admin ('Admins cannot be removed. Demote them first.').",
  })
  removeGroupMember(
    @IdArg("groupId", "The group's id.") groupId: string,
    @IdArg("userId", "The member's id.") userId: string,
    @Ctx() ctx: Context,
  ): Promise<Group> {
    return membership.removeMember(ctx, ctx.viewer!, { groupId, userId });
  }

  @FieldResolver(() => Int, {
    description: "How many members it has; banned members are left out.",
  })
  memberCount(@Root() group: Group, @Ctx() ctx: Context): Promise<number> {
    return ctx.loaders.groupMemberCount.load(group.id);
  }

  @FieldResolver(() => Profile, {
    nullable: true,
    description:
      "The member who created it; null once their account is deleted (the group stays with its admins).",
  })
  creator(@Root() group: Group, @Ctx() ctx: Context): Promise<Profile | null> | null {
    return group.createdBy ? ctx.loaders.profileById.load(group.createdBy) : null;
  }

  @FieldResolver(() => Boolean, {
    description:
      "Whether the viewer is one of its members, whatever their role; false for a visitor.",
  })
  async viewerIsMember(@Root() group: Group, @Ctx() ctx: Context): Promise<boolean> {
    return (await ctx.loaders.viewerGroupRelation.load(group.id)).role !== null;
  }

  @FieldResolver(() => Boolean, {
    description:
      "Whether the viewer may see its posts, comments and members: anyone in a public group; its members and super admins in a private one.",
  })
  async viewerCanRead(@Root() group: Group, @Ctx() ctx: Context): Promise<boolean> {
    const { role } = await ctx.loaders.viewerGroupRelation.load(group.id);
    return can(ctx.viewer, "read", { isPrivate: group.isPrivate, viewerRole: role });
  }

  @FieldResolver(() => Boolean, {
    description:
      "Whether the viewer may change its details (name, About, cover, privacy) and manage its members, requests and invitations: its admins.",
  })
  async viewerCanEdit(@Root() group: Group, @Ctx() ctx: Context): Promise<boolean> {
    const { role } = await ctx.loaders.viewerGroupRelation.load(group.id);
    return can(ctx.viewer, "administer", { viewerRole: role });
  }

  @FieldResolver(() => Boolean, {
    description: "Whether the viewer may delete the group: its admins and super admins.",
  })
  async viewerCanDelete(@Root() group: Group, @Ctx() ctx: Context): Promise<boolean> {
    const { role } = await ctx.loaders.viewerGroupRelation.load(group.id);
    return can(ctx.viewer, "delete", { viewerRole: role });
  }

  @FieldResolver(() => GroupRole, {
    nullable: true,
    description: "The viewer's role in it; null unless they are a member.",
  })
  async viewerRole(@Root() group: Group, @Ctx() ctx: Context): Promise<GroupRole | null> {
    return (await ctx.loaders.viewerGroupRelation.load(group.id)).role;
  }

  @FieldResolver(() => JoinRequestStatus, {
    nullable: true,
    description:
      "Where the viewer's latest request to join stands; null if they never asked or withdrew it. PENDING: screens show 'Request Pending'.",
  })
  async viewerRequestStatus(
    @Root() group: Group,
    @Ctx() ctx: Context,
  ): Promise<JoinRequestStatus | null> {
    return (await ctx.loaders.viewerGroupRelation.load(group.id)).requestStatus;
  }

  @FieldResolver(() => GroupInvitation, {
    nullable: true,
    description: "The viewer's pending invitation to it; null without one.",
  })
  async viewerInvitation(
    @Root() group: Group,
    @Ctx() ctx: Context,
  ): Promise<GroupInvitation | null> {
    return (await ctx.loaders.viewerGroupRelation.load(group.id)).invitation;
  }

  @FieldResolver(() => Int, {
    description:
      "How many join requests wait for a decision (banned members' left out); 0 unless the viewer is one of its admins.",
  })
  async pendingRequestCount(@Root() group: Group, @Ctx() ctx: Context): Promise<number> {
    return (await ctx.loaders.viewerGroupRelation.load(group.id)).pendingRequests;
  }
}

/** Resolves a member's profile. */
@Resolver(() => GroupMember)
export class GroupMemberResolver {
  @FieldResolver(() => Profile, { description: "The member's profile, as the viewer may see it." })
  async profile(@Root() member: GroupMember, @Ctx() ctx: Context): Promise<Profile> {
    return (await ctx.loaders.profileById.load(member.userId))!;
  }
}

@Resolver(() => GroupJoinRequest)
export class GroupJoinRequestResolver {
  @FieldResolver(() => Group, { description: "The group they asked to join." })
  async group(@Root() request: GroupJoinRequest, @Ctx() ctx: Context): Promise<Group> {
    return (await ctx.loaders.groupById.load(request.groupId))!;
  }

  @FieldResolver(() => Profile, { description: "The member who asked to join." })
  async requester(@Root() request: GroupJoinRequest, @Ctx() ctx: Context): Promise<Profile> {
    return (await ctx.loaders.profileById.load(request.userId))!;
  }
}

@Resolver(() => GroupInvitation)
export class GroupInvitationResolver {
  @FieldResolver(() => Group, { description: "The group they are invited to." })
  async group(@Root() invitation: GroupInvitation, @Ctx() ctx: Context): Promise<Group> {
    return (await ctx.loaders.groupById.load(invitation.groupId))!;
  }

  @FieldResolver(() => Profile, { description: "The member invited." })
  async invitee(@Root() invitation: GroupInvitation, @Ctx() ctx: Context): Promise<Profile> {
    return (await ctx.loaders.profileById.load(invitation.invitedUserId))!;
  }

  @FieldResolver(() => Profile, {
    nullable: true,
    description: "The admin who (last) invited them; null once that account is deleted.",
  })
  invitedBy(
    @Root() invitation: GroupInvitation,
    @Ctx() ctx: Context,
  ): Promise<Profile | null> | null {
    return invitation.invitedBy ? ctx.loaders.profileById.load(invitation.invitedBy) : null;
  }
}
