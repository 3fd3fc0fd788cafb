import { useApolloClient, useMutation } from "@apollo/client/react";
import { useCallback, useState } from "react";
import { userMessage } from "../../apollo/errors";
import { SendMessageDocument } from "./messages.generated";
import type { MessageType } from "../../gql/types";
import { notify } from "../../theme/toaster";
import { addMessageToCache } from "./cache";

/** The spec's message when sending fails (§8). */
export const SEND_FAILED = "Failed to send message. Please try again.";

/** A message shown in the chat before the server has it: on its way, or refused (with Retry). */
export interface PendingMessage {
  key: string;
  partnerId: string;
  content: string;
  messageType: MessageType;
  businessIdeaId: string | null;
  /** The business page it is sent from, and its name ('Re: {name}' while it is on its way). */
  businessPage: { id: string; name: string } | null;
  createdAt: string;
  status: "sending" | "failed";
  /** Why the server refused it, when it says so for people ('This member does not accept messages.'). */
  reason?: string;
  /** The conversation's newest message when this was sent: only later ones can be this one, delivered. */
  afterMessageId: string | null;
}

export interface SendOptions {
  messageType: MessageType;
  businessIdeaId: string | null;
  businessPage?: { id: string; name: string } | null;
  afterMessageId: string | null;
}

let sequence = 0;

/**
 * Sending with the message on screen at once: it shows as pending until the server answers, then
 * joins the conversation; if the server refuses it, it stays, marked failed, with Retry (nothing typed
 * is lost) and a toast.
 */
export function useSendMessages(viewerId: string) {
  const client = useApolloClient();
  const [sendMessage] = useMutation(SendMessageDocument);
  const [pending, setPending] = useState<PendingMessage[]>([]);

  const deliver = useCallback(
    (item: PendingMessage) => {
      sendMessage({
        variables: {
          input: {
            receiverId: item.partnerId,
            content: item.content,
            messageType: item.messageType,
            businessIdeaId: item.businessIdeaId,
            businessPageId: item.businessPage?.id ?? null,
          },
        },
      })
        .then(({ data }) => {
          if (data) addMessageToCache(client.cache, data.sendMessage, viewerId);
          setPending((list) => list.filter((entry) => entry.key !== item.key));
        })
        .catch((error: unknown) => {
          // The server's reason when it is meant for people (e.g. a suspended member, a rate limit, the
          // receiver's privacy): in the toast, and beside the message while it stays on screen.
          const reason = userMessage(error, "");
          const failed = { status: "failed" as const, reason: reason || undefined };
          setPending((list) =>
            list.map((entry) => (entry.key === item.key ? { ...entry, ...failed } : entry)),
          );
          notify.error(SEND_FAILED, reason && reason !== SEND_FAILED ? reason : undefined);
        });
    },
    [client, sendMessage, viewerId],
  );

  const send = useCallback(
    (partnerId: string, content: string, options: SendOptions) => {
      sequence += 1;
      const item: PendingMessage = {
        key: `pending-${Date.now()}-${sequence}`,
        partnerId,
        content,
        messageType: options.messageType,
        businessIdeaId: options.businessIdeaId,
        businessPage: options.businessPage ?? null,
        createdAt: new Date().toISOString(),
        status: "sending",
        afterMessageId: options.afterMessageId,
      };
      setPending((list) => [...list, item]);
      deliver(item);
    },
    [deliver],
  );

  const retry = useCallback(
    (key: string) => {
      const item = pending.find((entry) => entry.key === key);
      if (!item || item.status !== "failed") return;
      const again = { ...item, status: "sending" as const };
      setPending((list) => list.map((entry) => (entry.key === key ? again : entry)));
      deliver(again);
    },
    [deliver, pending],
  );

  const discard = useCallback((key: string) => {
    setPending((list) => list.filter((entry) => entry.key !== key));
  }, []);

  return { pending, send, retry, discard };
}
