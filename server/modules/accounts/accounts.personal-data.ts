import type { PersonalData } from "../../kernel/module";

/** The member's account in their data export: their e-mail address and when they joined (profile.json). */
export const accountPersonalData: PersonalData = {
  "profile.json": async (db, memberId) => {
    const [account] = (await db.query(
      `SELECT email, email_verified_at AS "emailVerifiedAt", created_at AS "createdAt"
         FROM users WHERE id = $1`,
      [memberId],
    )) as Record<string, unknown>[];
    return { account: account ?? null };
  },
};
