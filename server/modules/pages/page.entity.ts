import { Field, Int, ObjectType, registerEnumType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, Unique } from "typeorm";
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
import { PAGE_LIMITS } from "./rules";

/** The business categories (labels in rules.ts), stored lower-case. */
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
  @IdField()
  id: string;

  @TextField(PAGE_LIMITS.nameMax)
  name: string;

  @TextField(PAGE_LIMITS.descriptionMax)
  description: string;

  @EnumField(BusinessCategory, "business_category")
  category: BusinessCategory;

  @NullableTextField(PAGE_LIMITS.websiteMax)
  website: string | null;

  @NullableTextField(PAGE_LIMITS.phoneMax)
  phone: string | null;

  @NullableTextField(PAGE_LIMITS.emailMax)
  email: string | null;

  @NullableTextField(PAGE_LIMITS.addressMax)
  address: string | null;

  @NullableTextField(PAGE_LIMITS.hoursMax)
  hours: string | null;

  @NullableTextField()
  coverImageUrl: string | null;

  @NullableTextField()
  coverThumbnailUrl: string | null;

  @NullableTextField()
  profileImageUrl: string | null;

  @FlagField()
  isVerified: boolean;

  @ForeignKey(() => Profile)
  ownerId: string;

  @CreatedAtField()
  createdAt: Date;

  @UpdatedAtField()
  updatedAt: Date;
}

/** A member follows a page: one row per member and page. */
@Entity({ name: "business_page_followers" })
@Unique("UQ_business_page_followers_member", ["pageId", "userId"])
@Index("IDX_business_page_followers_user", ["userId"])
export class BusinessPageFollower {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @ForeignKey(() => BusinessPage)
  pageId: string;

  @ForeignKey(() => Profile)
  userId: string;

  @CreateDateColumn({ type: "timestamptz", precision: 3 })
  createdAt: Date;
}

/** A post the owner wrote as the page, with up to four images. */
@ObjectType({ description: "A post a business page's owner wrote as the page" })
@Entity({ name: "page_posts" })
@Index("IDX_page_posts_page", ["pageId", "createdAt", "id"])
export class PagePost {
  @IdField()
  id: string;

  @ForeignKey(() => BusinessPage)
  pageId: string;

  @TextField(PAGE_LIMITS.postMax)
  content: string;

  @Field(() => [String])
  @Column({ type: "text", array: true, default: () => "'{}'" })
  imageUrls: string[];

  @Field(() => [String], { description: "Thumbnails of imageUrls, in the same order" })
  @Column({ type: "text", array: true, default: () => "'{}'" })
  imageThumbnailUrls: string[];

  @CreatedAtField()
  createdAt: Date;
}

/** A member shared a page post to their own feed, with an optional comment. */
@Entity({ name: "page_shares" })
@Index("IDX_page_shares_post", ["postId"])
export class PageShare extends ShareColumns(() => PagePost, PAGE_LIMITS.shareCommentMax) {}

/** A member's review of a page: 1–5 stars and text; one per member and page, never by its owner. */
@ObjectType({ description: "A member's review of a business page" })
@Entity({ name: "business_reviews" })
@Unique("UQ_business_reviews_member", ["pageId", "authorId"])
@Index("IDX_business_reviews_page", ["pageId", "createdAt", "id"])
@Index("IDX_business_reviews_author", ["authorId"])
export class Review {
  @IdField()
  id: string;

  @ForeignKey(() => BusinessPage)
  pageId: string;

  @ForeignKey(() => Profile)
  authorId: string;

  @Field(() => Int)
  @Column({ type: "smallint" })
  rating: number;

  @TextField(PAGE_LIMITS.reviewMax)
  text: string;

  @CreatedAtField()
  createdAt: Date;

  @UpdatedAtField()
  updatedAt: Date;
}

/** A page's reviews, summed up. */
export type RatingSummary = { average: number | null; count: number };
