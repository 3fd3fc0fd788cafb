import { BriefcaseIcon } from "lucide-react";
import { lazy } from "react";
import { defineFeature } from "../feature";

/** Business pages: the directory (members) and a page (everyone). */
export const business = defineFeature({
  name: "business",
  routes: [
    {
      path: "/business/:id",
      frame: "public",
      page: lazy(() => import("./BusinessPageDetailPage")),
    },
    {
      path: "/business",
      frame: "members",
      page: lazy(() => import("./BusinessDirectoryPage")),
    },
  ],
  nav: {
    label: "Business Pages",
    to: "/business",
    icon: BriefcaseIcon,
    order: 50,
    membersOnly: true,
  },
  feedKinds: { BUSINESS_PAGE: { label: "Business page", palette: "orange" } },
});
