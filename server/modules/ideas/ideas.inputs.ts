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

const IMAGE_RULE = "An image (JPEG, PNG, WebP, GIF or AVIF) of at most 5 MB, checked by its bytes";
const VIDEO_RULE = "A video (MP4, M4V, WebM or QuickTime) of at most 50 MB, checked by its bytes";
const MEDIA_RULE =
  "An image (JPEG, PNG, WebP, GIF or AVIF) of at most 5 MB or a video (MP4, M4V, WebM or QuickTime) of at most 50 MB, checked by its bytes";
const REPLACES = "; it replaces the current one";

@InputType({
  description:
    "A new business idea. Text is trimmed; a blank optional text is none. Each bad field is named in the error's `extensions.fields`.",
})
export class SubmitBusinessIdeaInput extends InputFields(
  {
    title: [String, "5 to 100 characters"],
    description: [String, "20 to 10,000 characters"],
    fundingGoal: [Float, `${AMOUNT}, at least 1,000`],
  },
  {
    industry: [Industry, "Required: null answers 'Please select an industry'"],
    equityOffered: [Float, "The equity offered, in percent: 0.1 to 100 in steps of 0.1; optional"],
    risk: [RiskLevel, "MEDIUM by default"],
    location: [String, "Where the business is, up to 100 characters"],
    website: [String, "An http(s) URL, up to 500 characters"],
    pitchDeckUrl: [String, "An http(s) URL, up to 500 characters"],
    image: [GraphQLUpload, IMAGE_RULE],
    video: [GraphQLUpload, VIDEO_RULE],
  },
) {}

@InputType({
  description:
    "Changes to a business idea. A field left out (or null, for title, description, fundingGoal, currentFunding, industry, risk and status) stays as it is; null or an empty text clears equityOffered, location, website and pitchDeckUrl. The same rules as SubmitBusinessIdeaInput apply.",
})
export class UpdateBusinessIdeaInput extends OptionalFields({
  title: [String, "5 to 100 characters"],
  description: [String, "20 to 10,000 characters"],
  fundingGoal: [Float, `${AMOUNT}, at least 1,000`],
  currentFunding: [Float, `${AMOUNT}: raised so far, at least 0`],
  industry: [Industry, "The industry it belongs to"],
  equityOffered: [Float, "The equity offered, in percent: 0.1 to 100 in steps of 0.1"],
  risk: [RiskLevel, "How risky the founder rates it"],
  status: [
    BusinessIdeaStatus,
    "FUNDED marks the idea funded; ACTIVE takes that mark back (it still reads FUNDED while currentFunding reaches fundingGoal)",
  ],
  location: [String, "Where the business is, up to 100 characters"],
  website: [String, "An http(s) URL, up to 500 characters"],
  pitchDeckUrl: [String, "An http(s) URL, up to 500 characters"],
  image: [GraphQLUpload, `${IMAGE_RULE}${REPLACES}`],
  video: [GraphQLUpload, `${VIDEO_RULE}${REPLACES}`],
}) {}

@InputType({ description: "An update a founder posts on their business idea" })
export class AddBusinessUpdateInput extends InputFields(
  {
    businessIdeaId: [ID, "The idea; the viewer must be its founder"],
    title: [String, "3 to 100 characters"],
    content: [String, "10 to 10,000 characters"],
  },
  { media: [GraphQLUpload, MEDIA_RULE] },
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
