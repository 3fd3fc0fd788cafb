import { relayStylePagination } from "@apollo/client/utilities";
import { MessagesSquareIcon } from "lucide-react";
import { lazy } from "react";
import { defineFeature } from "../feature";

/** Forums: the list of posts and a post's page, with its replies (comments) and likes. */
export const forums = defineFeature({
  name: "forums",
  routes: [
    { path: "/forums", frame: "public", page: lazy(() => import("./ForumsPage")) },
    { path: "/forums/:postId", frame: "public", page: lazy(() => import("./ForumPostPage")) },
  ],
  nav: {
    label: "Forums",
    to: "/forums",
    icon: MessagesSquareIcon,
    order: 40,
    membersOnly: true,
  },
  typePolicies: {
    Query: {
      fields: {
        // One list per tab (category or saved) and search text.
        forumPosts: relayStylePagination(["category", "search", "saved"]),
      },
    },
  },
  searchHits: { ForumPost: lazy(() => import("./ForumPostSearchHit")) },
  feedKinds: {
    FORUM_POST: {
      label: "Forum post",
      palette: "orange",
      tab: "forums",
      target: ({ path }) => (path.startsWith("/forums") ? { to: path } : null),
    },
  },
  reactable: { FORUM_POST: "ForumPost" },
  commentable: { FORUM_POST: "ForumPost" },
  contentRoutes: { FORUM_POST: (id) => `/forums/${id}` },
});
