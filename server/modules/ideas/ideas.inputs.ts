import { GraphQLUpload } from "graphql-upload-ts";
import { Float, InputType, Int } from "type-graphql";
import { InputFields, OptionalFields } from "../../graphql/inputs";
import { ID } from "../../graphql/ids";
import { BusinessIdeaStatus, Industry, RiskLevel } from "./idea.entity";

const MEDIA_RULES =
  "Checked by its bytes: an image up to 5 MB or a video (MP4, WebM, QuickTime) up to 50 MB";

@InputType()
export class SubmitBusinessIdeaInput extends InputFields(
  {
    title: [String, "5 to 100 characters"],
    description: [String, "At least 20 characters"],
    fundingGoal: [Int, "Whole US dollars, at least 1,000"],
  },
  {
    industry: [Industry, "Required: null answers 'Please select an industry'"],
    equityOffered: [Float, "0.1 to 100 in steps of 0.1"],
    risk: [RiskLevel, "MEDIUM by default"],
    location: String,
    website: [String, "An http(s) URL"],
    pitchDeckUrl: [String, "An http(s) URL"],
    image: [GraphQLUpload, MEDIA_RULES],
    video: [GraphQLUpload, MEDIA_RULES],
  },
) {}

@InputType({ description: "What is left out stays as it is; an empty text clears an optional one" })
export class UpdateBusinessIdeaInput extends OptionalFields({
  title: String,
  description: String,
  fundingGoal: Int,
  currentFunding: [Int, "Whole US dollars raised so far, at least 0"],
  industry: Industry,
  equityOffered: Float,
  risk: RiskLevel,
  status: BusinessIdeaStatus,
  location: String,
  website: String,
  pitchDeckUrl: String,
  image: [GraphQLUpload, MEDIA_RULES],
  video: [GraphQLUpload, MEDIA_RULES],
}) {}

@InputType()
export class AddBusinessUpdateInput extends InputFields(
  {
    businessIdeaId: ID,
    title: [String, "3 to 100 characters"],
    content: [String, "At least 10 characters"],
  },
  { media: [GraphQLUpload, MEDIA_RULES] },
) {}
