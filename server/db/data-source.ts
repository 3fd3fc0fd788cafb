import { DataSource } from "typeorm";
import { migrations } from "../../migrations";
import { entities } from "./entities";
import { SnakeNamingStrategy } from "./naming";
import { CountingLogger } from "./query-counter";

/** One DataSource shape for the app, the migration CLI and the tests. `synchronize` is never on. */
export function createDataSource(
  url: string,
  options: { poolSize?: number; logging?: boolean } = {},
) {
  return new DataSource({
    type: "postgres",
    url,
    entities,
    migrations,
    migrationsTableName: "migrations",
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    ...(options.logging ? { logging: true } : { logger: new CountingLogger() }),
    poolSize: options.poolSize ?? 20,
    extra: { application_name: "agora" },
  });
}
