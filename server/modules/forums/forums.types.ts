import { Field, Int, ObjectType } from "type-graphql";
import { ForumCategory } from "./forum.entity";

@ObjectType({ description: "One of the four forum categories, with its live post count" })
export class ForumCategoryInfo {
  @Field(() => ForumCategory)
  category: ForumCategory;

  @Field()
  name: string;

  @Field()
  description: string;

  @Field({ description: "A theme colour palette name" })
  color: string;

  @Field(() => Int)
  postCount: number;
}
