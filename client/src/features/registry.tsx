import type { TypePolicies } from "@apollo/client";
import { createContext, useContext, type ReactNode } from "react";
import type { CommentableType, ContentType, FeedItemType, NotificationType } from "../gql/types";
import type {
  Feature,
  FeatureNav,
  FeedKind,
  NotificationKind,
  FeedAsideCard,
  ProfileSection,
  ProfileTab,
  SearchHitRenderers,
} from "./feature";

/** A profile tab with its key among all areas' tabs (`<area>-<index>`). */
export type ProfileTabEntry = ProfileTab & { value: string };

/**
 * What the areas' manifests bring to the code every area shares (the cache, the sidebar, the feed,
 * search, reactions, comments, notifications, profiles), gathered once. The composition root builds it
 * from the list in features/index.ts and hands it down (FeaturesProvider, or as an argument), because
 * the list imports every area: shared code that imported it would import itself back.
 */
export interface FeatureRegistry {
  /** The cache rules, as one set: Query's fields together, each other type's rules merged. */
  typePolicies: TypePolicies;
  /** The sidebar's entries, by order. */
  nav: readonly FeatureNav[];
  /** How the feed shows each item type. */
  feedKinds: Partial<Record<FeedItemType, FeedKind>>;
  /** The search hits' renderers, by GraphQL __typename. */
  searchHits: SearchHitRenderers;
  /** The tabs areas add to members' profiles, by order. */
  profileTabs: readonly ProfileTabEntry[];
  /** The sections areas add to members' profiles, by order. */
  profileSections: readonly ProfileSection[];
  /** The cards areas show beside members' feed, by order. */
  feedAside: readonly FeedAsideCard[];
  /** The cache typename of each kind of content members react to. */
  reactable: Partial<Record<ContentType, string>>;
  /** The cache typename of each kind of content members comment on. */
  commentable: Partial<Record<CommentableType, string>>;
  /** Each notification type's icon and target. */
  notifications: Partial<Record<NotificationType, NotificationKind>>;
  /** Where each kind of content opens from its id. */
  contentRoutes: Partial<Record<ContentType, (contentId: string) => string>>;
}

/**
 * The features' cache rules as one set: their Query fields together, and each other type's rules
 * (a type named by two features gets both's fields).
 */
function mergeTypePolicies(features: readonly Feature[]): TypePolicies {
  const merged: TypePolicies = {};
  for (const policies of features.map((feature) => feature.typePolicies ?? {})) {
    for (const [typename, policy] of Object.entries(policies)) {
      const existing = merged[typename];
      merged[typename] = existing
        ? { ...existing, ...policy, fields: { ...existing.fields, ...policy.fields } }
        : policy;
    }
  }
  return merged;
}

/** One record from each area's part (a later area's entry wins, as with Object.assign). */
function mergeRecords<K extends PropertyKey, V>(
  parts: readonly (Partial<Record<K, V>> | undefined)[],
): Partial<Record<K, V>> {
  return Object.assign({}, ...parts.map((part) => part ?? {}));
}

/** Gathers what `features` (the app's areas, in their list's order) bring to the shared code. */
export function createFeatureRegistry(features: readonly Feature[]): FeatureRegistry {
  return {
    typePolicies: mergeTypePolicies(features),
    nav: features.flatMap(({ nav }) => (nav ? [nav] : [])).sort((a, b) => a.order - b.order),
    feedKinds: mergeRecords(features.map((feature) => feature.feedKinds)),
    searchHits: Object.assign({}, ...features.map((feature) => feature.searchHits ?? {})),
    profileTabs: features
      .flatMap((feature) =>
        (feature.profileTabs ?? []).map((tab, index) => ({
          ...tab,
          value: `${feature.name}-${index}`,
        })),
      )
      .sort((a, b) => a.order - b.order),
    profileSections: features
      .flatMap((feature) => feature.profileSections ?? [])
      .sort((a, b) => a.order - b.order),
    feedAside: features
      .flatMap((feature) => feature.feedAside ?? [])
      .sort((a, b) => a.order - b.order),
    reactable: mergeRecords(features.map((feature) => feature.reactable)),
    commentable: mergeRecords(features.map((feature) => feature.commentable)),
    notifications: mergeRecords(features.map((feature) => feature.notifications)),
    contentRoutes: mergeRecords(features.map((feature) => feature.contentRoutes)),
  };
}

const FeaturesContext = createContext<FeatureRegistry | null>(null);

/** Hands the app's registry to the screens below (AppProviders does, at the root). */
export function FeaturesProvider({
  registry,
  children,
}: {
  registry: FeatureRegistry;
  children: ReactNode;
}) {
  return <FeaturesContext.Provider value={registry}>{children}</FeaturesContext.Provider>;
}

/** What the app's areas bring to shared code; throws outside FeaturesProvider rather than show none. */
export function useFeatures(): FeatureRegistry {
  const registry = useContext(FeaturesContext);
  if (!registry) throw new Error("useFeatures() needs a FeaturesProvider above it (AppProviders)");
  return registry;
}
