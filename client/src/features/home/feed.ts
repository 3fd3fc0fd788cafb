import type { ApolloCache } from "@apollo/client";
import { FeedDocument, type FeedFilter, type FeedItemFieldsFragment } from "../../gql/graphql";

/** The feed's page: 50 items, newest first (spec §9). */
export const FEED_PAGE = 50;

/** The filter tabs, in the spec's order. */
export type FeedTab = "all" | "groups" | "articles" | "events" | "investing";

export const FEED_TABS: readonly { value: FeedTab; label: string; filter: FeedFilter }[] = [
  { value: "all", label: "All", filter: "ALL" },
  { value: "groups", label: "Groups", filter: "GROUPS" },
  { value: "articles", label: "Articles", filter: "ARTICLES" },
  { value: "events", label: "Events", filter: "EVENTS" },
  { value: "investing", label: "Investing", filter: "INVESTING" },
];

/** The item types each tab shows (the server's FILTER_TYPES): groups include shared posts. */
const TAB_TYPES: Record<FeedTab, readonly string[] | null> = {
  all: null,
  groups: ["group", "group_post", "shared_post"],
  articles: ["article"],
  events: ["event"],
  investing: ["business_idea"],
};

export function filterOf(tab: FeedTab): FeedFilter {
  return FEED_TABS.find((entry) => entry.value === tab)?.filter ?? "ALL";
}

/** Whether an item of `type` belongs in `tab`'s list. */
export function matchesTab(type: string, tab: FeedTab): boolean {
  const types = TAB_TYPES[tab];
  return types === null || types.includes(type);
}

/** The tabs whose lists an item of `type` belongs in. */
export function tabsFor(type: string): FeedTab[] {
  return FEED_TABS.map((entry) => entry.value).filter((tab) => matchesTab(type, tab));
}

/** The spec's empty texts. */
export function emptyFeedText(tab: FeedTab): string {
  return tab === "all"
    ? "No feed items available. Start creating content!"
    : `No ${tab} items found`;
}

/** Where opening a feed item leads, and what a visitor would be asked to sign in for. */
export interface FeedTarget {
  to: string;
  /** Set when visitors get the 'Sign in required' dialog instead: 'You need to be signed in to {action}.' */
  signInAction?: string;
}

/** The spec's click targets; other types lead nowhere (a new member leads to their profile). */
export function feedItemTarget(
  item: Pick<FeedItemFieldsFragment, "type" | "contentId" | "author">,
): FeedTarget | null {
  switch (item.type) {
    case "article":
      return item.contentId
        ? { to: `/articles/${item.contentId}`, signInAction: "read this article" }
        : null;
    case "group_post":
      // The feed item carries the post's id only; /groups/{groupId} needs the group's (server TODO).
      return item.contentId ? { to: `/groups/${item.contentId}` } : null;
    case "event":
      return { to: "/events" };
    case "business_idea":
      return { to: "/investing", signInAction: "view business idea details" };
    case "new_user":
      return item.author ? { to: `/profile/${item.author.id}` } : null;
    default:
      return null;
  }
}

const TYPE_LABELS: Record<string, string> = {
  new_user: "New member",
  group: "Group",
  group_post: "Group post",
  shared_post: "Shared post",
  business_idea: "Business idea",
  business_update: "Business update",
  event: "Event",
  article: "Article",
  business_page: "Business page",
};

/** The type badge's text; an unknown type reads as its own words ("some_type" → "Some type"). */
export function feedTypeLabel(type: string): string {
  const label = TYPE_LABELS[type];
  if (label) return label;
  const words = type.replace(/_/g, " ").trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : "Update";
}

/**
 * Puts items at the top of each cached feed list in `tabs` that they belong in, newest first, leaving
 * out any a list already holds. Lists not loaded yet are left alone: they fetch fresh when opened.
 */
export function prependFeedItems(
  cache: ApolloCache,
  items: readonly FeedItemFieldsFragment[],
  tabs: readonly FeedTab[],
): void {
  const newestFirst = [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  for (const tab of tabs) {
    const candidates = newestFirst.filter((item) => matchesTab(item.type, tab));
    if (!candidates.length) continue;
    cache.updateQuery(
      { query: FeedDocument, variables: { filter: filterOf(tab), first: FEED_PAGE } },
      (data) => {
        if (!data) return undefined;
        const known = new Set(data.feed.edges.map((edge) => edge.node.id));
        const fresh = candidates.filter((item) => !known.has(item.id));
        if (!fresh.length) return undefined;
        const edges = fresh.map((node) => ({
          __typename: "FeedItemEdge" as const,
          cursor: `live:${node.id}`,
          node,
        }));
        return { feed: { ...data.feed, edges: [...edges, ...data.feed.edges] } };
      },
    );
  }
}
