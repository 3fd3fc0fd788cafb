import { articleSearch } from "../articles/articles.search";
import { profileSearch } from "../profiles/profiles.search";
import type { SearchSource } from "./search.source";

/** The registration point: every searchable type of Agora, in the SearchHit union's order. */
export const searchSources: SearchSource[] = [
  profileSearch as SearchSource,
  articleSearch as SearchSource,
];
