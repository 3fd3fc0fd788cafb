import { type SearchSource, textSearch } from "../../kernel/search-source";
import { BusinessPage } from "./page.entity";

/**
 * Business pages: full-text over the name (weight A), description and category (B), forgiving typos,
 * plus trigram matching on the name (`textSearch`); visitors find them too. Pages of banned owners are
 * left out by the loader.
 */
export const pageSearch: SearchSource<BusinessPage> = textSearch({
  type: BusinessPage,
  table: "business_pages",
  alias: "bp",
  name: "name",
  ownerColumn: "owner_id",
  load: (ctx, ids) =>
    ctx.loaders.businessPageById.loadMany(ids) as Promise<(BusinessPage | null)[]>,
});
