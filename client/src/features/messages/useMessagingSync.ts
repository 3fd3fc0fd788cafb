import {
  ConversationsDocument,
  MessageReadDocument,
  MessageReceivedDocument,
} from "./messages.generated";
import { UnreadCountsDocument } from "../notifications";
import { adjustUnreadCounts } from "../../apollo/unread";
import { addMessageToCache, isIncoming } from "./cache";
import { useLiveSubscription } from "../../apollo/useLiveSubscription";

/**
 * Keeps the signed-in member's messages live, app-wide (mounted once, by the messages bell): a message
 * that arrives (or that they sent from another tab) joins the cached conversation, the bell's list and
 * the conversation list (moved to the top, one more unread), and bumps the unread count; a read receipt
 * about their own reading (this or another tab opened the chat, the bell marked a message) reloads the
 * count and the conversation list on screen. The read message itself updates in the cache by id
 * (receipts in the chat).
 */
export function useMessagingSync(viewerId: string): void {
  useLiveSubscription(MessageReceivedDocument, ({ messageReceived: message }, client) => {
    addMessageToCache(client.cache, message, viewerId);
    if (isIncoming(message, viewerId) && !message.read) {
      adjustUnreadCounts(client.cache, { messages: 1 });
    }
  });
  useLiveSubscription(MessageReadDocument, ({ messageRead }, client) => {
    if (messageRead.receiver?.id === viewerId) {
      void client
        .refetchQueries({ include: [UnreadCountsDocument, ConversationsDocument] })
        .catch(() => undefined);
    }
  });
}
