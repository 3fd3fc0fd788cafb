import DataLoader from "dataloader";

/** Rows in the order of the ids asked for, null where none was found: what a DataLoader batch returns. */
export function byId<T extends { id: string }>(rows: T[], ids: readonly string[]): (T | null)[] {
  const map = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => map.get(id) ?? null);
}

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
