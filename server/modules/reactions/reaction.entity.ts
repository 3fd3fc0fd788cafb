import { ContentType } from "../../kernel/kinds";
import { registerEnumType } from "type-graphql";
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  Unique,
  type Relation,
} from "typeorm";
import { BelongsTo } from "../../graphql/columns";
import { Profile } from "../profiles";

export enum ReactionType {
  LIKE = "like",
  DISLIKE = "dislike",
  LOVE = "love",
  LAUGH = "laugh",
  CRY = "cry",
}
registerEnumType(ReactionType, {
  name: "ReactionType",
  description: "Labelled Like, Dislike, Love, Haha and Sad",
});

/** The kinds each content type takes: all five on articles, group and page posts, only like elsewhere. */
export const ALLOWED_REACTIONS: Record<ContentType, ReactionType[]> = {
  [ContentType.ARTICLE]: Object.values(ReactionType),
  [ContentType.GROUP_POST]: Object.values(ReactionType),
  [ContentType.BUSINESS_IDEA]: [ReactionType.LIKE],
  [ContentType.FORUM_POST]: [ReactionType.LIKE],
  [ContentType.PAGE_POST]: Object.values(ReactionType),
};

/** One member's reaction of one kind to one piece of content. */
@Entity({ name: "reactions" })
@Unique("UQ_reactions_member_content_kind", ["userId", "contentType", "contentId", "reactionType"])
@Index("IDX_reactions_content", ["contentType", "contentId"])
export class Reaction {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column({ type: "uuid" })
  userId: string;

  @BelongsTo(() => Profile, "user_id")
  user: Relation<Profile>;

  @Column({ type: "enum", enum: ContentType, enumName: "reaction_content_type" })
  contentType: ContentType;

  @Column({ type: "uuid" })
  contentId: string;

  @Column({ type: "enum", enum: ReactionType, enumName: "reaction_type" })
  reactionType: ReactionType;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;
}
