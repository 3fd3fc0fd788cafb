import DataLoader from "dataloader";
import type { DataSource } from "typeorm";
import type { Viewer } from "../../kernel/viewer";
import { ALLOWED_REACTIONS, type ReactionType } from "./reaction.entity";
import { type ContentType } from "../../kernel/kinds";
import type { ReactionCount } from "./reactions.types";

export type ReactionKey = { contentType: ContentType; contentId: string };

/**
 * Counts per kind and the viewer's own reactions for any number of pieces of content, of any types, in one
 * statement. Every kind the content type takes is listed, zero or not, in a fixed order.
 */
export function createReactionsLoader(db: DataSource, viewerId: string | null) {
  return new DataLoader<ReactionKey, ReactionCount[], string>(
    async (keys) => {
      const rows: {
        content_type: ContentType;
        content_id: string;
        reaction_type: ReactionType;
        count: number;
        mine: boolean;
      }[] = await db.query(
        `SELECT r.content_type, r.content_id, r.reaction_type, count(*)::int AS count,
                  coalesce(bool_or(r.user_id = $3), false) AS mine
             FROM reactions r
             JOIN unnest($1::reaction_content_type[], $2::uuid[]) AS k(content_type, content_id)
               ON r.content_type = k.content_type AND r.content_id = k.content_id
            GROUP BY r.content_type, r.content_id, r.reaction_type`,
        [keys.map((k) => k.contentType), keys.map((k) => k.contentId), viewerId],
      );
      const found = new Map(
        rows.map((r) => [`${r.content_type}:${r.content_id}:${r.reaction_type}`, r]),
      );
      return keys.map(({ contentType, contentId }) =>
        ALLOWED_REACTIONS[contentType].map((type) => {
          const row = found.get(`${contentType}:${contentId}:${type}`);
          return { type, count: row?.count ?? 0, viewerHasReacted: row?.mine ?? false };
        }),
      );
    },
    { cacheKeyFn: (key) => `${key.contentType}:${key.contentId}` },
  );
}

export const reactionLoaders = (db: DataSource, viewer: Viewer | null) => ({
  /** Reaction counts per kind, and the viewer's own, for any reactable content. */
  reactions: createReactionsLoader(db, viewer?.id ?? null),
});
