import { isDeepStrictEqual } from "node:util";
import { In, type EntityManager } from "typeorm";
import type { AfterCommit } from "../../db/transaction";
import type { EventScope, Subscriber } from "../../kernel/events";
import type { Services } from "../../kernel/context";
import { NotFoundError } from "../../graphql/errors";
import { asEntities, entityColumns, keysetPage, type PageArgs } from "../../graphql/pagination";
import type { PubSub } from "../../graphql/pubsub";
import type { Viewer } from "../../kernel/viewer";
import { displayName } from "../../lib/text";
import { isBlockedEither } from "../blocks";
import { unreadMessagesSql } from "../messages";
import { Profile } from "../profiles";
import { Notification } from "./notification.entity";

export type NewNotification = Pick<Notification, "userId" | "type" | "title" | "message"> & {
  data?: Record<string, unknown>;
  /** The member whose action it tells of, when `data.senderId` does not name them. */
  actorId?: string;
  /** Where it opens, when `data.path` does not say. */
  path?: string;
  /** What it is about, when repeats on it fold into one notification (see NotificationDue). */
  groupKey?: string;
};

/**
 * What notify did: the notification the member has, and whether it was written or folded now (`fresh`:
 * it went out live, and is worth an e-mail) or is a silent repeat of one they had.
 */
export type Notified = { notification: Notification; fresh: boolean };

/**
 * Repeats collapse: within this window a member gets at most one notification of a kind with the same
 * data (the same actor, and the same content ids when there are any), however often the action repeats.
 */
export const REPEAT_WINDOW_SECONDS = 60 * 60;

/**
 * Grouping: an unread notification with a `groupKey` takes the actions of its kind on its target for this
 * long after it was written or last folded into (each fold starts the window again).
 */
export const GROUP_WINDOW_SECONDS = 24 * 60 * 60;

/**
 * The one way to notify a member: the row is written in the caller's transaction (so it exists only if the
 * action does) and `notificationAdded` goes out after the commit.
 *
 * A repeat (the same recipient, kind and data as a notification of the last REPEAT_WINDOW_SECONDS: one
 * member following, unfollowing and following again, a reaction toggled on and off; grouped, a
 * notification on the key with the member among its actors, whose data is the same apart from who) adds
 * nothing and sends nothing (`fresh: false`): the earlier notification keeps its place and read state and
 * takes the new title and text (a grouped one when its newest action is this member's), so a flood of
 * actions is one notification. Data with an id of its own (a message, a comment) never repeats.
 *
 * With a `groupKey`, an action of another member (or another action of one already counted) folds into the
 * recipient's unread notification of the kind on that key of the last GROUP_WINDOW_SECONDS: its actor goes
 * first among the actors (once), the text names them with the count of the others ('Ana Lee and 4 others
 * reacted to …'), the data and path become the newest action's, and it is unread again and moved to the top
 * of the list (its `created_at` becomes the moment of the fold, after the lock: the list and its keyset
 * cursors are by `created_at`, so a page read before the fold may miss the row or show it twice, as with
 * any new notification). It goes out live again; the client merges it by id. A read one is history: the
 * next action starts a new row.
 *
 * Nothing is written (null) when the actor (`actorId`, or `data.senderId`) and the recipient blocked each
 * other, in either direction.
 */
/**
 * The member whose action a notification tells of (`actorId`, or `data.senderId`), unless that is the
 * recipient themself: whom a block between the two silences, and the first of its actors.
 */
export function actorOf(n: {
  userId: string;
  actorId?: string;
  data?: Record<string, unknown> | null;
}) {
  const sender = n.actorId ?? (typeof n.data?.senderId === "string" ? n.data.senderId : null);
  return sender !== n.userId ? sender : null;
}

export async function notify(
  tx: EntityManager,
  afterCommit: AfterCommit,
  pubSub: PubSub,
  { actorId, path, groupKey, ...notification }: NewNotification,
): Promise<Notified | null> {
  const data = notification.data ?? null;
  const { userId, type, title, message } = notification;
  // Members who block each other notify each other of nothing.
  const actor = actorOf({ userId, actorId, data });
  if (actor && (await isBlockedEither(tx, actor, userId))) return null;
  // Two of the same at once (or, grouped, two on the same target): the second waits for the first's
  // transaction and then finds its row.
  await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [
    JSON.stringify(
      groupKey ? ["notify", userId, type, "group", groupKey] : ["notify", userId, type, data],
    ),
  ]);
  const repo = tx.getRepository(Notification);
  const repeated =
    groupKey && actor
      ? await groupedRepeatOf(tx, userId, type, groupKey, actor, data)
      : await repeatOf(tx, userId, type, data);
  if (repeated) {
    // A grouped one keeps the text of its newest action, unless that is this member's.
    if ((repeated.actorIds[0] ?? null) === actor) {
      const reworded = await wordedFor(tx, message, actor, repeated.actorIds.length);
      await repo.update({ id: repeated.id }, { title, message: reworded });
    }
    return { notification: await repo.findOneByOrFail({ id: repeated.id }), fresh: false };
  }
  const written = {
    userId,
    type,
    title,
    message,
    data,
    path: path ?? (typeof data?.path === "string" ? data.path : null),
    groupKey: groupKey ?? null,
  };
  const row =
    (groupKey && actor ? await fold(tx, written, actor) : null) ??
    (await repo.save({ ...written, read: false, actorIds: actor ? [actor] : [] }));
  afterCommit(() =>
    pubSub.publish("NOTIFICATION_ADDED", row.userId, { id: row.id, userId: row.userId }),
  );
  return { notification: row, fresh: true };
}

/** The recipient's notification the same as this one (kind and data) of the last REPEAT_WINDOW_SECONDS. */
async function repeatOf(
  tx: EntityManager,
  userId: string,
  type: string,
  data: Record<string, unknown> | null,
) {
  const [row]: { id: string; actorIds: string[] }[] = await tx.query(
    `SELECT id, actor_ids AS "actorIds" FROM notifications
      WHERE user_id = $1 AND type = $2 AND data IS NOT DISTINCT FROM $3::jsonb
        AND created_at > now() - make_interval(secs => $4)
      ORDER BY created_at DESC, id DESC LIMIT 1`,
    [userId, type, data === null ? null : JSON.stringify(data), REPEAT_WINDOW_SECONDS],
  );
  return row ?? null;
}

/**
 * The recipient's grouped notification on `groupKey` of the last REPEAT_WINDOW_SECONDS that already tells
 * of this action of `actor`: they are among its actors, and its data (its newest action's) is the same
 * apart from who.
 */
async function groupedRepeatOf(
  tx: EntityManager,
  userId: string,
  type: string,
  groupKey: string,
  actor: string,
  data: Record<string, unknown> | null,
) {
  const rows: Pick<Notification, "id" | "actorIds" | "data">[] = await tx.query(
    `SELECT id, actor_ids AS "actorIds", data FROM notifications
      WHERE user_id = $1 AND type = $2 AND group_key = $3 AND actor_ids @> ARRAY[$4::uuid]
        AND created_at > now() - make_interval(secs => $5)
      ORDER BY created_at DESC, id DESC`,
    [userId, type, groupKey, actor, REPEAT_WINDOW_SECONDS],
  );
  const action = apartFrom(data, actor);
  return (
    rows.find((row) => isDeepStrictEqual(apartFrom(row.data, row.actorIds[0]), action)) ?? null
  );
}

/** Data without the entries naming `actorId`: what an action says apart from who did it. */
const apartFrom = (data: Record<string, unknown> | null, actorId: string | undefined) =>
  data && Object.fromEntries(Object.entries(data).filter(([, value]) => value !== actorId));

/**
 * Folds an action of `actor` into the recipient's unread notification of its kind on its group key of the
 * last GROUP_WINDOW_SECONDS, if there is one: the actor first (once), the newest action's text, data and
 * path, unread, at the top. Answers the notification folded into, or null. The row is locked before its
 * actors are read, so a reaction taken back at the same time is not undone.
 */
async function fold(
  tx: EntityManager,
  notification: Pick<
    Notification,
    "userId" | "type" | "groupKey" | "title" | "message" | "data" | "path"
  >,
  actor: string,
) {
  const { userId, type, groupKey, title, message, data, path } = notification;
  const [target]: { id: string; actorIds: string[] }[] = await tx.query(
    `SELECT id, actor_ids AS "actorIds" FROM notifications
      WHERE user_id = $1 AND type = $2 AND group_key = $3 AND NOT read
        AND created_at > now() - make_interval(secs => $4)
      ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE`,
    [userId, type, groupKey, GROUP_WINDOW_SECONDS],
  );
  if (!target) return null;
  const actorIds = [actor, ...target.actorIds.filter((id) => id !== actor)];
  await tx.query(
    `UPDATE notifications
        SET actor_ids = $2, title = $3, message = $4, data = $5, path = $6, read = false,
            created_at = clock_timestamp(), updated_at = now()
      WHERE id = $1`,
    [
      target.id,
      actorIds,
      title,
      await wordedFor(tx, message, actor, actorIds.length),
      data === null ? null : JSON.stringify(data),
      path,
    ],
  );
  return tx.getRepository(Notification).findOneByOrFail({ id: target.id });
}

/** The names notification texts give members (`displayName`), by id. */
async function actorNames(tx: EntityManager, ids: string[]) {
  const profiles = await tx.getRepository(Profile).findBy({ id: In(ids) });
  const names = new Map(profiles.map((p) => [p.id, displayName(p)]));
  return { get: (id: string) => names.get(id) ?? displayName(null) };
}

/**
 * The text of a notification with `actorCount` actors, from the text of one action of the newest, which
 * begins with their name: `Ana Lee reacted to …` stays for one, and reads `Ana Lee and 1 other reacted to …`,
 * `Ana Lee and 4 others reacted to …` for more. A text that does not begin with the name stays as it is.
 */
function groupedMessage(message: string, name: string, actorCount: number) {
  if (actorCount < 2 || !message.startsWith(name)) return message;
  return `${name}${othersPhrase(actorCount - 1)}${message.slice(name.length)}`;
}

/** The text of one action of `actor` (beginning with their name) for a notification of `actorCount` actors. */
async function wordedFor(
  tx: EntityManager,
  message: string,
  actor: string | null,
  actorCount: number,
) {
  if (!actor || actorCount < 2) return message;
  return groupedMessage(message, (await actorNames(tx, [actor])).get(actor), actorCount);
}

/** ' and 1 other', ' and 4 others': what follows the newest actor's name in a grouped text. */
const othersPhrase = (others: number) => ` and ${others} ${others === 1 ? "other" : "others"}`;

type ActorRow = Pick<Notification, "id" | "actorIds" | "message" | "data" | "path">;

/**
 * Takes a member out of notifications that tell of their actions: one only theirs goes; a grouped one
 * keeps the others, its text naming the newest of them with the count of the rest, and what in its data
 * and path named the member (the newest action's sender, the profile it opens) naming the newest left.
 */
async function dropActor(tx: EntityManager, rows: ActorRow[], actorId: string) {
  const kept = rows.filter(
    (row) => row.actorIds.includes(actorId) && row.actorIds.some((id) => id !== actorId),
  );
  const keptIds = new Set(kept.map((row) => row.id));
  const gone = rows.filter((row) => !keptIds.has(row.id)).map((row) => row.id);
  if (gone.length) await tx.query(`DELETE FROM notifications WHERE id = ANY($1)`, [gone]);
  if (!kept.length) return;
  const newest = (row: ActorRow) => row.actorIds.find((id) => id !== actorId)!;
  const names = await actorNames(tx, [...new Set(kept.map(newest))]);
  const rewritten = kept.map((row) =>
    rewordWithout(row, actorId, newest(row), names.get(newest(row))),
  );
  await tx.query(
    `UPDATE notifications n
        SET actor_ids = array_remove(n.actor_ids, $1::uuid), message = v.message, data = v.data,
            path = v.path, updated_at = now()
       FROM unnest($2::uuid[], $3::text[], $4::jsonb[], $5::text[]) AS v(id, message, data, path)
      WHERE n.id = v.id`,
    [
      actorId,
      rewritten.map((row) => row.id),
      rewritten.map((row) => row.message),
      rewritten.map((row) => (row.data === null ? null : JSON.stringify(row.data))),
      rewritten.map((row) => row.path),
    ],
  );
}

/** A grouped notification's text, data and path once `actorId` is out of it and `newest` leads. */
function rewordWithout(row: ActorRow, actorId: string, newest: string, name: string): ActorRow {
  const actorIds = row.actorIds.filter((id) => id !== actorId);
  // What the text says after the names: it follows ' and N others' in a grouped text.
  const phrase = othersPhrase(row.actorIds.length - 1);
  const at = row.message.indexOf(phrase);
  const message =
    at < 0
      ? row.message
      : groupedMessage(name + row.message.slice(at + phrase.length), name, actorIds.length);
  if (row.actorIds[0] !== actorId) return { ...row, message };
  const data =
    row.data &&
    Object.fromEntries(
      Object.entries(row.data).map(([key, value]) => [key, value === actorId ? newest : value]),
    );
  return { ...row, message, data, path: row.path && row.path.replaceAll(actorId, newest) };
}

/**
 * An action taken back (NotificationWithdrawn, a reaction): its unread notification goes, or, grouped with
 * others' (its data is the newest action's, the same apart from who), its actor leaves it.
 */
export const onNotificationWithdrawn: Subscriber<"NotificationWithdrawn"> = async (
  { userId, type, data },
  { tx },
) => {
  const { senderId, ...about } = data;
  const actorId = typeof senderId === "string" ? senderId : null;
  const rows: ActorRow[] = await tx.query(
    `SELECT id, actor_ids AS "actorIds", message, data, path FROM notifications
      WHERE user_id = $1 AND type = $2 AND NOT read
        AND (data @> $3::jsonb OR (actor_ids @> ARRAY[$4::uuid] AND data @> $5::jsonb))
      ORDER BY id FOR UPDATE`,
    [userId, type, JSON.stringify(data), actorId, JSON.stringify(about)],
  );
  if (actorId) await dropActor(tx, rows, actorId);
  else if (rows.length)
    await tx.query(`DELETE FROM notifications WHERE id = ANY($1)`, [rows.map((row) => row.id)]);
};

/** The notifications telling of a member's actions (by IDX_notifications_actors), in `where`'s list. */
const actedIn = (tx: EntityManager, where: string, params: unknown[]): Promise<ActorRow[]> =>
  tx.query(
    `SELECT id, actor_ids AS "actorIds", message, data, path FROM notifications
      WHERE actor_ids @> ARRAY[$1::uuid] ${where} ORDER BY id FOR UPDATE`,
    params,
  );

/** A member blocked another: the blocked member's notifications leave the blocker's list. */
export const onMemberBlocked: Subscriber<"MemberBlocked"> = async (
  { blockerId, blockedId },
  { tx },
) => {
  await dropActor(tx, await actedIn(tx, "AND user_id = $2", [blockedId, blockerId]), blockedId);
};

/** A banned or deleted member's actions are no longer told of: they leave every list. */
export const forgetActor = async ({ userId }: { userId: string }, { tx }: EventScope) => {
  await dropActor(tx, await actedIn(tx, "", [userId]), userId);
};

type Db = Pick<Services, "db">;

/** The viewer's notifications, newest first. */
export function notificationsOf({ db }: Db, viewer: Viewer, args: PageArgs) {
  return keysetPage(
    db,
    {
      select: entityColumns(db, Notification, "n"),
      from: "notifications n",
      where: "n.user_id = $1",
      params: [viewer.id],
      alias: "n",
    },
    args,
    asEntities(Notification),
  );
}

/**
 * What the bells show: unread messages received in the conversations the viewer's list shows (the
 * messages area's count), and unread notifications.
 */
export async function unreadCounts({ db }: Db, viewer: Viewer) {
  const [row]: { messages: number; notifications: number }[] = await db.query(
    `SELECT ${unreadMessagesSql("$1::uuid")} AS messages,
            (SELECT count(*)::int FROM notifications WHERE user_id = $1 AND NOT read) AS notifications`,
    [viewer.id],
  );
  return row;
}

/** Marks one of the viewer's notifications read. */
export async function markNotificationRead({ db }: Db, viewer: Viewer, id: string) {
  const repo = db.getRepository(Notification);
  const note = await repo.findOneBy({ id, userId: viewer.id });
  if (!note) throw new NotFoundError("Notification");
  if (!note.read) await repo.update({ id }, { read: true });
  return repo.findOneByOrFail({ id });
}

/** Marks every unread notification of the viewer read; answers how many. */
export async function markAllNotificationsRead({ db }: Db, viewer: Viewer) {
  const result = await db
    .getRepository(Notification)
    .update({ userId: viewer.id, read: false }, { read: true });
  return result.affected ?? 0;
}

/** The notification a `notificationAdded` event names. */
export async function notificationForEvent({ db }: Db, id: string) {
  const note = await db.getRepository(Notification).findOneBy({ id });
  if (!note) throw new NotFoundError("Notification");
  return note;
}
