import { InputType } from "type-graphql";
import { InputFields, OptionalFields } from "../../graphql/inputs";
import { ForumCategory } from "./forum.entity";

@InputType()
export class CreateForumPostInput extends InputFields({
  title: [String, "Trimmed, 1 to 200 characters"],
  content: [String, "Trimmed, 1 to 10000 characters (markdown)"],
  category: ForumCategory,
}) {}

@InputType({ description: "What is left out stays as it is" })
export class UpdateForumPostInput extends OptionalFields({
  title: String,
  content: String,
  category: ForumCategory,
}) {}
