import { defineFeature } from "../feature";

/**
 * Your network: experience and education on profiles, degrees and mutual connections, people you may
 * know (beside the feed and at /network) and people search.
 */
export const network = defineFeature({
  name: "network",
  routes: [],
  profileSections: [],
  feedAside: [],
});
