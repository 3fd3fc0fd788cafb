/**
 * What the search area offers the other areas, the shared pieces and the frame; its manifest is
 * search.feature.ts.
 */
export { SearchResults } from "./views";
