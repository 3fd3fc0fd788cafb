import DataLoader from "dataloader";
import type { DataSource } from "typeorm";
import { byId } from "../../graphql/loaders";
import { asEntities, entityColumns } from "../../graphql/pagination";
import type { Viewer } from "../../kernel/viewer";
import { BusinessIdea } from "./idea.entity";

/** The ideas area's loaders: ideas by id and their update counts, one statement per batch. */
export const ideaLoaders = (db: DataSource, _viewer: Viewer | null) => ({
  businessIdeaById: new DataLoader<string, BusinessIdea | null>(async (ids) =>
    byId(
      asEntities(BusinessIdea)(
        await db.query(
          `SELECT ${entityColumns(db, BusinessIdea, "bi")}
             FROM business_ideas bi LEFT JOIN profiles p ON p.id = bi.author_id
            WHERE bi.id = ANY($1::uuid[]) AND p.is_banned IS NOT TRUE`,
          [ids],
        ),
      ),
      ids,
    ),
  ),
  businessUpdateCount: new DataLoader<string, number>(async (ids) => {
    const rows: { key: string; count: number }[] = await db.query(
      `SELECT business_idea_id AS key, count(*)::int AS count FROM business_updates
        WHERE business_idea_id = ANY($1::uuid[]) GROUP BY business_idea_id`,
      [ids],
    );
    const found = new Map(rows.map((r) => [r.key, r.count]));
    return ids.map((id) => found.get(id) ?? 0);
  }),
  businessUpdateById: new DataLoader<string, { id: string; businessIdeaId: string } | null>(
    async (ids) => {
      const rows: { id: string; businessIdeaId: string }[] = await db.query(
        `SELECT id, business_idea_id AS "businessIdeaId" FROM business_updates
          WHERE id = ANY($1::uuid[])`,
        [ids],
      );
      return byId(rows, ids);
    },
  ),
});
