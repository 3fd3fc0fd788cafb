import { GraphQLWsLink } from "@apollo/client/link/subscriptions";
import { createClient } from "graphql-ws";

export interface RealtimeOptions {
  /**
   * Called each time the socket is acknowledged again after the first time (the server restarted, the
   * network came back...): events published meanwhile were lost, so screens should refetch.
   */
  onReconnected?: () => void;
  /**
   * Called when the server ends the session under an open socket (sign-out elsewhere, a ban: close code
   * 4403), with the close reason (BANNED, REVOKED...): the app reloads as signed out and says why. Once
   * per acknowledged connection, not on every refused retry.
   */
  onSessionEnded?: (reason: string) => void;
}

/** The longest pause between two reconnection attempts. */
export const MAX_RETRY_WAIT_MS = 10_000;

/**
 * How long to wait before reconnection attempt `retries` (0 first): exponential from 1 s, capped at
 * 10 s, with "equal jitter" (half fixed, half random) so a restarted server is not hit by every client
 * at the same instant.
 */
export function retryDelay(retries: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_RETRY_WAIT_MS, 1_000 * 2 ** retries);
  return ceiling / 2 + random() * (ceiling / 2);
}

/**
 * The WebSocket side of Apollo (subscriptions), loaded the first time a screen subscribes. The handshake
 * carries the session cookie, so the server knows who is listening. The socket reconnects forever with
 * back-off, and graphql-ws subscribes again to everything still active on the new socket.
 */
export function createRealtime(
  url: string,
  { onReconnected, onSessionEnded }: RealtimeOptions = {},
) {
  let acknowledged = 0;
  const client = createClient({
    url,
    lazy: true,
    keepAlive: 25_000, // the spec's realtime heartbeat (§9)
    connectionAckWaitTimeout: 10_000, // the spec's realtime timeout (§9)
    retryAttempts: Infinity,
    shouldRetry: () => true,
    retryWait: (retries) =>
      new Promise<void>((resolve) => setTimeout(resolve, retryDelay(retries))),
    on: {
      connected: () => {
        acknowledged += 1;
        if (acknowledged > 1) onReconnected?.();
      },
      closed: (event) => {
        // A close we asked for (the last subscription ended, or a session change restarted the socket,
        // which reloads everything anyway) is a fresh start next time, not a recovery.
        const { code, reason = "" } = (event ?? {}) as { code?: number; reason?: string };
        if (code === 4403 && acknowledged > 0) onSessionEnded?.(reason);
        if (code === 1000 || code === 4499 || code === 4403) acknowledged = 0;
      },
    },
  });
  return { client, link: new GraphQLWsLink(client) };
}
