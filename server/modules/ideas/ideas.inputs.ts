import { GraphQLUpload, type FileUpload } from "graphql-upload-ts";
import { Field, Float, InputType, Int } from "type-graphql";
import { ID } from "../../graphql/ids";
import { BusinessIdeaStatus, Industry, RiskLevel } from "./idea.entity";

const MEDIA_RULES =
  "Checked by its bytes: an image up to 5 MB or a video (MP4, WebM, QuickTime) up to 50 MB";

@InputType()
export class SubmitBusinessIdeaInput {
  @Field({ description: "5 to 100 characters" })
  title: string;

  @Field({ description: "At least 20 characters" })
  description: string;

  @Field(() => Int, { description: "Whole US dollars, at least 1,000" })
  fundingGoal: number;

  @Field(() => Industry, {
    nullable: true,
    description: "Required: null answers 'Please select an industry'",
  })
  industry?: Industry | null;

  @Field(() => Float, { nullable: true, description: "0.1 to 100 in steps of 0.1" })
  equityOffered?: number | null;

  @Field(() => RiskLevel, { nullable: true, description: "MEDIUM by default" })
  risk?: RiskLevel | null;

  @Field(() => String, { nullable: true })
  location?: string | null;

  @Field(() => String, { nullable: true, description: "An http(s) URL" })
  website?: string | null;

  @Field(() => String, { nullable: true, description: "An http(s) URL" })
  pitchDeckUrl?: string | null;

  @Field(() => GraphQLUpload, { nullable: true, description: MEDIA_RULES })
  image?: Promise<FileUpload> | null;

  @Field(() => GraphQLUpload, { nullable: true, description: MEDIA_RULES })
  video?: Promise<FileUpload> | null;
}

@InputType({ description: "What is left out stays as it is; an empty text clears an optional one" })
export class UpdateBusinessIdeaInput {
  @Field(() => String, { nullable: true })
  title?: string | null;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => Int, { nullable: true })
  fundingGoal?: number | null;

  @Field(() => Int, { nullable: true, description: "Whole US dollars raised so far, at least 0" })
  currentFunding?: number | null;

  @Field(() => Industry, { nullable: true })
  industry?: Industry | null;

  @Field(() => Float, { nullable: true })
  equityOffered?: number | null;

  @Field(() => RiskLevel, { nullable: true })
  risk?: RiskLevel | null;

  @Field(() => BusinessIdeaStatus, { nullable: true })
  status?: BusinessIdeaStatus | null;

  @Field(() => String, { nullable: true })
  location?: string | null;

  @Field(() => String, { nullable: true })
  website?: string | null;

  @Field(() => String, { nullable: true })
  pitchDeckUrl?: string | null;

  @Field(() => GraphQLUpload, { nullable: true, description: MEDIA_RULES })
  image?: Promise<FileUpload> | null;

  @Field(() => GraphQLUpload, { nullable: true, description: MEDIA_RULES })
  video?: Promise<FileUpload> | null;
}

@InputType()
export class AddBusinessUpdateInput {
  @Field(() => ID)
  businessIdeaId: string;

  @Field({ description: "3 to 100 characters" })
  title: string;

  @Field({ description: "At least 10 characters" })
  content: string;

  @Field(() => GraphQLUpload, { nullable: true, description: MEDIA_RULES })
  media?: Promise<FileUpload> | null;
}
