/**
 * The SQL the careers area's loaders and ties share. Positions are listed current first, then by start
 * month, newest first; education by end year (null, ongoing, first), then start year, newest first; the
 * latest added first among equals, so an order never depends on the plan.
 */
export const POSITION_ORDER = `(x.end_month IS NULL) DESC, x.start_month DESC, x.end_month DESC,
  x.created_at DESC, x.id`;
export const EDUCATION_ORDER = `x.end_year DESC NULLS FIRST, x.start_year DESC NULLS LAST,
  x.created_at DESC, x.id`;

/** Whether the member's profile is visible to others (member_settings; visible without a row). */
export const profileVisible = (member: string) =>
  `coalesce((SELECT s.profile_visible FROM member_settings s WHERE s.user_id = ${member}), true)`;

/** The month a stint with no end runs to: after every month a member may give. */
const OPEN_END = `'9999-12'`;

/**
 * A member's stints at companies: (member_id, key, company, since, until), `key` being the company
 * lower-cased (and trimmed), `until` OPEN_END for a current one. Positions, and Profile.company as a
 * current stint (the member's present company), from `positions` rows matching `where` and profiles
 * matching `profileWhere`.
 */
const stints = (where: string, profileWhere: string) => `
  SELECT x.user_id AS member_id, lower(x.company) AS key, x.company::text AS company,
         x.start_month::text AS since, coalesce(x.end_month::text, ${OPEN_END}) AS until
    FROM positions x WHERE ${where}
  UNION ALL
  SELECT pr.id, lower(btrim(pr.company)), btrim(pr.company)::text, to_char(now(), 'YYYY-MM'), ${OPEN_END}
    FROM profiles pr WHERE ${profileWhere} AND btrim(pr.company) <> ''`;

/** The member's companies, lower-cased: of their positions and their profile. */
const companyKeys = (member: string) =>
  `SELECT lower(y.company) FROM positions y WHERE y.user_id = ${member}
   UNION SELECT lower(btrim(q.company)) FROM profiles q WHERE q.id = ${member}`;

/**
 * Members who shared a company with the viewer (MemberTie `company`): a company (case-insensitive, trimmed)
 * in both members' positions at overlapping times (two current ones overlap), or in Profile.company, read
 * as the member's current company. One row per member and company, labelled with the company as the
 * other member wrote it (their latest stint there). Members whose profile is hidden lend no tie: their
 * positions and company are not shown to others. The viewer's stints come by IDX_positions_user and the
 * profile's key; the others' by the expression indexes on lower(company) (IDX_positions_company,
 * IDX_profiles_company).
 */
export const companyTieSql = (viewer: string) => `
  SELECT DISTINCT ON (o.member_id, o.key) o.member_id, 'Also at ' || o.company AS label
    FROM (${stints(`x.user_id = ${viewer}`, `pr.id = ${viewer}`)}) v
    JOIN (${stints(
      `lower(x.company) IN (${companyKeys(viewer)})`,
      `lower(btrim(pr.company)) IN (${companyKeys(viewer)})`,
    )}) o ON o.key = v.key AND o.since <= v.until AND v.since <= o.until
   WHERE o.member_id <> ${viewer} AND ${profileVisible("o.member_id")}
   ORDER BY o.member_id, o.key, o.until DESC, o.since DESC`;

/**
 * Members who studied at a school the viewer did (MemberTie `school`): an education entry of each at the
 * same school, case-insensitive. One row per member and school, labelled with the school as the other
 * member wrote it. Members whose profile is hidden lend no tie. The others' entries come by the
 * expression index on lower(school) (IDX_education_school).
 */
export const schoolTieSql = (viewer: string) => `
  SELECT DISTINCT ON (o.user_id, lower(o.school)) o.user_id AS member_id,
         'Also studied at ' || o.school AS label
    FROM education v
    JOIN education o ON lower(o.school) = lower(v.school)
   WHERE v.user_id = ${viewer} AND o.user_id <> ${viewer} AND ${profileVisible("o.user_id")}
   ORDER BY o.user_id, lower(o.school), o.end_year DESC NULLS FIRST, o.created_at DESC`;

/**
 * What the company tie reads of the viewer's own side (MemberTie.viewerInputs): their positions'
 * companies and months, and their profile's company.
 */
export const companyInputsSql = (viewer: string) => `
  (SELECT string_agg(lower(x.company) || ' ' || x.start_month || ' ' || coalesce(x.end_month, ''),
                     ',' ORDER BY lower(x.company), x.start_month, x.end_month)
     FROM positions x WHERE x.user_id = ${viewer})
  || ';' || (SELECT coalesce(lower(btrim(pr.company)), '') FROM profiles pr WHERE pr.id = ${viewer})`;

/** What the school tie reads of the viewer's own side (MemberTie.viewerInputs): their schools. */
export const schoolInputsSql = (viewer: string) => `
  (SELECT string_agg(lower(e.school), ',' ORDER BY lower(e.school))
     FROM education e WHERE e.user_id = ${viewer})`;
