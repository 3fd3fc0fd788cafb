import DataLoader from "dataloader";
import type { DataSource, EntityManager } from "typeorm";
import type { AfterCommit } from "../../db/transaction";
import { decodeCursor, type Cursor } from "../../graphql/pagination";
import type { PubSub } from "../../graphql/pubsub";
import {
  FEED_DESCRIPTION_MAX,
  FEED_TITLE_MAX,
  FeedFilter,
  FeedItem,
  FeedItemType,
  FILTER_TYPES,
} from "./feed-item.entity";

export type NewFeedItem = {
  type: FeedItemType;
  userId: string;
  contentId?: string | null;
  title?: string | null;
  description?: string | null;
  imageUrl?: string | null;
};

const clip = (text: string | null | undefined, max: number) =>
  text ? (text.length > max ? `${text.slice(0, max - 1)}…` : text) : null;

/**
 * The one way to add a feed item: inside the caller's transaction, so an item never exists without its
 * content, and `feedItemAdded` goes out only after the commit.
 */
export async function addFeedItem(
  tx: EntityManager,
  afterCommit: AfterCommit,
  pubSub: PubSub,
  item: NewFeedItem,
): Promise<FeedItem> {
  const row = await tx.getRepository(FeedItem).save({
    type: item.type,
    userId: item.userId,
    contentId: item.contentId ?? null,
    title: clip(item.title, FEED_TITLE_MAX),
    description: clip(item.description, FEED_DESCRIPTION_MAX),
    imageUrl: item.imageUrl ?? null,
  });
  afterCommit(() => pubSub.publish("FEED_ITEM_ADDED", { id: row.id }));
  return row;
}

/**
 * One page of the feed, newest first, keyset on (created_at, id). Items whose author is gone or banned are
 * left out here, in SQL, so a page is never short. Exported for the benchmark, which runs the same text.
 */
export const FEED_PAGE_SQL = `
  SELECT f.id, f.type, f.user_id, f.content_id, f.title, f.description, f.image_url, f.created_at
    FROM feed_items f
    JOIN profiles p ON p.id = f.user_id AND NOT p.is_banned
   WHERE ($1::feed_item_type[] IS NULL OR f.type = ANY($1::feed_item_type[]))
     AND ($2::timestamptz IS NULL OR (f.created_at, f.id) < ($2::timestamptz, $3::uuid))
   ORDER BY f.created_at DESC, f.id DESC
   LIMIT $4`;

export function feedPageParams(filter: FeedFilter, size: number, after: Cursor | null) {
  return [FILTER_TYPES[filter], after?.createdAt ?? null, after?.id ?? null, size + 1];
}

type FeedRow = {
  id: string;
  type: FeedItemType;
  user_id: string | null;
  content_id: string | null;
  title: string | null;
  description: string | null;
  image_url: string | null;
  created_at: Date;
};

const toItem = (db: DataSource, row: FeedRow) =>
  db.getRepository(FeedItem).create({
    id: row.id,
    type: row.type,
    userId: row.user_id,
    contentId: row.content_id,
    title: row.title,
    description: row.description,
    imageUrl: row.image_url,
    createdAt: row.created_at,
  });

/** Rows of one page (one more than `size`, to learn whether another page follows). */
export async function feedPage(
  db: DataSource,
  filter: FeedFilter,
  size: number,
  after: string | null | undefined,
): Promise<FeedItem[]> {
  const rows: FeedRow[] = await db.query(
    FEED_PAGE_SQL,
    feedPageParams(filter, size, decodeCursor(after)),
  );
  return rows.map((row) => toItem(db, row));
}

/** How many items a filter shows (asked for only when a client selects totalCount). */
export async function feedCount(db: DataSource, filter: FeedFilter): Promise<number> {
  const [row]: { count: number }[] = await db.query(
    `SELECT count(*)::int AS count FROM feed_items f
       JOIN profiles p ON p.id = f.user_id AND NOT p.is_banned
      WHERE $1::feed_item_type[] IS NULL OR f.type = ANY($1::feed_item_type[])`,
    [FILTER_TYPES[filter]],
  );
  return row.count;
}

const eventLoaders = new WeakMap<DataSource, DataLoader<string, FeedItem | null>>();

/**
 * A new item goes to every open feed at once. One loader per process fetches it once for all of them,
 * however many sockets are open, and forgets it a few seconds later; each viewer then resolves the author
 * with their own loaders. Null when the item is gone or its author is banned.
 */
export function feedItemForEvent(db: DataSource, id: string): Promise<FeedItem | null> {
  let loader = eventLoaders.get(db);
  if (!loader) {
    loader = new DataLoader(async (ids) => {
      const rows: FeedRow[] = await db.query(
        `SELECT f.id, f.type, f.user_id, f.content_id, f.title, f.description, f.image_url, f.created_at
             FROM feed_items f JOIN profiles p ON p.id = f.user_id AND NOT p.is_banned
            WHERE f.id = ANY($1::uuid[])`,
        [ids],
      );
      const map = new Map(rows.map((row) => [row.id, toItem(db, row)]));
      return ids.map((id) => map.get(id) ?? null);
    });
    eventLoaders.set(db, loader);
  }
  const pending = loader.load(id);
  const current = loader;
  setTimeout(() => current.clear(id), 5000).unref();
  return pending;
}
