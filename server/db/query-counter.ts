import { AsyncLocalStorage } from "node:async_hooks";
import type { Logger as TypeOrmLogger } from "typeorm";

const requests = new AsyncLocalStorage<{ statements: number }>();

/** Runs `fn` with a fresh statement counter; every query TypeORM sends inside it is counted. */
export function countStatements<T>(fn: () => T): T {
  return requests.run({ statements: 0 }, fn);
}

export function statementsSoFar(): number | undefined {
  return requests.getStore()?.statements;
}

/** Counts a statement sent past TypeORM (a prepared statement on the pool: db/prepared.ts). */
export function countStatement() {
  const store = requests.getStore();
  if (store) store.statements++;
}

/** A TypeORM logger that counts statements per request (for tests and `npm run bench`) and logs nothing else. */
export class CountingLogger implements TypeOrmLogger {
  logQuery() {
    const store = requests.getStore();
    if (store) store.statements++;
  }
  logQueryError() {}
  logQuerySlow() {}
  logSchemaBuild() {}
  logMigration() {}
  log() {}
}
