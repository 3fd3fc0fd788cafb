import { Field, Int, ObjectType, registerEnumType } from "type-graphql";
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
  type Relation,
} from "typeorm";
import { ID } from "../../graphql/ids";
import { Profile } from "../profiles";
import { PAGE_LIMITS } from "./pages.rules";

/** The business categories (labels in pages.rules.ts), stored lower-case. */
export enum BusinessCategory {
  RESTAURANT = "restaurant",
  RETAIL = "retail",
  TECHNOLOGY = "technology",
  HEALTHCARE = "healthcare",
  EDUCATION = "education",
  REAL_ESTATE = "real_estate",
  AUTOMOTIVE = "automotive",
  BEAUTY_WELLNESS = "beauty_wellness",
  PROFESSIONAL_SERVICES = "professional_services",
  OTHER = "other",
}
registerEnumType(BusinessCategory, {
  name: "BusinessCategory",
  description:
    "Restaurant, Retail, Technology, Healthcare, Education, Real Estate, Automotive, Beauty & Wellness, Professional Services, Other",
});

/** A business's page: members follow it, read its posts and review it; its owner posts as the page. */
@ObjectType({ description: "A business's page" })
@Entity({ name: "business_pages" })
@Index("IDX_business_pages_newest", ["createdAt", "id"])
@Index("IDX_business_pages_owner", ["ownerId"])
export class BusinessPage {
  @Field(() => ID)
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Field()
  @Column({ type: "varchar", length: PAGE_LIMITS.nameMax })
  name: string;

  @Field()
  @Column({ type: "varchar", length: PAGE_LIMITS.descriptionMax })
  description: string;

  @Field(() => BusinessCategory)
  @Column({ type: "enum", enum: BusinessCategory, enumName: "business_category" })
  category: BusinessCategory;

  @Field(() => String, { nullable: true })
  @Column({ type: "varchar", length: PAGE_LIMITS.websiteMax, nullable: true })
  website: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: "varchar", length: PAGE_LIMITS.phoneMax, nullable: true })
  phone: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: "varchar", length: PAGE_LIMITS.emailMax, nullable: true })
  email: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: "varchar", length: PAGE_LIMITS.addressMax, nullable: true })
  address: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: "varchar", length: PAGE_LIMITS.hoursMax, nullable: true })
  hours: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: "text", nullable: true })
  coverImageUrl: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: "text", nullable: true })
  coverThumbnailUrl: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: "text", nullable: true })
  profileImageUrl: string | null;

  @Field()
  @Column({ type: "boolean", default: false })
  isVerified: boolean;

  @Column({ type: "uuid" })
  ownerId: string;

  @ManyToOne(() => Profile, { onDelete: "CASCADE" })
  @JoinColumn({ name: "owner_id" })
  owner: Relation<Profile>;

  @Field()
  @CreateDateColumn({ type: "timestamptz", precision: 3 })
  createdAt: Date;

  @Field()
  @UpdateDateColumn({ type: "timestamptz", precision: 3 })
  updatedAt: Date;
}

/** A member follows a page: one row per member and page. */
@Entity({ name: "business_page_followers" })
@Unique("UQ_business_page_followers_member", ["pageId", "userId"])
@Index("IDX_business_page_followers_user", ["userId"])
export class BusinessPageFollower {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column({ type: "uuid" })
  pageId: string;

  @ManyToOne(() => BusinessPage, { onDelete: "CASCADE" })
  @JoinColumn({ name: "page_id" })
  page: Relation<BusinessPage>;

  @Column({ type: "uuid" })
  userId: string;

  @ManyToOne(() => Profile, { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id" })
  user: Relation<Profile>;

  @CreateDateColumn({ type: "timestamptz", precision: 3 })
  createdAt: Date;
}

/** A post the owner wrote as the page, with up to four images. */
@ObjectType({ description: "A post a business page's owner wrote as the page" })
@Entity({ name: "page_posts" })
@Index("IDX_page_posts_page", ["pageId", "createdAt", "id"])
export class PagePost {
  @Field(() => ID)
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column({ type: "uuid" })
  pageId: string;

  @ManyToOne(() => BusinessPage, { onDelete: "CASCADE" })
  @JoinColumn({ name: "page_id" })
  page: Relation<BusinessPage>;

  @Field()
  @Column({ type: "varchar", length: PAGE_LIMITS.postMax })
  content: string;

  @Field(() => [String])
  @Column({ type: "text", array: true, default: () => "'{}'" })
  imageUrls: string[];

  @Field(() => [String], { description: "Thumbnails of imageUrls, in the same order" })
  @Column({ type: "text", array: true, default: () => "'{}'" })
  imageThumbnailUrls: string[];

  @Field()
  @CreateDateColumn({ type: "timestamptz", precision: 3 })
  createdAt: Date;
}

/** A member shared a page post to their own feed, with an optional comment. */
@Entity({ name: "page_shares" })
@Index("IDX_page_shares_post", ["postId"])
export class PageShare {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column({ type: "uuid" })
  postId: string;

  @ManyToOne(() => PagePost, { onDelete: "CASCADE" })
  @JoinColumn({ name: "post_id" })
  post: Relation<PagePost>;

  @Column({ type: "uuid" })
  userId: string;

  @ManyToOne(() => Profile, { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id" })
  user: Relation<Profile>;

  @Column({ type: "varchar", length: PAGE_LIMITS.shareCommentMax, nullable: true })
  comment: string | null;

  @CreateDateColumn({ type: "timestamptz", precision: 3 })
  createdAt: Date;
}

/** A member's review of a page: 1–5 stars and text; one per member and page, never by its owner. */
@ObjectType({ description: "A member's review of a business page" })
@Entity({ name: "business_reviews" })
@Unique("UQ_business_reviews_member", ["pageId", "authorId"])
@Index("IDX_business_reviews_page", ["pageId", "createdAt", "id"])
@Index("IDX_business_reviews_author", ["authorId"])
export class Review {
  @Field(() => ID)
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column({ type: "uuid" })
  pageId: string;

  @ManyToOne(() => BusinessPage, { onDelete: "CASCADE" })
  @JoinColumn({ name: "page_id" })
  page: Relation<BusinessPage>;

  @Column({ type: "uuid" })
  authorId: string;

  @ManyToOne(() => Profile, { onDelete: "CASCADE" })
  @JoinColumn({ name: "author_id" })
  author: Relation<Profile>;

  @Field(() => Int)
  @Column({ type: "smallint" })
  rating: number;

  @Field()
  @Column({ type: "varchar", length: PAGE_LIMITS.reviewMax })
  text: string;

  @Field()
  @CreateDateColumn({ type: "timestamptz", precision: 3 })
  createdAt: Date;

  @Field()
  @UpdateDateColumn({ type: "timestamptz", precision: 3 })
  updatedAt: Date;
}

/** A page's reviews, summed up. */
export type RatingSummary = { average: number | null; count: number };
