import DataLoader from "dataloader";
import { In, type DataSource } from "typeorm";
import { byId } from "../../graphql/loaders";
import { User } from "./user.entity";

export const accountLoaders = (db: DataSource) => ({
  userById: new DataLoader<string, User | null>(async (ids) =>
    byId(await db.getRepository(User).findBy({ id: In([...ids]) }), ids),
  ),
});
