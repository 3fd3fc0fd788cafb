import DataLoader from "dataloader";
import type { DataSource, EntityManager } from "typeorm";
import type { AfterCommit } from "../../db/transaction";
import { UserInputError } from "../../graphql/errors";
import { isUuid } from "../../graphql/ids";
import type { Cursor } from "../../graphql/pagination";
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
  /** Extra columns a content type owns (article_id, …), set by that content's module. */
  links?: Record<string, string>;
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
    ...item.links,
  });
  afterCommit(() => pubSub.publish("FEED_ITEM_ADDED", { id: row.id }));
  return row;
}

/** Removes the items about a piece of content (in the caller's transaction, with the content itself). */
export async function removeFeedItems(tx: EntityManager, type: FeedItemType, contentId: string) {
  await tx.getRepository(FeedItem).delete({ type, contentId });
}

/**
 * The feed's cursor: the item's created_at to the microsecond, as Postgres keeps it, and its id. A JS Date
 * holds milliseconds only, and the items one transaction adds share its timestamp: a cursor cut to the
 * millisecond would skip every item later in that millisecond.
 */
export type FeedCursor = { at: string; id: string };

const CURSOR_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

export const encodeFeedCursor = (cursor: FeedCursor) =>
  Buffer.from(`${cursor.at}|${cursor.id}`).toString("base64url");

export function decodeFeedCursor(value: string | null | undefined): FeedCursor | null {
  if (!value) return null;
  const [at = "", id = "", ...rest] = Buffer.from(value, "base64url").toString().split("|");
  if (rest.length || !CURSOR_AT.test(at) || Number.isNaN(Date.parse(at)) || !isUuid(id))
    throw new UserInputError({ after: "Invalid cursor" });
  return { at, id };
}

/**
 * One page of the feed, newest first, keyset on (created_at, id). Items whose author is gone or banned are
 * left out here, in SQL, so a page is never short. Exported for the benchmark, which runs the same text.
 */
export const FEED_PAGE_SQL = `
  SELECT f.id, f.type, f.user_id, f.content_id, f.title, f.description, f.image_url, f.created_at,
         to_char(f.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS cursor_at
    FROM feed_items f
    JOIN profiles p ON p.id = f.user_id AND NOT p.is_banned
   WHERE ($1::feed_item_type[] IS NULL OR f.type = ANY($1::feed_item_type[]))
     AND ($2::timestamptz IS NULL OR (f.created_at, f.id) < ($2::timestamptz, $3::uuid))
   ORDER BY f.created_at DESC, f.id DESC
   LIMIT $4`;

/** A Date cursor (to the millisecond) is taken too, for callers holding rows' Dates (the benchmark). */
export function feedPageParams(
  filter: FeedFilter,
  size: number,
  after: FeedCursor | Cursor | null,
) {
  const at = after && ("at" in after ? after.at : after.createdAt.toISOString());
  return [FILTER_TYPES[filter], at ?? null, after?.id ?? null, size + 1];
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

/**
 * Items of one page with their cursors (one more than `size`, to learn whether another page follows).
 * `after` is checked before anything is asked of the database.
 */
export async function feedPage(
  db: DataSource,
  filter: FeedFilter,
  size: number,
  after: string | null | undefined,
): Promise<{ item: FeedItem; cursor: string }[]> {
  const rows: (FeedRow & { cursor_at: string })[] = await db.query(
    FEED_PAGE_SQL,
    feedPageParams(filter, size, decodeFeedCursor(after)),
  );
  return rows.map((row) => ({
    item: toItem(db, row),
    cursor: encodeFeedCursor({ at: row.cursor_at, id: row.id }),
  }));
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
