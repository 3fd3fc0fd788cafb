import { type ClassType, createUnionType, Field, Float, Int, ObjectType } from "type-graphql";
import { PageInfo } from "../../graphql/pagination";

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
