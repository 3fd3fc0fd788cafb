import type { ApolloCache, Reference } from "@apollo/client";
import type { ModifierDetails } from "@apollo/client/cache";
import {
  ConversationDocument,
  InboxDocument,
  InboxPreviewDocument,
  type InboxPageFragment,
  type MessageFieldsFragment,
} from "./messages.generated";

/** The messages bell shows the 10 newest received messages (spec §9). */
export const BELL_MESSAGES = 10;
/** Inbox tabs and contacts load 20 at a time; a conversation 30. */
export const INBOX_PAGE = 20;
export const CONTACTS_PAGE = 20;
export const CONVERSATION_PAGE = 30;

/** The other member of a message's conversation, from the viewer's side. */
export function partnerOf(message: MessageFieldsFragment, viewerId: string): string | undefined {
  return message.sender?.id === viewerId ? message.receiver?.id : message.sender?.id;
}

/** Whether the viewer received this message (rather than sent it from another tab). */
export function isIncoming(message: MessageFieldsFragment, viewerId: string): boolean {
  return message.receiver?.id === viewerId && message.sender?.id !== viewerId;
}

// A cursor for an edge written on the client. It is never sent back: only the first edge of a
// conversation (older pages) and the last of an inbox (newer pages) are, and live messages are neither.
function liveCursor(message: MessageFieldsFragment): string {
  return `live:${message.id}`;
}

function messageEdge(message: MessageFieldsFragment) {
  return { __typename: "MessageEdge" as const, cursor: liveCursor(message), node: message };
}

function prepend(
  page: InboxPageFragment,
  message: MessageFieldsFragment,
): InboxPageFragment | null {
  if (page.edges.some((edge) => edge.node.id === message.id)) return null;
  const edge = messageEdge(message);
  return {
    ...page,
    totalCount: page.totalCount + 1,
    edges: [edge, ...page.edges],
    pageInfo: { ...page.pageInfo },
  };
}

/**
 * Adds a message (sent from here, or arrived live) to the cached lists it belongs to: the open
 * conversation with the other member, and, when the viewer received it, the bell's list and the inbox
 * tab of its type. Lists not loaded yet are left alone; they load fresh when shown.
 */
export function addMessageToCache(
  cache: ApolloCache,
  message: MessageFieldsFragment,
  viewerId: string,
): void {
  const partnerId = partnerOf(message, viewerId);
  if (partnerId) {
    cache.updateQuery(
      { query: ConversationDocument, variables: { userId: partnerId, first: CONVERSATION_PAGE } },
      (data) => {
        if (!data || data.conversation.edges.some((edge) => edge.node.id === message.id)) {
          return undefined;
        }
        const conversation = data.conversation;
        return {
          conversation: {
            ...conversation,
            totalCount: conversation.totalCount + 1,
            edges: [...conversation.edges, messageEdge(message)],
          },
        };
      },
    );
  }
  if (!isIncoming(message, viewerId)) return;
  cache.updateQuery(
    { query: InboxPreviewDocument, variables: { first: BELL_MESSAGES } },
    (data) => {
      const inbox = data && prepend(data.inbox, message);
      return inbox ? { inbox } : undefined;
    },
  );
  cache.updateQuery(
    { query: InboxDocument, variables: { type: message.messageType, first: INBOX_PAGE } },
    (data) => {
      const inbox = data && prepend(data.inbox, message);
      return inbox ? { inbox } : undefined;
    },
  );
}

/**
 * Marks read, in the cache, every message a member sent the viewer that the inbox lists or the
 * conversation hold (after `markConversationRead`).
 */
export function markReadFromSenderInCache(cache: ApolloCache, senderId: string): void {
  const unread = new Map<string, Reference>();
  const collect = (
    existing: { edges?: { node: Reference }[] } | undefined,
    readField: ReadField,
  ) => {
    for (const edge of existing?.edges ?? []) {
      const sender = readField<Reference>("sender", edge.node);
      if (
        sender &&
        readField<string>("id", sender) === senderId &&
        readField<boolean>("read", edge.node) === false
      ) {
        unread.set(edge.node.__ref, edge.node);
      }
    }
    return existing;
  };
  cache.modify({
    id: "ROOT_QUERY",
    fields: {
      inbox: (existing, { readField }) => collect(existing, readField),
      conversation: (existing, { readField }) => collect(existing, readField),
    },
  });
  const readAt = new Date().toISOString();
  for (const node of unread.values()) {
    cache.modify({
      id: cache.identify(node),
      fields: { read: () => true, readAt: (value: string | null) => value ?? readAt },
    });
  }
}

type ReadField = ModifierDetails["readField"];
