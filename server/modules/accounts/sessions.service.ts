import type { Services } from "../../kernel/context";
import type { Viewer } from "../../kernel/viewer";
import { NotFoundError } from "../../graphql/errors";
import { sessionsEnded } from "./session.service";
import type { SessionInfo } from "./accounts.types";
import {
  describeDevice,
  liveSessions,
  revokeOtherLiveSessions,
  revokeOwnSession,
} from "./session.service";

/**
 * The member's live sessions as Settings › Security lists them: the device read from the user agent, and
 * the one making the request marked current (and seen now, since it is in use).
 */
export async function sessionsOf(
  services: Pick<Services, "db">,
  viewer: Viewer,
): Promise<SessionInfo[]> {
  const rows = await liveSessions(services.db, viewer.id);
  const now = new Date();
  return rows.map((session) => ({
    id: session.id,
    current: session.id === viewer.sessionId,
    userAgent: describeDevice(session.userAgent),
    ip: session.ip,
    createdAt: session.createdAt,
    lastSeenAt: session.id === viewer.sessionId ? now : session.lastSeenAt,
  }));
}

/**
 * Ends one of the member's own sessions at once: every process refuses its token from the next request
 * and closes its sockets. Another member's session, or one already over, is NOT_FOUND.
 */
export async function revokeOwn(
  services: Pick<Services, "db" | "pubSub">,
  viewer: Viewer,
  sessionId: string,
): Promise<boolean> {
  const ended = await revokeOwnSession(services.db, viewer.id, sessionId);
  if (ended.length === 0) throw new NotFoundError("Session");
  sessionsEnded(services, ended, "REVOKED");
  return true;
}

/** Ends every live session of the member's but the one making the request; answers how many ended. */
export async function revokeOthers(
  services: Pick<Services, "db" | "pubSub">,
  viewer: Viewer,
): Promise<number> {
  const ended = await revokeOtherLiveSessions(services.db, viewer.id, viewer.sessionId);
  sessionsEnded(services, ended, "REVOKED");
  return ended.length;
}
