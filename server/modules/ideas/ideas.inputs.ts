import { GraphQLUpload } from "graphql-upload-ts";
import { Float, InputType, registerEnumType } from "type-graphql";
import { InputFields, OptionalFields } from "../../graphql/inputs";
import { ID } from "../../graphql/ids";
import { BusinessIdeaStatus, Industry, RiskLevel } from "./idea.entity";

/**
 * Amounts come in as Float, though they are whole dollars up to 1,000,000,000 (BusinessIdea's `Int!`
 * fields carry them back): GraphQL's Int would refuse 999999999999 or 1500.5 with its own coercion text
 * before any rule of ours runs. As Float, every number reaches the shared rules, which answer
 * BAD_USER_INPUT on the field: 'Funding must be at most $1,000,000,000', 'Whole dollars only'.
 */
const AMOUNT = "Whole US dollars, at most 1,000,000,000";

const MEDIA_RULES =
  "Checked by its bytes: an image up to 5 MB or a video (MP4, WebM, QuickTime) up to 50 MB";

@InputType()
export class SubmitBusinessIdeaInput extends InputFields(
  {
    title: [String, "5 to 100 characters"],
    description: [String, "At least 20 characters"],
    fundingGoal: [Float, `${AMOUNT}, at least 1,000`],
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
  fundingGoal: [Float, `${AMOUNT}, at least 1,000`],
  currentFunding: [Float, `${AMOUNT}: raised so far, at least 0`],
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

/** The ideas list's orders (the rules' IDEA_SORTS). */
export enum BusinessIdeaSort {
  NEWEST = "NEWEST",
  MOST_FUNDED = "MOST_FUNDED",
  CLOSEST_TO_GOAL = "CLOSEST_TO_GOAL",
}
registerEnumType(BusinessIdeaSort, {
  name: "BusinessIdeaSort",
  description: "How the ideas list is ordered",
  valuesConfig: {
    NEWEST: { description: "Newest first" },
    MOST_FUNDED: { description: "Most raised first; ties newest first" },
    CLOSEST_TO_GOAL: {
      description:
        "Ideas still raising, the largest share of their goal raised first, then funded ones; ties newest first",
    },
  },
});
