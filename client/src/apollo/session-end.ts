import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useSyncExternalStore } from "react";

/**
 * Why the server ended this browser's session, when it said: a ban (the socket's close reason, or
 * signing in as a suspended member), a sign-out from another device (Settings › Security, a password
 * change) or the member's deletion of their account, scheduled (signing in cancels it). The sign-in
 * screen explains it until the member signs in again.
 */
export type SessionEndReason = "BANNED" | "REVOKED" | "DELETION_SCHEDULED";

const REASONS: readonly string[] = ["BANNED", "REVOKED", "DELETION_SCHEDULED"];

let current: SessionEndReason | null = null;
/** When the account will be deleted (ISO), when this browser asked for it (DELETION_SCHEDULED). */
let deletionAt: string | null = null;
const listeners = new Set<() => void>();

function set(reason: SessionEndReason | null, at: string | null = null) {
  if (reason === current && at === deletionAt) return;
  current = reason;
  deletionAt = at;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The reason a socket was closed with (server/http/websocket.ts), when it is one to explain. */
export function endReasonOf(closeReason: string | undefined): SessionEndReason | null {
  return closeReason && REASONS.includes(closeReason) ? (closeReason as SessionEndReason) : null;
}

/** The `extensions.reason` of a refused sign-in (a suspended account: BANNED), when it is one to explain. */
export function endReasonOfError(error: unknown): SessionEndReason | null {
  const reason = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.reason : undefined;
  return typeof reason === "string" ? endReasonOf(reason) : null;
}

/**
 * Remembers why the session ended, for the sign-in screen; for a deletion, when it will happen when
 * known (a socket closed for the same reason keeps the date the mutation answered).
 */
export function sessionEndedBecause(reason: SessionEndReason, at?: string): void {
  set(reason, at ?? (reason === current ? deletionAt : null));
}

/** Forgets it: a new session started. */
export function clearSessionEnd(): void {
  set(null);
}

/** Why the last session ended, or null; re-renders when it changes. */
export function useSessionEnd(): SessionEndReason | null {
  return useSyncExternalStore(subscribe, () => current);
}

/** When the account will be deleted (ISO) if this browser asked for it, or null; re-renders when it changes. */
export function useDeletionDate(): string | null {
  return useSyncExternalStore(subscribe, () => deletionAt);
}
