import { Arg, Args, Ctx, Query, Resolver } from "type-graphql";
import type { Context } from "../../kernel/context";
import { PageArgs } from "../../graphql/pagination";
import { search } from "./search.service";
import { SearchConnection } from "./search.types";

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
