// A small GraphQL client for tests: real HTTP with fetch (bearer token or cookie), real WebSocket with graphql-ws.
import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";

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
 * Subscribes over a socket of its own and collects the events' data (and any errors); resolves once the
 * subscription is in place.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read untyped event data freely
export async function listen<T = any>(baseUrl: string, auth: { token: string }, query: string) {
  const { client } = await connectWs(baseUrl, { token: auth.token });
  const events: T[] = [];
  const errors: unknown[] = [];
  client.subscribe(
    { query },
    {
      next: (event) => events.push(event.data as T),
      error: (error) => errors.push(error),
      complete: () => undefined,
    },
  );
  await new Promise((resolve) => setTimeout(resolve, 300));
  return { events, errors, close: () => client.dispose() };
}

/** Waits until `check()` holds, or `ms` has passed (the assertion that follows then fails). */
export async function until(check: () => boolean, ms = 3000) {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 25));
}
