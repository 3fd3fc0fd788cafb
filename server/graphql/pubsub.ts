import { createRedisEventTarget } from "@graphql-yoga/redis-event-target";
import { createPubSub, type PubSubEventTarget } from "@graphql-yoga/subscription";
import { Redis } from "ioredis";
import type { Pool } from "pg";
import { listen } from "../db/listen";
import type { Logger } from "../logger";
import type { Topics } from "../kernel/topics";

export type { Topics };

type Detail = unknown;
type Target = PubSubEventTarget<Topics>;

const CHANNEL = "agora_events";

/**
 * Postgres LISTEN/NOTIFY as an event target: one listening connection per process (db/listen.ts: it
 * reconnects with back-off when it drops), one channel, the topic in the payload.
 */
function createPostgresEventTarget(databaseUrl: string, pool: Pool, log: Logger) {
  type Listener =
    ((event: CustomEvent<Detail>) => void) | { handleEvent: (event: CustomEvent<Detail>) => void };
  const listeners = new Map<string, Set<Listener>>();

  const target: Target = {
    addEventListener(type, listener) {
      if (!listener) return;
      const set = listeners.get(type) ?? new Set();
      set.add(listener as Listener);
      listeners.set(type, set);
    },
    removeEventListener(type, listener) {
      if (listener) listeners.get(type)?.delete(listener as Listener);
    },
    dispatchEvent(event) {
      const payload = JSON.stringify({ t: event.type, d: event.detail });
      pool
        .query("SELECT pg_notify($1, $2)", [CHANNEL, payload])
        .catch((err) => log.error({ err }, "publish failed"));
      return true;
    },
  };
  const start = () =>
    listen({
      databaseUrl,
      channel: CHANNEL,
      name: "agora-listen",
      log,
      lostMessage: "pub/sub connection lost; reconnecting",
      onPayload: (payload) => {
        const { t, d } = JSON.parse(payload) as { t: string; d: Detail };
        const event = new CustomEvent(t, { detail: d });
        for (const listener of listeners.get(t) ?? []) {
          if (typeof listener === "function") listener(event);
          else listener.handleEvent(event);
        }
      },
    });
  return { target, start };
}

/** The typed pub/sub: Redis when REDIS_URL is set, Postgres LISTEN/NOTIFY otherwise. */
export async function createEventBus(options: {
  databaseUrl: string;
  pool: Pool;
  redisUrl?: string;
  log: Logger;
}) {
  if (options.redisUrl) {
    const publishClient = new Redis(options.redisUrl, { lazyConnect: true });
    const subscribeClient = new Redis(options.redisUrl, { lazyConnect: true });
    await Promise.all([publishClient.connect(), subscribeClient.connect()]);
    const eventTarget: Target = createRedisEventTarget({ publishClient, subscribeClient });
    return {
      engine: "redis" as const,
      pubSub: createPubSub<Topics>({ eventTarget }),
      close: async () => {
        subscribeClient.disconnect();
        // QUIT after the events already published: a short-lived process (npm run admin) loses none.
        await publishClient.quit().catch(() => publishClient.disconnect());
      },
    };
  }
  const pg = createPostgresEventTarget(options.databaseUrl, options.pool, options.log);
  const listening = await pg.start();
  return {
    engine: "postgres" as const,
    pubSub: createPubSub<Topics>({ eventTarget: pg.target }),
    close: listening.close,
  };
}

type MemberTopic = {
  [T in keyof Topics]: Topics[T] extends [string, unknown] ? T : never;
}[keyof Topics];

/** Publishes an event about two members to both of them (their own topics). */
export function publishToPair<T extends MemberTopic>(
  pubSub: PubSub,
  topic: T,
  memberIds: [string, string],
  payload: Topics[T][1],
) {
  for (const id of new Set(memberIds))
    (pubSub.publish as (t: T, id: string, p: Topics[T][1]) => void)(topic, id, payload);
}

export type EventBus = Awaited<ReturnType<typeof createEventBus>>;
export type PubSub = EventBus["pubSub"];
