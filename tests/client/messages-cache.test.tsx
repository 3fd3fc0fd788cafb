// The cache rules behind live messaging, and the realtime reconnection back-off.
import { createCache } from "../../client/src/app-setup";
import { MAX_RETRY_WAIT_MS, retryDelay } from "../../client/src/apollo/realtime";
import {
  addMessageToCache,
  conversationVariables,
  CONVERSATIONS_PAGE,
  markReadFromSenderInCache,
} from "../../client/src/features/messages/cache";
import {
  ConversationDocument,
  ConversationsDocument,
  type MessageFieldsFragment,
} from "../../client/src/features/messages/messages.generated";

const me = {
  __typename: "Profile" as const,
  id: "90000000-0000-4000-8000-000000000001",
  username: "me",
  fullName: "Me Myself",
  avatarUrl: null,
  avatarThumbnailUrl: null,
};
const grace = { ...me, id: "90000000-0000-4000-8000-000000000002", username: "grace" };
const ada = { ...me, id: "90000000-0000-4000-8000-000000000003", username: "ada" };
const GENERAL = { messageType: "GENERAL" as const, businessIdeaId: null };
const graceThread = conversationVariables(grace.id, GENERAL);

function message(
  minute: number,
  fromMe = false,
): MessageFieldsFragment & { __typename: "Message" } {
  return {
    __typename: "Message",
    id: `91000000-0000-4000-8000-${String(minute).padStart(12, "0")}`,
    content: `Message at minute ${minute}`,
    mentions: [],
    read: false,
    readAt: null,
    messageType: "GENERAL",
    businessIdeaId: null,
    businessIdea: null,
    businessPageId: null,
    businessPage: null,
    createdAt: new Date(Date.UTC(2026, 0, 1, 12, minute)).toISOString(),
    sender: fromMe ? me : grace,
    receiver: fromMe ? grace : me,
  };
}

function page(
  messages: ReturnType<typeof message>[],
  hasPreviousPage: boolean,
  totalCount = messages.length,
) {
  return {
    conversation: {
      __typename: "MessageConnection" as const,
      totalCount,
      edges: messages.map((node) => ({
        __typename: "MessageEdge" as const,
        cursor: `cursor-${node.id}`,
        node,
      })),
      pageInfo: {
        __typename: "PageInfo" as const,
        hasPreviousPage,
        startCursor: messages.length ? `cursor-${messages[0]!.id}` : null,
      },
    },
  };
}

/** The app's cache: the messaging area's rules come with it (its manifest's typePolicies). */
const messagingCache = createCache;

function readConversation(cache: ReturnType<typeof createCache>) {
  return cache.readQuery({
    query: ConversationDocument,
    variables: graceThread,
  })?.conversation;
}

describe("the conversation cache", () => {
  it("puts older pages first and keeps them when the newest page is fetched again", () => {
    const cache = messagingCache();
    const variables = graceThread;
    cache.writeQuery({
      query: ConversationDocument,
      variables,
      data: page([message(3), message(4)], true, 4),
    });
    cache.writeQuery({
      query: ConversationDocument,
      variables: { ...variables, before: `cursor-${message(3).id}` },
      data: page([message(1), message(2)], false, 4),
    });

    let conversation = readConversation(cache)!;
    expect(conversation.edges.map((edge) => edge.node.content)).toEqual([
      "Message at minute 1",
      "Message at minute 2",
      "Message at minute 3",
      "Message at minute 4",
    ]);
    expect(conversation.pageInfo).toMatchObject({
      hasPreviousPage: false,
      startCursor: `cursor-${message(1).id}`,
    });

    // A reconnect refetches the newest page, which now holds a message missed meanwhile.
    cache.writeQuery({
      query: ConversationDocument,
      variables,
      data: page([message(4), message(5)], true, 5),
    });
    conversation = readConversation(cache)!;
    expect(conversation.edges.map((edge) => edge.node.content)).toEqual([
      "Message at minute 1",
      "Message at minute 2",
      "Message at minute 3",
      "Message at minute 4",
      "Message at minute 5",
    ]);
    expect(conversation.pageInfo.hasPreviousPage).toBe(false);
    expect(conversation.totalCount).toBe(5);
  });

  it("adds a live message once, at the bottom, however many times it arrives", () => {
    const cache = messagingCache();
    cache.writeQuery({
      query: ConversationDocument,
      variables: graceThread,
      data: page([message(1), message(2, true)], false),
    });

    addMessageToCache(cache, message(3), me.id);
    // The same message again: from the subscription after the mutation's answer, say.
    addMessageToCache(cache, message(3), me.id);

    const conversation = readConversation(cache)!;
    expect(conversation.edges.map((edge) => edge.node.content)).toEqual([
      "Message at minute 1",
      "Message at minute 2",
      "Message at minute 3",
    ]);
    expect(conversation.totalCount).toBe(3);
  });
});

describe("the conversation list cache", () => {
  function row(partner: typeof grace, last: ReturnType<typeof message>, unreadCount: number) {
    return {
      __typename: "Conversation" as const,
      id: `${partner.id}:GENERAL:`,
      messageType: "GENERAL" as const,
      businessIdeaId: null,
      unreadCount,
      partner,
      lastMessage: last,
    };
  }
  function list(rows: ReturnType<typeof row>[]) {
    return {
      conversations: {
        __typename: "ConversationConnection" as const,
        totalCount: rows.length,
        edges: rows.map((node) => ({
          __typename: "ConversationEdge" as const,
          cursor: `cursor-${node.id}`,
          node,
        })),
        pageInfo: { __typename: "PageInfo" as const, hasNextPage: false, endCursor: null },
      },
    };
  }
  const variables = { type: "GENERAL" as const, first: CONVERSATIONS_PAGE };
  const read = (cache: ReturnType<typeof createCache>) =>
    cache
      .readQuery({ query: ConversationsDocument, variables })!
      .conversations.edges.map(({ node }) => [
        node.partner?.username,
        node.lastMessage.content,
        node.unreadCount,
      ]);
  const fromAda = (minute: number, fromMe = false) => ({
    ...message(minute, fromMe),
    sender: fromMe ? me : ada,
    receiver: fromMe ? ada : me,
  });

  it("moves a conversation to the top on a message either way, bumps unread once, and adds a new one", () => {
    const cache = messagingCache();
    cache.writeQuery({
      query: ConversationsDocument,
      variables,
      data: list([row(ada, fromAda(2), 1), row(grace, message(1), 1)]),
    });

    // Grace writes again (twice delivered): her conversation goes first, one more unread.
    addMessageToCache(cache, message(3), me.id);
    addMessageToCache(cache, message(3), me.id);
    expect(read(cache)).toEqual([
      ["grace", "Message at minute 3", 2],
      ["ada", "Message at minute 2", 1],
    ]);

    // The viewer answers Ada: hers goes first, her unread count unchanged.
    addMessageToCache(cache, fromAda(4, true), me.id);
    expect(read(cache)).toEqual([
      ["ada", "Message at minute 4", 1],
      ["grace", "Message at minute 3", 2],
    ]);

    // Someone new writes: a conversation joins at the top, and the tab's count grows.
    const newcomer = { ...me, id: "90000000-0000-4000-8000-000000000004", username: "lin" };
    addMessageToCache(
      cache,
      { ...message(5), id: "92000000-0000-4000-8000-000000000005", sender: newcomer },
      me.id,
    );
    expect(read(cache)[0]).toEqual(["lin", "Message at minute 5", 1]);
    expect(
      cache.readQuery({ query: ConversationsDocument, variables })!.conversations.totalCount,
    ).toBe(3);

    // Reading Grace's thread clears her mark only.
    markReadFromSenderInCache(cache, grace.id, GENERAL);
    expect(read(cache)).toEqual([
      ["lin", "Message at minute 5", 1],
      ["ada", "Message at minute 4", 1],
      ["grace", "Message at minute 3", 0],
    ]);
  });
});

describe("the realtime reconnection back-off", () => {
  it("grows exponentially from about a second, with jitter, and never waits more than 10 s", () => {
    expect(retryDelay(0, () => 0)).toBe(500);
    expect(retryDelay(0, () => 1)).toBe(1_000);
    expect(retryDelay(2, () => 0)).toBe(2_000);
    expect(retryDelay(2, () => 1)).toBe(4_000);
    for (const retries of [4, 5, 10, 50, 1_000]) {
      expect(retryDelay(retries, () => 1)).toBe(MAX_RETRY_WAIT_MS);
      expect(retryDelay(retries, () => 0)).toBe(MAX_RETRY_WAIT_MS / 2);
    }
  });
});
