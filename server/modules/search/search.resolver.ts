import { Arg, Args, Ctx, Query, Resolver } from "type-graphql";
import type { Context } from "../../kernel/context";
import { PageArgs } from "../../graphql/pagination";
import { search } from "./search.service";
import { SearchConnection } from "./search.types";

@Resolver()
export class SearchResolver {
  @Query(() => SearchConnection, {
    description:
      "Ranked search across people and content, typos tolerated; `#word` finds tagged content. Open to visitors, who find public content; members also find people. Never content of a member on either side of a block with the viewer. Errors: BAD_USER_INPUT (field query) when it is blank or over 200 characters, (field first or after) for a bad page size or cursor.",
  })
  async search(
    @Arg("query", () => String, {
      description: "The words to look for: at most 200 characters once trimmed",
    })
    query: string,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
  ): Promise<SearchConnection> {
    return search(ctx, ctx.viewer, { query, ...page });
  }
}
