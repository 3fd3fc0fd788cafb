// A small GraphQL client for tests: real HTTP with fetch (bearer token or cookie), real WebSocket with graphql-ws.
import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";
import type { Probe } from "./probes";

export type GraphQLResponse<T = Record<string, unknown>> = {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[];
  status: number;
  headers: Headers;
};

export type Auth = { token?: string; cookie?: string; headers?: Record<string, string> };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read untyped response data freely
export async function gql<T = Record<string, any>>(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  auth: Auth = {},
): Promise<GraphQLResponse<T>> {
  const headers: Record<string, string> = { "content-type": "application/json", ...auth.headers };
  if (auth.token) headers.authorization = `Bearer ${auth.token}`;
  if (auth.cookie) headers.cookie = auth.cookie;
  const res = await fetch(`${baseUrl}/graphql`, {
    method: "POST",
    headers,
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as Omit<GraphQLResponse<T>, "status" | "headers">;
  return { ...body, status: res.status, headers: res.headers };
}

/** The first error's code, or undefined. */
export const errorCode = (res: GraphQLResponse<unknown>) => res.errors?.[0]?.extensions?.code;

/** Opens a graphql-ws client; resolves once acknowledged, rejects with the close event when refused. */
export function connectWs(
  baseUrl: string,
  options: { token?: string; cookie?: string } = {},
): Promise<{ client: Client; closed: Promise<{ code: number; reason: string }> }> {
  let resolveClosed: (event: { code: number; reason: string }) => void;
  const closed = new Promise<{ code: number; reason: string }>((r) => (resolveClosed = r));
  const headers = options.cookie ? { cookie: options.cookie } : undefined;
  class CookieWebSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers });
    }
  }
  return new Promise((resolve, reject) => {
    const client = createClient({
      url: `${baseUrl.replace(/^http/, "ws")}/graphql`,
      webSocketImpl: CookieWebSocket,
      connectionParams: options.token ? { token: options.token } : undefined,
      retryAttempts: 0,
      lazy: false,
      onNonLazyError: () => undefined,
      on: {
        connected: () => resolve({ client, closed }),
        closed: (event) => {
          const { code, reason } = event as { code: number; reason: string };
          resolveClosed({ code, reason });
          reject({ code, reason });
        },
      },
    });
  });
}

/**
 * Subscribes over a socket of its own and collects the events' data (and any errors, the events' own
 * included). Resolves once the subscription is in place, as the system shows it rather than after a wait:
 * graphql-ws 6 acknowledges a socket, not each subscription, so `listen` publishes probe events (see
 * probes.ts) until the subscription delivers one ("first event" readiness), giving each probe longer to
 * arrive than the last. Probe events carry a marker and are never put in `events`.
 *
 * `settled()` publishes one more probe and waits for it. A subscription delivers its topic's events in the
 * order they were published, so anything published before the probe (an event that must not arrive, a
 * duplicate) has arrived by then: absence checks call it before asserting.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read untyped event data freely
export async function listen<T = any>(
  baseUrl: string,
  auth: { token: string },
  query: string,
  probe: Probe,
) {
  const { client } = await connectWs(baseUrl, { token: auth.token });
  const events: T[] = [];
  const errors: unknown[] = [];
  const markers = new Set<string>();
  const delivered = new Set<string>();
  client.subscribe(
    { query },
    {
      next: (event) => {
        const text = JSON.stringify(event);
        const marker = [...markers].find((m) => text.includes(m));
        if (marker) return void delivered.add(marker);
        events.push(event.data as T);
        if (event.errors) errors.push(...event.errors);
      },
      error: (error) => errors.push(error),
      complete: () => undefined,
    },
  );
  const close = () => client.dispose();
  const sendProbe = async () => {
    const { marker, publish } = await probe();
    markers.add(marker);
    await publish();
    return marker;
  };
  const fail = async (why: string): Promise<never> => {
    await close();
    throw new Error(`${why}: ${query} (errors: ${JSON.stringify(errors)})`);
  };

  const deadline = Date.now() + 20_000;
  for (let wait = 50; delivered.size === 0; wait = Math.min(wait * 2, 2000)) {
    if (errors.length > 0 || Date.now() > deadline)
      await fail("The subscription delivered no probe");
    await sendProbe();
    await until(() => delivered.size > 0 || errors.length > 0, wait);
  }
  return {
    events,
    errors,
    close,
    settled: async () => {
      const marker = await sendProbe();
      if (!(await until(() => delivered.has(marker), 20_000)))
        await fail("The subscription did not deliver a probe");
    },
  };
}

/**
 * Waits until `check()` holds, or `ms` has passed (the assertion that follows then fails); answers whether
 * it holds. A generous limit costs nothing when the check holds early.
 */
export async function until(check: () => boolean, ms = 10_000) {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 25));
  return check();
}
