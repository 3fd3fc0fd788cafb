import type { TypePolicies } from "@apollo/client";
import type { LucideIcon } from "lucide-react";
import type { ComponentType, LazyExoticComponent } from "react";
import type { CommentableType, ContentType, FeedItemType, NotificationType } from "../gql/types";
import type { FeedItemFieldsFragment } from "./feed/feed.generated";
import type { SearchQuery } from "./search/search.generated";

/**
 * Where a screen is shown: on its own (account screens), in the app's frame for everyone, in the frame
 * for signed-in members (RequireAuth), or for super admins (RequireSuperAdmin).
 */
export type RouteFrame = "standalone" | "public" | "members" | "superAdmin";

export interface FeatureRoute {
  /** The full path ('/articles/:articleId'); '/' is the frame's index; '*' catches what nothing else does. */
  path: string;
  frame: RouteFrame;
  /** A lazily loaded page (`lazy(() => import("./Page"))`), so each screen stays its own chunk. */
  page: LazyExoticComponent<ComponentType>;
}

interface NavEntryBase {
  label: string;
  icon: LucideIcon;
  /** Position in the sidebar, smallest first. */
  order: number;
  /** Paths besides `to` and those below it on which the entry is the current page. */
  alsoActiveOn?: readonly string[];
}

/** The feature's sidebar link: for everyone, or only for members (whose link may name them). */
export type FeatureNav =
  | (NavEntryBase & { membersOnly: false; to: string })
  | (NavEntryBase & { membersOnly: true; to: string | ((viewerId: string) => string) });

/** The news feed's filter tabs besides 'all' (each maps to the server's FeedFilter). */
export type FeedTab = "all" | "groups" | "articles" | "events" | "investing" | "forums";

/** Where opening a feed item leads, and what a visitor would be asked to sign in for. */
export interface FeedTarget {
  to: string;
  /** Set when visitors get the 'Sign in required' dialog instead: 'You need to be signed in to {action}.' */
  signInAction?: string;
}

/** How the feed shows an item of one FeedItemType. */
export interface FeedKind {
  /** The type badge's text. */
  label: string;
  /** The type badge's colour palette (a theme palette name). */
  palette: string;
  /** The filter tab that lists it besides 'All'. */
  tab?: Exclude<FeedTab, "all">;
  /** Where opening it leads (`path` is the route the server gives the item); none: nowhere. */
  target?: (
    item: Pick<FeedItemFieldsFragment, "contentId" | "path" | "author">,
  ) => FeedTarget | null;
  /** The card's title when it is not the item's own (a new member: '{name} joined Agora'). */
  title?: (authorName: string) => string;
}

/** What a profile tab's panel is given. */
export interface ProfileTabProps {
  /** The member whose profile is open. */
  memberId: string;
  /** Their display name, for the empty texts ('{name} hasn't published any articles yet.'). */
  memberName: string;
  /** Whether the viewer is that member: their own views (drafts, counts, Create and Write). */
  own: boolean;
}

/** A tab an area adds to members' profiles: the member's part of it (their groups, ideas, articles). */
export interface ProfileTab {
  label: string;
  icon: LucideIcon;
  /** Position among the profile's tabs, smallest first. */
  order: number;
  /** The tab's content, loaded when the tab first opens (`lazy(() => import("./ProfileArticles"))`). */
  panel: LazyExoticComponent<ComponentType<ProfileTabProps>>;
}

/**
 * A section an area adds to members' profiles above the activity tabs (experience, education), shown
 * for the member whose profile is open, by order.
 */
export interface ProfileSection {
  /** Position among the profile's sections, smallest first. */
  order: number;
  /** The section, loaded with the profile (`lazy(() => import("./ExperienceSection"))`). */
  section: LazyExoticComponent<ComponentType<ProfileTabProps>>;
}

/** A card an area shows beside the feed for signed-in members (people you may know), by order. */
export interface FeedAsideCard {
  order: number;
  card: LazyExoticComponent<ComponentType>;
}

export type SearchHit = SearchQuery["search"]["edges"][number]["node"];
export type SearchHitTypename = SearchHit["__typename"];
export type SearchHitOf<T extends SearchHitTypename> = Extract<SearchHit, { __typename: T }>;
export interface SearchHitProps<T extends SearchHitTypename> {
  hit: SearchHitOf<T>;
  /** The search words, for highlighting. */
  words: string[];
}
/** A search hit's row, loaded with the results (`lazy(() => import("./ArticleSearchHit"))`). */
export type SearchHitRenderers = {
  [T in SearchHitTypename]?: LazyExoticComponent<ComponentType<SearchHitProps<T>>>;
};

/** Where a notification leads: a route and its navigation state. */
export interface NotificationTarget {
  to: string;
  state?: Record<string, unknown>;
}

/** How a notification of one NotificationType shows and what clicking it opens. */
export interface NotificationKind {
  /** None: the notifications area's own icon for the type, or a bell. */
  icon?: LucideIcon;
  /** From the notification's `data`; none (or null) stays where the viewer is. */
  opens?: (data: Readonly<Record<string, unknown>>) => NotificationTarget | null;
  /**
   * The screens it changes, by their queries' operation names ('Event', 'JoinRequests'): when one
   * arrives live, those of them on screen are read again, so the page it is about shows it at once.
   */
  refreshes?: readonly string[];
}

/**
 * What an area of the client brings to the app; the app reads the list in features/index.ts only, at
 * its root (see registry.tsx for how the rest of the app is handed what it needs).
 */
export interface Feature {
  /** The area's name, for messages and tests ('articles'). */
  name: string;
  routes?: readonly FeatureRoute[];
  nav?: FeatureNav;
  /** Apollo cache policies (Query fields, per-type rules), merged into the app's one cache. */
  typePolicies?: TypePolicies;
  /** Renderers of the search hits (by GraphQL __typename) the area lends to search results. */
  searchHits?: SearchHitRenderers;
  /** How the feed shows the item types the area owns. */
  feedKinds?: Partial<Record<FeedItemType, FeedKind>>;
  /** The tabs the area adds to members' profiles (the profile page shows every area's, by order). */
  profileTabs?: readonly ProfileTab[];
  /** The sections the area adds to members' profiles (see ProfileSection). */
  profileSections?: readonly ProfileSection[];
  /** The cards the area shows beside members' feed (see FeedAsideCard). */
  feedAside?: readonly FeedAsideCard[];
  /** The cache typename of each kind of content members react to in this area. */
  reactable?: Partial<Record<ContentType, string>>;
  /** The cache typename of each kind of content members comment on in this area (its `commentCount`). */
  commentable?: Partial<Record<CommentableType, string>>;
  /** The notification types the area sends. */
  notifications?: Partial<Record<NotificationType, NotificationKind>>;
  /**
   * Where each kind of content the area owns opens from its id alone, by ContentType: what a notification
   * about it (`contentType`, `contentId`) opens when its own kind names no route.
   */
  contentRoutes?: Partial<Record<ContentType, (contentId: string) => string>>;
}

/** Declares an area's manifest (typed, and checked where it is written). */
export function defineFeature<const F extends Feature>(feature: F): F {
  return feature;
}

/** Opens the app route a notification's data names (`path`, as the server wrote it); none: null. */
export function pathTarget(data: Readonly<Record<string, unknown>>): NotificationTarget | null {
  const path = dataText(data, "path");
  return path?.startsWith("/") ? { to: path } : null;
}

/** A non-empty string field of a notification's data, if present. */
export function dataText(
  data: Readonly<Record<string, unknown>>,
  ...keys: readonly string[]
): string | undefined {
  for (const key of keys) {
    const value = data[key];
    if (typeof value === "string" && value) return value;
  }
  return undefined;
}
