import { relayStylePagination } from "@apollo/client/utilities";
import { NetworkIcon } from "lucide-react";
import { lazy } from "react";
import { defineFeature } from "../feature";

/**
 * Your network: experience and education on profiles, degrees and mutual connections, people you may
 * know (beside the feed and at /network) and people search.
 */
export const network = defineFeature({
  name: "network",
  routes: [{ path: "/network", frame: "members", page: lazy(() => import("./NetworkPage")) }],
  nav: { label: "My network", to: "/network", icon: NetworkIcon, order: 5, membersOnly: true },
  profileSections: [
    { order: 10, section: lazy(() => import("./ExperienceSection")) },
    { order: 20, section: lazy(() => import("./EducationSection")) },
  ],
  typePolicies: {
    Query: {
      fields: {
        // The card's few (first: 5) and /network's pages are kept apart; pages are appended.
        peopleYouMayKnow: relayStylePagination(["first"]),
      },
    },
    Profile: {
      fields: {
        // The header's first two (first: 2) and the list's pages are kept apart; pages are appended.
        mutualConnections: relayStylePagination(["first"]),
      },
    },
  },
  feedAside: [{ order: 10, card: lazy(() => import("./PeopleYouMayKnowCard")) }],
});
