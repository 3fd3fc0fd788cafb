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
  description: "The kind of business a business page is for; the directory's filter",
  valuesConfig: {
    RESTAURANT: { description: "Restaurant" },
    RETAIL: { description: "Retail" },
    TECHNOLOGY: { description: "Technology" },
    HEALTHCARE: { description: "Healthcare" },
    EDUCATION: { description: "Education" },
    REAL_ESTATE: { description: "Real Estate" },
    AUTOMOTIVE: { description: "Automotive" },
    BEAUTY_WELLNESS: { description: "Beauty & Wellness" },
    PROFESSIONAL_SERVICES: { description: "Professional Services" },
    OTHER: { description: "Any other kind of business" },
  },
});

/** A business's page: members follow it, read its posts and review it; its owner posts as the page. */
@ObjectType({
  description:
    "A business's page: members follow it, read its posts and review it; its owner posts as the page. Pages of banned owners are hidden.",
})
@Entity({ name: "business_pages" })
@Index("IDX_business_pages_newest", ["createdAt", "id"])
@Index("IDX_business_pages_owner", ["ownerId"])
export class BusinessPage {
  @IdField()
  id: string;

  @TextField(PAGE_LIMITS.nameMax, { description: "The business's name, 1 to 100 characters." })
  name: string;

  @TextField(PAGE_LIMITS.descriptionMax, {
    description: "What the business does, 1 to 2,000 characters.",
  })
  description: string;

  @EnumField(BusinessCategory, "business_category", { description: "The kind of business." })
  category: BusinessCategory;

  @NullableTextField(
    PAGE_LIMITS.websiteMax,
    "The business's http(s) website, up to 300 characters; null if not given.",
  )
  website: string | null;

  @NullableTextField(
    PAGE_LIMITS.phoneMax,
    "A phone number, up to 40 characters; null if not given.",
  )
  phone: string | null;

  @NullableTextField(PAGE_LIMITS.emailMax, "A contact e-mail address; null if not given.")
  email: string | null;

  @NullableTextField(
    PAGE_LIMITS.addressMax,
    "The business's address, up to 300 characters; null if not given.",
  )
  address: string | null;

  @NullableTextField(
    PAGE_LIMITS.hoursMax,
    "Opening hours as free text ('Mon-Fri 9AM-5PM'), up to 200 characters; null if not given.",
  )
  hours: string | null;

  @NullableTextField(undefined, "Its cover image; null without one.")
  coverImageUrl: string | null;

  @NullableTextField(undefined, "A small version of its cover image for cards; null without one.")
  coverThumbnailUrl: string | null;

  @NullableTextField(undefined, "Its profile image (the logo); null without one.")
  profileImageUrl: string | null;

  @FlagField({ description: "Whether a super admin verified the business (the verified badge)." })
  isVerified: boolean;

  @ForeignKey(() => Profile)
  ownerId: string;

  @CreatedAtField()
  createdAt: Date;

  @UpdatedAtField("When its details or images last changed.")
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
@ObjectType({
  description:
    "A post a business page's owner wrote as the page, with up to four images; members react to it, comment on it and share it",
})
@Entity({ name: "page_posts" })
@Index("IDX_page_posts_page", ["pageId", "createdAt", "id"])
export class PagePost {
  @IdField()
  id: string;

  @ForeignKey(() => BusinessPage)
  pageId: string;

  @TextField(PAGE_LIMITS.postMax, { description: "Its text, 1 to 2,000 characters." })
  content: string;

  @Field(() => [String], {
    description: "Its images, up to four, in the order given; may be empty.",
  })
  @Column({ type: "text", array: true, default: () => "'{}'" })
  imageUrls: string[];

  @Field(() => [String], { description: "Thumbnails of imageUrls, in the same order" })
  @Column({ type: "text", array: true, default: () => "'{}'" })
  imageThumbnailUrls: string[];

  @CreatedAtField("When it was posted.")
  createdAt: Date;
}

/** A member shared a page post to their own feed, with an optional comment. */
@Entity({ name: "page_shares" })
@Index("IDX_page_shares_post", ["postId"])
export class PageShare extends ShareColumns(() => PagePost, PAGE_LIMITS.shareCommentMax) {}

/** A member's review of a page: 1–5 stars and text; one per member and page, never by its owner. */
@ObjectType({
  description:
    "A member's review of a business page: 1 to 5 stars and text. One per member and page, never by its owner.",
})
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

  @Field(() => Int, { description: "Stars, 1 to 5." })
  @Column({ type: "smallint" })
  rating: number;

  @TextField(PAGE_LIMITS.reviewMax, {
    description: "What the member wrote, 1 to 2,000 characters.",
  })
  text: string;

  @CreatedAtField("When it was written.")
  createdAt: Date;

  @UpdatedAtField("When its author last changed it.")
  updatedAt: Date;
}

/** A page's reviews, summed up. */
export type RatingSummary = { average: number | null; count: number };
