import { Field, ObjectType, registerEnumType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, Unique, UpdateDateColumn } from "typeorm";
import {
  IdField,
  CreatedAtField,
  UpdatedAtField,
  NullableTextField,
  TextField,
  EnumField,
  FlagField,
  ForeignKey,
} from "../../graphql/columns";
import { ShareColumns } from "../../graphql/posts";
import { Profile } from "../profiles";
import { GROUP_LIMITS } from "./rules";

export enum GroupRole {
  ADMIN = "admin",
  MODERATOR = "moderator",
  MEMBER = "member",
}
registerEnumType(GroupRole, {
  name: "GroupRole",
  description: "A member's role in a group. A group always keeps at least one admin.",
  valuesConfig: {
    ADMIN: {
      description:
        "Runs the group: changes its details, decides join requests, invites, sets roles, removes members and deletes it; also moderates.",
    },
    MODERATOR: {
      description: "Moderates: deletes other members' posts and comments in the group.",
    },
    MEMBER: {
      description: "Reads, posts and comments in the group (the role everyone joins with).",
    },
  },
});

export enum JoinRequestStatus {
  PENDING = "pending",
  APPROVED = "approved",
  REJECTED = "rejected",
}
registerEnumType(JoinRequestStatus, {
  name: "JoinRequestStatus",
  description: "Where a member's request to join a group stands.",
  valuesConfig: {
    PENDING: {
      description: "Waiting for an admin's decision; the member may withdraw it.",
    },
    APPROVED: {
      description:
        "Settled: the member joined, by an admin's approval or by accepting an invitation. It stays so after they leave.",
    },
    REJECTED: { description: "An admin declined it; the member may ask again." },
  },
});

export enum InvitationStatus {
  PENDING = "pending",
  ACCEPTED = "accepted",
  DECLINED = "declined",
}
registerEnumType(InvitationStatus, {
  name: "InvitationStatus",
  description: "Where an invitation to join a group stands.",
  valuesConfig: {
    PENDING: { description: "Waiting for the invitee to accept or decline it." },
    ACCEPTED: {
      description:
        "Settled: the invitee joined, by accepting it, by asking to join or by an approved request.",
    },
    DECLINED: { description: "The invitee declined it; the group's admins may invite them again." },
  },
});

/** The order members are listed in: admins, moderators, then members (SQL, over `role`). */
export const ROLE_RANK = (alias: string) =>
  `CASE ${alias}.role WHEN 'admin' THEN 0 WHEN 'moderator' THEN 1 ELSE 2 END`;

/**
 * A group. Its card and About are public, private or not; a private group's posts, comments and members
 * are for its members (and super admins).
 */
@ObjectType({
  description:
    "A group of members around a topic. Anyone sees its card and About; a private group's posts, comments and members are for its members (and super admins).",
})
@Entity({ name: "groups" })
@Index("IDX_groups_newest", ["createdAt", "id"])
export class Group {
  @IdField()
  id: string;

  @TextField(GROUP_LIMITS.nameMax, { description: "Its name, 3 to 50 characters." })
  name: string;

  @TextField(GROUP_LIMITS.descriptionMax, {
    description: "What it is about (its About), 10 to 500 characters.",
  })
  description: string;

  @FlagField({
    description:
      "Whether it is private: its posts, comments and members are then for its members and super admins, and neither it nor its posts appear in the feed. False: public.",
  })
  isPrivate: boolean;

  @NullableTextField(
    undefined,
    "The address of its cover image (re-encoded, longest side at most 1600 px); null without a cover.",
  )
  coverImageUrl: string | null;

  @NullableTextField(
    undefined,
    "A smaller version of the cover (longest side at most 480 px), for cards; null without a cover.",
  )
  coverThumbnailUrl: string | null;

  /** Null once the creator's account is gone; the group stays with its admins. */
  @ForeignKey(() => Profile, { relation: "creator", onDelete: "SET NULL" })
  createdBy: string | null;

  @CreatedAtField("When it was created; groups list newest first.")
  createdAt: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}

/** A member of a group, with their role. `created_at` is when they joined (the keyset's column). */
@ObjectType({ description: "A member of a group, with their role in it." })
@Entity({ name: "group_members" })
@Unique("UQ_group_members_member", ["groupId", "userId"])
@Index("IDX_group_members_user", ["userId"])
export class GroupMember {
  @IdField()
  id: string;

  @ForeignKey(() => Group)
  groupId: string;

  @ForeignKey(() => Profile)
  userId: string;

  @EnumField(GroupRole, "group_role", {
    default: GroupRole.MEMBER,
    description: "Their role in the group.",
  })
  role: GroupRole;

  @Field({ description: "When they joined the group." })
  @CreateDateColumn({ name: "created_at", type: "timestamptz", precision: 3 })
  joinedAt: Date;
}

/** A member's request to join a group: one row per member and group, its status moving on. */
@ObjectType({
  description:
    "A member's request to join a group: one per member and group, asked again after a rejection.",
})
@Entity({ name: "group_join_requests" })
@Unique("UQ_group_join_requests_member", ["groupId", "userId"])
@Index("IDX_group_join_requests_pending", ["groupId", "status", "createdAt", "id"])
export class GroupJoinRequest {
  @IdField()
  id: string;

  @ForeignKey(() => Group)
  groupId: string;

  @ForeignKey(() => Profile)
  userId: string;

  @EnumField(JoinRequestStatus, "join_request_status", {
    default: JoinRequestStatus.PENDING,
    description: "Where it stands.",
  })
  status: JoinRequestStatus;

  @Field({ description: "When it was (last) asked; pending requests list oldest first." })
  @Column({ type: "timestamptz", precision: 3, default: () => "now()" })
  createdAt: Date;

  @UpdatedAtField("When it was last asked or decided.")
  updatedAt: Date;
}

/** An invitation to join a group: one row per invitee and group; a declined one can be renewed. */
@ObjectType({
  description:
    "An invitation to join a group: one per invitee and group, renewed when an admin invites them again.",
})
@Entity({ name: "group_invitations" })
@Unique("UQ_group_invitations_invitee", ["groupId", "invitedUserId"])
@Index("IDX_group_invitations_invitee", ["invitedUserId"])
export class GroupInvitation {
  @IdField()
  id: string;

  @ForeignKey(() => Group)
  groupId: string;

  @ForeignKey(() => Profile)
  invitedUserId: string;

  @ForeignKey(() => Profile, { relation: "inviter", onDelete: "SET NULL" })
  invitedBy: string | null;

  @EnumField(InvitationStatus, "invitation_status", {
    default: InvitationStatus.PENDING,
    description: "Where it stands.",
  })
  status: InvitationStatus;

  @CreateDateColumn({ type: "timestamptz", precision: 3 })
  createdAt: Date;

  @UpdatedAtField("When it was last sent or answered.")
  updatedAt: Date;
}

/** A post in a group, with an optional image. */
@ObjectType({
  description:
    "A member's post in a group, with an optional image. A private group's posts are for its members (and super admins).",
})
@Entity({ name: "group_posts" })
@Index("IDX_group_posts_group", ["groupId", "createdAt", "id"])
@Index("IDX_group_posts_author", ["authorId"])
export class GroupPost {
  @IdField()
  id: string;

  @ForeignKey(() => Group)
  groupId: string;

  @ForeignKey(() => Profile)
  authorId: string;

  @TextField(GROUP_LIMITS.postMax, { description: "Its text, 1 to 1,000 characters." })
  content: string;

  @NullableTextField(
    undefined,
    "The address of its image (re-encoded, longest side at most 1600 px); null without one.",
  )
  imageUrl: string | null;

  @NullableTextField(
    undefined,
    "A smaller version of its image (longest side at most 480 px); null without one.",
  )
  imageThumbnailUrl: string | null;

  @CreatedAtField("When it was posted; a group's posts list newest first.")
  createdAt: Date;
}

/** A member shared a (public group's) post to their own feed, with an optional comment. */
@Entity({ name: "group_shares" })
@Index("IDX_group_shares_post", ["postId"])
export class GroupShare extends ShareColumns(() => GroupPost, GROUP_LIMITS.shareCommentMax) {}
