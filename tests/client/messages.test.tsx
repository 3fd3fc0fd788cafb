import { screen, waitFor, within } from "@testing-library/react";
import type {
  ConversationQueryVariables,
  SendMessageMutationVariables,
} from "../../client/src/features/messages/messages.generated";
import type { MessageType } from "../../client/src/gql/types";
import { businessPageHandlers, makeBusinessPage } from "./support/business";
import { makeViewer, type ViewerFixture } from "./support/fixtures";
import { api, gqlData, graphQLError, meHandler } from "./support/graphql";
import { renderApp } from "./support/render";
import { server } from "./support/server";

// --- Fixtures: what the server answers, with __typename so Apollo normalises them as it does live.

let sequence = 0;

interface Person {
  __typename: "Profile";
  id: string;
  username: string;
  fullName: string | null;
  avatarUrl: string | null;
  avatarThumbnailUrl: string | null;
}

function makePerson(fullName: string, username: string): Person {
  sequence += 1;
  return {
    __typename: "Profile",
    id: `10000000-0000-4000-8000-${String(sequence).padStart(12, "0")}`,
    username,
    fullName,
    avatarUrl: null,
    avatarThumbnailUrl: null,
  };
}

function asPerson(viewer: ViewerFixture): Person {
  return {
    __typename: "Profile",
    id: viewer.id,
    username: viewer.username,
    fullName: viewer.fullName,
    avatarUrl: null,
    avatarThumbnailUrl: null,
  };
}

interface MessageOptions {
  sender: Person | null;
  receiver: Person;
  content: string;
  read?: boolean;
  readAt?: string | null;
  messageType?: MessageType;
  businessIdeaId?: string | null;
  businessIdea?: { __typename: "BusinessIdea"; id: string; title: string } | null;
  businessPage?: { __typename: "BusinessPage"; id: string; name: string } | null;
  minutesAgo?: number;
}

function makeMessage(options: MessageOptions) {
  sequence += 1;
  return {
    __typename: "Message" as const,
    id: `20000000-0000-4000-8000-${String(sequence).padStart(12, "0")}`,
    content: options.content,
    mentions: [],
    read: options.read ?? false,
    readAt: options.readAt ?? null,
    messageType: options.messageType ?? "GENERAL",
    businessIdeaId: options.businessIdeaId ?? null,
    businessIdea: options.businessIdea ?? null,
    businessPageId: options.businessPage?.id ?? null,
    businessPage: options.businessPage ?? null,
    createdAt: new Date(Date.now() - (options.minutesAgo ?? 5) * 60_000).toISOString(),
    sender: options.sender,
    receiver: options.receiver,
  };
}

type MessageFixture = ReturnType<typeof makeMessage>;

function messagePage(messages: MessageFixture[], totalCount = messages.length) {
  return {
    __typename: "MessageConnection",
    totalCount,
    edges: messages.map((node) => ({ __typename: "MessageEdge", cursor: `c-${node.id}`, node })),
    pageInfo: {
      __typename: "PageInfo",
      hasNextPage: false,
      endCursor: messages.length ? `c-${messages.at(-1)!.id}` : null,
      hasPreviousPage: false,
      startCursor: messages.length ? `c-${messages[0]!.id}` : null,
    },
  };
}

function contactPage(people: Person[]) {
  return {
    __typename: "ProfileConnection",
    totalCount: people.length,
    edges: people.map((node) => ({
      __typename: "ProfileEdge",
      cursor: `c-${node.id}`,
      node: { ...node, title: null, company: null },
    })),
    pageInfo: {
      __typename: "PageInfo",
      hasNextPage: false,
      endCursor: null,
    },
  };
}

function emptyNotifications() {
  return {
    __typename: "NotificationConnection",
    totalCount: 0,
    edges: [],
    pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: null },
  };
}

interface World {
  me: ViewerFixture;
  unread?: { messages: number; notifications: number };
  /** Received messages, newest first (the bell and the inbox). */
  inbox?: MessageFixture[];
  contacts?: Person[];
  /** Conversations by the other member's id, oldest first. */
  conversations?: Record<string, MessageFixture[]>;
  /** The conversation list, newest activity first (by default: one general row per conversation). */
  conversationList?: ConversationFixture[];
  /** The conversation list fails to load. */
  conversationListFails?: boolean;
}

function makeConversation(partner: Person | null, lastMessage: MessageFixture, unreadCount = 0) {
  return {
    __typename: "Conversation" as const,
    id: `${partner?.id ?? "gone"}:${lastMessage.messageType}:${lastMessage.businessIdeaId ?? ""}`,
    messageType: lastMessage.messageType,
    businessIdeaId: lastMessage.businessIdeaId,
    unreadCount,
    partner,
    lastMessage,
  };
}

type ConversationFixture = ReturnType<typeof makeConversation>;

function conversationPage(rows: ConversationFixture[]) {
  return {
    __typename: "ConversationConnection",
    totalCount: rows.length,
    edges: rows.map((node) => ({ __typename: "ConversationEdge", cursor: `c-${node.id}`, node })),
    pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: null },
  };
}

/** One general conversation per member the world has messages with, newest activity first. */
function listOf(world: World): ConversationFixture[] {
  const people = world.contacts ?? [];
  return Object.entries(world.conversations ?? {})
    .filter(([, messages]) => messages.length > 0)
    .map(([id, messages]) =>
      makeConversation(
        people.find((person) => person.id === id) ?? null,
        messages.at(-1)!,
        messages.filter((m) => m.sender?.id === id && !m.read).length,
      ),
    )
    .sort((a, b) => (a.lastMessage.createdAt < b.lastMessage.createdAt ? 1 : -1));
}

/** Handlers for everything the signed-in shell and the messages screens ask. */
function messagingHandlers(world: World) {
  const people = world.contacts ?? [];
  return [
    meHandler(world.me),
    api.query("UnreadCounts", () =>
      gqlData({
        unreadCounts: {
          __typename: "UnreadCounts",
          ...(world.unread ?? { messages: 0, notifications: 0 }),
        },
      }),
    ),
    api.query("Notifications", () => gqlData({ notifications: emptyNotifications() })),
    api.query("InboxPreview", () => gqlData({ inbox: messagePage(world.inbox ?? []) })),
    api.query("Conversations", ({ variables }) =>
      world.conversationListFails
        ? graphQLError("Internal server error", "INTERNAL_SERVER_ERROR")
        : gqlData({
            conversations: conversationPage(
              (world.conversationList ?? listOf(world)).filter(
                (row) => row.messageType === variables.type,
              ),
            ),
          }),
    ),
    api.query("Contacts", ({ variables }) => {
      const term = typeof variables.search === "string" ? variables.search.toLowerCase() : "";
      return gqlData({
        contacts: contactPage(
          people.filter(
            (person) =>
              !term ||
              person.username.toLowerCase().includes(term) ||
              (person.fullName ?? "").toLowerCase().includes(term),
          ),
        ),
      });
    }),
    api.query("ChatPartner", ({ variables }) =>
      gqlData({ profile: people.find((person) => person.id === variables.id) ?? null }),
    ),
    api.query<object, ConversationQueryVariables>("Conversation", ({ variables }) =>
      gqlData({ conversation: messagePage(world.conversations?.[variables.userId] ?? []) }),
    ),
    api.mutation("MarkConversationRead", () => gqlData({ markConversationRead: 0 })),
    api.mutation("SetTyping", () => gqlData({ setTyping: true })),
  ];
}

function header() {
  return screen.getByRole("banner");
}

/** Starts a chat as a member does: 'New message', then the member's name in the picker. */
async function startChat(user: ReturnType<typeof renderApp>["user"], name: RegExp) {
  await user.click(await screen.findByRole("button", { name: "New message" }));
  const dialog = await screen.findByRole("dialog", { name: "New message" });
  await user.click(await within(dialog).findByRole("button", { name }));
}

async function openMessagesBell() {
  const button = await within(header()).findByRole("button", { name: /^Messages/ });
  return button;
}

describe("the messages bell", () => {
  it("shows 'No messages yet' and no badge when nothing was received", async () => {
    const me = makeViewer();
    server.use(...messagingHandlers({ me }));
    const { user } = renderApp("/");

    const bell = await openMessagesBell();
    expect(bell).toHaveAccessibleName("Messages");
    await user.click(bell);

    const dialog = await screen.findByRole("dialog", { name: "Messages" });
    expect(await within(dialog).findByText("No messages yet")).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "View all messages" })).toHaveAttribute(
      "href",
      "/messages",
    );
  });

  it("shows the unread count as a badge", async () => {
    const me = makeViewer();
    server.use(...messagingHandlers({ me, unread: { messages: 3, notifications: 0 } }));
    renderApp("/");

    expect(
      await within(header()).findByRole("button", { name: "Messages (3 unread)" }),
    ).toBeInTheDocument();
    expect(screen.getByTestId("messages-badge")).toHaveTextContent("3");
  });

  it("lists the newest received messages, with 'Unknown User' for a sender who is gone", async () => {
    const me = makeViewer();
    const grace = makePerson("Grace Hopper", "grace");
    const inbox = [
      makeMessage({
        sender: grace,
        receiver: asPerson(me),
        content: "Compilers are fun",
        minutesAgo: 1,
      }),
      makeMessage({
        sender: null,
        receiver: asPerson(me),
        content: "Hello from the past",
        read: true,
      }),
    ];
    server.use(...messagingHandlers({ me, inbox, unread: { messages: 1, notifications: 0 } }));
    const { user } = renderApp("/");

    await user.click(await within(header()).findByRole("button", { name: /^Messages/ }));
    const list = await screen.findByRole("list", { name: "Recent messages" });
    const items = within(list).getAllByRole("button");
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent("Grace Hopper");
    expect(items[0]).toHaveTextContent("Compilers are fun");
    expect(items[0]).toHaveTextContent("Unread");
    expect(items[1]).toHaveTextContent("Unknown User");
    expect(items[1]).toHaveTextContent("Hello from the past");
    expect(items[1]).not.toHaveTextContent("Unread");
  });

  it("marks a message read and opens the chat with its sender", async () => {
    const me = makeViewer();
    const grace = makePerson("Grace Hopper", "grace");
    const message = makeMessage({ sender: grace, receiver: asPerson(me), content: "Ping" });
    let markedRead: unknown;
    let conversationMarked: unknown;
    server.use(
      ...messagingHandlers({
        me,
        inbox: [message],
        contacts: [grace],
        conversations: { [grace.id]: [message] },
        unread: { messages: 1, notifications: 0 },
      }),
    );
    // Later handlers take precedence over the defaults above.
    server.use(
      api.mutation("MarkMessageRead", ({ variables }) => {
        markedRead = variables;
        return gqlData({
          markMessageRead: {
            __typename: "Message",
            id: message.id,
            read: true,
            readAt: new Date().toISOString(),
          },
        });
      }),
      api.mutation("MarkConversationRead", ({ variables }) => {
        conversationMarked = variables;
        return gqlData({ markConversationRead: 0 });
      }),
    );
    const { user } = renderApp("/");

    await user.click(await within(header()).findByRole("button", { name: /^Messages/ }));
    const list = await screen.findByRole("list", { name: "Recent messages" });
    await user.click(within(list).getByRole("button", { name: /Grace Hopper/ }));

    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/messages"));
    await waitFor(() => expect(markedRead).toEqual({ id: message.id }));
    // The chat with the sender is open (navigation state { selectedUserId, messageType }) and
    // marked read.
    const thread = await screen.findByRole("log", { name: "Conversation with Grace Hopper" });
    expect(await within(thread).findByText("Ping")).toBeInTheDocument();
    await waitFor(() =>
      expect(conversationMarked).toEqual({
        userId: grace.id,
        type: "GENERAL",
        businessIdeaId: null,
      }),
    );
    await waitFor(() =>
      expect(within(header()).getByRole("button", { name: /^Messages/ })).toHaveAccessibleName(
        "Messages",
      ),
    );
  });
});

describe("/messages", () => {
  it("lists conversations both ways, newest first, with 'You: ', unread counts and the inquiry's idea, in two tabs", async () => {
    const me = makeViewer();
    const grace = makePerson("Grace Hopper", "grace");
    const alan = makePerson("Alan Turing", "alan");
    const ada = makePerson("Ada Lovelace", "ada");
    const conversationList = [
      makeConversation(
        grace,
        makeMessage({ sender: grace, receiver: asPerson(me), content: "Lunch?", minutesAgo: 2 }),
        2,
      ),
      makeConversation(
        alan,
        makeMessage({
          sender: asPerson(me),
          receiver: alan,
          content: "See you at the match",
          minutesAgo: 90,
        }),
      ),
      makeConversation(
        ada,
        makeMessage({
          sender: asPerson(me),
          receiver: ada,
          content: "Happy to share the deck",
          messageType: "BUSINESS_INQUIRY",
          businessIdeaId: "30000000-0000-4000-8000-000000000002",
          businessIdea: {
            __typename: "BusinessIdea",
            id: "30000000-0000-4000-8000-000000000002",
            title: "Solar kiosks",
          },
        }),
      ),
      makeConversation(
        alan,
        makeMessage({
          sender: alan,
          receiver: asPerson(me),
          content: "About your idea",
          read: true,
          messageType: "BUSINESS_INQUIRY",
          businessIdeaId: "30000000-0000-4000-8000-000000000001",
        }),
      ),
    ];
    server.use(...messagingHandlers({ me, contacts: [grace, alan, ada], conversationList }));
    const { user } = renderApp("/messages");

    expect(await screen.findByRole("tab", { name: "General (2)" })).toBeInTheDocument();
    expect(await screen.findByRole("tab", { name: "Business Inquiries (2)" })).toBeInTheDocument();
    expect(screen.getByText("Select a contact to start chatting")).toBeInTheDocument();
    const general = screen.getByRole("tabpanel", { name: "General (2)" });
    const rows = within(await within(general).findByRole("list", { name: "Conversations" }))
      .getAllByRole("button")
      .map((row) => row.textContent);
    // Newest activity first (avatar initial, name, time, preview, unread count): what grace sent
    // (2 unread), then what the viewer sent alan.
    expect(rows).toEqual([
      "GGrace Hopper2m agoLunch?2",
      "AAlan Turing1h agoYou: See you at the match",
    ]);
    expect(within(general).getByLabelText("2 unread")).toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "Business Inquiries (2)" }));
    // The General panel may still be on its way out: take the panel of the tab just chosen.
    const business = await screen.findByRole("tabpanel", { name: "Business Inquiries (2)" });
    expect(await within(business).findByText("About your idea")).toBeInTheDocument();
    // An inquiry names its idea; one whose idea is gone says what it was.
    expect(within(business).getByText("Business inquiry")).toBeInTheDocument();
    expect(within(business).getByText("Re: Solar kiosks")).toBeInTheDocument();
    expect(within(business).queryByLabelText(/unread/)).not.toBeInTheDocument();
  });

  it("opens a conversation from the list, in its context, and clears its unread mark", async () => {
    const me = makeViewer();
    const grace = makePerson("Grace Hopper", "grace");
    const idea = "30000000-0000-4000-8000-000000000002";
    const inquiry = makeMessage({
      sender: grace,
      receiver: asPerson(me),
      content: "Keen to invest in the kiosks",
      messageType: "BUSINESS_INQUIRY",
      businessIdeaId: idea,
    });
    const asked: unknown[] = [];
    let marked: unknown;
    server.use(
      ...messagingHandlers({
        me,
        contacts: [grace],
        conversationList: [makeConversation(grace, inquiry, 1)],
      }),
    );
    server.use(
      api.query<object, ConversationQueryVariables>("Conversation", ({ variables }) => {
        asked.push(variables);
        return gqlData({ conversation: messagePage([inquiry]) });
      }),
      api.mutation("MarkConversationRead", ({ variables }) => {
        marked = variables;
        return gqlData({ markConversationRead: 1 });
      }),
    );
    const { user } = renderApp("/messages");

    await user.click(await screen.findByRole("tab", { name: "Business Inquiries (1)" }));
    const panel = await screen.findByRole("tabpanel", { name: "Business Inquiries (1)" });
    const row = await within(panel).findByRole("button", { name: /Grace Hopper/ });
    expect(within(row).getByLabelText("1 unread")).toBeInTheDocument();
    await user.click(row);

    const thread = await screen.findByRole("log", { name: "Conversation with Grace Hopper" });
    expect(await within(thread).findByText("Keen to invest in the kiosks")).toBeInTheDocument();
    expect(asked[0]).toMatchObject({
      userId: grace.id,
      type: "BUSINESS_INQUIRY",
      businessIdeaId: idea,
    });
    await waitFor(() =>
      expect(marked).toEqual({ userId: grace.id, type: "BUSINESS_INQUIRY", businessIdeaId: idea }),
    );
    await waitFor(() => expect(within(row).queryByLabelText(/unread/)).not.toBeInTheDocument());
    expect(row).toHaveAttribute("aria-current", "true");
    expect(screen.getByText("Sending as a business inquiry")).toBeInTheDocument();
  });

  it("opens the conversation a link names (an e-mailed message's ?with=&type=&idea=)", async () => {
    const me = makeViewer();
    const grace = makePerson("Grace Hopper", "grace");
    const idea = "30000000-0000-4000-8000-000000000002";
    const inquiry = makeMessage({
      sender: grace,
      receiver: asPerson(me),
      content: "Keen to invest in the kiosks",
      messageType: "BUSINESS_INQUIRY",
      businessIdeaId: idea,
    });
    const asked: unknown[] = [];
    server.use(
      ...messagingHandlers({
        me,
        contacts: [grace],
        conversationList: [makeConversation(grace, inquiry, 1)],
      }),
    );
    server.use(
      api.query<object, ConversationQueryVariables>("Conversation", ({ variables }) => {
        asked.push(variables);
        return gqlData({ conversation: messagePage([inquiry]) });
      }),
    );
    renderApp(`/messages?with=${grace.id}&type=business_inquiry&idea=${idea}`);

    const thread = await screen.findByRole("log", { name: "Conversation with Grace Hopper" });
    expect(await within(thread).findByText("Keen to invest in the kiosks")).toBeInTheDocument();
    expect(asked[0]).toMatchObject({
      userId: grace.id,
      type: "BUSINESS_INQUIRY",
      businessIdeaId: idea,
    });
    expect(screen.getByRole("tab", { name: "Business Inquiries (1)" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });

  it("says 'No conversations yet', and offers to try again when the list fails", async () => {
    const me = makeViewer();
    server.use(...messagingHandlers({ me }));
    const first = renderApp("/messages");
    const general = await screen.findByRole("tabpanel", { name: "General (0)" });
    expect(await within(general).findByText("No conversations yet")).toBeInTheDocument();
    first.unmount();

    server.use(...messagingHandlers({ me, conversationListFails: true }));
    renderApp("/messages");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to load conversations.");
    expect(within(alert).getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("finds any member by name under 'New message' and opens the chat, marking it read", async () => {
    const me = makeViewer();
    const grace = makePerson("Grace Hopper", "grace");
    const alan = makePerson("Alan Turing", "alan");
    const searches: unknown[] = [];
    let marked: unknown;
    server.use(
      ...messagingHandlers({
        me,
        contacts: [grace, alan],
        conversations: {
          [alan.id]: [
            makeMessage({ sender: alan, receiver: asPerson(me), content: "Shall we play chess?" }),
          ],
        },
      }),
    );
    server.use(
      api.query("Contacts", ({ variables }) => {
        searches.push(variables.search);
        const term = typeof variables.search === "string" ? variables.search.toLowerCase() : "";
        return gqlData({
          contacts: contactPage(
            [grace, alan].filter((person) => !term || person.username.includes(term)),
          ),
        });
      }),
      api.mutation("MarkConversationRead", ({ variables }) => {
        marked = variables;
        return gqlData({ markConversationRead: 1 });
      }),
    );
    const { user } = renderApp("/messages");

    // 'New message' opens the picker of every member the viewer can message.
    await user.click(await screen.findByRole("button", { name: "New message" }));
    const dialog = await screen.findByRole("dialog", { name: "New message" });
    const contacts = await within(dialog).findByRole("list", { name: "Contacts" });
    expect(within(contacts).getAllByRole("button")).toHaveLength(2);
    await user.type(within(dialog).getByRole("searchbox", { name: "Search contacts" }), "alan");
    await waitFor(() => expect(searches).toContain("alan"));
    await waitFor(() =>
      expect(
        within(screen.getByRole("list", { name: "Contacts" })).getAllByRole("button"),
      ).toHaveLength(1),
    );

    await user.click(within(dialog).getByRole("button", { name: /Alan Turing/ }));
    const thread = await screen.findByRole("log", { name: "Conversation with Alan Turing" });
    expect(await within(thread).findByText("Shall we play chess?")).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "New message" })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(marked).toEqual({ userId: alan.id, type: "GENERAL", businessIdeaId: null }),
    );
  });

  describe("the composer", () => {
    function setUp() {
      const me = makeViewer();
      const grace = makePerson("Grace Hopper", "grace");
      const sent: SendMessageMutationVariables[] = [];
      server.use(
        ...messagingHandlers({ me, contacts: [grace], conversations: { [grace.id]: [] } }),
      );
      server.use(
        api.mutation<object, SendMessageMutationVariables>("SendMessage", ({ variables }) => {
          sent.push(variables);
          return gqlData({
            sendMessage: makeMessage({
              sender: asPerson(me),
              receiver: grace,
              content: variables.input.content,
              read: false,
            }),
          });
        }),
      );
      return { me, grace, sent };
    }

    async function openChat(user: ReturnType<typeof renderApp>["user"]) {
      await startChat(user, /Grace Hopper/);
      await screen.findByRole("log", { name: "Conversation with Grace Hopper" });
      return screen.getByRole("combobox", { name: "Message" });
    }

    it("sends the trimmed text on Enter and shows it in the thread", async () => {
      const { grace, sent } = setUp();
      const { user } = renderApp("/messages");
      const composer = await openChat(user);

      await user.type(composer, "   Hello, Grace!  {Enter}");

      await waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]!.input).toEqual({
        receiverId: grace.id,
        content: "Hello, Grace!",
        messageType: "GENERAL",
        businessIdeaId: null,
        businessPageId: null,
      });
      expect(composer).toHaveValue("");
      const thread = screen.getByRole("log", { name: "Conversation with Grace Hopper" });
      expect(await within(thread).findByText("Hello, Grace!")).toBeInTheDocument();
      await waitFor(() => expect(within(thread).queryByText("Sending...")).not.toBeInTheDocument());
    });

    it("adds a new line on Shift+Enter instead of sending", async () => {
      const { sent } = setUp();
      const { user } = renderApp("/messages");
      const composer = await openChat(user);

      await user.type(composer, "First line{Shift>}{Enter}{/Shift}second line");

      expect(composer).toHaveValue("First line\nsecond line");
      expect(sent).toHaveLength(0);
    });

    it("does not send an empty or blank message", async () => {
      const { sent } = setUp();
      const { user } = renderApp("/messages");
      const composer = await openChat(user);

      await user.type(composer, "{Enter}");
      await user.type(composer, "    {Enter}");

      expect(screen.getByRole("button", { name: "Send message" })).toBeDisabled();
      // A real message sent afterwards shows in the thread; any blank send would have gone before it.
      await user.clear(composer);
      await user.type(composer, "Now for real{Enter}");
      const thread = screen.getByRole("log", { name: "Conversation with Grace Hopper" });
      expect(await within(thread).findByText("Now for real")).toBeInTheDocument();
      await waitFor(() => expect(within(thread).queryByText("Sending...")).not.toBeInTheDocument());
      expect(sent.map((variables) => variables.input.content)).toEqual(["Now for real"]);
    });

    it("keeps a refused message with Retry and says 'Failed to send message. Please try again.'", async () => {
      const { me, grace } = setUp();
      let attempts = 0;
      server.use(
        api.mutation<object, SendMessageMutationVariables>("SendMessage", ({ variables }) => {
          attempts += 1;
          if (attempts === 1) return graphQLError("Too many messages, slow down", "RATE_LIMITED");
          return gqlData({
            sendMessage: makeMessage({
              sender: asPerson(me),
              receiver: grace,
              content: variables.input.content,
            }),
          });
        }),
      );
      const { user } = renderApp("/messages");
      const composer = await openChat(user);

      await user.type(composer, "Are you there?{Enter}");

      const toast = await screen.findByRole("status", {
        name: /Failed to send message\. Please try again\./,
      });
      expect(toast).toHaveAttribute("data-type", "error");
      const thread = screen.getByRole("log", { name: "Conversation with Grace Hopper" });
      expect(within(thread).getByText("Are you there?")).toBeInTheDocument();
      expect(await within(thread).findByText("Not sent")).toBeInTheDocument();

      await user.click(within(thread).getByRole("button", { name: "Retry" }));

      await waitFor(() => expect(attempts).toBe(2));
      await waitFor(() => expect(within(thread).queryByText("Not sent")).not.toBeInTheDocument());
      expect(within(thread).getAllByText("Are you there?")).toHaveLength(1);
    });
  });

  describe("a message about a business page", () => {
    it("is sent from the page's Message button naming the page, once, and reads 'Re: {name}'", async () => {
      const me = makeViewer();
      const page = makeBusinessPage({ name: "Corner Cafe" });
      const owner: Person = {
        __typename: "Profile",
        id: page.owner!.id,
        username: page.owner!.username,
        fullName: page.owner!.fullName,
        avatarUrl: null,
        avatarThumbnailUrl: null,
      };
      const about = { __typename: "BusinessPage" as const, id: page.id, name: page.name };
      const sent: SendMessageMutationVariables[] = [];
      server.use(
        ...messagingHandlers({ me, contacts: [owner], conversations: { [owner.id]: [] } }),
        ...businessPageHandlers(page).handlers,
        api.query("MessagePageContext", ({ variables }) =>
          gqlData({ businessPage: variables.id === page.id ? about : null }),
        ),
        api.mutation<object, SendMessageMutationVariables>("SendMessage", ({ variables }) => {
          sent.push(variables);
          return gqlData({
            sendMessage: makeMessage({
              sender: asPerson(me),
              receiver: owner,
              content: variables.input.content,
              businessPage: variables.input.businessPageId ? about : null,
            }),
          });
        }),
      );
      const { user } = renderApp(`/business/${page.id}`);

      await user.click(await screen.findByRole("button", { name: "Message" }));
      const thread = await screen.findByRole("log", {
        name: `Conversation with ${owner.fullName}`,
      });
      expect(await screen.findByText("Re: Corner Cafe")).toBeInTheDocument();
      const composer = screen.getByRole("combobox", { name: "Message" });
      await user.type(composer, "Do you cater weddings?{Enter}");

      await waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]!.input).toMatchObject({
        receiverId: owner.id,
        messageType: "GENERAL",
        businessPageId: page.id,
      });
      const bubble = (await within(thread).findByText("Do you cater weddings?")).closest("li")!;
      expect(within(bubble as HTMLElement).getByText("Re: Corner Cafe")).toBeInTheDocument();
      // The page is named by the message that opens the subject; the next ones are plain.
      await waitFor(() =>
        expect(screen.queryByRole("button", { name: "Remove" })).not.toBeInTheDocument(),
      );
      await user.type(composer, "Sixty guests.{Enter}");
      await waitFor(() => expect(sent).toHaveLength(2));
      expect(sent[1]!.input.businessPageId).toBeNull();
    });

    it("shows 'Re: {page name}' in the conversation list and the thread of the member who gets it", async () => {
      const me = makeViewer();
      const grace = makePerson("Grace Hopper", "grace");
      const fromPage = makeMessage({
        sender: grace,
        receiver: asPerson(me),
        content: "Do you cater weddings?",
        businessPage: {
          __typename: "BusinessPage",
          id: "80000000-0000-4000-8000-000000000099",
          name: "Corner Cafe",
        },
      });
      server.use(
        ...messagingHandlers({
          me,
          contacts: [grace],
          conversations: { [grace.id]: [fromPage] },
        }),
      );
      const { user } = renderApp("/messages");

      const general = await screen.findByRole("tabpanel", { name: "General (1)" });
      const row = await within(general).findByRole("button", { name: /Grace Hopper/ });
      expect(within(row).getByText("Re: Corner Cafe")).toBeInTheDocument();
      await user.click(row);
      const thread = await screen.findByRole("log", { name: "Conversation with Grace Hopper" });
      const bubble = (await within(thread).findByText("Do you cater weddings?")).closest("li")!;
      expect(within(bubble as HTMLElement).getByText("Re: Corner Cafe")).toBeInTheDocument();
    });
  });

  it("shows 'Seen' under the last of the viewer's messages the other member has read", async () => {
    const me = makeViewer();
    const grace = makePerson("Grace Hopper", "grace");
    const conversation = [
      makeMessage({
        sender: asPerson(me),
        receiver: grace,
        content: "First",
        read: true,
        minutesAgo: 9,
      }),
      makeMessage({
        sender: asPerson(me),
        receiver: grace,
        content: "Second",
        read: true,
        minutesAgo: 8,
      }),
      makeMessage({
        sender: asPerson(me),
        receiver: grace,
        content: "Third",
        read: false,
        minutesAgo: 7,
      }),
    ];
    server.use(
      ...messagingHandlers({ me, contacts: [grace], conversations: { [grace.id]: conversation } }),
    );
    const { user } = renderApp("/messages");

    const list = await screen.findByRole("list", { name: "Conversations" });
    await user.click(within(list).getByRole("button", { name: /Grace Hopper/ }));
    const thread = await screen.findByRole("log", { name: "Conversation with Grace Hopper" });
    await within(thread).findByText("Third");
    const seen = within(thread).getAllByText("Seen");
    expect(seen).toHaveLength(1);
    expect(seen[0]!.closest("li")).toHaveTextContent("Second");
  });
});
