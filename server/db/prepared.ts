import crypto from "node:crypto";
import type { Pool } from "pg";
import { DataSource } from "typeorm";
import { countStatement } from "./query-counter";

type Queryable = { query: (text: string, values?: unknown[]) => Promise<unknown> };

const names = new Map<string, string>();
/** More texts than any fixed set has: a caller builds text from values, which then runs unprepared. */
const MAX_NAMES = 500;

/** A statement's name: a hash of its text, so one name never stands for two texts. Once per text. */
function nameOf(text: string): string | undefined {
  let name = names.get(text);
  if (!name && names.size < MAX_NAMES) {
    name = `q_${crypto.createHash("sha1").update(text).digest("base64url")}`;
    names.set(text, name);
  }
  return name;
}

/**
 * A hot read as a named prepared statement: each pooled connection parses and plans the text once and
 * then only binds values, which takes about a third of PostgreSQL's work off small, frequent reads (a
 * page of the feed, a session, a batch of profiles). The rows are pg's, as `DataSource.query` answers
 * them. Only for statements whose texts are a fixed set (never text built from values): each connection
 * keeps every name it was given. Inside a transaction (an EntityManager), the query goes through it.
 */
export function preparedQuery<Row>(db: Queryable, text: string, values: unknown[]): Promise<Row[]> {
  if (!(db instanceof DataSource)) return db.query(text, values) as Promise<Row[]>;
  const pool = (db.driver as unknown as { master: Pool }).master;
  countStatement();
  return pool.query({ name: nameOf(text), text, values }).then((result) => result.rows as Row[]);
}
