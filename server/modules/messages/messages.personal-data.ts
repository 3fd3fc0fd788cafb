import type { PersonalData } from "../../kernel/module";

/**
 * The member's messages in their data export (messages.json), sent and received, oldest first, each
 * with the other member's id, username and name.
 */
export const messagePersonalData: PersonalData = {
  "messages.json": async (db, memberId) => {
    const messages = (await db.query(
      `SELECT m.id, CASE WHEN m.sender_id = $1 THEN 'sent' ELSE 'received' END AS "direction",
              json_build_object('id', p.id, 'username', p.username, 'fullName', p.full_name)
                AS "otherMember",
              m.content, m.message_type AS "messageType", m.read, m.read_at AS "readAt",
              m.business_idea_id AS "businessIdeaId", m.business_page_id AS "businessPageId",
              m.created_at AS "createdAt"
         FROM messages m
         JOIN profiles p ON p.id = CASE WHEN m.sender_id = $1 THEN m.receiver_id ELSE m.sender_id END
        WHERE m.sender_id = $1 OR m.receiver_id = $1
        ORDER BY m.created_at, m.id`,
      [memberId],
    )) as Record<string, unknown>[];
    return { messages };
  },
};
