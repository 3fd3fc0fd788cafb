import type { PersonalData } from "../../kernel/module";

/** The articles the member wrote, drafts included, in their data export (articles.json), oldest first. */
export const articlePersonalData: PersonalData = {
  "articles.json": async (db, memberId) => {
    const articles = (await db.query(
      `SELECT id, title, content, excerpt, category, status, image_url AS "imageUrl",
              created_at AS "createdAt", updated_at AS "updatedAt", published_at AS "publishedAt"
         FROM articles WHERE author_id = $1 ORDER BY created_at, id`,
      [memberId],
    )) as Record<string, unknown>[];
    return { articles };
  },
};
