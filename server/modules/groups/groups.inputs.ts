import { GraphQLUpload } from "graphql-upload-ts";
import { InputType } from "type-graphql";
import { InputFields, OptionalFields } from "../../graphql/inputs";
import { ID } from "../../graphql/ids";

/** The group image rules (storage's `group` purpose), as the schema tells them. */
const IMAGE_RULES =
  "An image file sent as a multipart upload: JPEG, PNG, WebP, GIF or AVIF, 400x300 to 2000x2000 px, aspect ratio between 1:2 and 3:1, at most 10 MB. It is stored re-encoded, without its metadata. Errors: BAD_USER_INPUT (`fields.file`) when it breaks a rule.";

@InputType({ description: "A new group's details." })
export class CreateGroupInput extends InputFields(
  {
    name: [String, "Its name: 3 to 50 characters, trimmed."],
    description: [String, "What it is about (its About): 10 to 500 characters, trimmed."],
  },
  {
    isPrivate: [
      Boolean,
      "true: its posts, comments and members are for its members only, and it stays out of the feed. Public when left out.",
    ],
    cover: [GraphQLUpload, `Its cover image, optional. ${IMAGE_RULES}`],
  },
) {}

@InputType({
  description: "Changes to a group's details: what is left out (or null) stays as it is.",
})
export class UpdateGroupInput extends OptionalFields({
  name: [String, "A new name: 3 to 50 characters, trimmed."],
  description: [String, "A new About: 10 to 500 characters, trimmed."],
  isPrivate: [
    Boolean,
    "true makes a public group private: its group, post and share items leave the feed. false makes it public: new posts get feed items, but the group and its earlier posts do not return to the feed.",
  ],
  cover: [
    GraphQLUpload,
    `A new cover, replacing the old one (whose file is discarded). ${IMAGE_RULES}`,
  ],
  removeCover: [Boolean, "true removes the cover and its file; a new `cover` sent with it wins."],
}) {}

@InputType({ description: "A new post in a group." })
export class CreateGroupPostInput extends InputFields(
  {
    groupId: [ID, "The group to post in; the viewer must be one of its members."],
    content: [String, "Its text: 1 to 1,000 characters, trimmed."],
  },
  { image: [GraphQLUpload, `An image, optional. ${IMAGE_RULES}`] },
) {}
