import DataLoader from "dataloader";
import type { DataSource } from "typeorm";
import { preparedQuery } from "../../db/prepared";
import type { Viewer } from "../accounts/session.service";
import { relationCountSql } from "./connections.relations";
import type { PairRow } from "./connections.service";

export type ConnectionCounts = { followers: number; following: number };

export const connectionLoaders = (db: DataSource, viewer: Viewer | null) => ({
  /** Followers and following: the lengths of the member's lists, by the same relations. */
  connectionCounts: new DataLoader<string, ConnectionCounts>(async (ids) => {
    const rows = await preparedQuery<{ id: string; followers: number; following: number }>(
      db,
      `SELECT m.id,
              ${relationCountSql("followers", "m.id")} AS followers,
              ${relationCountSql("following", "m.id")} AS following
         FROM unnest($1::uuid[]) AS m(id)`,
      [ids],
    );
    const map = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => map.get(id) ?? { followers: 0, following: 0 });
  }),
  /** The connection rows between the viewer and each member, both directions. */
  pairWithViewer: new DataLoader<string, PairRow[]>(async (ids) => {
    if (!viewer) return ids.map(() => []);
    const rows = await preparedQuery<PairRow>(
      db,
      `SELECT user_id, connected_user_id, status FROM connections
        WHERE (user_id = $1 AND connected_user_id = ANY($2::uuid[]))
           OR (connected_user_id = $1 AND user_id = ANY($2::uuid[]))`,
      [viewer.id, ids],
    );
    return ids.map((id) => rows.filter((r) => r.user_id === id || r.connected_user_id === id));
  }),
});
