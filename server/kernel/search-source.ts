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
