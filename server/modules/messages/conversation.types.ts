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
    "The viewer's messages with one member in one context (a type and, for an inquiry, its idea)",
})
export class Conversation {
  @Field(() => ID, { description: "'{partner id}:{message type}:{business idea id or empty}'" })
  id: string;

  /** The other member (the `partner` field resolves it through the viewer's profile loader). */
  partnerId: string;

  @Field(() => MessageType)
  messageType: MessageType;

  @Field(() => ID, { nullable: true })
  businessIdeaId: string | null;

  @Field(() => Message, { description: "The newest message, in either direction" })
  lastMessage: Message;

  @Field(() => Int, { description: "Messages the other member sent the viewer that are unread" })
  unreadCount: number;
}

@ObjectType()
export class ConversationConnection extends Connection(Conversation, "Conversation") {}

/** A conversation's id: its partner, its type (as the schema names it) and its idea. */
export function conversationId(
  partnerId: string,
  messageType: MessageType,
  businessIdeaId: string | null,
) {
  return `${partnerId}:${messageType.toUpperCase()}:${businessIdeaId ?? ""}`;
}
