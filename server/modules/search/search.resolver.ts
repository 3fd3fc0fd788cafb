import {
  type ClassType,
  Arg,
  Args,
  createUnionType,
  Ctx,
  Field,
  Float,
  Int,
  ObjectType,
  Query,
  Resolver,
} from "type-graphql";
import type { Context } from "../../graphql/context";
import { PageArgs, PageInfo } from "../../graphql/pagination";
import { search } from "./search.service";

let hitTypes: ClassType[] = [];

/** Sets the SearchHit union's members: the types of the search sources the areas registered. */
export function useSearchHitTypes(types: ClassType[]) {
  hitTypes = types;
}

export const SearchHit = createUnionType({
  name: "SearchHit",
  description: "Anything search finds: people now, each content type as it arrives",
  types: () => hitTypes as [ClassType],
});

@ObjectType()
class SearchEdge {
  @Field()
  cursor: string;

  @Field(() => SearchHit)
  node: object;

  @Field(() => Float, { description: "Relevance: higher is better" })
  rank: number;
}

@ObjectType()
export class SearchConnection {
  @Field(() => [SearchEdge])
  edges: SearchEdge[];

  @Field(() => PageInfo)
  pageInfo: PageInfo;

  @Field(() => Int)
  totalCount: number;
}

@Resolver()
export class SearchResolver {
  @Query(() => SearchConnection, {
    description:
      "Ranked search across people and content. Visitors find public content; members also find people.",
  })
  async search(
    @Arg("query", () => String) query: string,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
  ): Promise<SearchConnection> {
    return search(ctx, ctx.viewer, { query, ...page });
  }
}
