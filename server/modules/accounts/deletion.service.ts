import argon2 from "argon2";
import type { EntityManager } from "typeorm";
import { inTransaction } from "../../db/transaction";
import { ForbiddenError, UserInputError } from "../../graphql/errors";
import { parseInput } from "../../graphql/validation";
import type { Services } from "../../kernel/context";
import { emit, type EventScope } from "../../kernel/events";
import { cancelJob, scheduleJob, type JobHandler } from "../../kernel/jobs";
import type { Viewer } from "../../kernel/viewer";
import { deleteAccountSchema } from "./rules";
import { revokeUserSessions, sessionsEnded } from "./session.service";
import { escapeHtml, utcMoment } from "../../lib/text";

/**
 * A member leaving: `deleteAccount` schedules the deletion of their account 14 days on and signs them
 * out everywhere; signing in before then (or `cancelAccountDeletion`) cancels it. When it is due, the
 * `account-deletion` job deletes the account as a super admin's deletion does (eraseAccount). The member
 * is e-mailed when it is scheduled and once it is done (`account-deletion-email`).
 */

/** The task that deletes an account when its scheduled deletion is due (payload: userId). */
export const ACCOUNT_DELETION_TASK = "account-deletion";
/** The task that e-mails a member about their account's deletion: scheduled (userId), or done (email). */
export const ACCOUNT_DELETION_EMAIL_TASK = "account-deletion-email";

/** How long after the member asks their account is deleted. */
export const DELETION_DELAY_MS = 14 * 24 * 60 * 60 * 1000;

export const DELETION_MESSAGES = {
  wrongPassword: "Password is incorrect",
  superAdmin:
    "Super admins cannot delete their account. Ask for your super admin role to be revoked first.",
} as const;

/** One deletion job per member: scheduling again moves it, cancelling drops it. */
const jobKey = (userId: string) => `${ACCOUNT_DELETION_TASK}:${userId}`;

/**
 * Deletes a member's account in the scope's transaction, as every deletion does (a super admin's, the
 * member's own when due): the AccountDeleting event (their sessions end, they leave others'
 * notifications), their own feed items, then the account itself, whose rows go with it by their foreign
 * keys (see the admin area's deleteMember for what is removed and what is kept without its creator).
 * The caller locks the member and records what it must (the admin area its audit entry).
 */
export async function eraseAccount(scope: EventScope, userId: string): Promise<void> {
  await emit(scope, "AccountDeleting", { userId });
  // Feed items keep a null author by their key (a group's item); the member's own go with them.
  await scope.tx.query(`DELETE FROM feed_items WHERE user_id = $1`, [userId]);
  await scope.tx.query(`DELETE FROM users WHERE id = $1`, [userId]);
  // A deletion the member had scheduled has nothing left to do.
  await cancelJob(scope.tx, jobKey(userId));
}

/**
 * The member's own deletion of their account: checks their password (a wrong one counts as a failed
 * sign-in on their address: the same limits and slow-down), schedules the deletion 14 days on with its
 * job, queues the e-mail saying so, and ends every session of theirs, this one included (their sockets
 * close saying why). Answers when it will happen. A super admin is refused.
 */
export async function deleteAccount(
  services: Services,
  viewer: Pick<Viewer, "id" | "isSuperAdmin">,
  rawPassword: string,
  meta: { ip: string },
): Promise<Date> {
  const { password } = parseInput(deleteAccountSchema, { password: rawPassword });
  if (viewer.isSuperAdmin) throw new ForbiddenError(DELETION_MESSAGES.superAdmin);
  const [user]: { email: string; password_hash: string }[] = await services.db.query(
    `SELECT email, password_hash FROM users WHERE id = $1`,
    [viewer.id],
  );
  await services.rateLimits.signIn(meta.ip, user.email);
  if (!(await argon2.verify(user.password_hash, password).catch(() => false))) {
    await services.rateLimits.signInFailed(user.email);
    throw new UserInputError({ password: DELETION_MESSAGES.wrongPassword });
  }

  const at = new Date(Date.now() + DELETION_DELAY_MS);
  const sessionIds = await inTransaction(services.db, async (tx) => {
    await tx.query(`UPDATE users SET deletion_scheduled_at = $2 WHERE id = $1`, [viewer.id, at]);
    await scheduleJob(
      tx,
      ACCOUNT_DELETION_TASK,
      { userId: viewer.id },
      { runAt: at, key: jobKey(viewer.id) },
    );
    await scheduleJob(
      tx,
      ACCOUNT_DELETION_EMAIL_TASK,
      { kind: "scheduled", userId: viewer.id },
      { maxAttempts: 10 },
    );
    return revokeUserSessions(tx, viewer.id);
  });
  sessionsEnded(services, sessionIds, "DELETION_SCHEDULED", viewer.id);
  return at;
}

/**
 * Cancels the member's scheduled deletion, if any, and its job, in the caller's transaction (signing
 * in does, in the sign-in's). Answers whether there was one.
 */
export async function cancelDeletion(tx: EntityManager, userId: string): Promise<boolean> {
  const [rows]: [{ id: string }[], number] = await tx.query(
    `UPDATE users SET deletion_scheduled_at = NULL
      WHERE id = $1 AND deletion_scheduled_at IS NOT NULL RETURNING id`,
    [userId],
  );
  if (rows.length === 0) return false;
  await cancelJob(tx, jobKey(userId));
  return true;
}

/** `cancelAccountDeletion`: the viewer's scheduled deletion cancelled; whether there was one. */
export function cancelAccountDeletion(services: Pick<Services, "db">, userId: string) {
  return services.db.transaction((tx) => cancelDeletion(tx, userId));
}

/** When the member's account is due to be deleted, or null. */
export async function deletionScheduledAt(
  services: Pick<Services, "db">,
  userId: string,
): Promise<Date | null> {
  const [row]: { at: Date | null }[] = await services.db.query(
    `SELECT deletion_scheduled_at AS at FROM users WHERE id = $1`,
    [userId],
  );
  return row?.at ?? null;
}

/**
 * The `account-deletion` job: deletes the account when its deletion is still scheduled and due (a
 * deletion cancelled by a sign-in, or moved, does nothing here), then queues the e-mail saying it is
 * done. The member's row is locked first, so a sign-in at that moment either cancels it before or
 * finds no account after. Run twice, the second run finds no account.
 */
export const runAccountDeletion: JobHandler = async (payload, { services }) => {
  const userId = String(payload.userId);
  await inTransaction(services.db, async (tx, afterCommit) => {
    const [member]: { email: string }[] = await tx.query(
      `SELECT u.email FROM users u JOIN profiles p ON p.id = u.id
        WHERE u.id = $1 AND u.deletion_scheduled_at <= now() FOR UPDATE`,
      [userId],
    );
    if (!member) return;
    await eraseAccount({ tx, afterCommit, services }, userId);
    await scheduleJob(
      tx,
      ACCOUNT_DELETION_EMAIL_TASK,
      { kind: "deleted", email: member.email },
      { maxAttempts: 10 },
    );
    services.log.info({ userId }, "account deleted as its member asked");
  });
};

const page = (title: string, paragraphs: string[]) =>
  `<!doctype html><html lang="en"><body><h1>${escapeHtml(title)}</h1>` +
  paragraphs.map((p) => `<p>${p}</p>`).join("") +
  `</body></html>`;

/**
 * The `account-deletion-email` job, account e-mails (no unsubscribe headers): 'Your Agora account will be
 * deleted' with the moment and how to cancel (sign in), sent only while the deletion is still scheduled;
 * and 'Your Agora account has been deleted', to the address the account had.
 */
export const emailAccountDeletion: JobHandler = async (payload, { services }) => {
  const signInLink = `${services.config.publicUrl}/#/auth`;
  if (payload.kind === "scheduled") {
    const [row]: { email: string; at: Date }[] = await services.db.query(
      `SELECT email, deletion_scheduled_at AS at FROM users
        WHERE id = $1 AND deletion_scheduled_at IS NOT NULL`,
      [payload.userId],
    );
    if (!row) return;
    const subject = "Your Agora account will be deleted";
    const when = utcMoment(row.at);
    await services.mailer.send({
      to: row.email,
      subject,
      text:
        `You asked to delete your Agora account. It will be deleted on ${when}, with your profile, ` +
        `your posts, your messages and your connections, and you were signed out everywhere.\n\n` +
        `Changed your mind? Sign in before then and the deletion is cancelled:\n${signInLink}\n\n` +
        `If you did not ask for this, sign in now to cancel it, then change your password.`,
      html: page(subject, [
        `You asked to delete your Agora account. It will be deleted on ${when}, with your profile, your posts, your messages and your connections, and you were signed out everywhere.`,
        `Changed your mind? Sign in before then and the deletion is cancelled:`,
        `<a href="${signInLink}">Sign in to Agora</a>`,
        `If you did not ask for this, sign in now to cancel it, then change your password.`,
      ]),
    });
  } else if (payload.kind === "deleted" && typeof payload.email === "string") {
    const subject = "Your Agora account has been deleted";
    const text =
      "Your Agora account has been deleted, as you asked 14 days ago: your profile, your posts, " +
      "your messages and your connections are gone. Groups you created stay for their members.";
    await services.mailer.send({
      to: payload.email,
      subject,
      text: `${text}\n\nThank you for having been part of Agora.`,
      html: page(subject, [escapeHtml(text), "Thank you for having been part of Agora."]),
    });
  }
};
