import { defineModule } from "../../kernel/module";
import { messagePersonalData } from "./messages.personal-data";
import { Messages1795263653971 } from "./migrations/1795263653971-Messages";
import { messagesKinds } from "./messages.kinds";
import { Message } from "./message.entity";
import { ConversationsResolver } from "./conversations.resolver";
import { MessagesResolver, type MessageSignal } from "./messages.resolver";

export const messages = defineModule({
  name: "messages",
  personalData: messagePersonalData,
  kinds: messagesKinds,
  migrations: [Messages1795263653971],
  resolvers: [MessagesResolver, ConversationsResolver],
  entities: [Message],
  topics: {} as {
    /** A message was sent (to the receiver and the sender's other tabs) or read (read receipts). */
    MESSAGE_RECEIVED: [memberId: string, MessageSignal];
    MESSAGE_READ: [memberId: string, MessageSignal];
    /** Someone is typing in a chat (ephemeral, never stored). */
    TYPING: [memberId: string, { fromId: string; toId: string }];
  },
});
