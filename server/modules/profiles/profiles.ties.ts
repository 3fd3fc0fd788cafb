import type { MemberTie } from "../../kernel/module";

/**
 * What two profiles share, for suggestions, in the viewer's words: the same location (trimmed,
 * case-insensitive, not empty) and each skill both list (case-insensitive). A hidden profile's details
 * are not shown to others, so they tie it to no one.
 */
export const profileTies: MemberTie[] = [
  {
    name: "location",
    weight: 2,
    sql: (viewer) => `
      SELECT o.id AS member_id, 'Also in ' || btrim(me.location) AS label
        FROM profiles me
        JOIN profiles o ON lower(btrim(o.location)) = lower(btrim(me.location)) AND o.id <> me.id
        LEFT JOIN member_settings os ON os.user_id = o.id
       WHERE me.id = ${viewer} AND btrim(me.location) <> '' AND coalesce(os.profile_visible, true)`,
    viewerInputs: (viewer) =>
      `(SELECT coalesce(lower(btrim(pr.location)), '') FROM profiles pr WHERE pr.id = ${viewer})`,
  },
  {
    name: "skill",
    weight: 1,
    sql: (viewer) => `
      SELECT o.id AS member_id, 'Also skilled in ' || btrim(skill.name) AS label
        FROM profiles me
        CROSS JOIN LATERAL (SELECT DISTINCT ON (lower(btrim(name))) name
                              FROM unnest(me.skills) AS name WHERE btrim(name) <> '') skill
        JOIN profiles o ON o.id <> me.id
                       AND agora_skill_keys(o.skills) @> ARRAY[lower(btrim(skill.name))]
        LEFT JOIN member_settings os ON os.user_id = o.id
       WHERE me.id = ${viewer} AND coalesce(os.profile_visible, true)`,
    viewerInputs: (viewer) =>
      `(SELECT array_to_string(pr.skills, ',') FROM profiles pr WHERE pr.id = ${viewer})`,
  },
];
