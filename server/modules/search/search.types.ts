import { type ClassType, createUnionType, Field, Float, Int, ObjectType } from "type-graphql";
import { PageInfo } from "../../graphql/pagination";

let hitTypes: ClassType[] = [];

/** Sets the SearchHit union's members: the types of the search sources the areas registered. */
export function useSearchHitTypes(types: ClassType[]) {
  hitTypes = types;
}

export const SearchHit = createUnionType({
  name: "SearchHit",
  description:
    "Anything search finds: a member (Profile, for members only) or content (an article, business idea, business page, event, forum post or group)",
  types: () => hitTypes as [ClassType],
});

@ObjectType({ description: "One search result and its place in the ranking" })
class SearchEdge {
  @Field({ description: "Where it stands in the results: pass as `after` for the next page" })
  cursor: string;

  @Field(() => SearchHit, { description: "What was found" })
  node: object;

  @Field(() => Float, { description: "Relevance: higher is better" })
  rank: number;
}

@ObjectType({ description: "A page of search results, the most relevant first" })
export class SearchConnection {
  @Field(() => [SearchEdge], { description: "The page's results" })
  edges: SearchEdge[];

  @Field(() => PageInfo, { description: "Whether more results follow, and the cursors to page on" })
  pageInfo: PageInfo;

  @Field(() => Int, {
    description: "How many results there are in all (counted only when asked for)",
  })
  totalCount: number;
}
