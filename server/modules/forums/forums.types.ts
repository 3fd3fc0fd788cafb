import { Field, Int, ObjectType } from "type-graphql";
import { ForumCategory } from "./forum.entity";

@ObjectType({ description: "One of the four forum categories, with its live post count." })
export class ForumCategoryInfo {
  @Field(() => ForumCategory, { description: "The category." })
  category: ForumCategory;

  @Field({ description: "Its name as screens show it ('Help & Support')." })
  name: string;

  @Field({ description: "A sentence saying what it is for." })
  description: string;

  @Field({
    description: "The theme colour palette its badge uses: blue, purple, green or orange.",
  })
  color: string;

  @Field(() => Int, {
    description: "How many posts it holds now; banned members' posts are left out.",
  })
  postCount: number;
}
