// People you may know: each member's scored suggestions, stored and read by index (see peopleYouMayKnow).
import { preparedQuery } from "../../db/prepared";
import { NotFoundError, UserInputError } from "../../graphql/errors";
import { isUuid } from "../../graphql/ids";
import {
  pageSize,
  withLazyTotal,
  type ConnectionShape,
  type PageArgs,
} from "../../graphql/pagination";
import type { Context } from "../../kernel/context";
import type { Viewer } from "../../kernel/viewer";
import { relationSql } from "../connections";
import { factsFor, memberFromRow, memberSelect } from "../profiles";
import {
  barredSql,
  degreeSql,
  viewerConnectionsSql,
  viewerSuggestionVersionSql,
} from "./network.sql";
import { networkMemberFacts } from "./network.loaders";
import { ConnectionDegree, type Suggestion } from "./network.types";
import { NETWORK_MESSAGES, type Ctx, type Fields, type Row } from "./network.service";

/** How long a viewer's stored suggestions serve before they are computed again (see suggestionsQuery). */
export const SUGGESTIONS_TTL = "10 minutes";

/** The keyset condition of a suggestions page on (score, id), for the row alias `sc`. */
const afterCursor = (alias: string) =>
  `AND (${alias}.score < $3::int OR (${alias}.score = $3::int AND ${alias}.id > $4::uuid))`;
// Suggestions page by keyset on (score, id): the cursor carries both.
const encodeSuggestionCursor = (score: number, id: string) =>
  Buffer.from(`s:${score}|${id}`).toString("base64url");
function decodeSuggestionCursor(cursor: string | null | undefined) {
  if (!cursor) return null;
  const match = /^s:(\d{1,9})\|(.+)$/.exec(Buffer.from(cursor, "base64url").toString());
  if (!match || !isUuid(match[2]))
    throw new UserInputError({ after: NETWORK_MESSAGES.invalidCursor });
  return { score: Number(match[1]), id: match[2] };
}

/**
 * Every tie the areas lend (MemberTie), as rows (member_id, label, weight, tie: its place in the list)
 * for the viewer `$1`.
 */
function tiesSql(ctx: Pick<Context, "registry">): string {
  const ties = ctx.registry.memberTies.map((tie, i) => {
    if (!Number.isInteger(tie.weight)) throw new Error(`The ${tie.name} tie's weight is not whole`);
    return `SELECT t.member_id::uuid AS member_id, t.label::text AS label,
                   ${tie.weight}::int AS weight, ${i}::int AS tie
              FROM (${tie.sql("$1::uuid")}) t`;
  });
  return ties.length
    ? ties.join("\nUNION ALL\n")
    : `SELECT NULL::uuid AS member_id, NULL::text AS label, 0 AS weight, 0 AS tie WHERE false`;
}

/**
 * The areas' facts a suggestions page reads beside its members: all but the network's own (degree and
 * mutual count), which the page reads itself (its stored mutual count, and the degree by its rule).
 */
const pageFacts = (ctx: Pick<Context, "registry">, fields: Fields) =>
  factsFor(ctx.registry, fields).filter((each) => each.select !== networkMemberFacts.select);

/**
 * The stored side of a suggestions page for the viewer `$1` (at most `$2` rows after the cursor `$3`,
 * `$4`), as CTEs: the viewer's run, the version of their own ties now (viewerSuggestionVersionSql),
 * whether the run is `current` (younger than SUGGESTIONS_TTL, from that version), the members `barred`
 * now, the stored rows of the page (`kept`), and whether they are `fresh` (current, and no member on the
 * page has hidden or shown their profile since).
 */
function storedPageCtes(
  ctx: Pick<Context, "registry">,
  cursor: { score: number; id: string } | null,
): string {
  const version = viewerSuggestionVersionSql("$1::uuid", ctx.registry.memberTies);
  return `run AS MATERIALIZED (
      SELECT r.computed_at, r.version, r.candidates
        FROM member_suggestion_runs r WHERE r.viewer_id = $1::uuid),
    version AS MATERIALIZED (SELECT ${version} AS version),
    current AS MATERIALIZED (
      SELECT EXISTS (SELECT 1 FROM run, version v
                      WHERE run.computed_at > now() - interval '${SUGGESTIONS_TTL}'
                        AND run.version = v.version) AS current),
    barred AS MATERIALIZED (${barredSql("$1::uuid")}),
    kept AS MATERIALIZED (
      SELECT sc.id, sc.mutual, sc.score, sc.labels, sc.visible
        FROM (SELECT ms.member_id AS id, ms.mutual, ms.score, ms.labels, ms.visible
                FROM member_suggestions ms
               WHERE ms.viewer_id = $1::uuid AND (SELECT current FROM current)) sc
       WHERE sc.id NOT IN (SELECT id FROM barred) ${cursor ? afterCursor("sc") : ""}
       ORDER BY sc.score DESC, sc.id
       LIMIT $2::int),
    fresh AS MATERIALIZED (
      SELECT (SELECT current FROM current)
             AND NOT EXISTS (SELECT 1 FROM kept k LEFT JOIN member_settings ks ON ks.user_id = k.id
                              WHERE coalesce(ks.profile_visible, true) <> k.visible) AS fresh)`;
}

const pageValues = (
  viewerId: string,
  size: number,
  cursor: { score: number; id: string } | null,
) => [viewerId, size + 1, ...(cursor ? [cursor.score, cursor.id] : [])];

/**
 * The statement of one page of suggestions when the viewer's stored ones are fresh, the usual case: the
 * stored rows of the page (storedPageCtes) joined to the members in full, and `fresh`. It reads and
 * plans in a fraction of suggestionsQuery's time; when it answers `fresh` false (a single row, with no
 * member), suggestionsQuery computes the page. Exported for the benchmark.
 */
export function storedSuggestionsQuery(
  ctx: Pick<Context, "registry">,
  viewerId: string,
  size: number,
  cursor: { score: number; id: string } | null,
  fields: Fields,
): { text: string; values: unknown[] } {
  const facts = pageFacts(ctx, fields);
  const text = `
    WITH ${storedPageCtes(ctx, cursor)}
    SELECT f.fresh AS "fresh", k.id AS "suggestion", k.mutual AS "mutual", k.score AS "score",
           k.labels AS "labels", ${degreeSql("$1::uuid", "k.id", "k.mutual")} AS "degree",
           ${memberSelect(facts, "p", "s", "$1::uuid", fields)}
      FROM fresh f LEFT JOIN kept k ON f.fresh
      LEFT JOIN profiles p ON p.id = k.id LEFT JOIN member_settings s ON s.user_id = p.id
     ORDER BY k.score DESC, k.id`;
  return { text, values: pageValues(viewerId, size, cursor) };
}

/**
 * How many members the viewer's stored suggestions hold that are not barred now: the run's count less
 * the barred members among them (a probe of the primary key per barred member, not a scan of the
 * stored rows). Read after a page, which left the stored suggestions fresh.
 */
const SUGGESTION_COUNT = `
  WITH barred AS MATERIALIZED (${barredSql("$1::uuid")})
  SELECT (coalesce((SELECT r.candidates FROM member_suggestion_runs r WHERE r.viewer_id = $1::uuid), 0)
          - (SELECT count(*) FROM barred b
              WHERE EXISTS (SELECT 1 FROM member_suggestions ms
                             WHERE ms.viewer_id = $1::uuid AND ms.member_id = b.id)))::int AS total`;

/**
 * The statement of one page of suggestions (peopleYouMayKnow) for the viewer `$1`, at most `size` of
 * them after `cursor`, with the members' fields the query asks for, whether the stored suggestions are
 * fresh or not: run when storedSuggestionsQuery found them stale.
 *
 * Each viewer's candidates are stored scored (member_suggestions: every connection of a connection and
 * every member a tie names, with the score, the mutual count and the reasons), with their run
 * (member_suggestion_runs: when, from which version of the viewer's own ties, how many). A page is then
 * a range of the stored rows by IDX_member_suggestions_rank, less the members barred now (barredSql:
 * connections and requests either way, blocks, bans, dismissals, read at every page, so Connect or
 * Dismiss shows at once), joined to the members in full. The stored rows serve while the run is younger
 * than SUGGESTIONS_TTL, the viewer's own side of the ties is what it was (viewerSuggestionVersionSql) and
 * no member on the page has hidden or shown their profile since (a hidden profile's details tie it to
 * no one); otherwise the same statement computes the candidates afresh, answers the page from them, and
 * stores them (upserted, the ones no longer there deleted, the run stamped), under an advisory lock on
 * the viewer so two first pages at once wait for each other rather than collide (the second then finds
 * them fresh and reads them). Other members' changes (a connection of a connection, a colleague's new
 * city) show within the TTL.
 */
export function suggestionsQuery(
  ctx: Pick<Context, "registry">,
  viewerId: string,
  size: number,
  cursor: { score: number; id: string } | null,
  fields: Fields,
): { text: string; values: unknown[] } {
  const facts = pageFacts(ctx, fields);
  const friendsOfFriend = relationSql("friends", "vc.id");
  const stale = `NOT (SELECT fresh FROM fresh)`;
  const text = `
    WITH ${storedPageCtes(ctx, cursor)},
    vc AS MATERIALIZED (SELECT * FROM (${viewerConnectionsSql("$1::uuid")}) v WHERE ${stale}),
    fof AS (SELECT ${friendsOfFriend.other} AS id, count(*)::int AS mutual
              FROM vc JOIN connections c ON ${friendsOfFriend.where}
             GROUP BY 1),
    tie AS MATERIALIZED (SELECT * FROM (${tiesSql(ctx)}) t WHERE ${stale}),
    tied AS (SELECT l.member_id AS id, sum(l.weight)::int AS weight,
                    (array_agg(l.label ORDER BY l.best DESC, l.tie, l.label))[1:3] AS labels
               FROM (SELECT t.member_id, t.label, sum(t.weight) AS weight, max(t.weight) AS best,
                            min(t.tie) AS tie
                       FROM tie t GROUP BY t.member_id, t.label) l
              GROUP BY l.member_id),
    computed AS MATERIALIZED (
      SELECT cd.id, cd.mutual, (10 * cd.mutual + cd.weight)::int AS score, cd.labels,
             coalesce(cs.profile_visible, true) AS visible
        FROM (SELECT coalesce(f.id, w.id) AS id, coalesce(f.mutual, 0) AS mutual,
                     coalesce(w.weight, 0) AS weight, coalesce(w.labels, '{}') AS labels
                FROM fof f FULL JOIN tied w ON w.id = f.id) cd
        JOIN profiles cp ON cp.id = cd.id
        LEFT JOIN member_settings cs ON cs.user_id = cd.id
       WHERE cd.id <> $1::uuid AND ${stale}),
    lock AS MATERIALIZED (
      SELECT pg_advisory_xact_lock(hashtextextended('member_suggestions:' || $1::text, 0))
       WHERE ${stale}),
    saved AS (
      INSERT INTO member_suggestions (viewer_id, member_id, score, mutual, labels, visible)
      SELECT $1::uuid, c.id, c.score, c.mutual, c.labels, c.visible
        FROM computed c WHERE EXISTS (SELECT 1 FROM lock) ORDER BY c.id
      ON CONFLICT (viewer_id, member_id) DO UPDATE
        SET score = excluded.score, mutual = excluded.mutual, labels = excluded.labels,
            visible = excluded.visible
        WHERE (member_suggestions.score, member_suggestions.mutual, member_suggestions.labels,
               member_suggestions.visible)
              IS DISTINCT FROM (excluded.score, excluded.mutual, excluded.labels, excluded.visible)),
    dropped AS (
      DELETE FROM member_suggestions ms
       WHERE ms.viewer_id = $1::uuid AND EXISTS (SELECT 1 FROM lock)
         AND NOT EXISTS (SELECT 1 FROM computed c WHERE c.id = ms.member_id)),
    ran AS (
      INSERT INTO member_suggestion_runs (viewer_id, computed_at, version, candidates)
      SELECT $1::uuid, now(), v.version, (SELECT count(*)::int FROM computed)
        FROM version v WHERE EXISTS (SELECT 1 FROM lock)
      ON CONFLICT (viewer_id) DO UPDATE
        SET computed_at = excluded.computed_at, version = excluded.version,
            candidates = excluded.candidates),
    page AS (
      SELECT k.id, k.mutual, k.score, k.labels FROM kept k WHERE (SELECT fresh FROM fresh)
      UNION ALL
      (SELECT sc.id, sc.mutual, sc.score, sc.labels FROM computed sc
        WHERE ${stale} AND sc.id NOT IN (SELECT id FROM barred) ${cursor ? afterCursor("sc") : ""}
        ORDER BY sc.score DESC, sc.id
        LIMIT $2::int))
    SELECT pg.id AS "suggestion", pg.mutual AS "mutual", pg.score AS "score", pg.labels AS "labels",
           ${degreeSql("$1::uuid", "pg.id", "pg.mutual")} AS "degree",
           ${memberSelect(facts, "p", "s", "$1::uuid", fields)}
      FROM page pg JOIN profiles p ON p.id = pg.id LEFT JOIN member_settings s ON s.user_id = p.id
     ORDER BY pg.score DESC, pg.id`;
  return { text, values: pageValues(viewerId, size, cursor) };
}

/**
 * The members the viewer may know: connections of connections and members tied to the viewer by what
 * the areas know (a group, a city, a skill, a company), each scored 10 per mutual connection plus its
 * ties' weights, best first, then by id. Never the viewer, a connection, a pending request either way, a
 * block either way, a banned or a dismissed member. One statement for a page while the viewer's stored
 * suggestions are fresh (storedSuggestionsQuery: the suggestions, their reasons and the members in full),
 * a second when they are stale (suggestionsQuery computes and stores them), and one more for the list's
 * length when it is asked for.
 */
export async function peopleYouMayKnow(
  ctx: Ctx,
  viewer: Viewer,
  args: PageArgs,
  fields: Fields,
): Promise<ConnectionShape<Suggestion>> {
  const size = pageSize(args.first);
  const cursor = decodeSuggestionCursor(args.after);
  const facts = pageFacts(ctx, fields);
  const stored = storedSuggestionsQuery(ctx, viewer.id, size, cursor, fields);
  let rows = await preparedQuery<Row>(ctx.db, stored.text, stored.values);
  if (!rows[0]?.fresh) {
    const { text, values } = suggestionsQuery(ctx, viewer.id, size, cursor, fields);
    rows = await preparedQuery<Row>(ctx.db, text, values);
  }
  rows = rows.filter((row) => row.suggestion != null);
  const page = rows.slice(0, size);
  const edges = page.flatMap((row) => {
    const profile = memberFromRow(ctx, facts, row, fields);
    if (!profile) return [];
    const mutual = row.mutual as number;
    ctx.loaders.networkFacts.prime(profile.id, { degree: row.degree as ConnectionDegree, mutual });
    const reasons = [
      ...(mutual > 0 ? [`${mutual} mutual connection${mutual === 1 ? "" : "s"}`] : []),
      ...(row.labels as string[]),
    ].slice(0, 3);
    return [
      {
        cursor: encodeSuggestionCursor(row.score as number, row.suggestion as string),
        node: { profile, mutualConnectionCount: mutual, reasons },
      },
    ];
  });
  const connection = {
    edges,
    pageInfo: {
      hasNextPage: rows.length > size,
      endCursor: edges.at(-1)?.cursor ?? null,
      hasPreviousPage: !!cursor,
      startCursor: edges[0]?.cursor ?? null,
    },
  };
  // A whole list on its first page is its own length; otherwise the length is read only when asked (the
  // page left the stored suggestions fresh).
  if (!cursor && rows.length <= size) return { ...connection, totalCount: edges.length };
  return withLazyTotal<ConnectionShape<Suggestion>>(connection, async () => {
    const [row] = await preparedQuery<{ total: number }>(ctx.db, SUGGESTION_COUNT, [viewer.id]);
    return Math.max(row?.total ?? 0, 0);
  });
}

/** Dismisses a suggestion: the member is not suggested to the viewer again. */
export async function dismissSuggestion(
  ctx: Pick<Context, "db">,
  viewer: Viewer,
  memberId: string,
): Promise<boolean> {
  if (!isUuid(memberId)) throw new NotFoundError("Profile");
  if (memberId === viewer.id) throw new UserInputError({ memberId: NETWORK_MESSAGES.dismissSelf });
  const rows: unknown[] = await ctx.db.query(
    `INSERT INTO suggestion_dismissals (user_id, dismissed_user_id)
     SELECT $1::uuid, p.id FROM profiles p WHERE p.id = $2::uuid AND NOT p.is_banned
     ON CONFLICT DO NOTHING
     RETURNING 1`,
    [viewer.id, memberId],
  );
  if (rows.length === 0) {
    // Already dismissed, or no such member (nor one the viewer may see).
    const [seen] = (await ctx.db.query(
      `SELECT 1 FROM profiles p WHERE p.id = $1::uuid AND NOT p.is_banned`,
      [memberId],
    )) as unknown[];
    if (!seen) throw new NotFoundError("Profile");
  }
  return true;
}

// People search pages by position: the cursor is the offset of the edge.
