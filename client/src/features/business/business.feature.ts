import { relayStylePagination } from "@apollo/client/utilities";
import { BriefcaseIcon } from "lucide-react";
import { lazy } from "react";
import { defineFeature } from "../feature";

/** Business pages: the directory (members), a page with its posts, about and reviews (everyone). */
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
  typePolicies: {
    Query: {
      fields: {
        businessPages: relayStylePagination(["search", "category"]),
        pagePosts: relayStylePagination(["pageId"]),
        reviews: relayStylePagination(["pageId"]),
      },
    },
  },
  reactable: { PAGE_POST: "PagePost" },
  commentable: { PAGE_POST: "PagePost" },
  // A post's id alone does not name its page: the directory.
  contentRoutes: { PAGE_POST: () => "/business" },
  searchHits: { BusinessPage: lazy(() => import("./BusinessPageSearchHit")) },
  feedKinds: {
    BUSINESS_PAGE: {
      label: "Business page",
      palette: "orange",
      target: ({ path }) => (path.startsWith("/business") ? { to: path } : null),
    },
    PAGE_POST: {
      label: "Page post",
      palette: "orange",
      target: ({ path }) => (path.startsWith("/business") ? { to: path } : null),
    },
  },
});
