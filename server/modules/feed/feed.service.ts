import DataLoader from "dataloader";
import type { DataSource, EntityManager } from "typeorm";
import type { AfterCommit } from "../../db/transaction";
import type { Services } from "../../graphql/context";
import { asEntities, keysetPage, type KeysetList, type PageArgs } from "../../graphql/pagination";
import type { PubSub } from "../../graphql/pubsub";

/** The feed's default page size (spec: 50, newest first). */
export const FEED_PAGE = 50;
import {
  FEED_DESCRIPTION_MAX,
  FEED_TITLE_MAX,
  FeedFilter,
  FeedItem,
  type FeedItemType,
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

const FEED_COLUMNS = `f.id, f.type, f.user_id AS "userId", f.content_id AS "contentId", f.title,
  f.description, f.image_url AS "imageUrl", f.created_at AS "createdAt"`;
/** Items whose author is gone or banned are left out here, in SQL, so a page is never short. */
const FEED_FROM = "feed_items f JOIN profiles p ON p.id = f.user_id AND NOT p.is_banned";

/** The feed as a keyset list, for one filter tab. Exported for the benchmark, which runs the same SQL. */
export const feedList = (filter: FeedFilter): KeysetList => ({
  select: FEED_COLUMNS,
  from: FEED_FROM,
  where: "$1::feed_item_type[] IS NULL OR f.type = ANY($1::feed_item_type[])",
  params: [FILTER_TYPES[filter]],
  alias: "f",
});

/** One page of the feed, newest first (the spec's page: 50). */
export function feedPage({ db }: Pick<Services, "db">, filter: FeedFilter, args: PageArgs) {
  return keysetPage(
    db,
    feedList(filter),
    { ...args, defaultSize: FEED_PAGE },
    asEntities(FeedItem),
  );
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
      const rows: FeedItem[] = asEntities(FeedItem)(
        await db.query(`SELECT ${FEED_COLUMNS} FROM ${FEED_FROM} WHERE f.id = ANY($1::uuid[])`, [
          ids,
        ]),
      );
      const map = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => map.get(id) ?? null);
    });
    eventLoaders.set(db, loader);
  }
  const pending = loader.load(id);
  const current = loader;
  setTimeout(() => current.clear(id), 5000).unref();
  return pending;
}
