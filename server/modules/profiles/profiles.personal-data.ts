import type { PersonalData } from "../../kernel/module";

/** The member's profile in their data export (profile.json). */
export const profilePersonalData: PersonalData = {
  "profile.json": async (db, memberId) => {
    const [profile] = (await db.query(
      `SELECT id, username, full_name AS "fullName", bio, location, company, title, skills,
              avatar_url AS "avatarUrl", cover_photo_url AS "coverPhotoUrl",
              created_at AS "createdAt", updated_at AS "updatedAt"
         FROM profiles WHERE id = $1`,
      [memberId],
    )) as Record<string, unknown>[];
    return { profile: profile ?? null };
  },
};
