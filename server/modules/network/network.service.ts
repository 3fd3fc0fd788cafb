import { escapeLike } from "../../db/like";
import { preparedQuery } from "../../db/prepared";
import { UserInputError } from "../../graphql/errors";
import {
  keysetPage,
  pageSize,
  withLazyTotal,
  type ConnectionShape,
  type PageArgs,
} from "../../graphql/pagination";
import type { Context } from "../../kernel/context";
import type { Viewer } from "../../kernel/viewer";
import { blockedEither } from "../blocks";
import { relationSql } from "../connections";
import { factsFor, memberFromRow, memberSelect, type Profile } from "../profiles";
import { connectedSql, mutualCountSql, viewerConnectionsSql } from "./network.sql";
import { ConnectionDegree, type PeopleArgs } from "./network.types";

export type Ctx = Pick<Context, "db" | "registry" | "viewer" | "loaders">;
/** The Profile fields a query asks for of each member (null: unknown, so all). */
export type Fields = ReadonlySet<string> | null;
export type Row = Record<string, unknown>;

export const NETWORK_MESSAGES = {
  searchTooLong: "Search text must be at most 200 characters",
  filterTooLong: "At most 100 characters",
  dismissSelf: "You cannot dismiss yourself",
  invalidCursor: "Invalid cursor",
};
const SEARCH_MAX = 200;
const FILTER_MAX = 100;

/** A page with nothing on it (a visitor's, or oneself's mutual connections). */
function emptyPage<T>(): ConnectionShape<T> {
  return {
    edges: [],
    pageInfo: { hasNextPage: false, endCursor: null, hasPreviousPage: false, startCursor: null },
    totalCount: 0,
  };
}

/**
 * The connections the viewer shares with member `memberId`, the viewer's newest connection first (keyset
 * on the viewer's connection row), each in full in the page's one statement, with the list's length.
 * Empty for a visitor or oneself.
 */
export function mutualConnections(
  ctx: Ctx,
  memberId: string,
  args: PageArgs,
  fields: Fields,
): Promise<ConnectionShape<Profile>> {
  const viewer = ctx.viewer;
  if (!viewer || viewer.id === memberId) {
    pageSize(args.first); // the same bad input as ever
    return Promise.resolve(emptyPage());
  }
  const facts = factsFor(ctx.registry, fields);
  const friends = relationSql("friends", "$1::uuid");
  return keysetPage(
    ctx.db,
    {
      select: `c.id, c.created_at AS "createdAt", ${memberSelect(facts, "p", "s", "$1::uuid", fields)},
               ${mutualCountSql("$1::uuid", "$2::uuid")} AS "total"`,
      from: `connections c JOIN profiles p ON p.id = ${friends.other}
             LEFT JOIN member_settings s ON s.user_id = p.id`,
      where: `${friends.where} AND NOT p.is_banned AND NOT ${blockedEither("$1::uuid", "p.id")}
              AND ${connectedSql("p.id", "$2::uuid")}`,
      params: [viewer.id, memberId],
      alias: "c",
      prepared: true,
      total: { column: "total", whereParams: 2 },
    },
    args,
    (rows: ({ id: string; createdAt: Date } & Row)[]) =>
      rows.map((row) => memberFromRow(ctx, facts, row, fields)),
  );
}

const encodeOffset = (offset: number) => Buffer.from(`p:${offset}`).toString("base64url");
function decodeOffset(cursor: string | null | undefined): number {
  if (!cursor) return 0;
  const match = /^p:(\d{1,9})$/.exec(Buffer.from(cursor, "base64url").toString());
  if (!match) throw new UserInputError({ after: NETWORK_MESSAGES.invalidCursor });
  return Number(match[1]) + 1;
}

const RANK: Record<ConnectionDegree, number> = {
  [ConnectionDegree.SELF]: 0,
  [ConnectionDegree.FIRST]: 1,
  [ConnectionDegree.SECOND]: 2,
  [ConnectionDegree.THIRD_PLUS]: 3,
};

/** A filter's text: trimmed, null when empty, refused when too long. */
function filterText(value: string | null | undefined, field: string, max: number, message: string) {
  const text = value?.trim() ?? "";
  if (text.length > max) throw new UserInputError({ [field]: message });
  return text || null;
}

/**
 * People search: members the viewer may see (never banned, nor blocked either way), matching the
 * words typo-tolerantly (profiles.search.ts's ways: full text, trigram similarity of the username and
 * name, a username prefix; a hidden profile by its names only) and the filters (degree, computed in
 * SQL; company in the profile or a position; location), connections first, then the second degree,
 * then the rest, then by relevance and name. Paged by position; one statement with the members in full
 * and the list's length.
 */
export async function people(
  ctx: Ctx,
  viewer: Viewer,
  args: PeopleArgs,
  fields: Fields,
): Promise<ConnectionShape<Profile>> {
  const size = pageSize(args.first);
  const offset = decodeOffset(args.after);
  const term = filterText(args.search, "search", SEARCH_MAX, NETWORK_MESSAGES.searchTooLong);
  const company = filterText(args.company, "company", FILTER_MAX, NETWORK_MESSAGES.filterTooLong);
  const location = filterText(
    args.location,
    "location",
    FILTER_MAX,
    NETWORK_MESSAGES.filterTooLong,
  );
  const ranks = args.degree?.length ? [...new Set(args.degree.map((d) => RANK[d]))] : [1, 2, 3];
  const facts = factsFor(ctx.registry, fields);
  const params: unknown[] = [viewer.id, ranks, size + 1, offset];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const visible = `coalesce(s.profile_visible, true)`;
  const where = [`NOT p.is_banned`, `NOT ${blockedEither("$1::uuid", "p.id")}`];
  let relevance = "0";
  if (term) {
    const t = `${param(term)}::text`;
    const prefix = `${param(`${escapeLike(term)}%`)}::text`;
    const query = `(websearch_to_tsquery('simple', ${t}) || websearch_to_tsquery('english', ${t}))`;
    where.push(`(p.username::text % ${t} OR ${t} <% coalesce(p.full_name, '')
                 OR coalesce(p.full_name, '') % ${t} OR p.username::text ILIKE ${prefix}
                 OR (${visible} AND (p.search_document @@ ${query}
                                     OR ${t} <% coalesce(p.company, '')
                                     OR ${t} <% coalesce(p.title, ''))))`);
    relevance = `ts_rank_cd(p.search_document, ${query})
      + greatest(similarity(p.username::text, ${t}), word_similarity(${t}, coalesce(p.full_name, '')),
                 similarity(coalesce(p.full_name, ''), ${t}))
      + CASE WHEN lower(p.username::text) = lower(${t}) THEN 10
             WHEN p.username::text ILIKE ${prefix} THEN 1 ELSE 0 END`;
  }
  // A hidden profile's details (company, positions, location) are not shown: they match nothing.
  if (company) {
    const like = `${param(`%${escapeLike(company)}%`)}::text`;
    where.push(`${visible} AND (p.company ILIKE ${like}
                OR EXISTS (SELECT 1 FROM positions pos
                            WHERE pos.user_id = p.id AND pos.company ILIKE ${like}))`);
  }
  if (location) {
    const like = `${param(`%${escapeLike(location)}%`)}::text`;
    where.push(`${visible} AND p.location ILIKE ${like}`);
  }
  const text = `
    WITH vc AS MATERIALIZED (${viewerConnectionsSql("$1::uuid")}),
    second AS MATERIALIZED (SELECT DISTINCT ${relationSql("friends", "vc.id").other} AS id
                              FROM vc JOIN connections c ON ${relationSql("friends", "vc.id").where}),
    hit AS (SELECT * FROM (
      SELECT p.id AS "hitId",
             CASE WHEN p.id = $1::uuid THEN 0
                  WHEN p.id IN (SELECT id FROM vc) THEN 1
                  WHEN p.id IN (SELECT id FROM second) THEN 2
                  ELSE 3 END AS "rank",
             (${relevance})::float8 AS "relevance",
             lower(coalesce(nullif(btrim(p.full_name), ''), p.username::text)) AS "sortName"
        FROM profiles p LEFT JOIN member_settings s ON s.user_id = p.id
       WHERE ${where.join("\n         AND ")}) ranked
     WHERE "rank" = ANY($2::int[])),
    page AS (SELECT hit.*, count(*) OVER () AS "total" FROM hit
              ORDER BY "rank", "relevance" DESC, "sortName", "hitId"
              LIMIT $3::int OFFSET $4::int)
    SELECT pg."rank", pg."relevance", pg."sortName", pg."hitId", pg."total",
           ${memberSelect(facts, "p", "s", "$1::uuid", fields)}
      FROM page pg JOIN profiles p ON p.id = pg."hitId" LEFT JOIN member_settings s ON s.user_id = p.id
     ORDER BY pg."rank", pg."relevance" DESC, pg."sortName", pg."hitId"`;
  const rows = await preparedQuery<Row>(ctx.db, text, params);
  const page = rows.slice(0, size);
  const edges = page.flatMap((row, j) => {
    const node = memberFromRow(ctx, facts, row, fields);
    return node ? [{ cursor: encodeOffset(offset + j), node }] : [];
  });
  const connection = {
    edges,
    pageInfo: {
      hasNextPage: rows.length > size,
      endCursor: page.length ? encodeOffset(offset + page.length - 1) : null,
      hasPreviousPage: offset > 0,
      startCursor: page.length ? encodeOffset(offset) : null,
    },
  };
  if (page.length) return { ...connection, totalCount: Number(page[0].total) };
  // Past the end (or nothing found): the length counted only if asked.
  return withLazyTotal<ConnectionShape<Profile>>(connection, async () => {
    if (offset === 0) return 0;
    const counted = await preparedQuery<Row>(ctx.db, text, [...params.slice(0, 2), 1, 0]);
    return counted.length ? Number(counted[0].total) : 0;
  });
}
