import type { Services } from "../../kernel/context";
import type { JobHandler } from "../../kernel/jobs";
import { topItemsOf } from "../feed";
import { appLink, composeEmail, recipientOf, sendOnce } from "./email";

/** The task that sends the due e-mail digests (every 15 minutes, and `npm run jobs -- run digest`). */
export const DIGEST_TASK = "digest";
/** When the queue runs it: every 15 minutes (crontab). */
export const DIGEST_SCHEDULE = "*/15 * * * *";

/** How many unread notifications a digest lists, and how many of the network's top items. */
const LISTED = 10;
const TOP_ITEMS = 3;
/** How many members one pass handles before it looks again (each member's row moves them out). */
const BATCH = 100;

type DigestServices = Pick<Services, "db" | "mailer" | "config" | "registry" | "log">;

type DueMember = { id: string; since: Date };

/**
 * The members whose digest is due: their frequency (WEEKLY until they choose) has passed since the
 * last digest, or since they chose it or joined when there was none; banned members and unconfirmed
 * addresses get none.
 */
async function dueMembers(db: Services["db"], limit: number): Promise<DueMember[]> {
  return db.query(
    `SELECT m.id, m.since
       FROM (SELECT u.id, coalesce(s.digest, 'WEEKLY') AS digest,
                    greatest(u.created_at, s.digest_chosen_at,
                             (SELECT max(d.created_at) FROM email_deliveries d
                               WHERE d.user_id = u.id AND d.kind = 'digest')) AS since
               FROM users u
               JOIN profiles p ON p.id = u.id AND NOT p.is_banned
               LEFT JOIN member_settings s ON s.user_id = u.id
              WHERE u.email_verified_at IS NOT NULL) m
      WHERE m.digest <> 'OFF'
        AND m.since + CASE m.digest WHEN 'DAILY' THEN interval '1 day' ELSE interval '7 days' END
            <= now()
      ORDER BY m.since
      LIMIT $1`,
    [limit],
  );
}

/** The key of a member's digest for the period that began at `since`: one digest per period. */
const periodKey = (member: DueMember) =>
  `digest:${member.id}:${new Date(member.since).toISOString()}`;

/** Ends a member's period without a digest (nothing unread, or the send failed): the next counts from now. */
async function endPeriod(db: Services["db"], member: DueMember, sent: boolean) {
  await db.query(
    `INSERT INTO email_deliveries (key, user_id, kind, sent) VALUES ($1, $2, 'digest', $3)
     ON CONFLICT (key) DO NOTHING`,
    [periodKey(member), member.id, sent],
  );
}

/**
 * One member's digest: the notifications they have not read since `since`, newest first, and a few top
 * items of their network, once for that period (its delivery's key). Nothing unread: none is sent, but
 * the period still ends (the next digest counts from now).
 */
async function sendDigest(services: DigestServices, member: DueMember): Promise<boolean> {
  const { db, config } = services;
  const key = periodKey(member);
  const unread: { message: string; total: number }[] = await db.query(
    `SELECT message, count(*) OVER ()::int AS total FROM notifications
      WHERE user_id = $1 AND NOT read AND created_at > $2
      ORDER BY created_at DESC, id DESC LIMIT $3`,
    [member.id, member.since, LISTED],
  );
  const to = unread.length ? await recipientOf(db, member.id) : null;
  if (!to) {
    await endPeriod(db, member, false);
    return false;
  }
  const total = unread[0].total;
  const top = await topItemsOf(db, services.registry, member.id, TOP_ITEMS);
  const message = await composeEmail(services, { ...to, userId: member.id }, "digest", {
    subject: `You have ${total} unread notification${total === 1 ? "" : "s"} on Agora`,
    heading: "Your Agora digest",
    paragraphs: [
      `Here is what happened while you were away: ${total} unread notification${total === 1 ? "" : "s"}${total > LISTED ? `, the latest ${LISTED} below` : ""}.`,
    ],
    list: [
      ...unread.map((n) => n.message),
      ...top.map((item) =>
        `From your network: ${item.author}: ${item.title ?? item.description ?? ""}`.trim(),
      ),
    ],
    link: { text: "See all notifications", url: appLink(config, "/notifications") },
  });
  return sendOnce(services, { key, userId: member.id, kind: "digest" }, message);
}

/**
 * Sends every due digest now, in batches; answers how many were sent. The queue runs it on its schedule
 * (DIGEST_SCHEDULE); running it again at once sends nothing more (each member's period has restarted).
 */
export async function sendDueDigests(services: DigestServices): Promise<number> {
  let sent = 0;
  for (;;) {
    const due = await dueMembers(services.db, BATCH);
    for (const member of due) {
      try {
        if (await sendDigest(services, member)) sent += 1;
      } catch (error) {
        // One address the mail server refuses must not hold up everyone's: this period is skipped.
        services.log.error({ err: error, userId: member.id }, "digest not sent");
        await endPeriod(services.db, member, false);
      }
    }
    if (due.length < BATCH) return sent;
  }
}

export const digestJob: JobHandler = async (_payload, { services }) => {
  const sent = await sendDueDigests(services);
  if (sent) services.log.info({ sent }, "digests sent");
};
