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
  description: "Admins run the group; moderators also delete posts and comments",
});

export enum JoinRequestStatus {
  PENDING = "pending",
  APPROVED = "approved",
  REJECTED = "rejected",
}
registerEnumType(JoinRequestStatus, { name: "JoinRequestStatus" });

export enum InvitationStatus {
  PENDING = "pending",
  ACCEPTED = "accepted",
  DECLINED = "declined",
}
registerEnumType(InvitationStatus, { name: "InvitationStatus" });

/** The order members are listed in: admins, moderators, then members (SQL, over `role`). */
export const ROLE_RANK = (alias: string) =>
  `CASE ${alias}.role WHEN 'admin' THEN 0 WHEN 'moderator' THEN 1 ELSE 2 END`;

/**
 * A group. Its card and About are public, private or not; a private group's posts, comments and members
 * are for its members (and super admins).
 */
@ObjectType({ description: "A group of members around a topic" })
@Entity({ name: "groups" })
@Index("IDX_groups_newest", ["createdAt", "id"])
export class Group {
  @IdField()
  id: string;

  @TextField(GROUP_LIMITS.nameMax)
  name: string;

  @TextField(GROUP_LIMITS.descriptionMax)
  description: string;

  @FlagField()
  isPrivate: boolean;

  @NullableTextField()
  coverImageUrl: string | null;

  @NullableTextField(undefined, "A smaller version of the cover, for cards")
  coverThumbnailUrl: string | null;

  /** Null once the creator's account is gone; the group stays with its admins. */
  @ForeignKey(() => Profile, { relation: "creator", onDelete: "SET NULL" })
  createdBy: string | null;

  @CreatedAtField()
  createdAt: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}

/** A member of a group, with their role. `created_at` is when they joined (the keyset's column). */
@ObjectType({ description: "A member of a group" })
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

  @EnumField(GroupRole, "group_role", { default: GroupRole.MEMBER })
  role: GroupRole;

  @Field({ description: "When they joined" })
  @CreateDateColumn({ name: "created_at", type: "timestamptz", precision: 3 })
  joinedAt: Date;
}

/** A member's request to join a group: one row per member and group, its status moving on. */
@ObjectType({ description: "A request to join a group" })
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

  @EnumField(JoinRequestStatus, "join_request_status", { default: JoinRequestStatus.PENDING })
  status: JoinRequestStatus;

  @Field({ description: "When it was (last) asked" })
  @Column({ type: "timestamptz", precision: 3, default: () => "now()" })
  createdAt: Date;

  @UpdatedAtField()
  updatedAt: Date;
}

/** An invitation to join a group: one row per invitee and group; a declined one can be renewed. */
@ObjectType({ description: "An invitation to join a group" })
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

  @EnumField(InvitationStatus, "invitation_status", { default: InvitationStatus.PENDING })
  status: InvitationStatus;

  @CreateDateColumn({ type: "timestamptz", precision: 3 })
  createdAt: Date;

  @UpdatedAtField()
  updatedAt: Date;
}

/** A post in a group, with an optional image. */
@ObjectType({ description: "A post in a group" })
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

  @TextField(GROUP_LIMITS.postMax)
  content: string;

  @NullableTextField()
  imageUrl: string | null;

  @NullableTextField()
  imageThumbnailUrl: string | null;

  @CreatedAtField()
  createdAt: Date;
}

/** A member shared a (public group's) post to their own feed, with an optional comment. */
@Entity({ name: "group_shares" })
@Index("IDX_group_shares_post", ["postId"])
export class GroupShare extends ShareColumns(() => GroupPost, GROUP_LIMITS.shareCommentMax) {}
