/**
 * What the search area offers the other areas and the composition root. Everything else in this
 * folder is its own; its manifest is search.module.ts.
 */
/** The schema's builder names the SearchHit union's members: the registered search sources' types. */
export { useSearchHitTypes } from "./search.types";
