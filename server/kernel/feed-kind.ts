import type { Context } from "./context";
import type { FeedItemTypeValue } from "./kinds";

/** A feed item type by its stored value: the key an area registers its kinds under. */
export type { FeedItemTypeValue };

/**
 * The contract for a kind of feed item an area writes (`feedKinds` in its manifest). Types only: areas
 * never import the feed's registry; they write items with `addFeedItem` in their own transaction, and
 * their migration adds the trigger that removes an item with its content (see the FeedContentPairs
 * migration).
 */
export type FeedKind = {
  /** The app route the item opens. */
  path: (item: { contentId: string | null }, ctx: Context) => string | Promise<string>;
  /**
   * Who sees the kind's items, when not everyone does: an SQL condition on the item (alias `f`) given the
   * SQL of the viewer's id (a uuid, NULL for a visitor). The feed query and `feedItemAdded` both apply it.
   * Visitors' pages are kept in memory until feed items, profiles, settings or sessions change
   * (feed.service.ts visitorPages): for a visitor the rule must read nothing else (NULL matches nothing).
   */
  audience?: (viewerId: string) => string;
  /**
   * Whether an item of the kind comes from the viewer's circle (a group they are in, a page they follow),
   * for the TOP feed's first level, and why: `where` an SQL condition on the item (alias `f`), `reason`
   * an SQL text expression shown on such an item ('From ' || the group's name). `viewerId` is the SQL of
   * the viewer's id (a uuid; TOP is for members only). Both are read only for items the kind's audience
   * already shows the viewer.
   */
  circle?: (viewerId: string) => { where: string; reason: string };
};

/**
 * Posts members share to their own feed (`shared_post` items, whose content id is the shared post's id),
 * from an area's manifest (`shareable`). The feed owns the `shared_post` kind and opens an item where the
 * first area that knows the post says; an area answers null for an id that is not its post.
 */
export type Shareable = {
  /** The app route of the shared post, or null when the id is not one of the area's posts. */
  path: (contentId: string, ctx: Context) => string | null | Promise<string | null>;
};
