import type { DataSource } from "typeorm";
import { inTransaction } from "../../db/transaction";
import { ForbiddenError, NotFoundError, UserInputError } from "../../graphql/errors";
import { isUuid } from "../../graphql/ids";
import { publishToPair, type PubSub } from "../../graphql/pubsub";
import { displayName, notify, templates } from "../notifications/notifications.service";
import { Profile } from "../profiles/profile.entity";
import { MAX_MESSAGE_LENGTH, Message, MessageType } from "./message.entity";
import type { SendMessageInput } from "./messages.inputs";

export const MESSAGES = {
  empty: "Message cannot be empty",
  tooLong: `Message must be at most ${MAX_MESSAGE_LENGTH} characters`,
  self: "You cannot message yourself.",
  unavailable: "This member's account has been suspended.",
};

/**
 * Sends a message: content trimmed and non-empty, to an existing, unbanned other member. The receiver gets a
 * 'New Message' notification in the same transaction; both events go out after the commit.
 */
export async function sendMessage(
  db: DataSource,
  pubSub: PubSub,
  senderId: string,
  input: SendMessageInput,
) {
  const content = input.content.trim();
  if (!content) throw new UserInputError({ content: MESSAGES.empty });
  if (content.length > MAX_MESSAGE_LENGTH) throw new UserInputError({ content: MESSAGES.tooLong });
  if (input.receiverId === senderId) throw new UserInputError({ receiverId: MESSAGES.self });
  if (input.businessIdeaId && !isUuid(input.businessIdeaId)) {
    throw new UserInputError({ businessIdeaId: "Invalid business idea id" });
  }
  const profiles = db.getRepository(Profile);
  const receiver = isUuid(input.receiverId)
    ? await profiles.findOneBy({ id: input.receiverId })
    : null;
  if (!receiver) throw new NotFoundError("Profile");
  if (receiver.isBanned) throw new ForbiddenError(MESSAGES.unavailable);

  return inTransaction(db, async (tx, afterCommit) => {
    const message = await tx.getRepository(Message).save({
      senderId,
      receiverId: receiver.id,
      content,
      messageType: input.messageType ?? MessageType.GENERAL,
      businessIdeaId: input.businessIdeaId ?? null,
      read: false,
      readAt: null,
    });
    const sender = await tx.getRepository(Profile).findOneBy({ id: senderId });
    await notify(tx, afterCommit, pubSub, {
      userId: receiver.id,
      ...templates.message(displayName(sender)),
      data: { senderId, messageId: message.id, messageType: message.messageType },
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
export async function markRead(db: DataSource, pubSub: PubSub, viewerId: string, id: string) {
  const repo = db.getRepository(Message);
  const message = isUuid(id) ? await repo.findOneBy({ id, receiverId: viewerId }) : null;
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

/** Marks everything `otherId` sent the viewer read (opening a chat); answers how many changed. */
export async function markConversationRead(
  db: DataSource,
  pubSub: PubSub,
  viewerId: string,
  otherId: string,
) {
  if (!isUuid(otherId)) throw new NotFoundError("Profile");
  const [rows]: [{ id: string; created_at: Date }[], number] = await db.query(
    `UPDATE messages SET read = true, read_at = now()
      WHERE receiver_id = $1 AND sender_id = $2 AND NOT read RETURNING id, created_at`,
    [viewerId, otherId],
  );
  const latest = rows.sort((a, b) => +b.created_at - +a.created_at)[0];
  if (latest) {
    const event = { id: latest.id, senderId: otherId, receiverId: viewerId };
    publishToPair(pubSub, "MESSAGE_READ", [otherId, viewerId], event);
  }
  return rows.length;
}
