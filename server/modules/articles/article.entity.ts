import { ObjectType, registerEnumType } from "type-graphql";
import { Entity, Index, UpdateDateColumn } from "typeorm";
import {
  IdField,
  CreatedAtField,
  NullableTextField,
  TextField,
  KindField,
  EnumField,
  IntField,
  TimeField,
  ForeignKey,
} from "../../graphql/columns";
import { Profile } from "../profiles";
import { ARTICLE_TEXT_LIMITS } from "./rules";

export enum ArticleStatus {
  DRAFT = "draft",
  PENDING = "pending",
  PUBLISHED = "published",
}
registerEnumType(ArticleStatus, {
  name: "ArticleStatus",
  description: "Where an article stands; drafts are seen only by their author",
  valuesConfig: {
    DRAFT: {
      description: "Saved, not published: only its author sees it, until `publishArticle`.",
    },
    PENDING: { description: "Reserved: no article is ever given this status today." },
    PUBLISHED: { description: "Published: everyone sees it, and it has a feed item." },
  },
});

/** The categories (stored as their labels). */
export enum ArticleCategory {
  TECHNOLOGY = "Technology",
  BUSINESS = "Business",
  LIFESTYLE = "Lifestyle",
}
registerEnumType(ArticleCategory, {
  name: "ArticleCategory",
  description: "The categories an article may be filed under",
  valuesConfig: {
    TECHNOLOGY: { description: "Technology." },
    BUSINESS: { description: "Business." },
    LIFESTYLE: { description: "Lifestyle." },
  },
});

export const ARTICLE_CATEGORIES = Object.values(ArticleCategory);

export const ARTICLE_LIMITS = {
  ...ARTICLE_TEXT_LIMITS,
  excerpt: 150,
  /** What a list card shows. */
  preview: 200,
  wordsPerMinute: 200,
} as const;

/** A markdown article. Non-authors see only published ones. */
@ObjectType({
  description:
    "An article a member wrote in Markdown. Everyone sees published ones (those of a suspended author only super admins); drafts only their author.",
})
@Entity({ name: "articles" })
@Index("IDX_articles_published", ["status", "createdAt", "id"])
@Index("IDX_articles_category", ["category", "status", "createdAt", "id"])
@Index("IDX_articles_author", ["authorId", "createdAt", "id"])
export class Article {
  @IdField("The article's unique id (a UUID).")
  id: string;

  @ForeignKey(() => Profile)
  authorId: string;

  @TextField(ARTICLE_LIMITS.titleMax, { description: "The title, trimmed: 3 to 100 characters." })
  title: string;

  @TextField(ARTICLE_LIMITS.contentMax, {
    description: "The text, in Markdown, trimmed: 10 to 10000 characters.",
  })
  content: string;

  @TextField(ARTICLE_LIMITS.excerpt + 1, {
    description:
      "The first 150 characters of the content, markup stripped (ending with '…' when cut).",
  })
  excerpt: string;

  @KindField(() => ArticleCategory, 20, {
    nullable: true,
    description: "Its category; null when its author chose none.",
  })
  category: ArticleCategory | null;

  @NullableTextField(
    undefined,
    "Its cover image (longest side at most 1600 px); null when it has none.",
  )
  imageUrl: string | null;

  @NullableTextField(
    undefined,
    "A smaller version of the image (longest side at most 480 px), for lists; null when it has none.",
  )
  imageThumbnailUrl: string | null;

  @EnumField(ArticleStatus, "article_status", {
    description: "DRAFT or PUBLISHED (only its author ever sees a draft).",
  })
  status: ArticleStatus;

  @IntField({ description: "Minutes to read it at 200 words per minute; at least 1." })
  readingMinutes: number;

  @CreatedAtField("When it was written (a draft: when it was saved); lists go by it.")
  createdAt: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;

  @TimeField({
    nullable: true,
    precision: null,
    description: "When it was published; null for a draft.",
  })
  publishedAt: Date | null;
}
