import { relayStylePagination } from "@apollo/client/utilities";
import { defineFeature } from "../feature";

/**
 * The news feed (shown by home). Its item kinds come from the areas that own them (`feedKinds` in
 * their manifests): see feed.ts.
 */
export const feed = defineFeature({
  name: "feed",
  typePolicies: {
    Query: {
      fields: {
        // One feed list per filter tab and order (TOP, RECENT); fetchMore appends pages.
        feed: relayStylePagination(["filter", "order"]),
      },
    },
  },
});
