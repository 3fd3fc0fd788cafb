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
  description: "The forums' four categories, in the order screens show them.",
  valuesConfig: {
    GENERAL_DISCUSSION: {
      description:
        "'General Discussion': introductions, news and conversations about professional life.",
    },
    TECHNOLOGY: {
      description: "'Technology': software, hardware, data and the tools teams build with.",
    },
    BUSINESS: { description: "'Business': strategy, funding, sales and growing a company." },
    HELP_SUPPORT: {
      description: "'Help & Support': questions about Agora and help from the community.",
    },
  },
});

/** The order a forum list keeps: pinned posts first (rank 0), then the rest (1), each newest first. */
export const PINNED_RANK = (alias: string) => `(CASE WHEN ${alias}.is_pinned THEN 0 ELSE 1 END)`;

/**
 * A forum post. Its replies are comments (FORUM_POST), its likes reactions; its views are counted once per
 * member or visitor session per post per hour (ForumPostView).
 */
@ObjectType({
  description:
    "A post in the forums: a title and markdown content in one of four categories, for anyone to read. Its replies are comments and its likes reactions (LIKE only). Posts of banned members are hidden.",
})
@Entity({ name: "forum_posts" })
@Index("IDX_forum_posts_author", ["authorId"])
export class ForumPost {
  @IdField()
  id: string;

  @TextField(FORUM_LIMITS.titleMax, { description: "Its title, 1 to 200 characters." })
  title: string;

  @TextField(FORUM_LIMITS.contentMax, {
    description: "Its content in markdown, 1 to 10,000 characters.",
  })
  content: string;

  @EnumField(ForumCategory, "forum_category", { description: "The category it is in." })
  category: ForumCategory;

  @ForeignKey(() => Profile)
  authorId: string;

  @FlagField({ description: "Whether a super admin pinned it: pinned posts list first." })
  isPinned: boolean;

  @FlagField({
    description:
      "Whether a super admin locked it: a locked post refuses new replies (FORBIDDEN, 'This post is locked and no longer accepts replies.').",
  })
  isLocked: boolean;

  @IntField({
    default: 0,
    description:
      "How many times it was viewed, counting each member or visitor once per clock hour.",
  })
  viewCount: number;

  @CreatedAtField("When it was posted.")
  createdAt: Date;

  @UpdatedAtField("When it last changed: an edit, a pin or a lock.")
  updatedAt: Date;

  @TimeField({ nullable: true, description: "When its author last edited it; null if never." })
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
