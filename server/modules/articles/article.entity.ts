import { Field, Int, ObjectType, registerEnumType } from "type-graphql";
import { Column, Entity, Index, UpdateDateColumn, type Relation } from "typeorm";
import { IdField, CreatedAtField, NullableTextField, BelongsTo } from "../../graphql/columns";
import { Profile } from "../profiles";
import { ARTICLE_TEXT_LIMITS } from "./articles.rules";

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

  @Column({ type: "uuid" })
  authorId: string;

  @BelongsTo(() => Profile, "author_id")
  author: Relation<Profile>;

  @Field()
  @Column({ type: "varchar", length: ARTICLE_LIMITS.titleMax })
  title: string;

  @Field({ description: "Markdown" })
  @Column({ type: "varchar", length: ARTICLE_LIMITS.contentMax })
  content: string;

  @Field({ description: "The first 150 characters of the content, markup stripped" })
  @Column({ type: "varchar", length: ARTICLE_LIMITS.excerpt + 1 })
  excerpt: string;

  @Field(() => ArticleCategory, { nullable: true })
  @Column({ type: "varchar", length: 20, nullable: true })
  category: ArticleCategory | null;

  @NullableTextField()
  imageUrl: string | null;

  @Field(() => String, { nullable: true, description: "A smaller version of the image, for lists" })
  @Column({ type: "text", nullable: true })
  imageThumbnailUrl: string | null;

  @Field(() => ArticleStatus)
  @Column({ type: "enum", enum: ArticleStatus, enumName: "article_status" })
  status: ArticleStatus;

  @Field(() => Int, { description: "Reading time at 200 words per minute" })
  @Column({ type: "int" })
  readingMinutes: number;

  @CreatedAtField()
  createdAt: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;

  @Field(() => Date, { nullable: true })
  @Column({ type: "timestamptz", nullable: true })
  publishedAt: Date | null;
}
