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
registerEnumType(Industry, { name: "Industry" });

export enum RiskLevel {
  LOW = "low",
  MEDIUM = "medium",
  HIGH = "high",
}
registerEnumType(RiskLevel, { name: "RiskLevel", description: "Labelled Low, Medium, High" });

export enum BusinessIdeaStatus {
  ACTIVE = "active",
  FUNDED = "funded",
}
registerEnumType(BusinessIdeaStatus, { name: "BusinessIdeaStatus" });

export enum MediaType {
  IMAGE = "image",
  VIDEO = "video",
}
registerEnumType(MediaType, { name: "MediaType" });

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
@ObjectType({ description: "A business idea seeking investment" })
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

  @TextField(IDEA_LIMITS.titleMax)
  title: string;

  @TextField()
  description: string;

  @EnumField(Industry, "industry")
  industry: Industry;

  @EnumField(RiskLevel, "risk_level", { default: RiskLevel.MEDIUM })
  risk: RiskLevel;

  @EnumField(BusinessIdeaStatus, "business_idea_status", { default: BusinessIdeaStatus.ACTIVE })
  status: BusinessIdeaStatus;

  @IntField({ description: "Whole US dollars, at least 1,000" })
  fundingGoal: number;

  @IntField({ default: 0, description: "Whole US dollars raised so far, kept by the founder" })
  currentFunding: number;

  @Field(() => Float, { nullable: true, description: "Percent, 0.1 to 100 in steps of 0.1" })
  @Column({ type: "numeric", precision: 4, scale: 1, nullable: true, transformer: decimal })
  equityOffered: number | null;

  @NullableTextField(IDEA_LIMITS.locationMax)
  location: string | null;

  @NullableTextField(IDEA_LIMITS.urlMax)
  website: string | null;

  @NullableTextField(IDEA_LIMITS.urlMax)
  pitchDeckUrl: string | null;

  @NullableTextField()
  imageUrl: string | null;

  @NullableTextField()
  imageThumbnailUrl: string | null;

  @NullableTextField()
  videoUrl: string | null;

  /** The founder (the spec's user_id and created_by); null once their account is gone. */
  @ForeignKey(() => Profile, { onDelete: "SET NULL" })
  authorId: string | null;

  @CreatedAtField()
  createdAt: Date;

  @UpdatedAtField()
  updatedAt: Date;
}

/** News the founder posts on an idea, newest first; an optional image or video. */
@ObjectType({ description: "An update the founder posts on a business idea" })
@Entity({ name: "business_updates" })
@Index("IDX_business_updates_list", ["businessIdeaId", "createdAt", "id"])
export class BusinessUpdate {
  @IdField()
  id: string;

  @ForeignKey(() => BusinessIdea)
  businessIdeaId: string;

  @TextField(IDEA_LIMITS.updateTitleMax)
  title: string;

  @TextField()
  content: string;

  @NullableTextField()
  mediaUrl: string | null;

  @EnumField(MediaType, "media_type", { nullable: true })
  mediaType: MediaType | null;

  @CreatedAtField()
  createdAt: Date;
}
