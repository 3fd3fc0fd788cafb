import { emit } from "../../kernel/events";
import { escapeLike } from "../../db/like";
import { inTransaction } from "../../db/transaction";
import { ForbiddenError, NotFoundError, UserInputError } from "../../graphql/errors";
import type { Context, Services } from "../../kernel/context";
import {
  asEntities,
  decodeCursor,
  entityColumns,
  keysetPage,
  type PageArgs,
} from "../../graphql/pagination";
import { publishToPair } from "../../graphql/pubsub";
import type { Viewer } from "../../kernel/viewer";
import { refuseIfBlocked } from "../blocks";
import { blockedEither } from "../blocks";
import { relationSql } from "../connections";
import { displayName } from "../../lib/text";
import { Profile } from "../profiles";
import { profilesByIds } from "../profiles";
import {
  Audience,
  audienceAdmits,
  discoverableByEmailSql,
  privacyOf,
  whoCanMessageSql,
} from "../settings";
import { MAX_MESSAGE_LENGTH, Message, MessageType } from "./message.entity";
import type { SendMessageInput } from "./messages.inputs";
import { can } from "./messages.policy";

/** What the message actions need of the services (the resolvers pass their context). */
type Deps = Pick<Services, "db" | "pubSub" | "registry">;

export const MESSAGES = {
  empty: "Message cannot be empty",
  tooLong: `Message must be at most ${MAX_MESSAGE_LENGTH} characters`,
  self: "You cannot message yourself.",
  unavailable: "This member's account has been suspended.",
  connectionsOnly: "This member only accepts messages from connections.",
  nobody: "This member does not accept messages.",
  ideaForInquiry: "A business inquiry must name the business idea it is about.",
  ideaForGeneral: "Only a business inquiry can name a business idea.",
  invalidCursor: "Invalid cursor",
};

/** Whether the two members have an inquiry thread naming no idea (its idea deleted since). */
async function ideaGoneThread(db: Deps["db"], a: string, b: string): Promise<boolean> {
  const [row]: { exists: boolean }[] = await db.query(
    `SELECT EXISTS (SELECT 1 FROM messages
                     WHERE message_type = 'business_inquiry' AND business_idea_id IS NULL
                       AND ((sender_id = $1 AND receiver_id = $2) OR (sender_id = $2 AND receiver_id = $1)))
       AS exists`,
    [a, b],
  );
  return row.exists;
}

/** Whether the two members are connections (a friendship, whoever asked). */
async function areConnections(db: Deps["db"], a: string, b: string) {
  const friends = relationSql("friends", "$1::uuid");
  const rows: unknown[] = await db.query(
    `SELECT 1 FROM connections c WHERE ${friends.where} AND ${friends.other} = $2::uuid LIMIT 1`,
    [a, b],
  );
  return rows.length > 0;
}

/**
 * SQL holding when the viewer (a uuid expression) may message the member of the profile row `p`: another
 * member, not banned, with no block between the two either way, whose `whoCanMessage` admits the viewer
 * (NOBODY no one, CONNECTIONS their connections only). What `sendMessage` checks one by one (to say
 * which refuses), as one condition: `contacts` lists these members and typing reaches only them.
 */
function mayMessageSql(viewer: string, p: string) {
  const friends = relationSql("friends", `${p}.id`);
  const isConnection = `EXISTS (SELECT 1 FROM connections c WHERE ${friends.where}
                                   AND ${friends.other} = ${viewer})`;
  return `(${p}.id <> ${viewer} AND NOT ${p}.is_banned AND NOT ${blockedEither(viewer, `${p}.id`)}
           AND ${whoCanMessageSql(`${p}.id`, viewer, isConnection)})`;
}

/**
 * Refuses a message the receiver's `whoCanMessage` does not admit: NOBODY refuses everyone, CONNECTIONS
 * everyone but their connections (settings' privacy). Asked after the block check, whose refusal wins.
 */
async function refuseByPrivacy(db: Deps["db"], senderId: string, receiverId: string) {
  const { whoCanMessage } = await privacyOf(db, receiverId);
  const isConnection =
    whoCanMessage === Audience.CONNECTIONS && (await areConnections(db, receiverId, senderId));
  if (audienceAdmits(whoCanMessage, { isMember: false, isConnection })) return;
  throw new ForbiddenError(
    whoCanMessage === Audience.NOBODY ? MESSAGES.nobody : MESSAGES.connectionsOnly,
  );
}

/**
 * Sends a message: content trimmed and non-empty, to an existing, unbanned other member, neither of
 * them having blocked the other, whose `whoCanMessage` admits the sender (a business inquiry and a
 * message from a business page alike); a business inquiry names the idea it is about, an ordinary
 * message none, and the idea or page it names must exist. The receiver gets a 'New Message'
 * notification in the same transaction; both events go out after the commit.
 */
export async function sendMessage(services: Deps, viewer: Viewer, input: SendMessageInput) {
  const { db, pubSub } = services;
  const senderId = viewer.id;
  const content = input.content.trim();
  if (!content) throw new UserInputError({ content: MESSAGES.empty });
  if (content.length > MAX_MESSAGE_LENGTH) throw new UserInputError({ content: MESSAGES.tooLong });
  if (!can(viewer, "write", { id: input.receiverId }))
    throw new UserInputError({ receiverId: MESSAGES.self });
  // An inquiry names its idea, and only an inquiry does (a malformed id names one: NOT_FOUND below). A
  // reply in an inquiry thread whose idea was deleted since (its messages name none) carries it on.
  const namesIdea = input.businessIdeaId != null;
  if ((input.messageType ?? MessageType.GENERAL) === MessageType.BUSINESS_INQUIRY) {
    if (!namesIdea && !(await ideaGoneThread(db, viewer.id, input.receiverId)))
      throw new UserInputError({ businessIdeaId: MESSAGES.ideaForInquiry });
  } else if (namesIdea) throw new UserInputError({ businessIdeaId: MESSAGES.ideaForGeneral });
  if (input.businessIdeaId) {
    const [idea] = await db.query(`SELECT 1 FROM business_ideas WHERE id = $1`, [
      input.businessIdeaId,
    ]);
    if (!idea) throw new NotFoundError("Business idea");
  }
  if (input.businessPageId) {
    const [page] = await db.query(`SELECT 1 FROM business_pages WHERE id = $1`, [
      input.businessPageId,
    ]);
    if (!page) throw new NotFoundError("Business page");
  }
  const profiles = db.getRepository(Profile);
  const receiver = await profiles.findOneBy({ id: input.receiverId });
  if (!receiver) throw new NotFoundError("Profile");
  if (!can(viewer, "deliver", receiver)) throw new ForbiddenError(MESSAGES.unavailable);
  await refuseIfBlocked(db, senderId, receiver.id);
  await refuseByPrivacy(db, senderId, receiver.id);

  return inTransaction(db, async (tx, afterCommit) => {
    const message = await tx.getRepository(Message).save({
      senderId,
      receiverId: receiver.id,
      content,
      messageType: input.messageType ?? MessageType.GENERAL,
      businessIdeaId: input.businessIdeaId ?? null,
      businessPageId: input.businessPageId ?? null,
      read: false,
      readAt: null,
    });
    await emit({ tx, afterCommit, services }, "TextSaved", {
      contentType: "message",
      contentId: message.id,
      authorId: senderId,
      text: content,
    });
    const sender = await tx.getRepository(Profile).findOneBy({ id: senderId });
    await emit({ tx, afterCommit, services }, "NotificationDue", {
      userId: receiver.id,
      type: "message",
      title: "New Message",
      message: `${displayName(sender)} sent you a message`,
      data: {
        senderId,
        messageId: message.id,
        messageType: message.messageType,
        businessIdeaId: message.businessIdeaId,
        businessPageId: message.businessPageId,
      },
      // The conversation with the sender, on its tab (an inquiry: about its idea).
      path: `/messages?${new URLSearchParams({
        with: senderId,
        ...(message.messageType === MessageType.BUSINESS_INQUIRY
          ? {
              type: message.messageType,
              ...(message.businessIdeaId ? { idea: message.businessIdeaId } : {}),
            }
          : {}),
      })}`,
    });
    afterCommit(() =>
      publishToPair(pubSub, "MESSAGE_RECEIVED", [receiver.id, senderId], {
        id: message.id,
        senderId,
        receiverId: receiver.id,
      }),
    );
    return message;
  });
}

/** Marks a message read; only its receiver may. Read receipts go to the sender. */
export async function markRead({ db, pubSub }: Deps, { id: viewerId }: Viewer, id: string) {
  const repo = db.getRepository(Message);
  const message = await repo.findOneBy({ id, receiverId: viewerId });
  if (!message) throw new NotFoundError("Message");
  if (!message.read) {
    message.read = true;
    message.readAt = new Date();
    await repo.update({ id }, { read: true, readAt: message.readAt });
    const event = { id, senderId: message.senderId, receiverId: viewerId };
    publishToPair(pubSub, "MESSAGE_READ", [message.senderId, viewerId], event);
  }
  return message;
}

/**
 * Tells a member, live, that the viewer is typing to them: only a member the viewer may message
 * (`mayMessageSql`, as `contacts` lists them). To anyone else (themself, an unknown or suspended member,
 * one on either side of a block with the viewer, one whose `whoCanMessage` refuses the viewer) nothing
 * goes out, and the answer is the same: it tells no one of a block or a setting. Nothing is stored.
 */
export async function setTyping({ db, pubSub }: Deps, viewer: Viewer, toId: string) {
  if (!can(viewer, "write", { id: toId })) return;
  const admitted: unknown[] = await db.query(
    `SELECT 1 FROM profiles p WHERE p.id = $2 AND ${mayMessageSql("$1::uuid", "p")}`,
    [viewer.id, toId],
  );
  if (admitted.length) pubSub.publish("TYPING", toId, { fromId: viewer.id, toId });
}

/**
 * A conversation's context: a message type and, for a business inquiry, the idea it is about. Without a
 * type, a conversation is everything exchanged with the member.
 */
export type ConversationContext = { type?: MessageType | null; businessIdeaId?: string | null };

/** SQL keeping the messages of a context, its type and idea in `$type` and `$idea`. */
const inContext = (type: number, idea: number, alias = "") =>
  `($${type}::message_type IS NULL OR (${alias}message_type = $${type}
     AND ${alias}business_idea_id IS NOT DISTINCT FROM $${idea}::uuid))`;

/**
 * Marks everything `otherId` sent the viewer read (opening a chat), in one context or all; answers how
 * many changed.
 */
export async function markConversationRead(
  { db, pubSub }: Deps,
  { id: viewerId }: Viewer,
  otherId: string,
  context: ConversationContext = {},
) {
  const [rows]: [{ id: string; created_at: Date }[], number] = await db.query(
    `UPDATE messages SET read = true, read_at = now()
      WHERE receiver_id = $1 AND sender_id = $2 AND NOT read AND ${inContext(3, 4)}
      RETURNING id, created_at`,
    [viewerId, otherId, context.type ?? null, context.businessIdeaId ?? null],
  );
  const latest = rows.sort((a, b) => +b.created_at - +a.created_at)[0];
  if (latest) {
    const event = { id: latest.id, senderId: otherId, receiverId: viewerId };
    publishToPair(pubSub, "MESSAGE_READ", [otherId, viewerId], event);
  }
  return rows.length;
}

type Db = Pick<Services, "db">;

/**
 * The viewer's conversation with a member, both directions, oldest first; paged back from its end, older
 * pages before the `before` cursor (a malformed one is bad input under its own name). In one context (a
 * type and idea) when given, else every message with the member.
 */
export function conversation(
  { db }: Db,
  viewer: Viewer,
  args: Pick<PageArgs, "first"> & ConversationContext & { userId: string; before?: string | null },
) {
  try {
    decodeCursor(args.before);
  } catch (error) {
    if (error instanceof UserInputError)
      throw new UserInputError({ before: MESSAGES.invalidCursor });
    throw error;
  }
  return keysetPage(
    db,
    {
      select: entityColumns(db, Message, "m"),
      from: "messages m",
      where: `((m.sender_id = $1 AND m.receiver_id = $2) OR (m.sender_id = $2 AND m.receiver_id = $1))
              AND ${inContext(3, 4, "m.")}`,
      params: [viewer.id, args.userId, args.type ?? null, args.businessIdeaId ?? null],
      alias: "m",
    },
    { first: args.first, after: args.before, backward: true },
    asEntities(Message),
  );
}

/** Messages the viewer received, newest first, optionally of one type. */
export function inbox({ db }: Db, viewer: Viewer, args: PageArgs & { type: MessageType | null }) {
  return keysetPage(
    db,
    {
      select: entityColumns(db, Message, "m"),
      from: "messages m",
      where: `m.receiver_id = $1 AND ($2::message_type IS NULL OR m.message_type = $2)`,
      params: [viewer.id, args.type],
      alias: "m",
    },
    args,
    asEntities(Message),
  );
}

/**
 * Members the viewer can message (`mayMessageSql`: everyone else who is not banned, with whom neither
 * blocked the other, and whose `whoCanMessage` admits the viewer), found by a part of their name or
 * username, or by their whole e-mail address (any letter case) unless they turned `discoverableByEmail`
 * off: never by a part of an address, which would spell out anyone's e-mail a letter at a time. The profiles come through the viewer's loader, so a member
 * who hides their profile shows only their name and pictures here too (profiles.policy.ts).
 */
export function contacts(
  { db, loaders }: Db & Pick<Context, "loaders">,
  viewer: Viewer,
  args: PageArgs & { search: string | null },
) {
  const term = args.search?.trim().slice(0, 254) || null;
  const like = term ? `%${escapeLike(term.slice(0, 100))}%` : null;
  return keysetPage(
    db,
    {
      select: `p.id, p.created_at AS "createdAt"`,
      from: "profiles p",
      where: `${mayMessageSql("$1::uuid", "p")}
              AND ($2::text IS NULL OR p.username ILIKE $2 OR p.full_name ILIKE $2
                   OR (EXISTS (SELECT 1 FROM users u WHERE u.id = p.id AND u.email = $3::citext)
                       AND ${discoverableByEmailSql("p.id")}))`,
      params: [viewer.id, like, term],
      alias: "p",
    },
    args,
    (rows: { id: string; createdAt: Date }[]) =>
      profilesByIds(
        loaders,
        rows.map((row) => row.id),
      ),
  );
}

/** The message a `messageReceived` or `messageRead` event names. */
export async function messageForEvent({ db }: Db, id: string) {
  const message = await db.getRepository(Message).findOneBy({ id });
  if (!message) throw new NotFoundError("Message");
  return message;
}
