import { relayStylePagination } from "@apollo/client/utilities";
import { defineFeature } from "../feature";

/**
 * Search results (shown by home for ?search=). Each hit type's row comes from the area that owns the
 * type (`searchHits` in its manifest): see SearchHitItem.tsx.
 */
export const search = defineFeature({
  name: "search",
  typePolicies: {
    Query: {
      fields: {
        // One result list per search text; fetchMore appends pages.
        search: relayStylePagination(["query"]),
        // One people list per text and filters (the People tab); fetchMore appends pages.
        people: relayStylePagination(["search", "degree", "company", "location"]),
      },
    },
  },
});
