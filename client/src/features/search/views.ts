import { lazy } from "react";

// The search results, for home: their own chunk, loaded the first time they are shown. Only the
// wrapper lives here, so an area importing it does not carry the results' code.
export const SearchResults = lazy(() => import("./SearchResults"));
