import DataLoader from "dataloader";
import { In, type DataSource } from "typeorm";
import { User } from "../modules/accounts/user.entity";
import type { Viewer } from "../modules/accounts/session.service";
import type { PairRow } from "../modules/connections/connections.service";
import { Profile } from "../modules/profiles/profile.entity";
import { createReactionsLoader } from "../modules/reactions/reactions.loader";
import { hideDetails } from "../modules/profiles/profiles.policy";

function byId<T extends { id: string }>(rows: T[], ids: readonly string[]): (T | null)[] {
  const map = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => map.get(id) ?? null);
}

export type ConnectionCounts = { followers: number; following: number };

/**
 * Per-request batching: one query per kind of row however many resolvers ask. Some loaders answer from the
 * viewer's point of view (privacy, connection status), so loaders are made per request, never shared.
 */
export function createLoaders(db: DataSource, viewer: Viewer | null) {
  return {
    /** Profiles as the viewer may see them: a hidden profile shows only its name and pictures to others. */
    profileById: new DataLoader<string, Profile | null>(async (ids) => {
      const { entities, raw } = await db
        .getRepository(Profile)
        .createQueryBuilder("p")
        .leftJoin("member_settings", "s", "s.user_id = p.id")
        .addSelect("coalesce(s.profile_visible, true)", "visible")
        .where("p.id IN (:...ids)", { ids })
        .getRawAndEntities<{ p_id: string; visible: boolean }>();
      const visible = new Map(raw.map((r) => [r.p_id, r.visible]));
      return byId(
        entities.map((p) => (visible.get(p.id) ? p : hideDetails(viewer, p))),
        ids,
      );
    }),
    /** Reaction counts per kind, and the viewer's own, for any reactable content. */
    reactions: createReactionsLoader(db, viewer?.id ?? null),
    userById: new DataLoader<string, User | null>(async (ids) =>
      byId(await db.getRepository(User).findBy({ id: In([...ids]) }), ids),
    ),
    /** Followers (rows toward the member, following or friends) and following (rows from the member). */
    connectionCounts: new DataLoader<string, ConnectionCounts>(async (ids) => {
      const rows: { id: string; followers: number; following: number }[] = await db.query(
        `SELECT m.id,
                (SELECT count(*)::int FROM connections c
                  WHERE c.connected_user_id = m.id AND c.status IN ('following', 'friends')) AS followers,
                (SELECT count(*)::int FROM connections c
                  WHERE c.user_id = m.id AND c.status IN ('following', 'friends')) AS following
           FROM unnest($1::uuid[]) AS m(id)`,
        [ids],
      );
      const map = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => map.get(id) ?? { followers: 0, following: 0 });
    }),
    /** The connection rows between the viewer and each member, both directions. */
    pairWithViewer: new DataLoader<string, PairRow[]>(async (ids) => {
      if (!viewer) return ids.map(() => []);
      const rows: PairRow[] = await db.query(
        `SELECT user_id, connected_user_id, status FROM connections
          WHERE (user_id = $1 AND connected_user_id = ANY($2::uuid[]))
             OR (connected_user_id = $1 AND user_id = ANY($2::uuid[]))`,
        [viewer.id, ids],
      );
      return ids.map((id) => rows.filter((r) => r.user_id === id || r.connected_user_id === id));
    }),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
