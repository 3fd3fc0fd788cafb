import { InputType } from "type-graphql";
import { InputFields, OptionalFields } from "../../graphql/inputs";
import { ForumCategory } from "./forum.entity";

@InputType({ description: "A new forum post." })
export class CreateForumPostInput extends InputFields({
  title: [String, "Its title: 1 to 200 characters, trimmed."],
  content: [String, "Its content in markdown: 1 to 10,000 characters, trimmed."],
  category: [ForumCategory, "The category to post in."],
}) {}

@InputType({ description: "Changes to a forum post: what is left out (or null) stays as it is." })
export class UpdateForumPostInput extends OptionalFields({
  title: [String, "A new title: 1 to 200 characters, trimmed."],
  content: [String, "New content in markdown: 1 to 10,000 characters, trimmed."],
  category: [ForumCategory, "A new category."],
}) {}
