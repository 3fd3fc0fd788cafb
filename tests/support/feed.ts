// Feed items of the types the API does not produce yet (articles, events, groups, …), written the way content
// modules will write them: addFeedItem inside a transaction on the test server's own database, with
// `feedItemAdded` published after the commit on the server's pub/sub (Postgres or Redis, as configured).
import crypto from "node:crypto";
import type { Pool } from "pg";
import { inTransaction } from "../../server/db/transaction";
import { createEventBus } from "../../server/graphql/pubsub";
import { createLogger } from "../../server/logger";
import { addFeedItem, type NewFeedItem } from "../../server/modules/feed/feed.service";
import type { TestServer } from "./server";

export type FeedWriter = {
  /** Adds the items in one transaction (so they share its timestamp) and answers their ids in order. */
  add: (...items: NewFeedItem[]) => Promise<string[]>;
  close: () => Promise<void>;
};

export async function openFeedWriter(server: TestServer): Promise<FeedWriter> {
  const pool = (server.db.driver as unknown as { master: Pool }).master;
  const bus = await createEventBus({
    databaseUrl: server.databaseUrl,
    pool,
    redisUrl: process.env.REDIS_URL,
    log: createLogger("silent", false),
  });
  return {
    add: (...items) =>
      inTransaction(server.db, async (tx, afterCommit) => {
        const ids: string[] = [];
        for (const item of items)
          ids.push((await addFeedItem(tx, afterCommit, bus.pubSub, item)).id);
        return ids;
      }),
    close: () => bus.close(),
  };
}

/**
 * Members written straight to the database, with no password (they never sign in): many feed authors at
 * once, without paying for a password hash each.
 */
export async function insertMembers(
  server: TestServer,
  count: number,
): Promise<{ id: string; username: string }[]> {
  return server.db.query(
    `WITH u AS (
       INSERT INTO users (email, password_hash)
       SELECT 'bulk_' || $1 || '_' || n || '@example.com', '!' FROM generate_series(1, $2::int) n
       RETURNING id, email)
     INSERT INTO profiles (id, username, full_name)
     SELECT id, split_part(email, '@', 1), split_part(email, '@', 1) FROM u
     RETURNING id, username::text`,
    [crypto.randomBytes(4).toString("hex"), count],
  );
}
