import { relayStylePagination } from "@apollo/client/utilities";
import { BriefcaseIcon, StarIcon, UserPlusIcon } from "lucide-react";
import { lazy } from "react";
import { dataText, defineFeature, pathTarget } from "../feature";

/** Where an owner's notice opens: its path, or the page it names. */
const pageTarget = (data: Readonly<Record<string, unknown>>) => {
  const pageId = dataText(data, "pageId");
  return pathTarget(data) ?? (pageId ? { to: `/business/${pageId}` } : null);
};

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
  // The owner's notices: a new follower opens the page, a new review its Reviews tab (the path the
  // server gives); without one, the page itself.
  notifications: {
    PAGE_FOLLOWED: { icon: UserPlusIcon, opens: pageTarget },
    PAGE_REVIEWED: { icon: StarIcon, opens: pageTarget },
  },
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
