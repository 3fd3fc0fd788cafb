import type { PersonalData } from "../../kernel/module";
import { relationSql, type Relation } from "./connections.relations";

/** The members in one relation with the member, each by id, username and name, oldest first. */
async function membersIn(
  db: Parameters<PersonalData[string]>[0],
  relation: Relation,
  memberId: string,
) {
  const { where, other } = relationSql(relation, "$1");
  return db.query(
    `SELECT p.id, p.username, p.full_name AS "fullName", c.updated_at AS "since"
       FROM connections c JOIN profiles p ON p.id = ${other}
      WHERE ${where}
      ORDER BY c.updated_at, p.id`,
    [memberId],
  ) as Promise<Record<string, unknown>[]>;
}

/**
 * The member's connections in their data export (connections.json): friends, whom they follow, who
 * follows them, and friend requests received and sent, as their lists define them.
 */
export const connectionPersonalData: PersonalData = {
  "connections.json": async (db, memberId) => {
    // One statement after the other: `db` may be one connection (a transaction).
    return {
      friends: await membersIn(db, "friends", memberId),
      following: await membersIn(db, "following", memberId),
      followers: await membersIn(db, "followers", memberId),
      requestsReceived: await membersIn(db, "requests", memberId),
      requestsSent: await membersIn(db, "sentRequests", memberId),
    };
  },
};
