import type { EntityManager } from "typeorm";
import { scheduleJob, type JobHandler } from "../../kernel/jobs";
import { describeDevice, knownSignIn } from "./session.service";
import { escapeHtml, utcMoment } from "../../lib/text";

/** The task that e-mails a member about a sign-in from a new device or address (payload: sessionId). */
export const SIGN_IN_ALERT_TASK = "new-sign-in-email";

type SignInMeta = { ip: string; userAgent: string | null };

/**
 * In the sign-in's transaction, before its session is written: when the member never signed in (or up)
 * from this user agent or from this IP address, an e-mail about it is queued, so a slow mailer never
 * slows the sign-in and nothing is sent for a sign-in that did not commit.
 */
export async function alertIfNewSignIn(
  tx: EntityManager,
  userId: string,
  sessionId: string,
  meta: SignInMeta,
): Promise<void> {
  if (await knownSignIn(tx, userId, meta, sessionId)) return;
  await scheduleJob(tx, SIGN_IN_ALERT_TASK, { sessionId }, { maxAttempts: 10 });
}

/**
 * E-mails 'New sign-in to Agora': the device, the address and the time, with a link to Settings › Security
 * where the member can sign the session out. An account e-mail: no unsubscribe headers.
 */
export const emailNewSignIn: JobHandler = async (payload, { services }) => {
  const [row]: { email: string; user_agent: string | null; ip: string | null; created_at: Date }[] =
    await services.db.query(
      `SELECT u.email, s.user_agent, s.ip, s.created_at
         FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id = $1`,
      [payload.sessionId],
    );
  if (!row) return;
  const device = describeDevice(row.user_agent) ?? "An unknown device";
  const where = row.ip ? ` (IP address ${row.ip})` : "";
  const when = utcMoment(row.created_at);
  const link = `${services.config.publicUrl}/#/settings?tab=security`;
  await services.mailer.send({
    to: row.email,
    subject: "New sign-in to Agora",
    text:
      `Your Agora account was signed in to from ${device}${where} on ${when}.\n\n` +
      `If this was you, there is nothing to do. If it was not, sign that device out and change your password:\n${link}`,
    html:
      `<!doctype html><html lang="en"><body><h1>New sign-in to Agora</h1>` +
      `<p>Your Agora account was signed in to from ${escapeHtml(device)}${escapeHtml(where)} on ${when}.</p>` +
      `<p>If this was you, there is nothing to do. If it was not, sign that device out and change your password:</p>` +
      `<p><a href="${link}">Open Settings › Security</a></p></body></html>`,
  });
};
