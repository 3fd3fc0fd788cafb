import { relayStylePagination } from "@apollo/client/utilities";
import { lazy } from "react";
import { defineFeature } from "../feature";

/**
 * Tags: a tag's page (`/tags/:tag`, the content tagged with it, newest first, and Follow), and the
 * trending and followed tags beside members' feed. Mentions and tags in texts are rendered by the
 * shared RichText and Markdown components, and written with MentionTextarea (components/).
 */
export const tags = defineFeature({
  name: "tags",
  routes: [{ path: "/tags/:tag", frame: "public", page: lazy(() => import("./TagPage")) }],
  typePolicies: {
    Query: {
      fields: {
        // One list per tag; 'Load more' appends pages.
        taggedContent: relayStylePagination(["tag"]),
      },
    },
    // A tag is known by its name: following one updates its counts wherever it shows.
    Tag: { keyFields: ["name"] },
  },
  feedAside: [{ order: 20, card: lazy(() => import("./TagsCard")) }],
});
