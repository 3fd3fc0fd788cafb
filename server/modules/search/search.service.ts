import { escapeLike } from "../../db/like";
import type { Context } from "../../kernel/context";
import { UserInputError } from "../../graphql/errors";
import { pageSize, withLazyTotal, type PageArgs } from "../../graphql/pagination";
import type { Viewer } from "../../kernel/viewer";
import { blockedEither } from "../blocks";
import type { SearchConnection } from "./search.types";

export const SEARCH_MAX_LENGTH = 200;
export const SEARCH_MESSAGES = {
  empty: "Enter something to search for",
  tooLong: `Search text must be at most ${SEARCH_MAX_LENGTH} characters`,
};

/** Ranked results are paged by position: the cursor is the offset of the edge. */
const encodeOffset = (offset: number) => Buffer.from(`o:${offset}`).toString("base64url");
function decodeOffset(cursor: string | null): number {
  if (!cursor) return 0;
  // At most nine digits: a larger offset is past any result, and past Postgres's bigint it is an error.
  const match = /^o:(\d{1,9})$/.exec(Buffer.from(cursor, "base64url").toString());
  if (!match) throw new UserInputError({ after: "Invalid cursor" });
  return Number(match[1]) + 1;
}

/**
 * The typo-tolerant query sources may read (see SearchSource), from the words the searchable texts contain
 * (the SearchTypos migration). Materialized, so it is made once however many sources read it.
 */
const TYPO_QUERY = `WITH typo AS MATERIALIZED (SELECT search_typo_query($1) AS query)`;

/**
 * Ranked search over every source the areas registered (people only for members). Ranked results page
 * by position: the cursor is the offset of the edge.
 */
export async function search(
  ctx: Context,
  viewer: Viewer | null,
  { query, first, after }: PageArgs & { query: string },
): Promise<SearchConnection> {
  const term = query.trim();
  if (!term) throw new UserInputError({ query: SEARCH_MESSAGES.empty });
  if (term.length > SEARCH_MAX_LENGTH) throw new UserInputError({ query: SEARCH_MESSAGES.tooLong });
  const size = pageSize(first);
  const offset = decodeOffset(after ?? null);
  const sources = ctx.registry.searchSources.filter((source) => viewer || source.visitors);
  if (sources.length === 0) return emptyResult();

  // The parameters are typed here: a source may not use them all. $3 is the viewer (null: a visitor),
  // whose blocks leave out the hits of members on the other side.
  const union = `SELECT * FROM (SELECT $1::text AS term, $2::text AS prefix, $3::uuid AS viewer) typed, (${sources
    .map(
      (source, i) =>
        `SELECT ${i} AS source, hit.id, hit.rank::float8 AS rank FROM (${source.sql}) hit${
          source.owner ? ` WHERE NOT ${blockedEither("$3::uuid", source.owner)}` : ""
        }`,
    )
    .join("\nUNION ALL\n")}) typed_hits`;
  const prefix = `${escapeLike(term)}%`;
  const rows: { source: number; id: string; rank: number }[] = await ctx.db.query(
    `${TYPO_QUERY} SELECT source, id, rank FROM (${union}) hits
        ORDER BY rank DESC, source, id LIMIT $4 OFFSET $5`,
    [term, prefix, viewer?.id ?? null, size + 1, offset],
  );
  const page = rows.slice(0, size);
  // One load per type, however many hits it has.
  const nodes = new Map<string, object | null>();
  await Promise.all(
    sources.map(async (source, i) => {
      const ids = page.filter((row) => row.source === i).map((row) => row.id);
      if (ids.length === 0) return;
      const loaded = await source.load(ctx, ids);
      ids.forEach((id, j) => nodes.set(`${i}:${id}`, loaded[j]));
    }),
  );
  const edges = page.flatMap((row, j) => {
    const node = nodes.get(`${row.source}:${row.id}`);
    return node ? [{ cursor: encodeOffset(offset + j), node, rank: row.rank }] : [];
  });
  const count = () =>
    ctx.db
      .query(`${TYPO_QUERY} SELECT count(*)::int AS count FROM (${union}) hits`, [
        term,
        prefix,
        viewer?.id ?? null,
      ])
      .then((r: { count: number }[]) => r[0].count);
  return withLazyTotal<SearchConnection>(
    {
      edges,
      pageInfo: {
        hasNextPage: rows.length > size,
        endCursor: page.length ? encodeOffset(offset + page.length - 1) : null,
        hasPreviousPage: offset > 0,
        startCursor: page.length ? encodeOffset(offset) : null,
      },
    },
    count,
  );
}

function emptyResult(): SearchConnection {
  return {
    edges: [],
    pageInfo: { hasNextPage: false, endCursor: null, hasPreviousPage: false, startCursor: null },
    totalCount: 0,
  };
}
