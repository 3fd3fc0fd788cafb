import { emit } from "../../kernel/events";
import type { EntityManager } from "typeorm";
import { inTransaction, type AfterCommit } from "../../db/transaction";
import type { Context, Services } from "../../kernel/context";
import { ConflictError, DomainError, ErrorCode } from "../../graphql/errors";
import { asEntities, entityColumns, keysetPage, type PageArgs } from "../../graphql/pagination";
import { parseInput } from "../../graphql/validation";
import type { Viewer } from "../../kernel/viewer";
import { displayName } from "../../lib/text";
import { Profile } from "../profiles";
import {
  type Group,
  GroupInvitation,
  GroupJoinRequest,
  GroupMember,
  GroupRole,
  InvitationStatus,
  JoinRequestStatus,
  ROLE_RANK,
} from "./group.entity";
import { inviteSchema } from "./rules";
import { readableGroup, requireAdmin, requireGroup, roleIn } from "./groups.service";
import { discoverableByEmailSql } from "../settings";

export const MEMBERSHIP_ERRORS = {
  alreadyMember: "You are already a member of this group.",
  requestPending: "Your request to join this group is already pending.",
  noRequest: "You have no pending request to join this group.",
  requestNotFound: "This join request does not exist.",
  requestHandled: "This request has already been handled.",
  inviteeNotFoundTitle: "User not found",
  inviteeNotFound: "No user with that email address was found",
  inviteeIsMember: "Already a member",
  invitationPendingTitle: "Invitation pending",
  invitationPending: "already invited and has not responded yet",
  noInvitation: "You have no pending invitation to this group.",
  notMember: "You are not a member of this group.",
  lastAdminLeaves:
    "You are this group's only admin. Make another member an admin before you leave.",
  lastAdminDemoted: "A group needs an admin. Make another member an admin first.",
  memberNotFound: "This member is not in the group.",
  removeAdmin: "Admins cannot be removed. Demote them first.",
};

type MembershipServices = Pick<Services, "db" | "pubSub" | "registry">;

const actorName = async (tx: EntityManager, id: string) =>
  displayName(await tx.getRepository(Profile).findOneBy({ id }));

/** Adds a member (nothing if they already are one). */
async function addMember(
  tx: EntityManager,
  groupId: string,
  userId: string,
  role = GroupRole.MEMBER,
) {
  await tx
    .createQueryBuilder()
    .insert()
    .into(GroupMember)
    .values({ groupId, userId, role })
    .orIgnore()
    .execute();
}

/** Once someone joins, whatever else was pending between them and the group is settled. */
async function settlePending(tx: EntityManager, groupId: string, userId: string) {
  await tx.query(
    `UPDATE group_join_requests SET status = 'approved', updated_at = now()
      WHERE group_id = $1 AND user_id = $2 AND status = 'pending'`,
    [groupId, userId],
  );
  await tx.query(
    `UPDATE group_invitations SET status = 'accepted', updated_at = now()
      WHERE group_id = $1 AND invited_user_id = $2 AND status = 'pending'`,
    [groupId, userId],
  );
}

/** The admins of a group (whom a join request notifies). */
async function adminsOf(tx: EntityManager, groupId: string) {
  const rows: { user_id: string }[] = await tx.query(
    `SELECT user_id FROM group_members WHERE group_id = $1 AND role = 'admin'`,
    [groupId],
  );
  return rows.map((r) => r.user_id);
}

async function notifyDecision(
  tx: EntityManager,
  afterCommit: AfterCommit,
  services: MembershipServices,
  group: Group,
  request: GroupJoinRequest,
) {
  const approved = request.status === JoinRequestStatus.APPROVED;
  await emit({ tx, afterCommit, services }, "NotificationDue", {
    userId: request.userId,
    type: "group_join_decision",
    title: approved ? "Join Request Approved" : "Join Request Declined",
    message: approved
      ? `You are now a member of ${group.name}`
      : `Your request to join ${group.name} was declined`,
    data: { groupId: group.id, status: approved ? "APPROVED" : "REJECTED" },
    path: `/groups/${group.id}`,
  });
}

/**
 * The viewer asks to join: a pending request the group's admins are notified of. Someone already invited
 * joins at once (the admins asked them first). A member, or a second pending request: CONFLICT.
 */
export async function requestToJoin(services: MembershipServices, viewer: Viewer, groupId: string) {
  return inTransaction(services.db, async (tx, afterCommit) => {
    const group = await requireGroup(tx, groupId, true);
    if (await roleIn(tx, groupId, viewer.id))
      throw new ConflictError(MEMBERSHIP_ERRORS.alreadyMember);
    const invited = await tx.getRepository(GroupInvitation).findOneBy({
      groupId,
      invitedUserId: viewer.id,
      status: InvitationStatus.PENDING,
    });
    if (invited) {
      await addMember(tx, groupId, viewer.id);
      await settlePending(tx, groupId, viewer.id);
      return group;
    }
    const [request]: { id: string }[] = await tx.query(
      `INSERT INTO group_join_requests (group_id, user_id, status) VALUES ($1, $2, 'pending')
       ON CONFLICT (group_id, user_id) DO UPDATE
         SET status = 'pending', created_at = now(), updated_at = now()
         WHERE group_join_requests.status <> 'pending'
       RETURNING id`,
      [groupId, viewer.id],
    );
    if (!request) throw new ConflictError(MEMBERSHIP_ERRORS.requestPending);
    const name = await actorName(tx, viewer.id);
    for (const adminId of await adminsOf(tx, groupId))
      await emit({ tx, afterCommit, services }, "NotificationDue", {
        userId: adminId,
        type: "group_join_request",
        title: "New Join Request",
        message: `${name} asked to join ${group.name}`,
        data: { senderId: viewer.id, groupId, requestId: request.id },
        path: `/groups/${groupId}`,
      });
    return group;
  });
}

/** Withdraws the viewer's pending request. */
export async function cancelJoinRequest(
  { db }: MembershipServices,
  viewer: Viewer,
  groupId: string,
) {
  return db.transaction(async (tx) => {
    const group = await requireGroup(tx, groupId, true);
    const removed = await tx
      .getRepository(GroupJoinRequest)
      .delete({ groupId, userId: viewer.id, status: JoinRequestStatus.PENDING });
    if (!removed.affected) throw new ConflictError(MEMBERSHIP_ERRORS.noRequest);
    return group;
  });
}

/**
 * An admin approves or rejects a pending request: approval adds the requester as a member; either way
 * the requester is notified. A request no longer pending: CONFLICT.
 */
export async function decideJoinRequest(
  services: MembershipServices,
  viewer: Viewer,
  id: string,
  approve: boolean,
): Promise<GroupJoinRequest> {
  return inTransaction(services.db, async (tx, afterCommit) => {
    const found = await tx.getRepository(GroupJoinRequest).findOneBy({ id });
    if (!found) throw new DomainError(ErrorCode.NOT_FOUND, MEMBERSHIP_ERRORS.requestNotFound);
    const group = await requireGroup(tx, found.groupId, true);
    await requireAdmin(tx, viewer, group.id);
    const request = await tx.getRepository(GroupJoinRequest).findOneByOrFail({ id });
    if (request.status !== JoinRequestStatus.PENDING)
      throw new ConflictError(MEMBERSHIP_ERRORS.requestHandled);
    request.status = approve ? JoinRequestStatus.APPROVED : JoinRequestStatus.REJECTED;
    await tx.getRepository(GroupJoinRequest).save(request);
    if (approve) {
      await addMember(tx, group.id, request.userId);
      await settlePending(tx, group.id, request.userId);
    }
    await notifyDecision(tx, afterCommit, services, group, request);
    return request;
  });
}

/** A member found by e-mail (whole, case-insensitive) or username, or the spec's 'User not found'. */
async function findInvitee(tx: EntityManager, emailOrUsername: string) {
  const text = emailOrUsername.replace(/^@/, "");
  // A whole e-mail address finds only a member who lets people find them by it.
  const [row]: { id: string }[] = await tx.query(
    `SELECT p.id FROM profiles p JOIN users u ON u.id = p.id
      WHERE (p.username = $1 OR (u.email = $1 AND ${discoverableByEmailSql("p.id")}))
        AND NOT p.is_banned
      LIMIT 1`,
    [text],
  );
  if (!row)
    throw new DomainError(ErrorCode.NOT_FOUND, MEMBERSHIP_ERRORS.inviteeNotFound, {
      title: MEMBERSHIP_ERRORS.inviteeNotFoundTitle,
      fields: { emailOrUsername: MEMBERSHIP_ERRORS.inviteeNotFound },
    });
  return row.id;
}

/**
 * An admin invites a member by e-mail or username; the invitee is notified. A member: 'Already a member';
 * a pending invitation: 'Invitation pending…' (CONFLICT); a declined (or accepted, then left) one is
 * renewed.
 */
export async function inviteToGroup(
  services: MembershipServices,
  viewer: Viewer,
  input: { groupId: string; emailOrUsername: string },
): Promise<GroupInvitation> {
  const { emailOrUsername } = parseInput(inviteSchema, input);
  return inTransaction(services.db, async (tx, afterCommit) => {
    const group = await requireGroup(tx, input.groupId, true);
    await requireAdmin(tx, viewer, group.id);
    const inviteeId = await findInvitee(tx, emailOrUsername);
    if (await roleIn(tx, group.id, inviteeId))
      throw new ConflictError(MEMBERSHIP_ERRORS.inviteeIsMember, "emailOrUsername");
    const [row]: { id: string }[] = await tx.query(
      `INSERT INTO group_invitations (group_id, invited_user_id, invited_by, status)
       VALUES ($1, $2, $3, 'pending')
       ON CONFLICT (group_id, invited_user_id) DO UPDATE
         SET status = 'pending', invited_by = $3, updated_at = now()
         WHERE group_invitations.status <> 'pending'
       RETURNING id`,
      [group.id, inviteeId, viewer.id],
    );
    if (!row)
      throw new DomainError(ErrorCode.CONFLICT, MEMBERSHIP_ERRORS.invitationPending, {
        title: MEMBERSHIP_ERRORS.invitationPendingTitle,
        fields: { emailOrUsername: MEMBERSHIP_ERRORS.invitationPending },
      });
    await emit({ tx, afterCommit, services }, "NotificationDue", {
      userId: inviteeId,
      type: "group_invitation",
      title: "Group Invitation",
      message: `${await actorName(tx, viewer.id)} invited you to join ${group.name}`,
      data: { senderId: viewer.id, groupId: group.id, invitationId: row.id },
      path: `/groups/${group.id}`,
    });
    return tx.getRepository(GroupInvitation).findOneByOrFail({ id: row.id });
  });
}

/** The invited viewer accepts (joins as a member) or declines their pending invitation. */
export async function answerInvitation(
  { db }: MembershipServices,
  viewer: Viewer,
  groupId: string,
  accept: boolean,
): Promise<Group> {
  return db.transaction(async (tx) => {
    const group = await requireGroup(tx, groupId, true);
    const invitation = await tx.getRepository(GroupInvitation).findOneBy({
      groupId,
      invitedUserId: viewer.id,
      status: InvitationStatus.PENDING,
    });
    if (!invitation) throw new ConflictError(MEMBERSHIP_ERRORS.noInvitation);
    if (accept) {
      await addMember(tx, groupId, viewer.id);
      await settlePending(tx, groupId, viewer.id);
    } else {
      await tx
        .getRepository(GroupInvitation)
        .update({ id: invitation.id }, { status: InvitationStatus.DECLINED });
    }
    return group;
  });
}

async function adminCount(tx: EntityManager, groupId: string) {
  return tx.getRepository(GroupMember).countBy({ groupId, role: GroupRole.ADMIN });
}

/** The viewer leaves the group; its last admin cannot until another admin exists (CONFLICT). */
export async function leaveGroup({ db }: MembershipServices, viewer: Viewer, groupId: string) {
  return db.transaction(async (tx) => {
    const group = await requireGroup(tx, groupId, true);
    const role = await roleIn(tx, groupId, viewer.id);
    if (!role) throw new ConflictError(MEMBERSHIP_ERRORS.notMember);
    if (role === GroupRole.ADMIN && (await adminCount(tx, groupId)) === 1)
      throw new ConflictError(MEMBERSHIP_ERRORS.lastAdminLeaves);
    await tx.getRepository(GroupMember).delete({ groupId, userId: viewer.id });
    return group;
  });
}

/** An admin sets a member's role; the group never ends up without an admin (CONFLICT). */
export async function setMemberRole(
  { db }: MembershipServices,
  viewer: Viewer,
  input: { groupId: string; userId: string; role: GroupRole },
): Promise<GroupMember> {
  return db.transaction(async (tx) => {
    await requireGroup(tx, input.groupId, true);
    await requireAdmin(tx, viewer, input.groupId);
    const repo = tx.getRepository(GroupMember);
    const member = await repo.findOneBy({ groupId: input.groupId, userId: input.userId });
    if (!member) throw new DomainError(ErrorCode.NOT_FOUND, MEMBERSHIP_ERRORS.memberNotFound);
    if (
      member.role === GroupRole.ADMIN &&
      input.role !== GroupRole.ADMIN &&
      (await adminCount(tx, input.groupId)) === 1
    )
      throw new ConflictError(MEMBERSHIP_ERRORS.lastAdminDemoted);
    member.role = input.role;
    await repo.update({ id: member.id }, { role: input.role });
    return member;
  });
}

/** An admin removes a member who is not an admin (demote them first). */
export async function removeMember(
  { db }: MembershipServices,
  viewer: Viewer,
  input: { groupId: string; userId: string },
): Promise<Group> {
  return db.transaction(async (tx) => {
    const group = await requireGroup(tx, input.groupId, true);
    await requireAdmin(tx, viewer, group.id);
    const role = await roleIn(tx, group.id, input.userId);
    if (!role) throw new DomainError(ErrorCode.NOT_FOUND, MEMBERSHIP_ERRORS.memberNotFound);
    if (role === GroupRole.ADMIN) throw new ConflictError(MEMBERSHIP_ERRORS.removeAdmin);
    await tx.getRepository(GroupMember).delete({ groupId: group.id, userId: input.userId });
    return group;
  });
}

/**
 * A group's members: admins, moderators, then members, each by joining date; a private group's for its
 * members (and super admins) only. Members whose accounts are banned are left out.
 */
export async function listMembers(
  ctx: Pick<Context, "db" | "loaders">,
  viewer: Viewer | null,
  input: PageArgs & { groupId: string; role?: GroupRole | null },
) {
  const { db } = ctx;
  const group = await readableGroup(ctx, viewer, input.groupId);
  return keysetPage(
    db,
    {
      select: `${entityColumns(db, GroupMember, "m")}, m.created_at AS "createdAt",
               ${ROLE_RANK("m")} AS rank`,
      from: "group_members m JOIN profiles p ON p.id = m.user_id AND NOT p.is_banned",
      where: "m.group_id = $1 AND ($2::group_role IS NULL OR m.role = $2)",
      params: [group.id, input.role ?? null],
      alias: "m",
      ascending: true,
      rank: ROLE_RANK("m"),
    },
    input,
    asEntities(GroupMember),
  );
}

/** A group's pending join requests, oldest first: for its admins. */
export async function listJoinRequests(
  { db }: Pick<Services, "db">,
  viewer: Viewer,
  input: PageArgs & { groupId: string },
) {
  const group = await requireGroup(db.manager, input.groupId);
  await requireAdmin(db.manager, viewer, group.id);
  return keysetPage(
    db,
    {
      select: entityColumns(db, GroupJoinRequest, "r"),
      from: "group_join_requests r JOIN profiles p ON p.id = r.user_id AND NOT p.is_banned",
      where: "r.group_id = $1 AND r.status = 'pending'",
      params: [group.id],
      alias: "r",
      ascending: true,
    },
    input,
    asEntities(GroupJoinRequest),
  );
}
