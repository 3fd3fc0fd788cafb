import type { Context } from "../../kernel/context";
import type { FeedKind } from "../../kernel/feed-kind";
import type { FeedCircle } from "../../kernel/module";
import type { Viewer } from "../../kernel/viewer";
import { preparedQuery } from "../../db/prepared";
import { UserInputError } from "../../graphql/errors";
import { isUuid } from "../../graphql/ids";
import { displayName } from "../../lib/text";
import {
  pageSize,
  withLazyTotal,
  type ConnectionShape,
  type PageArgs,
} from "../../graphql/pagination";
import { relationSql } from "../connections";
import { FeedFilter, type FeedItem } from "./feed-item.entity";
import {
  authorColumns,
  authorJoin,
  FEED_COLUMNS,
  FEED_PAGE,
  feedItemsFromRows,
  feedList,
  type FeedPageRow,
} from "./feed.service";

/**
 * The TOP feed (API.md "Your network"; docs/ARCHITECTURE.md "TOP feed scoring"): a member's items in
 * three levels, each ordered by a score of engagement and age, as of a fixed time the cursor carries.
 *
 * - 0, the circle: the viewer's own items, their connections' and those of members they follow, the
 *   items the kinds place in it (FeedKind.circle: the viewer's groups, the pages they follow), and those
 *   other areas place in it (FeedCircle: the public content of the tags they follow);
 * - 1: items one of the viewer's connections reacted to or commented on;
 * - 2: everything else the viewer may see.
 *
 * Levels 1 and 2 take only items of the last TOP_WINDOW_DAYS; the circle goes back to the beginning.
 * What the viewer may see is RECENT's rule (feedList: the kinds' audiences, blocks, banned authors).
 */
export const TOP_WINDOW_DAYS = 30;

/** Where a TOP page starts: the time its scores are computed at, and the last item shown. */
type TopCursor = { asOf: Date; level: number; score: number; id: string };

const CURSOR_TAG = "top";

function encodeTopCursor({ asOf, level, score, id }: TopCursor): string {
  return Buffer.from(`${CURSOR_TAG}|${asOf.toISOString()}|${level}|${score}|${id}`).toString(
    "base64url",
  );
}

function decodeTopCursor(value: string | null | undefined): TopCursor | null {
  if (!value) return null;
  const [tag, iso, level, score, id, ...rest] = Buffer.from(value, "base64url")
    .toString()
    .split("|");
  const asOf = new Date(iso ?? "");
  const valid =
    tag === CURSOR_TAG &&
    !rest.length &&
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(iso ?? "") &&
    !Number.isNaN(asOf.getTime()) &&
    asOf.toISOString() === iso &&
    /^[012]$/.test(level ?? "") &&
    /^\d+(\.\d+)?(e-?\d+)?$/.test(score ?? "") &&
    Number.isFinite(Number(score)) &&
    !!id &&
    isUuid(id);
  if (!valid) throw new UserInputError({ after: "Invalid cursor" });
  return { asOf, level: Number(level), score: Number(score), id: id! };
}

type FeedKinds = Readonly<Record<string, FeedKind>>;

/**
 * A kind's value as stored in a content enum (the reactions' or comments' content type) when the feed's
 * kind of the same name is one of them: an SQL expression on `f`, NULL for other kinds (which then match
 * no row). It lets a count use the (content_type, content_id) indexes.
 */
function contentType(kinds: readonly string[], enumType: string): string {
  const whens = kinds.map((kind) => `WHEN '${kind}' THEN '${kind}'::${enumType}`);
  return whens.length ? `(CASE f.type::text ${whens.join(" ")} END)` : `NULL::${enumType}`;
}

/** SQL of a member's display name (server/lib/text.ts displayName) from a profile alias. */
const nameSql = (alias: string) =>
  `COALESCE(NULLIF(btrim(${alias}.full_name), ''), NULLIF(btrim(${alias}.username), ''), 'Someone')`;

export type TopFeedArgs = {
  /** The kinds of the registry (their audiences and circles). */
  kinds: FeedKinds;
  /** The kinds members react to, and comment on (registry.reactables, registry.commentables). */
  reactable: readonly string[];
  commentable: readonly string[];
  /** The circles that are no one kind's (registry.feedCircles). */
  circles?: readonly FeedCircle[];
};

/**
 * One TOP page's SQL, for a viewer (`$2`), a filter (`$1`), the time scores are computed at (`$3`) and,
 * after the first page, the cursor's level, score and id (`$4`–`$6`): one statement reading the page's
 * items, their authors (`authorCard`: the card's columns only) and each item's reason. Its text depends
 * only on the filter's shape, the page size and whether a cursor is given (a prepared statement each).
 * Exported for the benchmark, which runs the same SQL.
 */
export function topFeedQuery(
  { kinds, reactable, commentable, circles: areaCircles = [] }: TopFeedArgs,
  filter: FeedFilter,
  viewerId: string,
  asOf: Date,
  size: number,
  cursor: Omit<TopCursor, "asOf"> | null,
  authorCard = false,
): { text: string; values: unknown[]; count: { text: string; values: unknown[] } } {
  const viewer = "$2::uuid";
  const list = feedList(filter, viewerId, kinds);
  const friends = relationSql("friends", viewer);
  const following = relationSql("following", viewer);
  const circles = Object.entries(kinds).flatMap(([type, kind]) =>
    kind.circle ? [{ type, ...kind.circle(viewer) }] : [],
  );
  const kindCircle = circles.length
    ? `(CASE f.type::text ${circles.map((c) => `WHEN '${c.type}' THEN (${c.where})`).join(" ")} ELSE false END)`
    : "false";
  const kindReason = circles.length
    ? `(CASE f.type::text ${circles.map((c) => `WHEN '${c.type}' THEN CASE WHEN (${c.where}) THEN (${c.reason}) END`).join(" ")} END)`
    : "NULL";
  // The circles no kind owns (followed tags), each by its condition and reason.
  const extras = areaCircles.map((circle) => circle(viewer));
  const reactionType = contentType(reactable, "reaction_content_type");
  const commentType = contentType(commentable, "commentable_type");
  const circle = `(f.user_id = ${viewer} OR f.user_id IN (SELECT id FROM followed) OR ${kindCircle}${extras.map((c) => ` OR (${c.where})`).join("")})`;
  // Content a connection reacted to or commented on, by its kind (the reactions' and comments' types
  // are the feed's kinds of the same name), so level 1 and its reason agree.
  const engagedByFriends = `(f.type::text, f.content_id) IN (SELECT type, id FROM engaged)`;
  const hasEngagement = `(EXISTS (SELECT 1 FROM reactions r
                                   WHERE r.content_type = ${reactionType} AND r.content_id = f.content_id)
                          OR EXISTS (SELECT 1 FROM comments cm
                                      WHERE cm.content_type = ${commentType} AND cm.content_id = f.content_id))`;
  const ageHours = `GREATEST(extract(epoch FROM ($3::timestamptz - f.created_at))::float8 / 3600, 0)`;
  const decay = `power(${ageHours} + 2, 1.5)`;
  const score = `(1
    + (SELECT count(*) FROM reactions r
        WHERE r.content_type = ${reactionType} AND r.content_id = f.content_id)
    + 2 * (SELECT count(*) FROM comments cm
            WHERE cm.content_type = ${commentType} AND cm.content_id = f.content_id))::float8 / ${decay}`;
  // The same value for an item nobody reacted to or commented on.
  const bareScore = `1::float8 / ${decay}`;
  // Level 1's reason names the connection who engaged last (a reaction or a comment).
  const engagedBy = `(SELECT ${nameSql("ep")} || CASE e.kind WHEN 'reaction' THEN ' reacted to this'
                                                          ELSE ' commented on this' END
        FROM (SELECT r.user_id AS who, r.created_at AS at, 'reaction' AS kind FROM reactions r
               WHERE r.content_type = ${reactionType} AND r.content_id = f.content_id
                 AND r.user_id IN (SELECT id FROM friends)
              UNION ALL
              SELECT cm.author_id, cm.created_at, 'comment' FROM comments cm
               WHERE cm.content_type = ${commentType} AND cm.content_id = f.content_id
                 AND cm.author_id IN (SELECT id FROM friends)) e
        JOIN profiles ep ON ep.id = e.who
       ORDER BY e.at DESC, e.who LIMIT 1)`;
  const extraReasons = extras
    .map((c) => `, CASE WHEN (${c.where}) THEN (${c.reason}) END`)
    .join("");
  const reason = `CASE page.level
      WHEN 0 THEN CASE
        WHEN f.user_id = ${viewer} THEN 'Your post'
        ELSE COALESCE(${kindReason},
                      CASE WHEN f.user_id IN (SELECT id FROM friends)
                           THEN ${nameSql("p")} || ' is a connection'
                           WHEN f.user_id IN (SELECT id FROM followed)
                           THEN 'You follow ' || ${nameSql("p")} END${extraReasons})
      END
      WHEN 1 THEN COALESCE(${engagedBy}, 'Popular on Agora')
      ELSE 'Popular on Agora' END`;
  const limit = Math.floor(size) + 1;
  if (!Number.isSafeInteger(limit) || limit < 2)
    throw new Error("a page size is a positive integer");
  const window = `f.created_at > $3::timestamptz - interval '${TOP_WINDOW_DAYS} days'`;
  // After a cursor: a level before the cursor's is skipped whole (a condition on parameters only, which
  // PostgreSQL checks once, before reading), the cursor's level resumes after its score and id.
  const after = (level: number, scoreSql: string) =>
    cursor
      ? ` AND $4::int <= ${level}
          AND ($4::int < ${level} OR (${scoreSql}) < $5::float8
               OR ((${scoreSql}) = $5::float8 AND f.id < $6::uuid))`
      : "";
  const visible = `FROM ${list.from}
         WHERE (${list.where}) AND f.created_at <= $3::timestamptz`;
  // Each level reads at most a page; a level is read only when those before it leave the page short.
  const levelRows = (
    level: number,
    where: string,
    scoreSql = score,
    order = "score DESC, id DESC",
  ) =>
    `SELECT f.id, ${level} AS level, ${scoreSql} AS score
        ${visible} AND ${where}${after(level, scoreSql)}
       ORDER BY ${order} LIMIT ${limit}`;
  const short = (...levels: string[]) =>
    `(${levels.map((l) => `(SELECT count(*) FROM ${l})`).join(" + ")}) < ${limit}`;
  // The circle by its parts, each found by an index: the viewer's and followed members' items (by author),
  // then each kind's (only the items not already found by author).
  const byAuthor = `(f.user_id = ${viewer} OR f.user_id IN (SELECT id FROM followed))`;
  // Then each other area's circle (only the items no part before it found).
  const level0 = [
    levelRows(0, `f.user_id IN (SELECT id FROM followed UNION ALL SELECT ${viewer})`),
    ...circles.map((c) => levelRows(0, `f.type = '${c.type}' AND NOT ${byAuthor} AND ${c.where}`)),
    ...extras.map((c, i) =>
      levelRows(
        0,
        [c.where, byAuthor, kindCircle, ...extras.slice(0, i).map((e) => e.where)]
          .map((sql, j) => (j === 0 ? `(${sql})` : `NOT (${sql})`))
          .join(" AND "),
      ),
    ),
  ];
  // After a cursor in level 2, an item without engagement scoring at most the cursor's score is at least
  // (score^(-2/3) - 2) hours old: the index starts there (a second earlier, for rounding), not at the top.
  const bareBound = cursor
    ? ` AND f.created_at <= CASE WHEN $4::int = 2
          THEN $3::timestamptz + interval '1 second'
               - make_interval(secs => GREATEST(power($5::float8, -2.0 / 3) - 2, 0) * 3600)
          ELSE $3::timestamptz END`
    : "";
  const notAbove = `NOT ${circle} AND NOT ${engagedByFriends}`;
  // The viewer's connections (banned ones engage no more), the members they follow (connections too),
  // and what the connections reacted to or commented on.
  const networkCtes = `WITH friends AS MATERIALIZED (
      SELECT fp.id FROM connections c JOIN profiles fp ON fp.id = ${friends.other} AND NOT fp.is_banned
       WHERE ${friends.where}
    ), followed AS MATERIALIZED (
      SELECT ${following.other} AS id FROM connections c WHERE ${following.where}
    )`;
  const text = `${networkCtes}, engaged AS MATERIALIZED (
      SELECT r.content_type::text AS type, r.content_id AS id FROM reactions r
       WHERE r.user_id IN (SELECT id FROM friends)
      UNION
      SELECT cm.content_type::text, cm.content_id FROM comments cm
       WHERE cm.author_id IN (SELECT id FROM friends)
    ), level0 AS MATERIALIZED (
      SELECT * FROM (${level0.map((rows) => `(${rows})`).join(" UNION ALL ")}) l
       ORDER BY score DESC, id DESC LIMIT ${limit}
    ), level1 AS MATERIALIZED (
      SELECT * FROM (${levelRows(1, `${window} AND NOT ${circle} AND ${engagedByFriends}`)}) l
       WHERE ${short("level0")}
    ), level2 AS MATERIALIZED (
      SELECT * FROM (
        (${levelRows(2, `${window} AND ${notAbove} AND ${hasEngagement}`)})
        UNION ALL
        -- Without engagement the score falls with age alone: the newest such items, by the index.
        (${levelRows(2, `${window}${bareBound} AND ${notAbove} AND NOT ${hasEngagement}`, bareScore, "f.created_at DESC, f.id DESC")})
      ) l
       WHERE ${short("level0", "level1")}
       ORDER BY score DESC, id DESC LIMIT ${limit}
    ), page AS (
      SELECT * FROM level0 UNION ALL SELECT * FROM level1 UNION ALL SELECT * FROM level2
       ORDER BY level, score DESC, id DESC LIMIT ${limit}
    )
    SELECT ${FEED_COLUMNS}, ${authorColumns(authorCard)},
           page.level, page.score, ${reason} AS reason
      FROM page JOIN feed_items f ON f.id = page.id
      JOIN profiles p ON p.id = f.user_id${authorJoin(authorCard)}
     ORDER BY page.level, page.score DESC, page.id DESC`;
  const candidates = `${visible} AND (${window} OR ${circle})`;
  const params = list.params ?? [];
  // feedList gives the viewer's id as $2 when it has one (a member's list always does).
  const values = [params[0], viewerId, asOf];
  return {
    text,
    values: cursor ? [...values, cursor.level, cursor.score, cursor.id] : values,
    count: { text: `${networkCtes} SELECT count(*)::int AS count ${candidates}`, values },
  };
}

type TopRow = FeedPageRow & { level: number; score: number };

/**
 * One page of the member's TOP feed (the spec's page: 50), in one statement (topFeedQuery). Scores are
 * computed as of the first page's time, which every later page's cursor carries; items added after it
 * wait for the next first page (the live pill announces them), so paging never repeats or skips an item
 * while nothing else changes.
 */
export async function topFeedPage(
  ctx: Pick<Context, "db" | "registry" | "viewer" | "loaders">,
  viewer: Viewer,
  filter: FeedFilter,
  args: PageArgs,
  /** The query asks only for the card's fields of each author. */
  authorCard = false,
): Promise<ConnectionShape<FeedItem>> {
  const size = pageSize(args.first ?? FEED_PAGE);
  const cursor = decodeTopCursor(args.after);
  const asOf = cursor?.asOf ?? new Date();
  const { text, values, count } = topFeedQuery(
    {
      kinds: ctx.registry.feedKinds,
      reactable: Object.keys(ctx.registry.reactables),
      commentable: Object.keys(ctx.registry.commentables),
      circles: ctx.registry.feedCircles,
    },
    filter,
    viewer.id,
    asOf,
    size,
    cursor,
    authorCard,
  );
  const rows = await preparedQuery<TopRow>(ctx.db, text, values);
  const page = rows.length > size ? rows.slice(0, size) : rows;
  const items = feedItemsFromRows(page, ctx, authorCard);
  const edges = items.map((node, i) => ({
    node,
    cursor: encodeTopCursor({ asOf, level: page[i].level, score: page[i].score, id: node.id }),
  }));
  const more = rows.length > size;
  return withLazyTotal<ConnectionShape<FeedItem>>(
    {
      edges,
      pageInfo: {
        hasNextPage: more,
        hasPreviousPage: false,
        startCursor: edges[0]?.cursor ?? null,
        endCursor: edges.at(-1)?.cursor ?? null,
      },
    },
    async () => {
      // The items TOP lists as of the first page's time (asked for only when a client selects it).
      const [row] = (await ctx.db.query(count.text, count.values)) as { count: number }[];
      return row.count;
    },
  );
}

/** What an e-mail digest lists of a member's network: a TOP item's title, text and author's name. */
export type TopItemSummary = {
  type: string;
  title: string | null;
  description: string | null;
  author: string;
};

/**
 * The first few items of a member's TOP feed (ALL), as plain summaries: the e-mail digest's "from your
 * network". The same statement as the app's first page (topFeedQuery), with author cards.
 */
export async function topItemsOf(
  db: Pick<Context["db"], "query">,
  registry: Pick<Context["registry"], "feedKinds" | "reactables" | "commentables" | "feedCircles">,
  viewerId: string,
  size: number,
): Promise<TopItemSummary[]> {
  const { text, values } = topFeedQuery(
    {
      kinds: registry.feedKinds,
      reactable: Object.keys(registry.reactables),
      commentable: Object.keys(registry.commentables),
      circles: registry.feedCircles,
    },
    FeedFilter.ALL,
    viewerId,
    new Date(),
    size,
    null,
    true,
  );
  const rows: Record<string, unknown>[] = await db.query(text, values);
  return rows.slice(0, size).map((row) => ({
    type: String(row.type),
    title: (row.title as string | null) ?? null,
    description: (row.description as string | null) ?? null,
    author: displayName({
      fullName: row["author.fullName"] as string | null,
      username: row["author.username"] as string | null,
    }),
  }));
}
