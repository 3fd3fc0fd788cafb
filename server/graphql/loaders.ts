import DataLoader from "dataloader";
import { In, type DataSource } from "typeorm";
import { User } from "../modules/accounts/user.entity";
import { Profile } from "../modules/profiles/profile.entity";

function byId<T extends { id: string }>(rows: T[], ids: readonly string[]): (T | null)[] {
  const map = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => map.get(id) ?? null);
}

/** Per-request batching: one query per kind of row however many resolvers ask. */
export function createLoaders(db: DataSource) {
  return {
    profileById: new DataLoader<string, Profile | null>(async (ids) =>
      byId(await db.getRepository(Profile).findBy({ id: In([...ids]) }), ids),
    ),
    userById: new DataLoader<string, User | null>(async (ids) =>
      byId(await db.getRepository(User).findBy({ id: In([...ids]) }), ids),
    ),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
