import DataLoader from "dataloader";
import type { DataSource } from "typeorm";
import { countLoader, entityByIdLoader } from "../../graphql/loaders";
import type { Viewer } from "../../kernel/viewer";
import { BusinessPage, PagePost, type RatingSummary, Review } from "./page.entity";
import { VISIBLE_PAGES } from "./pages.service";

/** What the card and the page header show of a page beyond its row. */
export type PageStats = {
  followers: number;
  rating: RatingSummary;
  /** The viewer's relation: following, and their review's id. */
  viewerFollows: boolean;
  viewerReviewId: string | null;
};

type StatsRow = {
  key: string;
  followers: number;
  average: string | null;
  reviews: number;
  viewer_follows: boolean;
  viewer_review_id: string | null;
};

/**
 * The pages area's loaders: pages by id, and each page's follower count, rating and the viewer's relation
 * in one statement per batch (whatever the page size), and share counts of posts.
 */
export const pageLoaders = (db: DataSource, viewer: Viewer | null) => {
  const viewerId = viewer?.id ?? null;
  return {
    businessPageById: entityByIdLoader(db, BusinessPage, "bp", VISIBLE_PAGES),
    businessPageStats: new DataLoader<string, PageStats>(async (ids) => {
      const rows: StatsRow[] = await db.query(
        `SELECT k.id AS key,
                (SELECT count(*)::int FROM business_page_followers f WHERE f.page_id = k.id) AS followers,
                r.average, coalesce(r.reviews, 0) AS reviews,
                ($2::uuid IS NOT NULL AND EXISTS (SELECT 1 FROM business_page_followers f
                   WHERE f.page_id = k.id AND f.user_id = $2::uuid)) AS viewer_follows,
                (SELECT v.id FROM business_reviews v WHERE v.page_id = k.id AND v.author_id = $2::uuid)
                  AS viewer_review_id
           FROM unnest($1::uuid[]) AS k(id)
           LEFT JOIN LATERAL (
             SELECT round(avg(x.rating), 1)::text AS average, count(*)::int AS reviews
               FROM business_reviews x JOIN profiles a ON a.id = x.author_id AND NOT a.is_banned
              WHERE x.page_id = k.id) r ON true`,
        [ids, viewerId],
      );
      const found = new Map(rows.map((r) => [r.key, r]));
      return ids.map((id) => {
        const row = found.get(id);
        return {
          followers: row?.followers ?? 0,
          rating: {
            average: row?.average == null ? null : Number(row.average),
            count: row?.reviews ?? 0,
          },
          viewerFollows: row?.viewer_follows ?? false,
          viewerReviewId: row?.viewer_review_id ?? null,
        };
      });
    }),
    reviewById: entityByIdLoader(db, Review, "r", "business_reviews r"),
    pagePostShareCount: countLoader(db, "page_shares", "post_id"),
    pagePostById: entityByIdLoader(db, PagePost, "pp", "page_posts pp"),
  };
};
