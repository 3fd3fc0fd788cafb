import type { Services } from "../../kernel/context";
import type { NotificationType } from "../../kernel/kinds";
import { displayName, escapeHtml } from "../../lib/text";
import type { MailMessage } from "../../mail";
import { unsubscribeToken, type EmailKind } from "./unsubscribe";

type Mailing = Pick<Services, "db" | "mailer" | "config">;

/** How an e-mail's footer names the kind its unsubscribe link turns off ('e-mails about …'). */
const KIND_NOUNS: Partial<Record<string, string>> = {
  message: "messages",
  connection: "new connections and followers",
  connection_request: "connection requests",
  reaction: "reactions to your content",
  comment: "comments on your content",
  mention: "mentions",
  business_update: "updates of business ideas you follow",
  group_join_request: "requests to join your groups",
  group_join_decision: "answers to your requests to join groups",
  group_invitation: "group invitations",
  event_updated: "changes to events",
  event_cancelled: "cancelled events",
  event_promoted: "places freed for you at events",
  event_reminder: "event reminders",
  page_followed: "new followers of your pages",
  page_reviewed: "reviews of your pages",
  report_resolved: "your reports' outcomes",
};

/** 'e-mails about reactions to your content', 'the e-mail digest'. */
export const kindNoun = (kind: EmailKind) =>
  kind === "digest"
    ? "the e-mail digest"
    : `e-mails about ${KIND_NOUNS[kind] ?? `${kind.replace(/_/g, " ")} notifications`}`;

/**
 * The address and name of a member who may be e-mailed: one who confirmed their address (nobody gets
 * notification e-mails at an address someone else signed up with); null otherwise, or when banned or gone.
 */
export async function recipientOf(
  db: Services["db"],
  userId: string,
): Promise<{ email: string; name: string } | null> {
  const [row]: { email: string; full_name: string | null; username: string | null }[] =
    await db.query(
      `SELECT u.email, p.full_name, p.username
         FROM users u JOIN profiles p ON p.id = u.id
        WHERE u.id = $1 AND u.email_verified_at IS NOT NULL AND NOT p.is_banned`,
      [userId],
    );
  return row
    ? { email: row.email, name: displayName({ fullName: row.full_name, username: row.username }) }
    : null;
}

/** An address in the app (a hash route, as the client's router reads them). */
export const appLink = (config: Services["config"], path: string) =>
  `${config.publicUrl}/#${path.startsWith("/") ? path : `/${path}`}`;

/**
 * Sends an e-mail at most once for its `key` (what it is about): the delivery is written first, so a
 * job run again after a crash or a retry finds it and sends nothing; a send that fails takes it back,
 * so the job's next attempt sends. False when it had been sent already.
 */
export async function sendOnce(
  { db, mailer }: Pick<Services, "db" | "mailer">,
  delivery: { key: string; userId: string; kind: EmailKind },
  message: MailMessage,
): Promise<boolean> {
  const claimed: unknown[] = await db.query(
    `INSERT INTO email_deliveries (key, user_id, kind, sent) VALUES ($1, $2, $3, true)
     ON CONFLICT (key) DO NOTHING RETURNING key`,
    [delivery.key, delivery.userId, delivery.kind],
  );
  if (!claimed.length) return false;
  try {
    await mailer.send(message);
  } catch (error) {
    await db.query(`DELETE FROM email_deliveries WHERE key = $1`, [delivery.key]);
    throw error;
  }
  return true;
}

/**
 * A notification or digest e-mail's frame: greeting, the body's paragraphs and link, and the footer
 * with the one-click unsubscribe link (also as List-Unsubscribe and List-Unsubscribe-Post headers,
 * RFC 8058) and the settings' link. Plain text and HTML, the HTML in the member's language with real
 * headings, paragraphs and links (no images, no layout tables), readable by screen readers.
 */
export async function composeEmail(
  { db, config }: Mailing,
  to: { userId: string; email: string; name: string },
  kind: EmailKind,
  content: {
    subject: string;
    heading: string;
    paragraphs: string[];
    list?: string[];
    link: { text: string; url: string };
  },
): Promise<MailMessage> {
  const token = await unsubscribeToken(db, to.userId, kind);
  const unsubscribeUrl = `${config.publicUrl}/unsubscribe?token=${encodeURIComponent(token)}`;
  const settingsUrl = appLink(config, "/settings?tab=notifications");
  const why = `You get this e-mail because ${kindNoun(kind)} ${kind === "digest" ? "is" : "are"} on in your Agora settings.`;
  const text = [
    `Hi ${to.name},`,
    "",
    ...content.paragraphs.flatMap((p) => [p, ""]),
    ...(content.list?.length ? [...content.list.map((item) => `- ${item}`), ""] : []),
    `${content.link.text}: ${content.link.url}`,
    "",
    "--",
    why,
    `Unsubscribe: ${unsubscribeUrl}`,
    `Notification settings: ${settingsUrl}`,
  ].join("\n");
  const html = [
    `<!doctype html><html lang="en"><head><meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width">`,
    `<title>${escapeHtml(content.subject)}</title></head>`,
    `<body style="font-family: sans-serif; line-height: 1.5; color: #1a202c">`,
    `<main>`,
    `<h1 style="font-size: 20px">${escapeHtml(content.heading)}</h1>`,
    `<p>Hi ${escapeHtml(to.name)},</p>`,
    ...content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(content.list?.length
      ? [`<ul>${content.list.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`]
      : []),
    `<p><a href="${escapeHtml(content.link.url)}">${escapeHtml(content.link.text)}</a></p>`,
    `</main>`,
    `<footer style="font-size: 13px; color: #4a5568"><p>${escapeHtml(why)}</p>`,
    `<p><a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe from ${escapeHtml(kindNoun(kind))}</a>`,
    ` · <a href="${escapeHtml(settingsUrl)}">Notification settings</a></p></footer>`,
    `</body></html>`,
  ].join("\n");
  return {
    to: to.email,
    subject: content.subject,
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/** What a notification e-mail says: the notification's text, and where it opens. */
export type NoticeEmail = {
  userId: string;
  type: NotificationType;
  title: string;
  message: string;
  path: string | null;
};

/** E-mails one notification to its member, once for `key`; nothing for a banned or deleted member. */
export async function emailNotice(services: Mailing, key: string, notice: NoticeEmail) {
  const to = await recipientOf(services.db, notice.userId);
  if (!to) return false;
  const message = await composeEmail(services, { ...to, userId: notice.userId }, notice.type, {
    subject: notice.message.length > 120 ? `${notice.message.slice(0, 119)}…` : notice.message,
    heading: notice.title,
    paragraphs: [notice.message],
    link: { text: "Open in Agora", url: appLink(services.config, notice.path ?? "/notifications") },
  });
  return sendOnce(services, { key, userId: notice.userId, kind: notice.type }, message);
}
