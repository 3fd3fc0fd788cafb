import { Field, InputType } from "type-graphql";
import { ID } from "../../graphql/ids";
import { CommentableType } from "../../kernel/kinds";

@InputType()
export class AddCommentInput {
  @Field(() => CommentableType)
  contentType: CommentableType;

  @Field(() => ID)
  contentId: string;

  @Field({ description: "Trimmed, 1 to 2000 characters" })
  content: string;
}
