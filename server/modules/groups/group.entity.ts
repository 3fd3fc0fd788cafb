import { Field, ObjectType, registerEnumType } from "type-graphql";
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
  type Relation,
} from "typeorm";
import {
  IdField,
  CreatedAtField,
  UpdatedAtField,
  NullableTextField,
  BelongsTo,
} from "../../graphql/columns";
import { Profile } from "../profiles";
import { GROUP_LIMITS } from "./groups.rules";

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

  @Field()
  @Column({ type: "varchar", length: GROUP_LIMITS.nameMax })
  name: string;

  @Field()
  @Column({ type: "varchar", length: GROUP_LIMITS.descriptionMax })
  description: string;

  @Field()
  @Column({ type: "boolean", default: false })
  isPrivate: boolean;

  @NullableTextField()
  coverImageUrl: string | null;

  @Field(() => String, { nullable: true, description: "A smaller version of the cover, for cards" })
  @Column({ type: "text", nullable: true })
  coverThumbnailUrl: string | null;

  /** Null once the creator's account is gone; the group stays with its admins. */
  @Column({ type: "uuid", nullable: true })
  createdBy: string | null;

  @BelongsTo(() => Profile, "created_by", "SET NULL")
  creator: Relation<Profile> | null;

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

  @Column({ type: "uuid" })
  groupId: string;

  @BelongsTo(() => Group, "group_id")
  group: Relation<Group>;

  @Column({ type: "uuid" })
  userId: string;

  @BelongsTo(() => Profile, "user_id")
  user: Relation<Profile>;

  @Field(() => GroupRole)
  @Column({ type: "enum", enum: GroupRole, enumName: "group_role", default: GroupRole.MEMBER })
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

  @Column({ type: "uuid" })
  groupId: string;

  @BelongsTo(() => Group, "group_id")
  group: Relation<Group>;

  @Column({ type: "uuid" })
  userId: string;

  @BelongsTo(() => Profile, "user_id")
  user: Relation<Profile>;

  @Field(() => JoinRequestStatus)
  @Column({
    type: "enum",
    enum: JoinRequestStatus,
    enumName: "join_request_status",
    default: JoinRequestStatus.PENDING,
  })
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

  @Column({ type: "uuid" })
  groupId: string;

  @BelongsTo(() => Group, "group_id")
  group: Relation<Group>;

  @Column({ type: "uuid" })
  invitedUserId: string;

  @BelongsTo(() => Profile, "invited_user_id")
  invitedUser: Relation<Profile>;

  @Column({ type: "uuid", nullable: true })
  invitedBy: string | null;

  @BelongsTo(() => Profile, "invited_by", "SET NULL")
  inviter: Relation<Profile> | null;

  @Field(() => InvitationStatus)
  @Column({
    type: "enum",
    enum: InvitationStatus,
    enumName: "invitation_status",
    default: InvitationStatus.PENDING,
  })
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

  @Column({ type: "uuid" })
  groupId: string;

  @BelongsTo(() => Group, "group_id")
  group: Relation<Group>;

  @Column({ type: "uuid" })
  authorId: string;

  @BelongsTo(() => Profile, "author_id")
  author: Relation<Profile>;

  @Field()
  @Column({ type: "varchar", length: GROUP_LIMITS.postMax })
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
export class GroupShare {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column({ type: "uuid" })
  postId: string;

  @BelongsTo(() => GroupPost, "post_id")
  post: Relation<GroupPost>;

  @Column({ type: "uuid" })
  userId: string;

  @BelongsTo(() => Profile, "user_id")
  user: Relation<Profile>;

  @Column({ type: "varchar", length: GROUP_LIMITS.shareCommentMax, nullable: true })
  comment: string | null;

  @CreateDateColumn({ type: "timestamptz", precision: 3 })
  createdAt: Date;
}
