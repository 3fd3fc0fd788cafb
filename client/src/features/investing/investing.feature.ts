import { relayStylePagination } from "@apollo/client/utilities";
import { BriefcaseBusinessIcon, TrendingUpIcon } from "lucide-react";
import { lazy } from "react";
import { dataText, defineFeature } from "../feature";

/** Investing: business ideas seeking investment, their founders' updates, inquiries to founders. */
export const investing = defineFeature({
  name: "investing",
  routes: [
    // Visitors see the grid; opening an idea or submitting one asks them to sign in.
    { path: "/investing", frame: "public", page: lazy(() => import("./InvestingPage")) },
    { path: "/investing/:id", frame: "members", page: lazy(() => import("./BusinessIdeaPage")) },
  ],
  nav: { label: "Investing", to: "/investing", icon: TrendingUpIcon, order: 20, membersOnly: true },
  typePolicies: {
    Query: {
      fields: {
        businessIdeas: relayStylePagination(["industry", "founderId", "search", "sort"]),
        businessUpdates: relayStylePagination(["businessIdeaId"]),
      },
    },
  },
  searchHits: { BusinessIdea: lazy(() => import("./IdeaSearchHit")) },
  profileTabs: [
    {
      label: "Investing",
      icon: TrendingUpIcon,
      order: 20,
      panel: lazy(() => import("./ProfileIdeas")),
    },
  ],
  feedKinds: {
    BUSINESS_IDEA: {
      label: "Business idea",
      palette: "orange",
      tab: "investing",
      target: ({ path }) => ({ to: path, signInAction: "view business idea details" }),
    },
    BUSINESS_UPDATE: {
      label: "Business update",
      palette: "orange",
      tab: "investing",
      target: ({ path }) => ({ to: path, signInAction: "view business idea details" }),
    },
  },
  reactable: { BUSINESS_IDEA: "BusinessIdea" },
  contentRoutes: { BUSINESS_IDEA: (id) => `/investing/${id}` },
  notifications: {
    BUSINESS_UPDATE: {
      icon: BriefcaseBusinessIcon,
      opens: (data) => {
        const ideaId = dataText(data, "businessIdeaId");
        return { to: ideaId ? `/investing/${ideaId}` : "/investing" };
      },
    },
  },
});
