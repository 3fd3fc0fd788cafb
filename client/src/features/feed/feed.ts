import type { ApolloCache } from "@apollo/client";
import type { FeedFilter, FeedItemType, FeedOrder } from "../../gql/types";
import type { FeedKind, FeedTab, FeedTarget } from "../feature";
import type { FeatureRegistry } from "../registry";
import { FeedDocument, type FeedItemFieldsFragment } from "./feed.generated";

/** The feed's page: 50 items, newest first (spec §9). */
export const FEED_PAGE = 50;

export type { FeedOrder, FeedTab, FeedTarget };

/** A member's feed orders, as the Top / Recent switch shows them; members start on Top. */
export const FEED_ORDERS: readonly { value: FeedOrder; label: string }[] = [
  { value: "TOP", label: "Top" },
  { value: "RECENT", label: "Recent" },
];

/** Where a member's choice of order is remembered, per member (one browser, several accounts). */
export function feedOrderStorageKey(memberId: string): string {
  return `agora.feed-order.${memberId}`;
}

/** The order a member chose last on this browser; Top when they never chose (or storage is off). */
export function storedFeedOrder(memberId: string): FeedOrder {
  try {
    const stored = window.localStorage.getItem(feedOrderStorageKey(memberId));
    return stored === "RECENT" ? "RECENT" : "TOP";
  } catch {
    return "TOP";
  }
}

/** Remembers a member's order for their next visit. */
export function storeFeedOrder(memberId: string, order: FeedOrder): void {
  try {
    window.localStorage.setItem(feedOrderStorageKey(memberId), order);
  } catch {
    // Storage can be unavailable (privacy modes); the choice then lasts until the page reloads.
  }
}

/** One cached feed list: a filter tab in an order. */
export interface FeedListKey {
  tab: FeedTab;
  order: FeedOrder;
}

/** The filter tabs, in the spec's order, then Forums (the server's FORUMS filter). */
export const FEED_TABS: readonly { value: FeedTab; label: string; filter: FeedFilter }[] = [
  { value: "all", label: "All", filter: "ALL" },
  { value: "groups", label: "Groups", filter: "GROUPS" },
  { value: "articles", label: "Articles", filter: "ARTICLES" },
  { value: "events", label: "Events", filter: "EVENTS" },
  { value: "investing", label: "Investing", filter: "INVESTING" },
  { value: "forums", label: "Forums", filter: "FORUMS" },
];

/**
 * What the feed reads of the app's areas: how it shows each item type, from the manifests of the areas
 * that own them. Components pass `useFeatures()`.
 */
export type FeedKinds = Pick<FeatureRegistry, "feedKinds">;

/** How the feed shows an item of `type`, when an area registered it. */
export function feedKind(features: FeedKinds, type: FeedItemType): FeedKind | undefined {
  return features.feedKinds[type];
}

export function filterOf(tab: FeedTab): FeedFilter {
  return FEED_TABS.find((entry) => entry.value === tab)?.filter ?? "ALL";
}

/** Whether an item of `type` belongs in `tab`'s list (the server's FILTER_TYPES). */
export function matchesTab(features: FeedKinds, type: FeedItemType, tab: FeedTab): boolean {
  return tab === "all" || feedKind(features, type)?.tab === tab;
}

/** The tabs whose lists an item of `type` belongs in. */
export function tabsFor(features: FeedKinds, type: FeedItemType): FeedTab[] {
  return FEED_TABS.map((entry) => entry.value).filter((tab) => matchesTab(features, type, tab));
}

/** The lists (each tab it belongs in, in either order) an item of `type` belongs in. */
export function listsFor(features: FeedKinds, type: FeedItemType): FeedListKey[] {
  return tabsFor(features, type).flatMap((tab) =>
    FEED_ORDERS.map(({ value: order }) => ({ tab, order })),
  );
}

export function sameList(a: FeedListKey, b: FeedListKey): boolean {
  return a.tab === b.tab && a.order === b.order;
}

/** The spec's empty texts. */
export function emptyFeedText(tab: FeedTab): string {
  return tab === "all"
    ? "No feed items available. Start creating content!"
    : `No ${tab} items found`;
}

/** The spec's click targets; other types lead nowhere (a new member leads to their profile). */
export function feedItemTarget(
  features: FeedKinds,
  item: Pick<FeedItemFieldsFragment, "type" | "contentId" | "path" | "author">,
): FeedTarget | null {
  return feedKind(features, item.type)?.target?.(item) ?? null;
}

/** The type badge's text; an unknown type reads as its own words ("SOME_TYPE" → "Some type"). */
export function feedTypeLabel(features: FeedKinds, type: FeedItemType): string {
  const label = feedKind(features, type)?.label;
  if (label) return label;
  const words = type.replace(/_/g, " ").trim().toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : "Update";
}

/** The type badge's colour palette; gray for a type no area registered. */
export function feedTypePalette(features: FeedKinds, type: FeedItemType): string {
  return feedKind(features, type)?.palette ?? "gray";
}

/**
 * Puts items at the top of each cached feed list in `lists` that they belong in, newest first, leaving
 * out any a list already holds. Lists not loaded yet are left alone: they fetch fresh when opened. A
 * ranked (TOP) list takes new items on top too: they are the newest news, and the reader asked for them
 * (at the top of the page, or with the 'N new posts' pill).
 */
export function prependFeedItems(
  cache: ApolloCache,
  features: FeedKinds,
  items: readonly FeedItemFieldsFragment[],
  lists: readonly FeedListKey[],
): void {
  const newestFirst = [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  for (const { tab, order } of lists) {
    const candidates = newestFirst.filter((item) => matchesTab(features, item.type, tab));
    if (!candidates.length) continue;
    cache.updateQuery(
      { query: FeedDocument, variables: { filter: filterOf(tab), order, first: FEED_PAGE } },
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
