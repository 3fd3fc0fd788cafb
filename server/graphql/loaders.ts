import DataLoader from "dataloader";
import type { DataSource } from "typeorm";
import { asEntities, entityColumns } from "./pagination";

/** Rows in the order of the ids asked for, null where none was found: what a DataLoader batch returns. */
export function byId<T extends { id: string }>(rows: T[], ids: readonly string[]): (T | null)[] {
  const map = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => map.get(id) ?? null);
}

/**
 * Entities by id, read as plain SQL: `from` is the table under `alias` with any joins, `where` any
 * further condition (the author in good standing); missing or left-out rows load as null.
 */
export function entityByIdLoader<T extends { id: string }>(
  db: DataSource,
  entity: new () => T,
  alias: string,
  from: string,
  where?: string,
) {
  return new DataLoader<string, T | null>(async (ids) => {
    const rows = await db.query(
      `SELECT ${entityColumns(db, entity, alias)} FROM ${from}
        WHERE ${alias}.id = ANY($1::uuid[])${where ? ` AND ${where}` : ""}`,
      [ids],
    );
    return byId(asEntities(entity)(rows), ids);
  });
}

/** A loader of one value per id from `SELECT key, value … WHERE key = ANY($1)` (absent keys: `fallback`). */
export function valueLoader<V>(db: DataSource, sql: string, fallback: V) {
  return new DataLoader<string, V>(async (ids) => {
    const rows: { key: string; value: V }[] = await db.query(sql, [ids]);
    const found = new Map(rows.map((r) => [r.key, r.value]));
    return ids.map((id) => (found.has(id) ? (found.get(id) as V) : fallback));
  });
}

/** How many rows of `table` name each id in `column` (0 for none). */
export const countLoader = (db: DataSource, table: string, column: string) =>
  valueLoader<number>(
    db,
    `SELECT ${column} AS key, count(*)::int AS value FROM ${table}
      WHERE ${column} = ANY($1::uuid[]) GROUP BY ${column}`,
    0,
  );

/**
 * A DataLoader that answers at once what was primed into it: `now(key)` is the primed value itself, not a
 * promise, so a field resolving from it completes synchronously (and graphql-js completes an object whose
 * fields all do without a promise per field: a page of members read in full with their facts, the
 * profiles.members.ts way). A key not primed loads as usual, batched.
 */
export class PrimedLoader<K, V> extends DataLoader<K, V> {
  private readonly primed = new Map<K, V>();

  prime(key: K, value: V | PromiseLike<V> | Error): this {
    const isValue =
      !(value instanceof Error) && typeof (value as PromiseLike<V> | null)?.then !== "function";
    if (isValue && !this.primed.has(key)) this.primed.set(key, value as V);
    return super.prime(key, value);
  }

  clear(key: K): this {
    this.primed.delete(key);
    return super.clear(key);
  }

  clearAll(): this {
    this.primed.clear();
    return super.clearAll();
  }

  /** The primed value, or a promise of the loaded one. */
  now(key: K): V | Promise<V> {
    return this.primed.has(key) ? (this.primed.get(key) as V) : this.load(key);
  }
}

/** `fn` of a value, synchronously when the value is not a promise. */
export function andThen<T, R>(value: T | Promise<T>, fn: (value: T) => R): R | Promise<R> {
  return value instanceof Promise ? value.then(fn) : fn(value);
}
