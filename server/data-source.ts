import { DataSource } from "typeorm";
import { migrations } from "../migrations";
import { modules } from "./modules";
import type { ModuleDefinition } from "./kernel/module";
import { Upload } from "./storage/upload.entity";
import { SnakeNamingStrategy } from "./db/naming";
import { CountingLogger } from "./db/query-counter";

/** One DataSource shape for the app, the migration CLI and the tests. `synchronize` is never on. */
export function createDataSource(
  url: string,
  options: { poolSize?: number; logging?: boolean } = {},
) {
  return new DataSource({
    type: "postgres",
    url,
    // The storage's own table, then every area's (see server/modules/index.ts).
    entities: [
      Upload,
      ...(modules as readonly ModuleDefinition[]).flatMap((m) => m.entities ?? []),
    ],
    // The shared history, then each area's own: TypeORM runs them in the order of their timestamps.
    migrations: [
      ...migrations,
      ...(modules as readonly ModuleDefinition[]).flatMap((m) => m.migrations ?? []),
    ],
    migrationsTableName: "migrations",
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    ...(options.logging ? { logging: true } : { logger: new CountingLogger() }),
    poolSize: options.poolSize ?? 20,
    // No JIT compilation: the app's statements are short, and a plan PostgreSQL costs high (a TOP feed
    // page) spent seconds compiling for a query that runs in a fraction of one.
    extra: { application_name: "agora", options: "-c jit=off" },
  });
}
