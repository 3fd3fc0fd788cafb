import type { PersonalData } from "../../kernel/module";

/** The member's experience and education in their data export, beside their profile (profile.json). */
export const careerPersonalData: PersonalData = {
  "profile.json": async (db, memberId) => {
    // One statement after the other: `db` may be one connection (a transaction).
    const positions: unknown[] = await db.query(
      `SELECT id, title, company, location, start_month AS "startMonth", end_month AS "endMonth",
              description, created_at AS "createdAt"
         FROM positions WHERE user_id = $1 ORDER BY start_month DESC, id`,
      [memberId],
    );
    const education: unknown[] = await db.query(
      `SELECT id, school, degree, field_of_study AS "fieldOfStudy", start_year AS "startYear",
              end_year AS "endYear", created_at AS "createdAt"
         FROM education WHERE user_id = $1 ORDER BY start_year DESC NULLS LAST, id`,
      [memberId],
    );
    return { positions, education };
  },
};
