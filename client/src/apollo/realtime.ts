import { GraphQLWsLink } from "@apollo/client/link/subscriptions";
import { createClient } from "graphql-ws";

/**
 * The WebSocket side of Apollo (subscriptions), loaded the first time a screen subscribes. The handshake
 * carries the session cookie, so the server knows who is listening.
 */
export function createRealtime(url: string) {
  const client = createClient({
    url,
    lazy: true,
    keepAlive: 25_000, // the spec's realtime heartbeat (§9)
    connectionAckWaitTimeout: 10_000, // the spec's realtime timeout (§9)
    retryAttempts: Infinity,
    shouldRetry: () => true,
  });
  return { client, link: new GraphQLWsLink(client) };
}
