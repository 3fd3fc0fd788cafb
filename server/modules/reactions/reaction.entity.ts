import { ContentType } from "../../kernel/kinds";
import { registerEnumType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, Unique } from "typeorm";
import { ForeignKey } from "../../graphql/columns";
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
  description:
    "The kinds of reaction, labelled Like, Dislike, Love, Haha and Sad. Articles, group posts and page posts take all five; business ideas and forum posts only LIKE",
  valuesConfig: {
    LIKE: { description: "Like: taken by every kind of content." },
    DISLIKE: { description: "Dislike." },
    LOVE: { description: "Love." },
    LAUGH: { description: "Haha." },
    CRY: { description: "Sad." },
  },
});

/** The kinds each content type takes: all five on articles, group and page posts, only like elsewhere. */
export const ALLOWED_REACTIONS: Record<ContentType, ReactionType[]> = {
  ["article"]: Object.values(ReactionType),
  ["group_post"]: Object.values(ReactionType),
  ["business_idea"]: [ReactionType.LIKE],
  ["forum_post"]: [ReactionType.LIKE],
  ["page_post"]: Object.values(ReactionType),
};

/** One member's reaction of one kind to one piece of content. */
@Entity({ name: "reactions" })
@Unique("UQ_reactions_member_content_kind", ["userId", "contentType", "contentId", "reactionType"])
@Index("IDX_reactions_content", ["contentType", "contentId"])
export class Reaction {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @ForeignKey(() => Profile)
  userId: string;

  @Column({ type: "enum", enum: ContentType, enumName: "reaction_content_type" })
  contentType: ContentType;

  @Column({ type: "uuid" })
  contentId: string;

  @Column({ type: "enum", enum: ReactionType, enumName: "reaction_type" })
  reactionType: ReactionType;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;
}
