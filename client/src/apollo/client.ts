import { ApolloClient, ApolloLink, InMemoryCache, type TypePolicies } from "@apollo/client";
import UploadHttpLink from "apollo-upload-client/UploadHttpLink.mjs";
import { Kind, OperationTypeNode, type DocumentNode } from "graphql";
import { Observable, type Subscription } from "rxjs";
import introspection from "../gql/possible-types";
import type { createRealtime } from "./realtime";
import { endReasonOf, sessionEndedBecause } from "./session-end";
import { progressFetch } from "./upload-progress";

export interface ApolloSetupOptions {
  /** GraphQL over HTTP. Same origin by default (Vite proxies it in development). */
  uri?: string;
  /**
   * GraphQL over WebSocket; `null` turns subscriptions off (tests): they stay open and never emit.
   * Defaults to ws(s)://<host>/graphql.
   */
  wsUrl?: string | null;
}

export interface ApolloSetup {
  client: ApolloClient;
  /**
   * Reconnects the subscription socket so it carries the current session cookie. Called after sign-in
   * and sign-out; active subscriptions are re-established on the new socket.
   */
  restartRealtime: () => void;
  dispose: () => void;
}

/** ws(s)://<this host>/graphql, derived from the page's own address. */
export function defaultWsUrl(location: Location = window.location): string {
  const protocol = location.protocol === "https:" ? "wss:" : "ws:";
  return `${protocol}//${location.host}/graphql`;
}

/**
 * A cache: fragment matching for unions and interfaces from the schema (generated), and the rules
 * given (the app's: every area's, gathered by the composition root; see app-setup.ts).
 */
export function createCache(typePolicies: TypePolicies): InMemoryCache {
  return new InMemoryCache({ possibleTypes: introspection.possibleTypes, typePolicies });
}

function isSubscription(query: DocumentNode): boolean {
  return query.definitions.some(
    (definition) =>
      definition.kind === Kind.OPERATION_DEFINITION &&
      definition.operation === OperationTypeNode.SUBSCRIPTION,
  );
}

type Realtime = ReturnType<typeof createRealtime>;

/** Subscriptions over graphql-ws, whose code loads with the first subscription rather than with the page. */
class LazyRealtimeLink extends ApolloLink {
  private realtime: Promise<Realtime> | null = null;
  private loaded: Realtime | null = null;

  constructor(
    private readonly url: string,
    private readonly onReconnected: () => void = () => undefined,
    private readonly onSessionEnded: (reason: string) => void = () => undefined,
  ) {
    super();
  }

  private load(): Promise<Realtime> {
    this.realtime ??= import("./realtime").then(({ createRealtime }) => {
      this.loaded = createRealtime(this.url, {
        onReconnected: this.onReconnected,
        onSessionEnded: this.onSessionEnded,
      });
      return this.loaded;
    });
    return this.realtime;
  }

  request(operation: ApolloLink.Operation) {
    return new Observable<ApolloLink.Result>((observer) => {
      let inner: Subscription | null = null;
      let closed = false;
      this.load().then(
        ({ link }) => {
          if (!closed) inner = link.request(operation).subscribe(observer);
        },
        (error: unknown) => observer.error(error),
      );
      return () => {
        closed = true;
        inner?.unsubscribe();
      };
    });
  }

  /** graphql-ws treats `terminate` as non-fatal: it reconnects and resubscribes with the new cookie. */
  restart(): void {
    this.loaded?.client.terminate();
  }

  dispose(): void {
    void this.loaded?.client.dispose();
  }
}

/**
 * The Apollo Client for the browser, its cache ruled by `typePolicies` (the app's are every area's,
 * which app-setup.ts gathers and passes in: this module imports no area). The session lives in an
 * httpOnly cookie set by the server, so the client keeps no token: HTTP requests are same-origin with
 * credentials, and the WebSocket handshake carries the same cookie. Uploads go as multipart requests
 * (with progress when the operation's context asks for it: see `uploadProgressContext`); every HTTP
 * request sends `Apollo-Require-Preflight` because the server has Apollo's CSRF prevention on.
 */
export function createApolloSetup(
  typePolicies: TypePolicies,
  { uri = "/graphql", wsUrl = defaultWsUrl() }: ApolloSetupOptions = {},
): ApolloSetup {
  const httpLink = new UploadHttpLink({
    uri,
    credentials: "same-origin",
    headers: { "Apollo-Require-Preflight": "true" },
    fetch: progressFetch,
  });
  // After a reconnect, refetch what the screen shows: events sent while the socket was down are lost.
  // When the server ends the session under the socket (a ban, sign-out elsewhere), the app reloads as
  // signed out: the cache is reset and the session query answers no one; the sign-in screen says why.
  const realtime = wsUrl
    ? new LazyRealtimeLink(
        wsUrl,
        () => void client.refetchQueries({ include: "active" }),
        (reason) => {
          const why = endReasonOf(reason);
          if (why) sessionEndedBecause(why);
          void client.resetStore().catch(() => undefined);
        },
      )
    : null;
  // Without a socket, subscriptions stay silent rather than going over HTTP.
  const link = ApolloLink.split(
    ({ query }) => isSubscription(query),
    realtime ?? new ApolloLink(() => new Observable<ApolloLink.Result>(() => undefined)),
    httpLink,
  );

  const client = new ApolloClient({ link, cache: createCache(typePolicies) });

  return {
    client,
    restartRealtime: () => realtime?.restart(),
    dispose: () => {
      realtime?.dispose();
      client.stop();
    },
  };
}
