import { InputType } from "type-graphql";
import { ID } from "../../graphql/ids";
import { InputFields } from "../../graphql/inputs";
import { CommentableType } from "../../kernel/kinds";

@InputType({ description: "A comment to add (addComment)." })
export class AddCommentInput extends InputFields({
  contentType: [CommentableType, "The type of the content to comment on."],
  contentId: [ID, "The id of the content to comment on."],
  content: [String, "The text; trimmed, then 1 to 2000 characters."],
}) {}
