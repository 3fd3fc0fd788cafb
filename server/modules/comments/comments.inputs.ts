import { InputType } from "type-graphql";
import { ID } from "../../graphql/ids";
import { InputFields } from "../../graphql/inputs";
import { CommentableType } from "../../kernel/kinds";

@InputType()
export class AddCommentInput extends InputFields({
  contentType: CommentableType,
  contentId: ID,
  content: [String, "Trimmed, 1 to 2000 characters"],
}) {}
