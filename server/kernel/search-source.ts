import type { ClassType } from "type-graphql";
import type { Context } from "./context";

/**
 * One searchable type. Its `sql` selects `(id, rank)` of the hits for the search text `$1` (websearch
 * syntax for full-text, raw text for trigram matching) and `$2` (a LIKE pattern for prefixes, `text%`).
 * It may also read `(SELECT query FROM typo)`: the typo-tolerant full-text query of the text, each word
 * or one of the closest words the searchable texts contain ('mentorng' → 'mentor' | 'mentoring'), made
 * once per search (see TYPO_QUERY); it is null when the text has no words but stop words.
 * Ranks of all types are compared with each other: full-text rank plus trigram similarity, with large
 * bonuses only for exact matches.
 */
export interface SearchSource<T extends object = object> {
  /** The GraphQL object type of the hits (a member of the SearchHit union). */
  type: ClassType<T>;
  /** Whether signed-out visitors find this type (public content) or only members do. */
  visitors: boolean;
  sql: string;
  /**
   * The member a hit belongs to, as SQL on `hit.id` (`(SELECT author_id FROM articles a WHERE a.id =
   * hit.id)`): hits of a member on the other side of a block with the viewer are left out. None: the
   * type belongs to no one member.
   */
  owner?: string;
  /** The hits by id, as the viewer may see them (null for one that vanished). */
  load: (ctx: Context, ids: string[]) => Promise<(T | null)[]>;
}

/** What `textSearch` needs to know of a table whose rows are found by their `search_document` and a name. */
export interface TextSearchTable<T extends object> {
  type: ClassType<T>;
  /** The table, its alias in the SQL, and the column of its name or title (trigram matching). */
  table: string;
  alias: string;
  name: string;
  /** More joins on the alias (authors in good standing), each a line of SQL. */
  joins?: string[];
  /** A condition on the joined rows (`a.status = 'published'`). */
  where?: string;
  /** The column of the member a row belongs to (`author_id`); none: it belongs to no one member. */
  ownerColumn?: string;
  /**
   * The kind its rows carry tags as (`content_tags`, the mentions area's): a search word starting with
   * '#' then finds the rows tagged with that word. None: not tagged.
   */
  tagged?: string;
  load: SearchSource<T>["load"];
}

/** The tags a search text names ('#Rust jobs' → rust), as SQL on the text `$1`. */
const SEARCHED_TAGS = `(SELECT lower(m[1]) FROM regexp_matches($1, '(?:^|\\s)#([[:alnum:]_]{2,50})', 'g') m)`;

/**
 * A source found visitors too, the usual way: full-text over its `search_document`, forgiving typos in
 * its words (the search's typo query, ranked below exact matches), plus trigram matching on its name for
 * typos and prefixes. Each way of matching is its own arm, so each uses its own index. A tagged source
 * (`tagged`) also finds the rows carrying a tag the text names with a '#' ('#rust'), ranked above others.
 */
export function textSearch<T extends object>(spec: TextSearchTable<T>): SearchSource<T> {
  const { table, alias: t, name } = spec;
  const joins = (spec.joins ?? []).map((join) => `\n      ${join}`).join("");
  const where = spec.where ? `\n     WHERE ${spec.where}` : "";
  const tags = spec.tagged
    ? (column: string) => `(SELECT ct.content_id FROM content_tags ct
                             WHERE ct.content_type = '${spec.tagged}' AND ct.tag IN ${SEARCHED_TAGS}
                               AND ct.content_id = ${column})`
    : null;
  return {
    type: spec.type,
    visitors: true,
    sql: `
    SELECT ${t}.id,
           CASE WHEN ${t}.search_document @@ exact.query THEN ts_rank_cd(${t}.search_document, exact.query)
                ELSE coalesce(ts_rank_cd(${t}.search_document, (SELECT query FROM typo)), 0) / 2 END
           + similarity(${t}.${name}, $1)
           + CASE WHEN lower(${t}.${name}) = lower($1) THEN 10 WHEN ${t}.${name} ILIKE $2 THEN 1 ELSE 0 END${
             tags ? `\n           + CASE WHEN EXISTS ${tags(`${t}.id`)} THEN 5 ELSE 0 END` : ""
           } AS rank
      FROM (SELECT websearch_to_tsquery('english', $1) || websearch_to_tsquery('simple', $1) AS query) exact,
           (SELECT id FROM ${table}
             WHERE search_document @@ (websearch_to_tsquery('english', $1)
                                       || websearch_to_tsquery('simple', $1))
            UNION
            SELECT id FROM ${table} WHERE search_document @@ (SELECT query FROM typo)
            UNION
            SELECT id FROM ${table} WHERE ${name} % $1
            UNION
            SELECT id FROM ${table} WHERE ${name} ILIKE $2${
              spec.tagged
                ? `
            UNION
            SELECT ct.content_id FROM content_tags ct
             WHERE ct.content_type = '${spec.tagged}' AND ct.tag IN ${SEARCHED_TAGS}`
                : ""
            }) hit
      JOIN ${table} ${t} ON ${t}.id = hit.id${joins}${where}`,
    owner: spec.ownerColumn
      ? `(SELECT o.${spec.ownerColumn} FROM ${table} o WHERE o.id = hit.id)`
      : undefined,
    load: spec.load,
  };
}
