import { Field, InputType } from "type-graphql";
import { ForumCategory } from "./forum.entity";

@InputType()
export class CreateForumPostInput {
  @Field({ description: "Trimmed, 1 to 200 characters" })
  title: string;

  @Field({ description: "Trimmed, 1 to 10000 characters (markdown)" })
  content: string;

  @Field(() => ForumCategory)
  category: ForumCategory;
}

@InputType({ description: "What is left out stays as it is" })
export class UpdateForumPostInput {
  @Field(() => String, { nullable: true })
  title?: string | null;

  @Field(() => String, { nullable: true })
  content?: string | null;

  @Field(() => ForumCategory, { nullable: true })
  category?: ForumCategory | null;
}
