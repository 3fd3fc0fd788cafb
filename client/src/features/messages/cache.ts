import type { ApolloCache, Reference } from "@apollo/client";
import type { ModifierDetails } from "@apollo/client/cache";
import type { MessageType } from "../../gql/types";
import {
  ConversationDocument,
  ConversationsDocument,
  InboxPreviewDocument,
  type ConversationFieldsFragment,
  type InboxPageFragment,
  type MessageFieldsFragment,
} from "./messages.generated";

/** The messages bell shows the 10 newest received messages (spec §9). */
export const BELL_MESSAGES = 10;
/** The conversation list and contacts load 20 at a time; a conversation 30. */
export const CONVERSATIONS_PAGE = 20;
export const CONTACTS_PAGE = 20;
export const CONVERSATION_PAGE = 30;

/** Which conversation with a member: its type and, for a business inquiry, the idea it is about. */
export interface ConversationContext {
  messageType: MessageType;
  businessIdeaId: string | null;
}

/** A conversation's id, as the server makes it: '{partner id}:{type}:{idea id or empty}'. */
export function conversationKey(partnerId: string, context: ConversationContext): string {
  return `${partnerId}:${context.messageType}:${context.businessIdeaId ?? ""}`;
}

// The conversations a thread shows on a visible page right now (each tab has its own). A message that
// arrives in one of them is read at once by that thread, so the conversation list never shows it unread.
const onScreen = new Map<string, number>();

/** Marks a conversation as shown on screen until the returned function is called. */
export function showConversationOnScreen(key: string): () => void {
  onScreen.set(key, (onScreen.get(key) ?? 0) + 1);
  return () => {
    const left = (onScreen.get(key) ?? 1) - 1;
    if (left > 0) onScreen.set(key, left);
    else onScreen.delete(key);
  };
}

/** The variables of the open thread's first page (the cache keys it by member, type and idea). */
export function conversationVariables(partnerId: string, context: ConversationContext) {
  return {
    userId: partnerId,
    type: context.messageType,
    businessIdeaId: context.businessIdeaId,
    first: CONVERSATION_PAGE,
  };
}

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
 * Moves a message's conversation to the top of its cached list (the tab of its type), with the message
 * as its newest, and one more unread when the viewer received it (unless a thread shows that conversation
 * on screen: it reads the message at once); a conversation not listed yet joins at
 * the top. A message already shown as the newest changes nothing (it can arrive twice).
 */
function moveConversationToTop(
  cache: ApolloCache,
  message: MessageFieldsFragment,
  viewerId: string,
  partnerId: string,
): void {
  const incoming = isIncoming(message, viewerId);
  const partner = incoming ? message.sender : message.receiver;
  const id = conversationKey(partnerId, {
    messageType: message.messageType,
    businessIdeaId: message.businessIdeaId ?? null,
  });
  cache.updateQuery(
    {
      query: ConversationsDocument,
      variables: { type: message.messageType, first: CONVERSATIONS_PAGE },
    },
    (data) => {
      if (!data) return undefined;
      const list = data.conversations;
      const found = list.edges.find((edge) => edge.node.id === id);
      const unreadNow = incoming && !message.read && !onScreen.has(id);
      if (found?.node.lastMessage.id === message.id) return undefined;
      if (found && found.node.lastMessage.createdAt > message.createdAt) return undefined;
      const node: ConversationFieldsFragment & { __typename?: "Conversation" } = found
        ? {
            ...found.node,
            lastMessage: message,
            unreadCount: found.node.unreadCount + (unreadNow ? 1 : 0),
          }
        : {
            __typename: "Conversation",
            id,
            messageType: message.messageType,
            businessIdeaId: message.businessIdeaId ?? null,
            unreadCount: unreadNow ? 1 : 0,
            partner: partner ?? null,
            lastMessage: message,
          };
      const edge = { __typename: "ConversationEdge" as const, cursor: `live:${id}`, node };
      return {
        conversations: {
          ...list,
          totalCount: list.totalCount + (found ? 0 : 1),
          edges: [edge, ...list.edges.filter((other) => other.node.id !== id)],
        },
      };
    },
  );
}

/**
 * Adds a message (sent from here, or arrived live) to the cached lists it belongs to: the open
 * conversation it is part of (the member, its type and idea), the conversation list (moved to the top)
 * and, when the viewer received it, the bell's list. Lists not loaded yet are left alone; they load
 * fresh when shown.
 */
export function addMessageToCache(
  cache: ApolloCache,
  message: MessageFieldsFragment,
  viewerId: string,
): void {
  const partnerId = partnerOf(message, viewerId);
  if (partnerId) {
    const context = {
      messageType: message.messageType,
      businessIdeaId: message.businessIdeaId ?? null,
    };
    cache.updateQuery(
      { query: ConversationDocument, variables: conversationVariables(partnerId, context) },
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
    moveConversationToTop(cache, message, viewerId, partnerId);
  }
  if (!isIncoming(message, viewerId)) return;
  cache.updateQuery(
    { query: InboxPreviewDocument, variables: { first: BELL_MESSAGES } },
    (data) => {
      const inbox = data && prepend(data.inbox, message);
      return inbox ? { inbox } : undefined;
    },
  );
}

/**
 * Marks read, in the cache, every message a member sent the viewer in one conversation (its type and
 * idea) that the bell lists or the conversation holds, and clears the conversation's unread count (after
 * `markConversationRead`).
 */
export function markReadFromSenderInCache(
  cache: ApolloCache,
  senderId: string,
  context: ConversationContext,
): void {
  cache.modify({
    id: cache.identify({ __typename: "Conversation", id: conversationKey(senderId, context) }),
    fields: { unreadCount: () => 0 },
  });
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
        readField<boolean>("read", edge.node) === false &&
        readField<MessageType>("messageType", edge.node) === context.messageType &&
        (readField<string | null>("businessIdeaId", edge.node) ?? null) === context.businessIdeaId
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
