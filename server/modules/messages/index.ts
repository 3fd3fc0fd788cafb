/**
 * What the messages area offers the other areas and the composition root. Everything else in this
 * folder is its own; its manifest is messages.module.ts.
 */
export { Message, MessageType } from "./message.entity";
export { sendMessage } from "./messages.service";
export { unreadMessagesSql } from "./conversations.service";
