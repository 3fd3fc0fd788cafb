import DataLoader from "dataloader";
import type { DataSource } from "typeorm";
import { preparedQuery } from "../../db/prepared";
import type { Viewer } from "../../kernel/viewer";
import { Education, Position } from "./career.entity";
import { can } from "./careers.policy";
import { EDUCATION_ORDER, POSITION_ORDER, profileVisible } from "./careers.sql";

const POSITIONS = `SELECT x.id, x.user_id AS "userId", x.title, x.company, x.location,
       x.start_month AS "startMonth", x.end_month AS "endMonth", x.description,
       x.created_at AS "createdAt", ${profileVisible("x.user_id")} AS "profileVisible"
  FROM positions x
 WHERE x.user_id = ANY($1::uuid[])
 ORDER BY ${POSITION_ORDER}`;

const EDUCATION = `SELECT x.id, x.user_id AS "userId", x.school, x.degree,
       x.field_of_study AS "fieldOfStudy", x.start_year AS "startYear", x.end_year AS "endYear",
       x.created_at AS "createdAt", ${profileVisible("x.user_id")} AS "profileVisible"
  FROM education x
 WHERE x.user_id = ANY($1::uuid[])
 ORDER BY ${EDUCATION_ORDER}`;

type Row = { userId: string; profileVisible: boolean };

/**
 * Entries of each member, in the order read, as the viewer may see them: none of a hidden profile's to
 * others (careers.policy.ts `see`). One statement per batch, whatever the number of members.
 */
function entriesLoader<T extends object>(
  db: DataSource,
  viewer: Viewer | null,
  sql: string,
  entity: new () => T,
) {
  return new DataLoader<string, T[]>(async (ids) => {
    const rows = await preparedQuery<Row>(db, sql, [ids]);
    const byMember = new Map<string, T[]>(ids.map((id) => [id, []]));
    for (const { profileVisible: visible, ...row } of rows) {
      if (!can(viewer, "see", { userId: row.userId, profileVisible: visible })) continue;
      byMember.get(row.userId)?.push(Object.assign(new entity(), row));
    }
    return ids.map((id) => byMember.get(id) ?? []);
  });
}

/** Each member's positions and education, per request (what they answer depends on the viewer). */
export const careerLoaders = (db: DataSource, viewer: Viewer | null) => ({
  positionsByMember: entriesLoader(db, viewer, POSITIONS, Position),
  educationByMember: entriesLoader(db, viewer, EDUCATION, Education),
});
