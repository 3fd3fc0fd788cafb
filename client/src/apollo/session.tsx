import { useApolloClient, useQuery, ApolloProvider } from "@apollo/client/react";
import { createContext, useCallback, useContext, useMemo, type ReactNode } from "react";
import { MeDocument, type ViewerFieldsFragment } from "./session.generated";
import type { ApolloSetup } from "./client";
import { clearSessionEnd } from "./session-end";

export type Viewer = ViewerFieldsFragment;

interface SessionActions {
  /** Call after sign-in, sign-up or sign-out: reconnects realtime and reloads everything for the new viewer. */
  sessionChanged: () => Promise<void>;
}

const SessionActionsContext = createContext<{ restartRealtime: () => void }>({
  restartRealtime: () => undefined,
});

/** Apollo for the app: the client plus the hook that swaps sessions cleanly. */
export function AppApolloProvider({
  setup,
  children,
}: {
  setup: ApolloSetup;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ restartRealtime: setup.restartRealtime }), [setup]);
  return (
    <ApolloProvider client={setup.client}>
      <SessionActionsContext.Provider value={value}>{children}</SessionActionsContext.Provider>
    </ApolloProvider>
  );
}

export interface Session {
  /** The signed-in member, or null for a visitor (also after a failed first check, as the spec says). */
  me: Viewer | null;
  /** True until the first session check ends. */
  loading: boolean;
}

/** The current session, from the `me` query (null when signed out). */
export function useSession(): Session {
  const { data, loading } = useQuery(MeDocument, { fetchPolicy: "cache-first" });
  const me = data?.me ?? null;
  return { me, loading: loading && !data };
}

export function useSessionActions(): SessionActions {
  const client = useApolloClient();
  const { restartRealtime } = useContext(SessionActionsContext);
  const sessionChanged = useCallback(async () => {
    // A new session (or none, signed out by choice): the last one's ending needs no more explaining.
    clearSessionEnd();
    restartRealtime();
    // Drops the previous viewer's data and refetches active queries (including `me`) for the new one.
    await client.resetStore();
  }, [client, restartRealtime]);
  return { sessionChanged };
}
