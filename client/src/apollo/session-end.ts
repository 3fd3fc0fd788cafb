import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useSyncExternalStore } from "react";

/**
 * Why the server ended this browser's session, when it said: a ban (the socket's close reason, or
 * signing in as a suspended member) or a sign-out from another device (Settings › Security, a password
 * change). The sign-in screen explains it until the member signs in again.
 */
export type SessionEndReason = "BANNED" | "REVOKED";

let current: SessionEndReason | null = null;
const listeners = new Set<() => void>();

function set(reason: SessionEndReason | null) {
  if (reason === current) return;
  current = reason;
  for (const listener of listeners) listener();
}

/** The reason a socket was closed with (server/http/websocket.ts), when it is one to explain. */
export function endReasonOf(closeReason: string | undefined): SessionEndReason | null {
  return closeReason === "BANNED" || closeReason === "REVOKED" ? closeReason : null;
}

/** The `extensions.reason` of a refused sign-in (a suspended account: BANNED), when it is one to explain. */
export function endReasonOfError(error: unknown): SessionEndReason | null {
  const reason = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.reason : undefined;
  return typeof reason === "string" ? endReasonOf(reason) : null;
}

/** Remembers why the session ended, for the sign-in screen. */
export function sessionEndedBecause(reason: SessionEndReason): void {
  set(reason);
}

/** Forgets it: a new session started. */
export function clearSessionEnd(): void {
  set(null);
}

/** Why the last session ended, or null; re-renders when it changes. */
export function useSessionEnd(): SessionEndReason | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
