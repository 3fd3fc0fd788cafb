import type { DataSource } from "typeorm";
import type { Changes } from "../../db/changes";
import type { PubSub } from "../../graphql/pubsub";
import { AsyncResource } from "node:async_hooks";
import { lookUpSession, markSeen, SEEN_EVERY_MS } from "./session.service";
import type { Viewer } from "../../kernel/viewer";

/**
 * How long a session read stays in memory at most: a backstop only, since every change that could end a
 * session is heard before an entry is used (see below).
 */
export const SESSION_CACHE_TTL_MS = 30_000;
const MAX_ENTRIES = 10_000;

type Entry = { viewer: Viewer; until: number };

/**
 * The member behind a token (resolveViewer), remembered by this process for a few seconds so that most
 * requests of a signed-in member cost no statement for their session. An entry goes as soon as the
 * process hears that the member's sessions or profile changed: the database signals every revocation,
 * expiry change, ban or role change whoever writes it (the ChangeSignals migration, server/db/changes.ts),
 * and SESSIONS_REVOKED (sign-out, bans, password changes) says so too. Nothing is served from memory while
 * the change listener is down, a read that overlapped a change of the member is not kept, an entry never outlives its
 * session, and before answering from memory the process makes sure it has heard every change committed
 * before the request arrived (Changes.sync, one trivial round trip shared by the requests waiting at the
 * same moment), so no request is let through that a database read would have refused.
 *
 * Every request of a signed-in member also marks them and their session as seen (users.last_seen_at, which
 * the admin statistics' 'Active today' counts, and sessions.last_seen_at, Settings › Security's 'Last
 * active'), at most once per session every SEEN_EVERY_MS in this process: the session's read says when
 * either was last marked, and this process remembers when it last wrote them.
 * Sockets go through `resolveFresh`, which reads the session afresh and marks the member seen the same way.
 */
export function createSessionCache(db: DataSource, changes: Changes, pubSub: PubSub) {
  const entries = new Map<string, Entry>();
  /** When each session's member was last marked seen, as far as this process knows (ms). */
  const seenAt = new Map<string, number>();
  // The write runs outside the request's context: bookkeeping every few minutes is not part of what the
  // request costs (the statements counted per response, server/db/query-counter.ts).
  const outsideRequest = AsyncResource.bind((write: () => Promise<void>) => write());
  const remember = (sessionId: string, at: number) => {
    if (seenAt.size >= MAX_ENTRIES && !seenAt.has(sessionId)) seenAt.clear();
    seenAt.set(sessionId, at);
  };
  const markSeenBy = async (viewer: Viewer, lastSeenAt?: Date | null) => {
    const now = Date.now();
    const known = Math.max(seenAt.get(viewer.sessionId) ?? 0, lastSeenAt?.getTime() ?? 0);
    if (now - known < SEEN_EVERY_MS) {
      if (known > (seenAt.get(viewer.sessionId) ?? 0)) remember(viewer.sessionId, known);
      return;
    }
    remember(viewer.sessionId, now);
    // A failed write is tried again at the session's next request.
    await outsideRequest(() => markSeen(db, viewer.id, viewer.sessionId)).catch(() =>
      seenAt.delete(viewer.sessionId),
    );
  };
  const tokensByMember = new Map<string, Set<string>>();
  const tokensBySession = new Map<string, string>();
  /** When (Changes.generation) each member last changed, and when everything last started again. */
  const changedAt = new Map<string, number>();
  let clearedAt = 0;

  const drop = (token: string) => {
    const entry = entries.get(token);
    if (!entry) return;
    entries.delete(token);
    tokensBySession.delete(entry.viewer.sessionId);
    const tokens = tokensByMember.get(entry.viewer.id);
    tokens?.delete(token);
    if (tokens?.size === 0) tokensByMember.delete(entry.viewer.id);
  };
  const dropMember = (id: string) => {
    for (const token of [...(tokensByMember.get(id) ?? [])]) drop(token);
  };
  const clear = () => {
    entries.clear();
    tokensByMember.clear();
    tokensBySession.clear();
  };

  changes.on((change) => {
    if (change === "*" || changedAt.size >= MAX_ENTRIES) {
      clear();
      changedAt.clear();
      clearedAt = changes.generation();
    } else if (change.startsWith("member:")) {
      const id = change.slice("member:".length);
      changedAt.set(id, changes.generation());
      dropMember(id);
    }
  });
  const revocations = pubSub.subscribe("SESSIONS_REVOKED");
  void (async () => {
    for await (const { sessionIds, userId } of revocations) {
      for (const id of sessionIds) {
        const token = tokensBySession.get(id);
        if (token) drop(token);
      }
      if (userId) dropMember(userId);
    }
  })();

  return {
    async resolve(token: string | null): Promise<Viewer | null> {
      if (!token) return null;
      if (entries.has(token) && changes.live()) {
        // Whatever ended before this request arrived has been heard once this returns.
        await changes.sync();
        const entry = entries.get(token);
        if (entry && changes.live() && entry.until > Date.now()) {
          await markSeenBy(entry.viewer);
          return entry.viewer;
        }
      }
      drop(token);
      // Read after every change committed so far has been heard, and kept unless the member changed
      // (or everything started again) while it was read.
      if (changes.live()) await changes.sync();
      const generation = changes.generation();
      const found = await lookUpSession(db, token);
      if (!found) return null;
      await markSeenBy(found.viewer, found.lastSeenAt);
      const changed = Math.max(clearedAt, changedAt.get(found.viewer.id) ?? 0);
      if (changes.live() && changed <= generation) {
        if (entries.size >= MAX_ENTRIES) clear();
        const until = Math.min(Date.now() + SESSION_CACHE_TTL_MS, found.expiresAt.getTime());
        entries.set(token, { viewer: found.viewer, until });
        tokensBySession.set(found.viewer.sessionId, token);
        const tokens = tokensByMember.get(found.viewer.id) ?? new Set<string>();
        tokens.add(token);
        tokensByMember.set(found.viewer.id, tokens);
      }
      return found.viewer;
    },
    /**
     * The member behind a socket's token, read afresh (never from memory: a socket checks its session on
     * connecting and on each subscription). It marks the member seen as any request does, so a member who
     * only uses the live socket counts as active today too.
     */
    async resolveFresh(token: string | null): Promise<Viewer | null> {
      const found = await lookUpSession(db, token);
      if (!found) return null;
      await markSeenBy(found.viewer, found.lastSeenAt);
      return found.viewer;
    },
    close: async () => {
      await revocations.return?.();
      clear();
      seenAt.clear();
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
