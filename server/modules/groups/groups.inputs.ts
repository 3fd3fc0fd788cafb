import { GraphQLUpload } from "graphql-upload-ts";
import { InputType } from "type-graphql";
import { InputFields, OptionalFields } from "../../graphql/inputs";
import { ID } from "../../graphql/ids";

const IMAGE_RULES =
  "JPG, PNG or GIF, 400x300 to 2000x2000 px, aspect ratio 1:2 to 3:1, up to 10 MB";

@InputType()
export class CreateGroupInput extends InputFields(
  { name: [String, "3 to 50 characters"], description: [String, "10 to 500 characters"] },
  {
    isPrivate: [Boolean, "Posts and members for members only; public by default"],
    cover: [GraphQLUpload, IMAGE_RULES],
  },
) {}

@InputType({ description: "What is left out stays as it is" })
export class UpdateGroupInput extends OptionalFields({
  name: String,
  description: String,
  isPrivate: Boolean,
  cover: [GraphQLUpload, IMAGE_RULES],
  removeCover: [Boolean, "true removes the cover and its file; a new cover wins"],
}) {}

@InputType()
export class CreateGroupPostInput extends InputFields(
  { groupId: ID, content: [String, "Trimmed, 1 to 1000 characters"] },
  { image: [GraphQLUpload, IMAGE_RULES] },
) {}
