import { Client } from "pg";
import type { Logger } from "../logger";

export type Listening = {
  /** The connection while it listens (undefined while lost, reconnecting, or closed). */
  client: () => Client | undefined;
  close: () => Promise<void>;
};

/**
 * One connection of its own LISTENing on `channel` (the change signals, the Postgres pub/sub), handing
 * each notification's payload to `onPayload`. When it drops, `onLost` runs and it reconnects with
 * back-off (0.2 s, doubling, at most 30 s), `onListening` running each time it listens again (and the
 * first time). Resolves once it first listens; rejects if that first connection fails.
 */
export async function listen(options: {
  databaseUrl: string;
  channel: string;
  /** The connection's application_name, as PostgreSQL's views show it. */
  name: string;
  log: Logger;
  /** What the warning logged when the connection drops says. */
  lostMessage: string;
  onPayload: (payload: string) => void;
  onLost?: () => void;
  onListening?: () => void;
}): Promise<Listening> {
  const { databaseUrl, channel, name, log, lostMessage, onPayload, onLost, onListening } = options;
  let client: Client | undefined;
  let closed = false;
  let attempt = 0;

  const reconnect = () => {
    if (closed) return;
    const delay = Math.min(30000, 200 * 2 ** attempt++);
    setTimeout(() => void connect().catch(reconnect), delay).unref();
  };

  const connect = async (): Promise<void> => {
    const next = new Client({ connectionString: databaseUrl, application_name: name });
    next.on("notification", (message) => {
      if (message.channel === channel && message.payload) onPayload(message.payload);
    });
    next.on("error", (err) => {
      // An error of a connection already replaced or closed changes nothing.
      if (closed || client !== next) return;
      log.warn({ err }, lostMessage);
      client = undefined;
      onLost?.();
      void next.end().catch(() => undefined);
      reconnect();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    attempt = 0;
    onListening?.();
    client = next;
  };

  await connect();
  return {
    client: () => client,
    close: async () => {
      closed = true;
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
