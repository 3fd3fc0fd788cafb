import type { Subscriber } from "../../kernel/events";
import type { EntityManager } from "typeorm";
import type { Services } from "../../kernel/context";
import { ForbiddenError, NotFoundError, UserInputError } from "../../graphql/errors";
import { asEntities, entityColumns, keysetPage, type PageArgs } from "../../graphql/pagination";
import { emit, type EventScope } from "../../kernel/events";
import { inTransaction } from "../../db/transaction";
import { eraseAccount } from "../accounts";
import { Profile } from "../profiles";
import { AuditEntry } from "./admin.entity";
import { AuditAction } from "../../kernel/kinds";
import type { Moderatable, ModeratableKind } from "../../kernel/moderatable";
import { ModerationTarget } from "../../kernel/kinds";

/** Who acted: a super admin's id, or null for the `npm run admin` command. */
export type ActorId = string | null;

export const ADMIN_MESSAGES = {
  againstSuperAdmin: "Super admins cannot be banned or deleted.",
  notContent: "Profiles are not content: ban or delete the member instead.",
} as const;

/**
 * The one way to record a super-admin action: an audit_log row written in the action's own transaction,
 * so the action and its record commit together. Areas with admin actions of their own (forums' pin and
 * lock, pages' verification) call it from their services.
 */
export async function recordAdminAction(
  tx: EntityManager,
  entry: {
    actorId: ActorId;
    action: AuditAction;
    targetType: ModerationTarget;
    targetId: string;
    summary: string;
  },
): Promise<void> {
  await tx.query(
    // The statement's clock, not the transaction's, and at least a millisecond (the column's precision)
    // after the newest entry this transaction sees: the entries of one action keep their order even
    // when they are written within the same millisecond (the list orders by time, then by a random id).
    `INSERT INTO audit_log (actor_id, action, target_type, target_id, summary, created_at)
     SELECT $1, $2, $3, $4, $5,
            greatest(clock_timestamp(), (SELECT max(created_at) FROM audit_log) + interval '1 millisecond')`,
    [entry.actorId, entry.action, entry.targetType, entry.targetId, entry.summary.slice(0, 500)],
  );
}

/** The admin area's subscriber to AdminActed (its manifest's `on`): the audit log's entry. */
export const onAdminActed: Subscriber<"AdminActed"> = (entry, { tx }) =>
  recordAdminAction(tx, entry);

type Deps = Pick<Services, "db" | "pubSub" | "registry">;
type Registered = Pick<Services, "db" | "pubSub" | "registry" | "storage">;

/** A stored file an item held: its upload's owner and public URL. */
export type StoredFile = { owner_id: string; url: string };

/** Discards, after the deletion committed, the files the deleted items held. */
export async function discardFiles({ db, storage }: Registered, files: readonly StoredFile[]) {
  for (const file of files) await storage.discard(db, file.owner_id, file.url);
}

/** A LIKE pattern matching `search` anywhere, its wildcards taken literally; null for no search. */
export function containsPattern(search: string | null | undefined): string | null {
  const text = search?.trim();
  return text ? `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
}

type MemberRow = { id: string; username: string; is_super_admin: boolean };

/** Locks a member's profile for an admin action against them: not found, or a super admin, refuses. */
async function lockMember(tx: EntityManager, userId: string): Promise<MemberRow> {
  const [row]: MemberRow[] = await tx.query(
    `SELECT id, username, is_super_admin FROM profiles WHERE id = $1 FOR UPDATE`,
    [userId],
  );
  if (!row) throw new NotFoundError("Profile");
  if (row.is_super_admin) throw new ForbiddenError(ADMIN_MESSAGES.againstSuperAdmin);
  return row;
}

/**
 * Bans a member in the scope's transaction with its audit entry (the accounts area ends their sessions,
 * hearing MemberBanned); answers how many sessions ended.
 */
export async function banInTx(scope: EventScope, actorId: ActorId, userId: string, why = "") {
  const { tx } = scope;
  const member = await lockMember(tx, userId);
  const [ended] = await emit(scope, "MemberBanned", { userId });
  await recordAdminAction(tx, {
    actorId,
    action: "BAN_USER",
    targetType: "PROFILE",
    targetId: userId,
    summary: `Banned @${member.username}${why}`,
  });
  return Number(ended ?? 0);
}

/**
 * Bans a member (not a super admin): the flag, the end of every session and the audit entry in one
 * transaction; then every process closes their sockets (answers how many sessions ended). Their content is hidden wherever it is listed
 * or read while the flag is set.
 */
export async function banMember(deps: Deps, actorId: ActorId, userId: string): Promise<number> {
  return inTransaction(deps.db, (tx, afterCommit) =>
    banInTx({ tx, afterCommit, services: deps }, actorId, userId),
  );
}

/** Lifts a member's ban with its audit entry; their content shows again. */
export async function unbanMember(deps: Deps, actorId: ActorId, userId: string) {
  await inTransaction(deps.db, async (tx, afterCommit) => {
    const member = await lockMember(tx, userId);
    await emit({ tx, afterCommit, services: deps }, "MemberUnbanned", { userId });
    await recordAdminAction(tx, {
      actorId,
      action: "UNBAN_USER",
      targetType: "PROFILE",
      targetId: userId,
      summary: `Unbanned @${member.username}`,
    });
  });
}

/**
 * Deletes a member's account (not a super admin's), with the audit entry, in one transaction; their
 * sessions end and their sockets close. What happens to each kind of content is decided by the foreign
 * keys and documented in the Moderation migration's note and the README:
 * removed: articles, group posts, comments and forum replies, forum posts, reactions, messages both
 * ways, connections, notifications, attendance, reports they filed, their feed items;
 * kept without an author (creator null): groups they created, events they organised.
 */
export async function deleteMember(deps: Deps, actorId: ActorId, userId: string): Promise<void> {
  await inTransaction(deps.db, async (tx, afterCommit) => {
    const member = await lockMember(tx, userId);
    await recordAdminAction(tx, {
      actorId,
      action: "DELETE_USER",
      targetType: "PROFILE",
      targetId: userId,
      summary: `Deleted the account of @${member.username}`,
    });
    // The deletion itself is the accounts area's, the same as a member's own when it is due.
    await eraseAccount({ tx, afterCommit, services: deps }, userId);
  });
}

/** The registered content kind, or a refusal (PROFILE is not content). */
export function moderatableOf(services: Pick<Services, "registry">, kind: ModerationTarget) {
  if (kind === "PROFILE") throw new UserInputError({ kind: ADMIN_MESSAGES.notContent });
  return services.registry.moderatables[kind as ModeratableKind] as Moderatable | undefined;
}

export type ContentRow = {
  id: string;
  createdAt: Date;
  title: string | null;
  preview: string;
  authorId: string | null;
  likeCount: number;
  path: string;
};

/** The columns the admin lists read from a kind's items (aliased x): the preview is 100 characters. */
export const CONTENT_COLUMNS = `x.id, x.created_at AS "createdAt", x.title,
  CASE WHEN length(x.body) > 100 THEN left(x.body, 100) || '...' ELSE x.body END AS preview,
  x.author_id AS "authorId", x.like_count AS "likeCount", x.path`;

/** Items of one kind, newest first, searched in title and text; nothing for a kind not yet built. */
export async function adminContent(
  services: Pick<Services, "db" | "registry">,
  kind: ModerationTarget,
  input: PageArgs & { search: string | null },
) {
  const moderatable = moderatableOf(services, kind);
  return keysetPage(
    services.db,
    {
      select: CONTENT_COLUMNS,
      from: moderatable
        ? `(${moderatable.items}) x`
        : `(SELECT NULL::uuid AS id, now() AS created_at) x`,
      where: moderatable
        ? `$1::text IS NULL OR x.title ILIKE $1 OR x.body ILIKE $1`
        : `false AND $1::text IS NULL`,
      params: [containsPattern(input.search)],
      alias: "x",
    },
    input,
    (rows: ContentRow[]) => rows.map((row) => ({ ...row, kind })),
  );
}

/**
 * Deletes any piece of content (a super admin): the kind's own deletion with its audit entry, in one
 * transaction. NOT_FOUND when there is none.
 */
export async function deleteContent(
  services: Registered,
  actorId: ActorId,
  kind: ModerationTarget,
  id: string,
): Promise<boolean> {
  const moderatable = moderatableOf(services, kind);
  if (!moderatable) throw new NotFoundError("Content");
  const files = await services.db.transaction((tx) =>
    removeContent(tx, moderatable, actorId, kind, id),
  );
  await discardFiles(services, files);
  return true;
}

/**
 * Deletes one item in `tx` and records it; NOT_FOUND when it is gone. Answers the stored files it held,
 * for the caller to discard once the transaction commits.
 */
export async function removeContent(
  tx: EntityManager,
  moderatable: Moderatable,
  actorId: ActorId,
  kind: ModerationTarget,
  id: string,
): Promise<StoredFile[]> {
  const [item]: { title: string | null; body: string }[] = await tx.query(
    `SELECT x.title, x.body FROM (${moderatable.items}) x WHERE x.id = $1`,
    [id],
  );
  const files: StoredFile[] = moderatable.files ? await tx.query(moderatable.files, [id]) : [];
  if (!item || !(await moderatable.remove(tx, id))) throw new NotFoundError("Content");
  const name = (item.title ?? item.body).slice(0, 80);
  await recordAdminAction(tx, {
    actorId,
    action: "DELETE_CONTENT",
    targetType: kind,
    targetId: id,
    summary: `Deleted ${kind.toLowerCase().replace("_", " ")} "${name}"`,
  });
  return files;
}

/** Members for super admins, newest first: searched by name, username or e-mail. */
export function adminUsers(
  { db }: Pick<Services, "db">,
  input: PageArgs & { search: string | null },
) {
  return keysetPage(
    db,
    {
      select: entityColumns(db, Profile, "p"),
      from: "profiles p JOIN users u ON u.id = p.id",
      where: `$1::text IS NULL OR p.username ILIKE $1 OR p.full_name ILIKE $1 OR u.email ILIKE $1`,
      params: [containsPattern(input.search)],
      alias: "p",
    },
    input,
    asEntities(Profile),
  );
}

export type Stats = {
  totalUsers: number;
  bannedUsers: number;
  activeToday: number;
  newThisWeek: number;
  openReports: number;
  content: { kind: ModerationTarget; count: number }[];
};

/**
 * The dashboard's numbers in one statement: members, banned members, members active in the last 24 hours
 * (users.last_seen_at: signing up or in, and any signed-in request, written at most once per session every
 * few minutes by the accounts area's session cache), members who joined in the last 7 days, open reports (one per
 * target, as the queue shows them), and a count per registered content kind.
 */
export async function adminStats(services: Pick<Services, "db" | "registry">): Promise<Stats> {
  const kinds = Object.entries(services.registry.moderatables) as [ModeratableKind, Moderatable][];
  const counts = kinds
    .map(([, m], i) => `, (SELECT count(*)::int FROM (${m.items}) x) AS "k${i}"`)
    .join("");
  const [row]: Record<string, number>[] = await services.db.query(
    `SELECT (SELECT count(*)::int FROM profiles) AS "totalUsers",
            (SELECT count(*)::int FROM profiles WHERE is_banned) AS "bannedUsers",
            (SELECT count(*)::int FROM users WHERE last_seen_at > now() - interval '24 hours') AS "activeToday",
            (SELECT count(*)::int FROM profiles WHERE created_at > now() - interval '7 days') AS "newThisWeek",
            (SELECT count(DISTINCT (target_type, target_id))::int FROM reports WHERE status = 'OPEN')
              AS "openReports"${counts}`,
  );
  return {
    totalUsers: row.totalUsers,
    bannedUsers: row.bannedUsers,
    activeToday: row.activeToday,
    newThisWeek: row.newThisWeek,
    openReports: row.openReports,
    content: kinds.map(([kind], i) => ({ kind: kind as ModerationTarget, count: row[`k${i}`] })),
  };
}

/** The audit log, newest first. */
export function auditLog({ db }: Pick<Services, "db">, input: PageArgs) {
  return keysetPage(
    db,
    { select: entityColumns(db, AuditEntry, "l"), from: "audit_log l", alias: "l" },
    input,
    asEntities(AuditEntry),
  );
}
