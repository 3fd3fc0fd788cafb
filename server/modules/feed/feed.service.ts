import type { DataSource, EntityManager } from "typeorm";
import type { Changes } from "../../db/changes";
import { preparedQuery } from "../../db/prepared";
import type { AfterCommit } from "../../db/transaction";
import type { Subscriber } from "../../kernel/events";
import type { Context } from "../../kernel/context";
import { eventLoader } from "../../graphql/event-loader";
import { asEntities, keysetPage, type KeysetList, type PageArgs } from "../../graphql/pagination";
import type { PubSub } from "../../graphql/pubsub";
import { Profile } from "../profiles";
import { profileFromRow, profileSelect } from "../profiles";
import { blockedEither, blockedWithForEvent } from "../blocks";

/** The feed's default page size (spec: 50, newest first). */
export const FEED_PAGE = 50;
import {
  FEED_DESCRIPTION_MAX,
  FEED_TITLE_MAX,
  FeedFilter,
  FeedItem,
  FILTER_TYPES,
} from "./feed-item.entity";
import { type FeedItemType } from "../../kernel/kinds";
import type { FeedKind } from "../../kernel/feed-kind";

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
 * The feed's subscriber to ContentPublished (its manifest's `on`): the item, written with the content.
 * It answers the item (sharing a post returns it). Typed here, not inferred in the manifest: the
 * manifest's type is what the kernel's topics and loaders are merged from.
 */
export const onContentPublished: Subscriber<"ContentPublished"> = (
  item,
  { tx, afterCommit, services },
) => addFeedItem(tx, afterCommit, services.pubSub, item);

export const FEED_COLUMNS = `f.id, f.type, f.user_id AS "userId", f.content_id AS "contentId", f.title,
  f.description, f.image_url AS "imageUrl", f.created_at AS "createdAt"`;
/** Items whose author is gone or banned are left out here, in SQL, so a page is never short. */
export const FEED_FROM = "feed_items f JOIN profiles p ON p.id = f.user_id AND NOT p.is_banned";

type FeedKinds = Readonly<Record<string, FeedKind>>;

/**
 * The kinds' audience rules (FeedKind.audience) as one SQL condition on `f`, the viewer's id being
 * `viewerId`: items of a kind with a rule show when it holds, every other item shows. Null when no kind
 * has a rule.
 */
export function audienceCondition(kinds: FeedKinds, viewerId: string): string | null {
  const rules = Object.entries(kinds).flatMap(([type, kind]) =>
    kind.audience ? [`WHEN '${type}' THEN (${kind.audience(viewerId)})`] : [],
  );
  return rules.length ? `CASE f.type ${rules.join(" ")} ELSE true END` : null;
}

/**
 * The feed as a keyset list, for one filter tab and one viewer (null: a visitor), with the kinds'
 * audience rules; a member never sees items of someone on the other side of a block. Exported for the
 * benchmark, which runs the same SQL.
 */
export const feedList = (
  filter: FeedFilter,
  viewerId: string | null = null,
  kinds: FeedKinds = {},
): KeysetList => {
  const audience = audienceCondition(kinds, "$2::uuid");
  // Two texts (all types, or some), so that each keeps one generic plan (keysetQuery).
  const types =
    FILTER_TYPES[filter] == null
      ? "$1::feed_item_type[] IS NULL"
      : "f.type = ANY($1::feed_item_type[])";
  const unblocked = viewerId ? `NOT ${blockedEither("$2::uuid", "f.user_id")}` : null;
  const where = [types, audience, unblocked].filter(Boolean).join(" AND ");
  return {
    select: FEED_COLUMNS,
    from: FEED_FROM,
    where,
    params: audience || viewerId ? [FILTER_TYPES[filter], viewerId] : [FILTER_TYPES[filter]],
    alias: "f",
  };
};

export type FeedPageRow = Omit<FeedItem, "user"> & Record<string, unknown>;

/**
 * What a feed card shows of its author (the app's and the benchmark's feed): a page whose query asks for
 * no more reads only these columns, and its items carry their author as such a card (itemAuthor), never
 * handed to the request's profile loader, where another field could want the rest of the profile. None
 * of them is hidden by a member's profile visibility (profiles.policy.ts hideDetails).
 */
const CARD_COLUMNS = {
  id: "id",
  username: "username",
  fullName: "full_name",
  avatarUrl: "avatar_url",
  avatarThumbnailUrl: "avatar_thumbnail_url",
} as const;
export const AUTHOR_CARD_FIELDS = new Set<string>([...Object.keys(CARD_COLUMNS), "__typename"]);
const CARD_SELECT = Object.entries(CARD_COLUMNS)
  .map(([key, column]) => `p.${column} AS "author.${key}"`)
  .join(", ");

/** Where an item keeps its author card: a property of its own (a WeakMap entry per item cost more). */
const CARD_AUTHOR = Symbol("author card");
type WithCard = FeedItem & { [CARD_AUTHOR]?: Profile };

/** The author a feed page read as a card with its item (feedPage with `authorCard`), if it did. */
export const itemAuthor = (item: FeedItem) => (item as WithCard)[CARD_AUTHOR];

const MAX_VISITOR_PAGES = 200;
const visitorCaches = new WeakMap<
  Changes,
  (db: DataSource, text: string, values: unknown[]) => Promise<unknown[]>
>();

/**
 * The visitor's feed pages, kept by this process: every visitor is answered the same rows, so a page is
 * read once and then served from memory until the database signals a change that could touch it (the
 * ChangeSignals migration: any feed item added, changed or deleted, content deleted with its item
 * included, or a change to any member's profile, settings or sessions: a ban, an unban, a new name or
 * avatar). Before serving a copy the process waits until it has heard every change committed
 * before the request arrived (Changes.sync), so a visitor never gets a page a read would not give; a read
 * that overlapped a change is not kept, and nothing is kept while the change listener is down. Never
 * used for members, whose pages depend on who they are (blocks, kinds' audiences).
 */
function visitorPages(changes: Changes) {
  let read = visitorCaches.get(changes);
  if (read) return read;
  const pages = new Map<string, unknown[]>();
  // Any member's change, not only a shown author's: an unban brings back items no copy shows.
  changes.on(() => pages.clear());
  read = async (db, text, values) => {
    const key = `${text}\u0000${JSON.stringify(values)}`;
    if (pages.has(key) && changes.live()) {
      await changes.sync();
      const rows = pages.get(key);
      if (rows && changes.live()) return rows;
    }
    // Read after every change committed so far has been heard; kept only if none came in meanwhile.
    if (changes.live()) await changes.sync();
    const generation = changes.generation();
    const rows = await preparedQuery<Record<string, unknown>>(db, text, values);
    if (changes.live() && changes.generation() === generation) {
      if (pages.size >= MAX_VISITOR_PAGES) pages.clear();
      pages.set(key, rows);
    }
    return rows;
  };
  visitorCaches.set(changes, read);
  return read;
}

/**
 * One page of the feed for the viewer, newest first (the spec's page: 50), in one statement: the items
 * and their authors, read in the same join that leaves out banned authors, and handed to the profiles'
 * loader (as the viewer may see them), so `author` costs no second statement.
 */
export function feedPage(
  {
    db,
    registry,
    viewer,
    loaders,
    changes,
  }: Pick<Context, "db" | "registry" | "viewer" | "loaders" | "changes">,
  filter: FeedFilter,
  args: PageArgs,
  /** The query asks only for AUTHOR_CARD_FIELDS of each author. */
  authorCard = false,
) {
  const list = feedList(filter, viewer?.id ?? null, registry.feedKinds);
  const read = viewer ? undefined : visitorPages(changes);
  return keysetPage(
    db,
    {
      ...list,
      ...(authorCard
        ? { select: `${list.select}, ${CARD_SELECT}` }
        : {
            select: `${list.select}, ${profileSelect("p", "author_settings", "author.")}`,
            from: `${list.from} LEFT JOIN member_settings author_settings ON author_settings.user_id = p.id`,
          }),
      prepared: true,
      read: read && ((text, values) => read(db, text, values)),
    },
    { ...args, defaultSize: FEED_PAGE },
    (rows: FeedPageRow[]) => feedItemsFromRows(rows, { viewer, loaders }, authorCard),
  );
}

/**
 * The author's columns a feed page reads beside its items (aliases `p`, and `author_settings` joined by
 * authorJoin): a card's, or the whole profile as the viewer may see it.
 */
export const authorColumns = (authorCard: boolean) =>
  authorCard ? CARD_SELECT : profileSelect("p", "author_settings", "author.");
/** The join the whole profile's columns need (authorColumns without a card). */
export const authorJoin = (authorCard: boolean) =>
  authorCard ? "" : " LEFT JOIN member_settings author_settings ON author_settings.user_id = p.id";

/**
 * A feed page's rows as items: each author kept as a card on its item, or handed to the request's
 * profile loader (as the viewer may see them), so `author` costs no second statement.
 */
export function feedItemsFromRows(
  rows: FeedPageRow[],
  { viewer, loaders }: Pick<Context, "viewer" | "loaders">,
  authorCard: boolean,
): FeedItem[] {
  return rows.map((row) => {
    const item = new FeedItem();
    if (authorCard) {
      const author = new Profile();
      author.id = row["author.id"] as string;
      author.username = row["author.username"] as string;
      author.fullName = row["author.fullName"] as string | null;
      author.avatarUrl = row["author.avatarUrl"] as string | null;
      author.avatarThumbnailUrl = row["author.avatarThumbnailUrl"] as string | null;
      (item as WithCard)[CARD_AUTHOR] = author;
    } else {
      const author = profileFromRow(row, viewer, "author.");
      loaders.profileById.prime(author.id, author);
    }
    item.id = row.id;
    item.type = row.type;
    item.userId = row.userId;
    item.contentId = row.contentId;
    item.title = row.title;
    item.description = row.description;
    item.imageUrl = row.imageUrl;
    item.createdAt = row.createdAt;
    if (typeof row.reason === "string") item.reason = row.reason;
    return item;
  });
}

/**
 * Whether a new item goes to this member's open feed: not when its author and the member blocked each
 * other (one statement per item, shared by every socket), otherwise always, unless its kind has an
 * audience rule, which is then asked of the database (one statement per socket, for those kinds only).
 */
export async function reachesViewer(
  { db, registry }: Pick<Context, "db" | "registry">,
  item: Pick<FeedItem, "id" | "type" | "userId">,
  viewerId: string,
): Promise<boolean> {
  if (item.userId && (await blockedWithForEvent(db, item.userId)).has(viewerId)) return false;
  const audience = registry.feedKinds[item.type]?.audience;
  if (!audience) return true;
  const rows: unknown[] = await db.query(
    `SELECT 1 FROM feed_items f WHERE f.id = $1 AND (${audience("$2::uuid")})`,
    [item.id, viewerId],
  );
  return rows.length > 0;
}

const itemsForEvents = eventLoader(async (db, ids): Promise<(FeedItem | null)[]> => {
  const rows: FeedItem[] = asEntities(FeedItem)(
    await db.query(`SELECT ${FEED_COLUMNS} FROM ${FEED_FROM} WHERE f.id = ANY($1::uuid[])`, [ids]),
  );
  const map = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => map.get(id) ?? null);
});

/**
 * A new item goes to every open feed at once. One loader per process fetches it once for all of them,
 * however many sockets are open, and forgets it a few seconds later; each viewer then resolves the author
 * with their own loaders. Null when the item is gone or its author is banned.
 */
export const feedItemForEvent = (db: DataSource, id: string): Promise<FeedItem | null> =>
  itemsForEvents.load(db, id);
