import { type FieldPolicy, type Reference, type TypePolicies } from "@apollo/client";
import { relayStylePagination } from "@apollo/client/utilities";

interface StoredEdge {
  cursor: string;
  node: Reference;
}

interface StoredConversation {
  edges: StoredEdge[];
  pageInfo: { hasPreviousPage: boolean; startCursor: string | null };
  totalCount?: number;
}

/**
 * `conversation(userId, type, businessIdeaId, first, before)`: one list per member and context, oldest
 * first. Pages loaded with `before`
 * (older messages), refetched newest pages and messages written live all merge into one list without
 * duplicates, ordered by time, so nothing already on screen is lost when the newest page is refetched
 * (after a reconnect, for instance).
 */
export function conversationPagination(): FieldPolicy<StoredConversation> {
  return {
    keyArgs: ["userId", "type", "businessIdeaId"],
    merge(existing, incoming, { args, readField }) {
      if (!existing) return incoming;
      const stamp = (edge: StoredEdge) =>
        `${readField<string>("createdAt", edge.node) ?? ""}|${readField<string>("id", edge.node) ?? ""}`;
      const byId = new Map<string, StoredEdge>();
      for (const edge of [...existing.edges, ...incoming.edges]) {
        byId.set(readField<string>("id", edge.node) ?? edge.cursor, edge);
      }
      const edges = [...byId.values()].sort((a, b) => (stamp(a) < stamp(b) ? -1 : 1));

      let pageInfo = incoming.pageInfo;
      if (!args?.before) {
        // The newest page: older messages loaded before stay, and so does what we knew about them.
        const oldestIncoming = incoming.edges[0];
        const keepsOlder =
          !oldestIncoming || existing.edges.some((edge) => stamp(edge) < stamp(oldestIncoming));
        if (keepsOlder && existing.edges.length) pageInfo = existing.pageInfo;
      }
      return { ...existing, ...incoming, edges, pageInfo };
    },
  };
}

/**
 * The cache's rules for messaging (in the messages manifest, merged into the app's cache): the open
 * conversation, the bell's list, the conversation list (a tab per type), newest first, and the contacts.
 */
export const messagingTypePolicies: TypePolicies = {
  Query: {
    fields: {
      conversation: conversationPagination() as FieldPolicy,
      inbox: relayStylePagination(["type"]) as FieldPolicy,
      conversations: relayStylePagination(["type"]) as FieldPolicy,
      contacts: relayStylePagination(["search"]) as FieldPolicy,
    },
  },
};
