import { BriefcaseBusinessIcon, TrendingUpIcon } from "lucide-react";
import { lazy } from "react";
import { defineFeature } from "../feature";

/** Investing: business ideas seeking investment, for members. */
export const investing = defineFeature({
  name: "investing",
  routes: [
    { path: "/investing", frame: "members", page: lazy(() => import("./InvestingPage")) },
    { path: "/investing/:id", frame: "members", page: lazy(() => import("./BusinessIdeaPage")) },
  ],
  nav: { label: "Investing", to: "/investing", icon: TrendingUpIcon, order: 20, membersOnly: true },
  feedKinds: {
    BUSINESS_IDEA: {
      label: "Business idea",
      palette: "orange",
      tab: "investing",
      target: () => ({ to: "/investing", signInAction: "view business idea details" }),
    },
    BUSINESS_UPDATE: { label: "Business update", palette: "orange" },
  },
  reactable: { BUSINESS_IDEA: "BusinessIdea" },
  notifications: {
    BUSINESS_UPDATE: { icon: BriefcaseBusinessIcon, opens: () => ({ to: "/investing" }) },
  },
});
