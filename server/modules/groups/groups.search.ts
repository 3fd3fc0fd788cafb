import { type SearchSource, textSearch } from "../../kernel/search-source";
import { Group } from "./group.entity";

/**
 * Groups, private ones too (their card is public): full-text over the name (weight A) and description
 * (B), forgiving typos, plus trigram matching on the name (`textSearch`); visitors find them too.
 */
export const groupSearch: SearchSource<Group> = textSearch({
  type: Group,
  table: "groups",
  alias: "g",
  name: "name",
  load: (ctx, ids) => ctx.loaders.groupById.loadMany(ids) as Promise<(Group | null)[]>,
});
