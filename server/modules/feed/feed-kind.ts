import type { Context } from "../../graphql/context";
import type { FeedItemType } from "./feed-item.entity";

/** A feed item type by its stored value: the key an area registers its kinds under. */
export type FeedItemTypeValue = `${FeedItemType}`;

/**
 * The contract for a kind of feed item an area writes (`feedKinds` in its manifest). Types only: areas
 * never import the feed's registry; they write items with `addFeedItem` in their own transaction, and
 * their migration adds the trigger that removes an item with its content (see the FeedContentPairs
 * migration).
 */
export type FeedKind = {
  /** The app route the item opens. */
  path: (item: { contentId: string | null }, ctx: Context) => string | Promise<string>;
};
