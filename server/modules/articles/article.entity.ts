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
  description: "Drafts are seen only by their author",
});

/** The categories (stored as their labels). */
export enum ArticleCategory {
  TECHNOLOGY = "Technology",
  BUSINESS = "Business",
  LIFESTYLE = "Lifestyle",
}
registerEnumType(ArticleCategory, { name: "ArticleCategory" });

export const ARTICLE_CATEGORIES = Object.values(ArticleCategory);

export const ARTICLE_LIMITS = {
  ...ARTICLE_TEXT_LIMITS,
  excerpt: 150,
  /** What a list card shows. */
  preview: 200,
  wordsPerMinute: 200,
} as const;

/** A markdown article. Non-authors see only published ones. */
@ObjectType({ description: "A markdown article" })
@Entity({ name: "articles" })
@Index("IDX_articles_published", ["status", "createdAt", "id"])
@Index("IDX_articles_category", ["category", "status", "createdAt", "id"])
@Index("IDX_articles_author", ["authorId", "createdAt", "id"])
export class Article {
  @IdField()
  id: string;

  @ForeignKey(() => Profile)
  authorId: string;

  @TextField(ARTICLE_LIMITS.titleMax)
  title: string;

  @TextField(ARTICLE_LIMITS.contentMax, { description: "Markdown" })
  content: string;

  @TextField(ARTICLE_LIMITS.excerpt + 1, {
    description: "The first 150 characters of the content, markup stripped",
  })
  excerpt: string;

  @KindField(() => ArticleCategory, 20, { nullable: true })
  category: ArticleCategory | null;

  @NullableTextField()
  imageUrl: string | null;

  @NullableTextField(undefined, "A smaller version of the image, for lists")
  imageThumbnailUrl: string | null;

  @EnumField(ArticleStatus, "article_status")
  status: ArticleStatus;

  @IntField({ description: "Reading time at 200 words per minute" })
  readingMinutes: number;

  @CreatedAtField()
  createdAt: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;

  @TimeField({ nullable: true, precision: null })
  publishedAt: Date | null;
}
