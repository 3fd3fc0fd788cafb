import { relayStylePagination } from "@apollo/client/utilities";
import { FileTextIcon } from "lucide-react";
import { lazy } from "react";
import { defineFeature } from "../feature";

/** Articles: the list by category, an article's page, writing and the viewer's own (drafts too). */
export const articles = defineFeature({
  name: "articles",
  routes: [
    { path: "/articles", frame: "public", page: lazy(() => import("./ArticlesPage")) },
    {
      path: "/articles/:articleId",
      frame: "public",
      page: lazy(() => import("./ArticleDetailPage")),
    },
  ],
  nav: { label: "Articles", to: "/articles", icon: FileTextIcon, order: 30, membersOnly: true },
  typePolicies: {
    Query: {
      fields: {
        // One article list per tab (category, or the viewer's own with authorId).
        articles: relayStylePagination(["category", "authorId"]),
      },
    },
  },
  searchHits: { Article: lazy(() => import("./ArticleSearchHit")) },
  profileTabs: [
    {
      label: "Articles",
      icon: FileTextIcon,
      order: 30,
      panel: lazy(() => import("./ProfileArticles")),
    },
  ],
  feedKinds: {
    ARTICLE: {
      label: "Article",
      palette: "blue",
      tab: "articles",
      // Published articles are public: visitors read them from the feed as from /articles.
      target: (item) => (item.contentId ? { to: `/articles/${item.contentId}` } : null),
    },
  },
  reactable: { ARTICLE: "Article" },
  commentable: { ARTICLE: "Article" },
  contentRoutes: { ARTICLE: (id) => `/articles/${id}` },
});
