import { type SearchSource, textSearch } from "../../kernel/search-source";
import { BusinessIdea } from "./idea.entity";

/**
 * Business ideas: full-text over the title (weight A), description and location (B), forgiving typos,
 * plus trigram matching on the title (`textSearch`); visitors find them too (opening one asks them to
 * sign in).
 */
export const ideaSearch: SearchSource<BusinessIdea> = textSearch({
  type: BusinessIdea,
  table: "business_ideas",
  alias: "bi",
  name: "title",
  ownerColumn: "author_id",
  load: (ctx, ids) =>
    ctx.loaders.businessIdeaById.loadMany(ids) as Promise<(BusinessIdea | null)[]>,
});
