import type { EntityManager } from "typeorm";
import { emit, type EventScope, type Subscriber, type TextKind } from "../../kernel/events";
import type { CommentableKind } from "../../kernel/kinds";
import type { Viewer } from "../../kernel/viewer";
import { displayName } from "../../lib/text";
import { findMentionsAndTags } from "./rules";

/** A piece of content that carries mentions and tags, by its kind and id. */
export type TextRef = { contentType: TextKind; contentId: string };

type Member = { id: string; username: string; isSuperAdmin: boolean };

/**
 * The members the mention runs name: for each run, the longest of its candidates that is an existing
 * member's username (case-insensitive), in one statement for the whole text. Banned members are no one.
 */
export async function resolveMentions(
  tx: EntityManager,
  runs: readonly string[][],
): Promise<Member[]> {
  const candidates = [...new Set(runs.flat())];
  if (candidates.length === 0) return [];
  const rows: Member[] = await tx.query(
    `SELECT id, lower(username::text) AS username, is_super_admin AS "isSuperAdmin"
       FROM profiles WHERE username = ANY($1::citext[]) AND NOT is_banned`,
    [candidates],
  );
  const byName = new Map(rows.map((row) => [row.username, row]));
  const found = new Map<string, Member>();
  for (const run of runs) {
    const member = run.map((name) => byName.get(name)).find(Boolean);
    if (member) found.set(member.id, member);
  }
  return [...found.values()];
}

/** The content a text's readers must be able to read: a comment's commented content, else itself. */
const readTarget = (event: {
  contentType: TextKind;
  contentId: string;
  parent?: { contentType: CommentableKind; contentId: string };
}): { contentType: CommentableKind; contentId: string } | null =>
  event.contentType === "comment"
    ? (event.parent ?? null)
    : event.contentType === "message"
      ? null
      : { contentType: event.contentType, contentId: event.contentId };

/** Sets the content's mentions to exactly these members. */
async function replaceMentions(tx: EntityManager, ref: TextRef, memberIds: string[]) {
  await tx.query(
    `DELETE FROM content_mentions
      WHERE content_type = $1 AND content_id = $2 AND NOT (user_id = ANY($3::uuid[]))`,
    [ref.contentType, ref.contentId, memberIds],
  );
  if (memberIds.length)
    await tx.query(
      `INSERT INTO content_mentions (content_type, content_id, user_id)
       SELECT $1, $2, unnest($3::uuid[]) ON CONFLICT DO NOTHING`,
      [ref.contentType, ref.contentId, memberIds],
    );
}

/** Sets the content's tags to exactly these, each marked public or not (everyone may read the content). */
async function replaceTags(
  tx: EntityManager,
  ref: TextRef,
  authorId: string,
  tags: string[],
  isPublic: boolean,
) {
  await tx.query(
    `DELETE FROM content_tags
      WHERE content_type = $1 AND content_id = $2 AND NOT (tag = ANY($3::text[]))`,
    [ref.contentType, ref.contentId, tags],
  );
  if (tags.length)
    await tx.query(
      `INSERT INTO content_tags (content_type, content_id, tag, author_id, public)
       SELECT $1, $2, unnest($3::text[]), $4, $5
       ON CONFLICT (content_type, content_id, tag) DO UPDATE SET public = EXCLUDED.public`,
      [ref.contentType, ref.contentId, tags, authorId, isPublic],
    );
}

/**
 * Notifies the members newly mentioned in the content (never twice for one piece of content, edits
 * included: `mention_notices` remembers whom it notified), never its author, nor a member who may not
 * read it (the content's area says, through its `commentable` contract, with them as the viewer); the
 * notifications area skips blocked pairs. Messages notify nobody (the receiver gets `message`).
 */
async function notifyMentioned(
  scope: EventScope,
  event: Parameters<Subscriber<"TextSaved">>[0],
  members: Member[],
) {
  const { tx } = scope;
  const target = readTarget(event);
  if (!target) return;
  const candidates = members.filter((m) => m.id !== event.authorId);
  if (!candidates.length) return;
  const fresh: { user_id: string }[] = await tx.query(
    `SELECT m AS user_id FROM unnest($3::uuid[]) m
      WHERE NOT EXISTS (SELECT 1 FROM mention_notices n
                         WHERE n.content_type = $1 AND n.content_id = $2 AND n.user_id = m)`,
    [event.contentType, event.contentId, candidates.map((m) => m.id)],
  );
  if (!fresh.length) return;
  const lookup = scope.services.registry.commentables[target.contentType];
  if (!lookup) return;
  const [author] = (await tx.query(`SELECT full_name, username FROM profiles WHERE id = $1`, [
    event.authorId,
  ])) as { full_name: string | null; username: string }[];
  const name = displayName({ fullName: author?.full_name, username: author?.username });
  const freshIds = new Set(fresh.map((r) => r.user_id));
  for (const member of candidates.filter((m) => freshIds.has(m.id))) {
    const viewer: Viewer = {
      id: member.id,
      sessionId: "",
      isSuperAdmin: member.isSuperAdmin,
      isBanned: false,
    };
    const seen = await lookup(tx, target.contentId, viewer);
    if (!seen || seen.readRefusal !== null) continue;
    // The notice is the gate: a concurrent save of the same content waits here, then finds it.
    const inserted: unknown[] = await tx.query(
      `INSERT INTO mention_notices (content_type, content_id, user_id) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING user_id`,
      [event.contentType, event.contentId, member.id],
    );
    if (!inserted.length) continue;
    const isComment = event.contentType === "comment";
    await emit(scope, "NotificationDue", {
      userId: member.id,
      type: "mention",
      title: "New Mention",
      message: isComment
        ? `${name} mentioned you in a comment on "${seen.title}"`
        : `${name} mentioned you in "${seen.title}"`,
      data: {
        senderId: event.authorId,
        contentType: target.contentType,
        contentId: target.contentId,
        ...(isComment ? { commentId: event.contentId } : {}),
        path: seen.path,
      },
    });
  }
}

/**
 * The mentions area's subscriber to TextSaved (its manifest's `on`): in the saving transaction, finds the
 * text's mentions (existing members only) and tags, replaces the content's own, and notifies the members
 * newly mentioned. Messages carry mentions, not tags.
 */
export const onTextSaved: Subscriber<"TextSaved"> = async (event, scope) => {
  const { tx } = scope;
  const ref = { contentType: event.contentType, contentId: event.contentId };
  const found = findMentionsAndTags(event.text);
  const members = await resolveMentions(tx, found.mentions);
  await replaceMentions(
    tx,
    ref,
    members.map((m) => m.id),
  );
  const target = readTarget(event);
  if (target && event.contentType !== "message") {
    let isPublic = false;
    if (found.tags.length) {
      const lookup = scope.services.registry.commentables[target.contentType];
      const seen = lookup ? await lookup(tx, target.contentId, null) : null;
      isPublic = !!seen && seen.readRefusal === null;
    }
    await replaceTags(tx, ref, event.authorId, found.tags, isPublic);
  }
  await notifyMentioned(scope, event, members);
};
