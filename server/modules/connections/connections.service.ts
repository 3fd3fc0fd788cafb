import { emit } from "../../kernel/events";
import type { DataSource, EntityManager } from "typeorm";
import type { Services } from "../../kernel/context";
import type { Viewer } from "../../kernel/viewer";
import { ConflictError, NotFoundError } from "../../graphql/errors";
import { publishToPair, type PubSub } from "../../graphql/pubsub";
import { inTransaction, type AfterCommit } from "../../db/transaction";
import { displayName } from "../../lib/text";
import { Profile } from "../profiles";

/** The texts of the area's notifications (the spec's templates). */
const templates = {
  connectionRequest: (name: string) => ({
    type: "connection_request" as const,
    title: "New Connection Request",
    message: `${name} sent you a friend request`,
  }),
  newFollower: (name: string) => ({
    type: "connection" as const,
    title: "New Follower",
    message: `${name} started following you`,
  }),
};
import { ConnectionStatus } from "./connection.entity";

/** The area's refusals. */
export const CONNECTION_MESSAGES = {
  alreadyFriends: "You are already friends with this member.",
};

type Db = DataSource | EntityManager;
/** What the connection actions need of the services (the resolvers pass their context). */
type Deps = Pick<Services, "db" | "pubSub" | "registry">;

/** The connection state machine of document 1 section 4; one row per ordered pair, upserted atomically. */

async function notifyTarget(
  tx: EntityManager,
  afterCommit: AfterCommit,
  services: Deps,
  actorId: string,
  targetId: string,
  template: "connectionRequest" | "newFollower",
) {
  const actor = await tx.getRepository(Profile).findOneBy({ id: actorId });
  await emit({ tx, afterCommit, services }, "NotificationDue", {
    userId: targetId,
    ...templates[template](displayName(actor)),
    data: { senderId: actorId, from_user_id: actorId },
    path: `/profile/${actorId}`,
    // New followers fold into one notification until it is read ('Ana Lee and 4 others started …').
    ...(template === "newFollower" ? { groupKey: "followers" } : {}),
  });
}

/**
 * Refuses to follow or ask a friend: friends follow each other already, and the viewer's own row may be
 * the friendship itself, which a follow or a request would otherwise turn back into less.
 */
async function refuseIfFriends(tx: EntityManager, viewerId: string, targetId: string) {
  const friends: unknown[] = await tx.query(
    `SELECT 1 FROM connections
      WHERE ((user_id = $1 AND connected_user_id = $2) OR (user_id = $2 AND connected_user_id = $1))
        AND status = 'friends'`,
    [viewerId, targetId],
  );
  if (friends.length) throw new ConflictError(CONNECTION_MESSAGES.alreadyFriends);
}

/**
 * none → following; an existing own follow or pending request becomes following. Refused between friends
 * (never downgrades a friendship). Notifies the target of a new follow.
 */
export async function follow(services: Deps, { id: viewerId }: Viewer, targetId: string) {
  await inTransaction(services.db, async (tx, afterCommit) => {
    await refuseIfFriends(tx, viewerId, targetId);
    // The guard on the update holds for a friendship accepted since the check.
    const [row]: { inserted: boolean }[] = await tx.query(
      `INSERT INTO connections (user_id, connected_user_id, status) VALUES ($1, $2, 'following')
       ON CONFLICT (user_id, connected_user_id) DO UPDATE SET status = 'following', updated_at = now()
         WHERE connections.status <> 'friends'
       RETURNING (xmax = 0) AS inserted`,
      [viewerId, targetId],
    );
    if (!row) throw new ConflictError(CONNECTION_MESSAGES.alreadyFriends);
    if (row.inserted)
      await notifyTarget(tx, afterCommit, services, viewerId, targetId, "newFollower");
  });
}

/**
 * none → friend_requested; the caller's own follow becomes friend_requested. Refused between friends. When
 * the other party already has a row toward the caller, nothing changes. A new request notifies the target.
 */
export async function sendFriendRequest(
  services: Deps,
  { id: viewerId }: Viewer,
  targetId: string,
) {
  const { db } = services;
  await inTransaction(db, async (tx, afterCommit) => {
    await refuseIfFriends(tx, viewerId, targetId);
    const incoming = await tx.query(
      `SELECT 1 FROM connections WHERE user_id = $1 AND connected_user_id = $2`,
      [targetId, viewerId],
    );
    if (incoming.length) return;
    const changed: unknown[] = await tx.query(
      `INSERT INTO connections (user_id, connected_user_id, status) VALUES ($1, $2, 'friend_requested')
       ON CONFLICT (user_id, connected_user_id) DO UPDATE SET status = 'friend_requested', updated_at = now()
         WHERE connections.status = 'following'
       RETURNING id`,
      [viewerId, targetId],
    );
    if (changed.length) {
      await notifyTarget(tx, afterCommit, services, viewerId, targetId, "connectionRequest");
    }
  });
}

/** friend_requested → friends, for the request `requesterId` sent to the viewer. */
export async function acceptFriendRequest(
  { db }: Deps,
  { id: viewerId }: Viewer,
  requesterId: string,
) {
  const [rows]: [unknown[], number] = await db.query(
    `UPDATE connections SET status = 'friends', updated_at = now()
      WHERE user_id = $1 AND connected_user_id = $2 AND status = 'friend_requested' RETURNING id`,
    [requesterId, viewerId],
  );
  if (!rows.length) throw new NotFoundError("Friend request");
}

/** A rejected request's row is deleted. */
export async function rejectFriendRequest(
  { db }: Deps,
  { id: viewerId }: Viewer,
  requesterId: string,
) {
  const [rows]: [unknown[], number] = await db.query(
    `DELETE FROM connections WHERE user_id = $1 AND connected_user_id = $2 AND status = 'friend_requested' RETURNING id`,
    [requesterId, viewerId],
  );
  if (!rows.length) throw new NotFoundError("Friend request");
}

/** Unfollow or remove a connection: the viewer's own row is deleted. */
export async function unfollow({ db }: Deps, { id: viewerId }: Viewer, targetId: string) {
  await db.query(`DELETE FROM connections WHERE user_id = $1 AND connected_user_id = $2`, [
    viewerId,
    targetId,
  ]);
}

/** Remove friend: rows in both directions are deleted. */
export async function removeFriend({ db }: Deps, { id: viewerId }: Viewer, otherId: string) {
  await db.query(
    `DELETE FROM connections WHERE (user_id = $1 AND connected_user_id = $2) OR (user_id = $2 AND connected_user_id = $1)`,
    [viewerId, otherId],
  );
}

export type PairRow = { user_id: string; connected_user_id: string; status: ConnectionStatus };

/**
 * The viewer's status toward a member: the outgoing row's status; otherwise an incoming friend request reads
 * as friend_requested and an incoming accepted friendship as friends; otherwise none.
 */
export function statusToward(
  viewerId: string,
  otherId: string,
  rows: PairRow[],
): ConnectionStatus | null {
  const outgoing = rows.find((r) => r.user_id === viewerId && r.connected_user_id === otherId);
  if (outgoing) return outgoing.status;
  const incoming = rows.find((r) => r.user_id === otherId && r.connected_user_id === viewerId);
  if (incoming && incoming.status !== ConnectionStatus.FOLLOWING) return incoming.status;
  return null;
}

/** The status of the row between two members, whichever asked (an accepted request is the requester's). */
export async function statusBetween(db: Db, userId: string, otherId: string) {
  const [row]: { status: ConnectionStatus }[] = await db.query(
    `SELECT status FROM connections
      WHERE (user_id = $1 AND connected_user_id = $2) OR (user_id = $2 AND connected_user_id = $1)
      ORDER BY (user_id = $1) DESC LIMIT 1`,
    [userId, otherId],
  );
  return row?.status ?? null;
}

export function connectionChanged(pubSub: PubSub, userId: string, connectedUserId: string) {
  publishToPair(pubSub, "CONNECTION_CHANGED", [userId, connectedUserId], {
    userId,
    connectedUserId,
  });
}
