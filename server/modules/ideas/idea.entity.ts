import { Field, Float, ObjectType, registerEnumType } from "type-graphql";
import { Check, Column, Entity, Index } from "typeorm";
import {
  IdField,
  CreatedAtField,
  UpdatedAtField,
  NullableTextField,
  TextField,
  EnumField,
  IntField,
  ForeignKey,
} from "../../graphql/columns";
import { Profile } from "../profiles";
import { IDEA_LIMITS } from "./rules";

/** The one industry list (see rules.ts); stored lower-case. */
export enum Industry {
  TECHNOLOGY = "technology",
  FINANCE = "finance",
  HEALTHCARE = "healthcare",
  EDUCATION = "education",
  E_COMMERCE = "e_commerce",
  RETAIL = "retail",
  MANUFACTURING = "manufacturing",
  ENERGY = "energy",
  REAL_ESTATE = "real_estate",
  AGRICULTURE = "agriculture",
  ENTERTAINMENT = "entertainment",
  FOOD = "food",
  TRANSPORTATION = "transportation",
  OTHER = "other",
}
registerEnumType(Industry, {
  name: "Industry",
  description:
    "The industry a business idea belongs to; the /investing tabs show them in this order",
  valuesConfig: {
    TECHNOLOGY: { description: "Technology" },
    FINANCE: { description: "Finance" },
    HEALTHCARE: { description: "Healthcare" },
    EDUCATION: { description: "Education" },
    E_COMMERCE: { description: "E-commerce" },
    RETAIL: { description: "Retail" },
    MANUFACTURING: { description: "Manufacturing" },
    ENERGY: { description: "Energy" },
    REAL_ESTATE: { description: "Real Estate" },
    AGRICULTURE: { description: "Agriculture" },
    ENTERTAINMENT: { description: "Entertainment" },
    FOOD: { description: "Food" },
    TRANSPORTATION: { description: "Transportation" },
    OTHER: { description: "Any other industry" },
  },
});

export enum RiskLevel {
  LOW = "low",
  MEDIUM = "medium",
  HIGH = "high",
}
registerEnumType(RiskLevel, {
  name: "RiskLevel",
  description: "How risky the founder rates their business idea",
  valuesConfig: {
    LOW: { description: "Low risk" },
    MEDIUM: { description: "Medium risk (the default)" },
    HIGH: { description: "High risk" },
  },
});

export enum BusinessIdeaStatus {
  ACTIVE = "active",
  FUNDED = "funded",
}
registerEnumType(BusinessIdeaStatus, {
  name: "BusinessIdeaStatus",
  description: "Whether a business idea is still raising money",
  valuesConfig: {
    ACTIVE: { description: "Still raising: not marked funded and below its funding goal" },
    FUNDED: {
      description: "Funded: its founder marked it so, or what it raised reached its funding goal",
    },
  },
});

export enum MediaType {
  IMAGE = "image",
  VIDEO = "video",
}
registerEnumType(MediaType, {
  name: "MediaType",
  description: "The kind of file a business update carries",
  valuesConfig: {
    IMAGE: { description: "An image (JPEG, PNG, WebP, GIF or AVIF), re-encoded by the server" },
    VIDEO: { description: "A video (MP4, M4V, WebM or QuickTime), stored as uploaded" },
  },
});

/** numeric(4,1) comes back from pg as text. */
const decimal = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};

/**
 * A business idea seeking investment: whole US dollars for the goal and what is raised so far (the founder
 * keeps it current), equity in tenths of a percent, an optional image and video. The founder's account
 * going leaves the idea without an author ('Cannot find founder information').
 */
@ObjectType({
  description:
    "A business idea seeking investment: its pitch, funding goal and what it raised so far. Ideas of banned founders are hidden.",
})
@Entity({ name: "business_ideas" })
@Check("CHK_business_ideas_goal", `"funding_goal" >= ${IDEA_LIMITS.fundingGoalMin}`)
@Check("CHK_business_ideas_current", `"current_funding" >= 0`)
@Check(
  "CHK_business_ideas_equity",
  `"equity_offered" IS NULL OR "equity_offered" BETWEEN 0.1 AND 100`,
)
@Index("IDX_business_ideas_list", ["createdAt", "id"])
@Index("IDX_business_ideas_industry", ["industry", "createdAt", "id"])
@Index("IDX_business_ideas_author", ["authorId"])
export class BusinessIdea {
  @IdField()
  id: string;

  @TextField(IDEA_LIMITS.titleMax, { description: "Its title, 5 to 100 characters." })
  title: string;

  @TextField(undefined, { description: "Its pitch, 20 to 10,000 characters." })
  description: string;

  @EnumField(Industry, "industry", { description: "The industry it belongs to." })
  industry: Industry;

  @EnumField(RiskLevel, "risk_level", {
    default: RiskLevel.MEDIUM,
    description: "How risky its founder rates it; MEDIUM unless they chose otherwise.",
  })
  risk: RiskLevel;

  @EnumField(BusinessIdeaStatus, "business_idea_status", {
    default: BusinessIdeaStatus.ACTIVE,
    description:
      "FUNDED once its founder marks it so or once currentFunding reaches fundingGoal; ACTIVE before.",
  })
  status: BusinessIdeaStatus;

  @IntField({ description: "The funding it seeks: whole US dollars, 1,000 to 1,000,000,000." })
  fundingGoal: number;

  @IntField({
    default: 0,
    description: "Whole US dollars raised so far, as its founder keeps it current; 0 at first.",
  })
  currentFunding: number;

  @Field(() => Float, {
    nullable: true,
    description: "The equity offered, in percent: 0.1 to 100 in steps of 0.1; null if not given.",
  })
  @Column({ type: "numeric", precision: 4, scale: 1, nullable: true, transformer: decimal })
  equityOffered: number | null;

  @NullableTextField(
    IDEA_LIMITS.locationMax,
    "Where the business is, up to 100 characters; null if not given.",
  )
  location: string | null;

  @NullableTextField(
    IDEA_LIMITS.urlMax,
    "The business's http(s) website, up to 500 characters; null if not given.",
  )
  website: string | null;

  @NullableTextField(
    IDEA_LIMITS.urlMax,
    "An http(s) link to its pitch deck, up to 500 characters; null if not given.",
  )
  pitchDeckUrl: string | null;

  @NullableTextField(undefined, "Its image, re-encoded by the server; null without one.")
  imageUrl: string | null;

  @NullableTextField(
    undefined,
    "A small version of its image for cards and lists; null without an image.",
  )
  imageThumbnailUrl: string | null;

  @NullableTextField(undefined, "Its video (MP4, M4V, WebM or QuickTime); null without one.")
  videoUrl: string | null;

  /** The founder (the spec's user_id and created_by); null once their account is gone. */
  @ForeignKey(() => Profile, { onDelete: "SET NULL" })
  authorId: string | null;

  @CreatedAtField("When it was submitted.")
  createdAt: Date;

  @UpdatedAtField("When its founder last changed it.")
  updatedAt: Date;
}

/** News the founder posts on an idea, newest first; an optional image or video. */
@ObjectType({
  description: "News a founder posts on their business idea, with an optional image or video",
})
@Entity({ name: "business_updates" })
@Index("IDX_business_updates_list", ["businessIdeaId", "createdAt", "id"])
export class BusinessUpdate {
  @IdField()
  id: string;

  @ForeignKey(() => BusinessIdea)
  businessIdeaId: string;

  @TextField(IDEA_LIMITS.updateTitleMax, { description: "Its title, 3 to 100 characters." })
  title: string;

  @TextField(undefined, { description: "Its text, 10 to 10,000 characters." })
  content: string;

  @NullableTextField(undefined, "Its image or video; null without one.")
  mediaUrl: string | null;

  @EnumField(MediaType, "media_type", {
    nullable: true,
    description: "Whether mediaUrl is an image or a video; null without media.",
  })
  mediaType: MediaType | null;

  @CreatedAtField("When it was posted.")
  createdAt: Date;
}
