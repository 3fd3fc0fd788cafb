import type { Services } from "../../kernel/context";
import { entityColumns, keysetPage, type PageArgs } from "../../graphql/pagination";
import type { Viewer } from "../../kernel/viewer";
import { blockedEither } from "../blocks";
import { Conversation, conversationId } from "./conversation.types";
import { Message, MessageType } from "./message.entity";

type Db = Pick<Services, "db">;

/**
 * SQL holding when the profile row `p` is a partner whose conversations with the viewer (a uuid
 * expression) the list shows: not banned, and on neither side of a block with the viewer.
 */
const shownPartner = (viewer: string, p: string) =>
  `NOT ${p}.is_banned AND NOT ${blockedEither(viewer, `${p}.id`)}`;

/**
 * One row per conversation of the viewer (`c`): the other member, the context, and the id and time of its
 * newest message in either direction. Sorted narrow (ids and keys only); the page's newest messages are
 * then read by id (`last`). Conversations with a banned member, or with a member on the other side of a
 * block with the viewer, are left out, as `contacts` leaves those members out.
 */
const LATEST = `
  (SELECT DISTINCT ON (x.partner_id, x.message_type, x.business_idea_id)
          x.id, x.created_at, x.partner_id, x.message_type, x.business_idea_id
     FROM (SELECT m.id, m.created_at, m.message_type, m.business_idea_id,
                  CASE WHEN m.sender_id = $1 THEN m.receiver_id ELSE m.sender_id END AS partner_id
             FROM messages m
            WHERE (m.sender_id = $1 OR m.receiver_id = $1)
              AND ($2::message_type IS NULL OR m.message_type = $2)) x
    ORDER BY x.partner_id, x.message_type, x.business_idea_id, x.created_at DESC, x.id DESC) c
  JOIN messages last ON last.id = c.id
  JOIN profiles partner ON partner.id = c.partner_id AND ${shownPartner("$1::uuid", "partner")}`;

/** What the partner sent the viewer in the conversation and the viewer has not read (IDX_messages_unread). */
const UNREAD = `
  (SELECT count(*)::int FROM messages u
    WHERE u.receiver_id = $1 AND NOT u.read AND u.sender_id = c.partner_id
      AND u.message_type = c.message_type
      AND u.business_idea_id IS NOT DISTINCT FROM c.business_idea_id)`;

/**
 * SQL counting the messages the viewer (a uuid expression) received and has not read, in the
 * conversations `conversations` shows: the sum of their unread counts (the messages bell). Messages from
 * a banned member, or one on either side of a block with the viewer, are left out with their
 * conversations, where the viewer could neither find nor read them.
 */
export const unreadMessagesSql = (viewer: string) =>
  `(SELECT count(*)::int FROM messages u
      JOIN profiles sender ON sender.id = u.sender_id AND ${shownPartner(viewer, "sender")}
     WHERE u.receiver_id = ${viewer} AND NOT u.read)`;

type Row = Message & { partnerId: string; unreadCount: number };

/**
 * The viewer's conversations, newest activity first (the time of their newest message, in either
 * direction), optionally of one message type; banned and blocked members are left out, as in `contacts`.
 * One statement per page: the newest message and the unread count come with each row (the partner's
 * profile is the caller's loader, batched for the page). Keyset on the newest message's (created_at, id).
 * Its cost grows with the viewer's message history (every message is read to find the conversations),
 * not with the page.
 */
export function listConversations(
  { db }: Db,
  viewer: Viewer,
  args: PageArgs & { type: MessageType | null },
) {
  return keysetPage(
    db,
    {
      select: `${entityColumns(db, Message, "last")}, c.partner_id AS "partnerId",
               ${UNREAD} AS "unreadCount"`,
      from: LATEST,
      params: [viewer.id, args.type],
      alias: "c",
    },
    args,
    (rows: Row[]) =>
      rows.map(({ partnerId, unreadCount, ...columns }) => {
        const lastMessage = Object.assign(new Message(), columns);
        return Object.assign(new Conversation(), {
          id: conversationId(partnerId, lastMessage.messageType, lastMessage.businessIdeaId),
          partnerId,
          messageType: lastMessage.messageType,
          businessIdeaId: lastMessage.businessIdeaId,
          lastMessage,
          unreadCount,
        });
      }),
  );
}
