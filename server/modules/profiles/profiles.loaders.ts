import DataLoader from "dataloader";
import type { DataSource } from "typeorm";
import { preparedQuery } from "../../db/prepared";
import { byId } from "../../graphql/loaders";
import type { Viewer } from "../../kernel/viewer";
import type { Profile } from "./profile.entity";
import { profileFromRow, profileSelect } from "./profiles.rows";

const PROFILES_BY_ID = `SELECT ${profileSelect("p", "s")}
  FROM profiles p LEFT JOIN member_settings s ON s.user_id = p.id
 WHERE p.id = ANY($1::uuid[])`;

/**
 * Profiles as the viewer may see them: a hidden profile shows only its name and pictures to others.
 * Made per request, since what it answers depends on the viewer. Read in plain SQL (a prepared statement),
 * as every list of members asks for it.
 */
export const profileLoaders = (db: DataSource, viewer: Viewer | null) => ({
  profileById: new DataLoader<string, Profile | null>(async (ids) => {
    const rows = await preparedQuery<Record<string, unknown>>(db, PROFILES_BY_ID, [ids]);
    return byId(
      rows.map((row) => profileFromRow(row, viewer)),
      ids,
    );
  }),
});

/** Members by id through the request's loader, in order, as the viewer may see them; null for one gone. */
export async function profilesByIds(
  loaders: { profileById: DataLoader<string, Profile | null> },
  ids: readonly string[],
): Promise<(Profile | null)[]> {
  return (await loaders.profileById.loadMany(ids)).map((profile) =>
    profile instanceof Error ? null : profile,
  );
}
