import { MessagesSquareIcon } from "lucide-react";
import { lazy } from "react";
import { defineFeature } from "../feature";

/** Forums: the list of posts and a post's page. */
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
  reactable: { FORUM_POST: "ForumPost" },
});
