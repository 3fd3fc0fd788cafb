import DataLoader from "dataloader";
import type { DataSource } from "typeorm";
import { byId, countLoader, entityByIdLoader } from "../../graphql/loaders";
import type { Viewer } from "../../kernel/viewer";
import { BusinessIdea } from "./idea.entity";

/** The ideas area's loaders: ideas by id and their update counts, one statement per batch. */
export const ideaLoaders = (db: DataSource, _viewer: Viewer | null) => ({
  businessIdeaById: entityByIdLoader(
    db,
    BusinessIdea,
    "bi",
    "business_ideas bi LEFT JOIN profiles p ON p.id = bi.author_id",
    "p.is_banned IS NOT TRUE",
  ),
  businessUpdateCount: countLoader(db, "business_updates", "business_idea_id"),
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
