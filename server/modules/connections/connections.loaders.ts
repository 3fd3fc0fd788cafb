import type { DataSource } from "typeorm";
import { preparedQuery } from "../../db/prepared";
import { PrimedLoader } from "../../graphql/loaders";
import type { Viewer } from "../../kernel/viewer";
import type { MemberFacts } from "../../kernel/module";
import { relationCountSql } from "./connections.relations";
import type { ConnectionStatus } from "./connection.entity";
import type { PairRow } from "./connections.service";

export type ConnectionCounts = { followers: number; following: number };

export const connectionLoaders = (db: DataSource, viewer: Viewer | null) => ({
  /** Followers and following: the lengths of the member's lists, by the same relations. */
  connectionCounts: new PrimedLoader<string, ConnectionCounts>(async (ids) => {
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
  pairWithViewer: new PrimedLoader<string, PairRow[]>(async (ids) => {
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

type ConnectionLoaders = ReturnType<typeof connectionLoaders>;

/**
 * The counts and the viewer's connection rows beside each member in full (module.ts, MemberFacts): the
 * same SQL as the loaders above, so a count read here is the length of the member's list too. The rows
 * between the viewer and the member are read as the status of each direction's row (at most one each:
 * UQ_connections_pair), two probes of that index, and rebuilt as the loader's rows.
 */
export const connectionMemberFacts: MemberFacts = {
  fields: ["followerCount", "followingCount", "connectionStatus", "hasIncomingFriendRequest"],
  select: (p, viewer, prefix) =>
    `${relationCountSql("followers", `${p}.id`)} AS "${prefix}followers",
     ${relationCountSql("following", `${p}.id`)} AS "${prefix}following",
     ${viewer} AS "${prefix}viewer",
     (SELECT v.status FROM connections v
       WHERE v.user_id = ${viewer} AND v.connected_user_id = ${p}.id) AS "${prefix}outgoing",
     (SELECT v.status FROM connections v
       WHERE v.user_id = ${p}.id AND v.connected_user_id = ${viewer}) AS "${prefix}incoming"`,
  prime: (loaders, id, row, prefix) => {
    const { connectionCounts, pairWithViewer } = loaders as ConnectionLoaders;
    connectionCounts.prime(id, {
      followers: row[`${prefix}followers`] as number,
      following: row[`${prefix}following`] as number,
    });
    const viewer = row[`${prefix}viewer`] as string | null;
    const outgoing = row[`${prefix}outgoing`] as ConnectionStatus | null;
    const incoming = row[`${prefix}incoming`] as ConnectionStatus | null;
    const pairs: PairRow[] = [];
    if (viewer && outgoing)
      pairs.push({ user_id: viewer, connected_user_id: id, status: outgoing });
    if (viewer && incoming)
      pairs.push({ user_id: id, connected_user_id: viewer, status: incoming });
    pairWithViewer.prime(id, pairs);
  },
};
