import { Field, Int, ObjectType } from "type-graphql";
import { ID } from "../../graphql/ids";
import { Connection } from "../../graphql/pagination";
import { Message, MessageType } from "./message.entity";

/**
 * One of the viewer's conversations: everything exchanged with one other member in one context, a
 * message type and, for a business inquiry, the idea it is about (the thread `conversation(userId, type,
 * businessIdeaId)` reads). Not stored: derived from the messages.
 */
@ObjectType({
  description:
    "The viewer's messages with one other member in one context: a message type and, for a business inquiry, its idea. Worked out from the messages, not stored.",
})
export class Conversation {
  @Field(() => ID, {
    description:
      "Made of its parts: '{partner id}:{GENERAL or BUSINESS_INQUIRY}:{business idea id, or empty}'.",
  })
  id: string;

  /** The other member (the `partner` field resolves it through the viewer's profile loader). */
  partnerId: string;

  @Field(() => MessageType, { description: "The type of every message in it." })
  messageType: MessageType;

  @Field(() => ID, {
    nullable: true,
    description:
      "For a business inquiry, the idea it is about; null for ordinary messages, or for inquiries whose idea was deleted (or written before ideas had a table).",
  })
  businessIdeaId: string | null;

  @Field(() => Message, { description: "The newest message in it, in either direction." })
  lastMessage: Message;

  @Field(() => Int, {
    description:
      "How many messages the other member sent the viewer in it that the viewer has not read.",
  })
  unreadCount: number;
}

@ObjectType({
  description: "A page of the viewer's conversations, the one with the newest message first.",
})
export class ConversationConnection extends Connection(Conversation, "Conversation") {}

/** A conversation's id: its partner, its type (as the schema names it) and its idea. */
export function conversationId(
  partnerId: string,
  messageType: MessageType,
  businessIdeaId: string | null,
) {
  return `${partnerId}:${messageType.toUpperCase()}:${businessIdeaId ?? ""}`;
}
