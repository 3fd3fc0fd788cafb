import type { MemberTie } from "../../kernel/module";

/**
 * The groups a member shares with the viewer, for suggestions: 'Member of {group}', one row per group
 * both belong to (a group_members row is a member: requests and invitations are rows of their own).
 */
export const groupTies: MemberTie[] = [
  {
    name: "group",
    weight: 3,
    sql: (viewer) => `
      SELECT other.user_id AS member_id, 'Member of ' || g.name AS label
        FROM group_members mine
        JOIN group_members other ON other.group_id = mine.group_id AND other.user_id <> mine.user_id
        JOIN groups g ON g.id = mine.group_id
       WHERE mine.user_id = ${viewer}`,
    viewerInputs: (viewer) => `
      (SELECT string_agg(gm.group_id::text, ',' ORDER BY gm.group_id)
         FROM group_members gm WHERE gm.user_id = ${viewer})`,
  },
];
