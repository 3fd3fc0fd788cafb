import { ObjectType, registerEnumType } from "type-graphql";
import { CreateDateColumn, Entity, Index, PrimaryColumn } from "typeorm";
import {
  IdField,
  CreatedAtField,
  UpdatedAtField,
  TextField,
  EnumField,
  FlagField,
  IntField,
  TimeField,
  ForeignKey,
} from "../../graphql/columns";
import { Profile } from "../profiles";
import { FORUM_LIMITS } from "./rules";

export enum ForumCategory {
  GENERAL_DISCUSSION = "general_discussion",
  TECHNOLOGY = "technology",
  BUSINESS = "business",
  HELP_SUPPORT = "help_support",
}
registerEnumType(ForumCategory, {
  name: "ForumCategory",
  description: "'General Discussion', 'Technology', 'Business', 'Help & Support'",
});

/** The order a forum list keeps: pinned posts first (rank 0), then the rest (1), each newest first. */
export const PINNED_RANK = (alias: string) => `(CASE WHEN ${alias}.is_pinned THEN 0 ELSE 1 END)`;

/**
 * A forum post. Its replies are comments (FORUM_POST), its likes reactions; its views are counted once per
 * member or visitor session per post per hour (ForumPostView).
 */
@ObjectType({ description: "A post in the forums" })
@Entity({ name: "forum_posts" })
@Index("IDX_forum_posts_author", ["authorId"])
export class ForumPost {
  @IdField()
  id: string;

  @TextField(FORUM_LIMITS.titleMax)
  title: string;

  @TextField(FORUM_LIMITS.contentMax)
  content: string;

  @EnumField(ForumCategory, "forum_category")
  category: ForumCategory;

  @ForeignKey(() => Profile)
  authorId: string;

  @FlagField()
  isPinned: boolean;

  @FlagField()
  isLocked: boolean;

  @IntField({ default: 0, description: "Views: once per member or visitor session per hour" })
  viewCount: number;

  @CreatedAtField()
  createdAt: Date;

  @UpdatedAtField()
  updatedAt: Date;

  @TimeField({ nullable: true, description: "When its author last edited it" })
  editedAt: Date | null;
}

/** A member saved a post (the 'Saved' tab): one row per member and post. */
@Entity({ name: "forum_post_saves" })
@Index("IDX_forum_post_saves_user", ["userId", "createdAt"])
export class ForumPostSave {
  @ForeignKey(() => ForumPost, { primary: true })
  postId: string;

  @ForeignKey(() => Profile, { primary: true })
  userId: string;

  @CreateDateColumn({ type: "timestamptz", precision: 3 })
  createdAt: Date;
}

/**
 * One counted view: a post, a viewer key ('m:' and a member's id, or 'v:' and a digest of a visitor's
 * address and user agent) and the hour it fell in. The key is the row's identity, so a second view in the
 * same hour inserts nothing and counts nothing. Rows of past hours are pruned as views come in.
 */
@Entity({ name: "forum_post_views" })
export class ForumPostView {
  @ForeignKey(() => ForumPost, { primary: true })
  postId: string;

  @PrimaryColumn({ type: "varchar", length: 80 })
  viewerKey: string;

  @PrimaryColumn({ type: "timestamptz" })
  hour: Date;
}
