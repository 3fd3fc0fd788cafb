import crypto from "node:crypto";
import type { Subscriber } from "../../kernel/events";
import { scheduleJob, type JobHandler } from "../../kernel/jobs";
import type { NotificationType } from "../../kernel/kinds";
import { isBlockedEither } from "../blocks";
import { Message } from "../messages";
import { preferenceOf } from "../settings";
import { emailNotice, type NoticeEmail } from "./email";
import { actorOf, notify } from "./notifications.service";

/** The task that e-mails one notification (payload: NoticeEmail and the e-mail's key). */
export const NOTIFICATION_EMAIL_TASK = "notification-email";
/** The task that e-mails a message still unread a while after it arrived. */
export const MESSAGE_EMAIL_TASK = "message-email";

/**
 * The notifications area's subscriber to NotificationDue (its manifest's `on`), as the member's
 * preference for the kind says: in the app (stored, folded with its repeats, sent live), and by e-mail
 * through the job queue, after the commit (the job exists only if the action does). A message is
 * e-mailed only if it is still unread MESSAGE_EMAIL_DELAY_S after it arrived. A silent repeat (the same
 * action again within the repeat window) is e-mailed no more than it is shown; members on either side of
 * a block of the actor get neither.
 */
export const onNotificationDue: Subscriber<"NotificationDue"> = async (due, scope) => {
  const { tx, afterCommit, services } = scope;
  const preference = await preferenceOf(tx, due.userId, due.type);
  if (preference.inApp) {
    const written = await notify(tx, afterCommit, services.pubSub, due);
    if (!written?.fresh) return;
  } else {
    const actor = actorOf(due);
    if (actor && (await isBlockedEither(tx, actor, due.userId))) return;
  }
  if (!preference.email) return;
  const notice: NoticeEmail = {
    userId: due.userId,
    type: due.type,
    title: due.title,
    message: due.message,
    path: due.path ?? (typeof due.data?.path === "string" ? due.data.path : null),
  };
  const messageId = due.type === "message" ? due.data?.messageId : undefined;
  if (typeof messageId === "string") {
    // Due at once: the worker, which knows MESSAGE_EMAIL_DELAY_S, moves it to its moment.
    await scheduleJob(
      tx,
      MESSAGE_EMAIL_TASK,
      { ...notice, messageId, arrivedAt: new Date().toISOString() },
      { key: `message-email:${messageId}`, maxAttempts: 10 },
    );
    return;
  }
  await scheduleJob(
    tx,
    NOTIFICATION_EMAIL_TASK,
    { ...notice, key: emailKey(due) },
    { maxAttempts: 10 },
  );
};

/**
 * What makes two notification e-mails the same one, sent once: the member, the kind, what the action
 * was (its data: who, on what) and the hour. An action undone and done again (a reaction toggled, a
 * request cancelled and sent again) is one e-mail an hour however often it repeats, whatever the app
 * shows; a new comment or another member's action is another.
 */
function emailKey(due: { userId: string; type: string; data?: Record<string, unknown> }) {
  const what = crypto
    .createHash("sha256")
    .update(JSON.stringify(due.data ?? null))
    .digest("base64url");
  return `notification:${due.userId}:${due.type}:${what}:${Math.floor(Date.now() / 3_600_000)}`;
}

const noticeOf = (payload: Record<string, unknown>): NoticeEmail => ({
  userId: String(payload.userId),
  type: String(payload.type) as NotificationType,
  title: String(payload.title),
  message: String(payload.message),
  path: typeof payload.path === "string" ? payload.path : null,
});

/** E-mails one notification, once for its key (a retry or a rerun sends nothing more). */
export const emailNotification: JobHandler = async (payload, { services }) => {
  await emailNotice(services, String(payload.key), noticeOf(payload));
};

/**
 * E-mails a message still unread (and still there) MESSAGE_EMAIL_DELAY_S after it arrived, once: run
 * before that moment (as it is first, at once), it puts itself off until then.
 */
export const emailUnreadMessage: JobHandler = async (payload, { services }) => {
  const messageId = String(payload.messageId);
  const dueAt = new Date(String(payload.arrivedAt)).getTime() + services.config.messageEmailDelayMs;
  if (Date.now() < dueAt) {
    await scheduleJob(services.db, MESSAGE_EMAIL_TASK, payload, {
      runAt: new Date(dueAt),
      key: `message-email-due:${messageId}`,
      maxAttempts: 10,
    });
    return;
  }
  const message = await services.db.getRepository(Message).findOneBy({ id: messageId });
  if (!message || message.read) return;
  // What may have changed while it waited: the member turned message e-mails off, or a block.
  const notice = noticeOf(payload);
  if (!(await preferenceOf(services.db, notice.userId, notice.type)).email) return;
  if (await isBlockedEither(services.db, message.senderId, message.receiverId)) return;
  await emailNotice(services, `message:${messageId}`, notice);
};
