// The DataSource the TypeORM CLI uses (`npm run migration:*`); scripts/migration.cjs provides DATABASE_URL,
// starting the embedded PostgreSQL when none is configured.
import { loadConfig } from "./config";
import { createDataSource } from "./data-source";

const config = loadConfig();
if (!config.databaseUrl)
  throw new Error("DATABASE_URL is required here; run through `npm run migration:*`");

export default createDataSource(config.databaseUrl, { logging: true });
