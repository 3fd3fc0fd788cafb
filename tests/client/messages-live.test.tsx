// Live updates: the subscriptions (messageReceived, messageRead, typing, notificationAdded) delivered
// through a test link instead of a WebSocket, with msw answering the queries as in the other tests.
import { screen, waitFor, within } from "@testing-library/react";
import { makeViewer, type ViewerFixture } from "./support/fixtures";
import { api, gqlData, meHandler } from "./support/graphql";
import { renderLiveApp } from "./support/live";
import { server } from "./support/server";

let sequence = 0;

function person(fullName: string, username: string) {
  sequence += 1;
  return {
    __typename: "Profile" as const,
    id: `60000000-0000-4000-8000-${String(sequence).padStart(12, "0")}`,
    username,
    fullName,
    avatarUrl: null,
    avatarThumbnailUrl: null,
  };
}

type Person = ReturnType<typeof person>;

function asPerson(me: ViewerFixture): Person {
  return { ...person(me.fullName ?? me.username, me.username), id: me.id };
}

function message(sender: Person, receiver: Person, content: string, read = false) {
  sequence += 1;
  return {
    __typename: "Message" as const,
    id: `70000000-0000-4000-8000-${String(sequence).padStart(12, "0")}`,
    content,
    mentions: [],
    read,
    readAt: read ? new Date().toISOString() : null,
    messageType: "GENERAL",
    businessIdeaId: null,
    businessIdea: null,
    businessPageId: null,
    businessPage: null,
    createdAt: new Date(Date.now() - 60_000 + sequence).toISOString(),
    sender,
    receiver,
  };
}

function connection<T extends { id: string }>(typename: string, nodes: T[]) {
  return {
    __typename: `${typename}Connection`,
    totalCount: nodes.length,
    edges: nodes.map((node) => ({ __typename: `${typename}Edge`, cursor: `c-${node.id}`, node })),
    pageInfo: {
      __typename: "PageInfo",
      hasNextPage: false,
      endCursor: null,
      hasPreviousPage: false,
      startCursor: null,
    },
  };
}

function notification(message: string, read = false) {
  sequence += 1;
  return {
    __typename: "Notification" as const,
    id: `80000000-0000-4000-8000-${String(sequence).padStart(12, "0")}`,
    type: "MESSAGE",
    title: "New Message",
    message,
    read,
    data: null,
    path: null,
    actors: [],
    actorCount: 0,
    createdAt: new Date(Date.now() - 60_000 + sequence).toISOString(),
  };
}

/** The server as the queries see it: nothing received yet, one contact, an empty conversation. */
function quietServer(
  me: ViewerFixture,
  grace: Person,
  options: {
    conversation?: ReturnType<typeof message>[];
    notifications?: ReturnType<typeof notification>[];
  } = {},
) {
  const calls = { markConversationRead: 0 };
  server.use(
    meHandler(me),
    api.query("UnreadCounts", () =>
      gqlData({
        unreadCounts: {
          __typename: "UnreadCounts",
          messages: 0,
          notifications: (options.notifications ?? []).filter((note) => !note.read).length,
        },
      }),
    ),
    api.query("InboxPreview", () => gqlData({ inbox: connection("Message", []) })),
    // The conversation list: the one with grace, when it has messages (newest last in `conversation`).
    api.query("Conversations", ({ variables }) => {
      const messages = options.conversation ?? [];
      const last = messages.at(-1);
      const rows =
        last && variables.type === "GENERAL"
          ? [
              {
                __typename: "Conversation" as const,
                id: `${grace.id}:GENERAL:`,
                messageType: "GENERAL",
                businessIdeaId: null,
                unreadCount: messages.filter((m) => m.sender.id === grace.id && !m.read).length,
                partner: grace,
                lastMessage: last,
              },
            ]
          : [];
      return gqlData({ conversations: connection("Conversation", rows) });
    }),
    api.query("Notifications", () =>
      gqlData({ notifications: connection("Notification", options.notifications ?? []) }),
    ),
    api.query("Contacts", () =>
      gqlData({ contacts: connection("Profile", [{ ...grace, title: null, company: null }]) }),
    ),
    api.query("ChatPartner", () => gqlData({ profile: grace })),
    api.query("Conversation", () =>
      gqlData({ conversation: connection("Message", options.conversation ?? []) }),
    ),
    api.mutation("MarkConversationRead", () => {
      calls.markConversationRead += 1;
      return gqlData({ markConversationRead: calls.markConversationRead > 1 ? 1 : 0 });
    }),
    api.mutation("SetTyping", () => gqlData({ setTyping: true })),
  );
  return calls;
}

function banner() {
  return screen.getByRole("banner");
}

/** Opens the chat with a member as a member does: 'New message', then their name. */
async function startChat(user: ReturnType<typeof renderLiveApp>["user"], name: RegExp) {
  await user.click(await screen.findByRole("button", { name: "New message" }));
  const dialog = await screen.findByRole("dialog", { name: "New message" });
  await user.click(await within(dialog).findByRole("button", { name }));
}

describe("live messaging", () => {
  it("a message that arrives bumps the badge and joins the open bell list", async () => {
    const me = makeViewer();
    const grace = person("Grace Hopper", "grace");
    quietServer(me, grace);
    const { live, user } = renderLiveApp("/");

    await user.click(await within(banner()).findByRole("button", { name: "Messages" }));
    expect(await screen.findByText("No messages yet")).toBeInTheDocument();
    await waitFor(() => expect(live.active("MessageReceived")).toBe(true));

    live.emit("MessageReceived", {
      messageReceived: message(grace, asPerson(me), "Did you see the new compiler?"),
    });

    const list = await screen.findByRole("list", { name: "Recent messages" });
    expect(within(list).getByText("Did you see the new compiler?")).toBeInTheDocument();
    expect(within(list).getByText("Grace Hopper")).toBeInTheDocument();
    expect(
      within(banner()).getByRole("button", { name: "Messages (1 unread)" }),
    ).toBeInTheDocument();
  });

  it("a message that arrives in the open chat shows at the bottom and is read at once", async () => {
    const me = makeViewer();
    const grace = person("Grace Hopper", "grace");
    const calls = quietServer(me, grace, {
      conversation: [message(asPerson(me), grace, "Hello Grace", true)],
    });
    const { live, user } = renderLiveApp("/messages");

    // The conversation with grace is listed: opening it shows the thread.
    const conversations = await screen.findByRole("list", { name: "Conversations" });
    await user.click(within(conversations).getByRole("button", { name: /Grace Hopper/ }));
    const thread = await screen.findByRole("log", { name: "Conversation with Grace Hopper" });
    await within(thread).findByText("Hello Grace");
    await waitFor(() => expect(calls.markConversationRead).toBe(1));
    await waitFor(() => expect(live.active("MessageReceived")).toBe(true));

    live.emit("MessageReceived", {
      messageReceived: message(grace, asPerson(me), "Hello back!"),
    });

    expect(await within(thread).findByText("Hello back!")).toBeInTheDocument();
    const bubbles = within(thread).getAllByRole("listitem");
    expect(bubbles.at(-1)).toHaveTextContent("Hello back!");
    // Opened on screen, so it is marked read straight away, and the badge settles back to none.
    await waitFor(() => expect(calls.markConversationRead).toBe(2));
    await waitFor(() =>
      expect(within(banner()).getByRole("button", { name: /^Messages/ })).toHaveAccessibleName(
        "Messages",
      ),
    );
    // It is also the conversation's newest message in the list, read (no unread badge).
    const row = within(conversations).getByRole("button", { name: /Grace Hopper/ });
    await within(row).findByText("Hello back!");
    await waitFor(() => expect(within(row).queryByLabelText(/unread/)).not.toBeInTheDocument());
    expect(screen.getByRole("tab", { name: "General (1)" })).toBeInTheDocument();
  });

  it("shows a sent message once when the live event beats the server's answer", async () => {
    const me = makeViewer();
    const grace = person("Grace Hopper", "grace");
    quietServer(me, grace);
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const delivered = message(asPerson(me), grace, "On my way");
    server.use(
      api.mutation("SendMessage", async () => {
        await answered;
        return gqlData({ sendMessage: delivered });
      }),
    );
    const { live, user } = renderLiveApp("/messages");

    await startChat(user, /Grace Hopper/);
    const thread = await screen.findByRole("log", { name: "Conversation with Grace Hopper" });
    await waitFor(() => expect(live.active("MessageReceived")).toBe(true));
    await user.type(screen.getByRole("combobox", { name: "Message" }), "On my way{Enter}");
    expect(await within(thread).findByText("Sending...")).toBeInTheDocument();

    // The sender's own socket delivers it first (messageReceived goes to every tab of the sender).
    live.emit("MessageReceived", { messageReceived: delivered });

    await waitFor(() => expect(within(thread).queryByText("Sending...")).not.toBeInTheDocument());
    expect(within(thread).getAllByText("On my way")).toHaveLength(1);
    // The late answer arrives; a message sent after it is answered and shown after it was handled.
    server.use(
      api.mutation("SendMessage", () =>
        gqlData({ sendMessage: message(asPerson(me), grace, "And here") }),
      ),
    );
    answer();
    await user.type(screen.getByRole("combobox", { name: "Message" }), "And here{Enter}");
    expect(await within(thread).findByText("And here")).toBeInTheDocument();
    await waitFor(() => expect(within(thread).queryByText("Sending...")).not.toBeInTheDocument());
    expect(within(thread).getAllByText("On my way")).toHaveLength(1);
  });

  it("shows '{name} is typing…' while typing events come, and hides it ~3 s after the last", async () => {
    const me = makeViewer();
    const grace = person("Grace Hopper", "grace");
    quietServer(me, grace);
    const { live, user } = renderLiveApp("/messages");

    await startChat(user, /Grace Hopper/);
    await screen.findByRole("log", { name: "Conversation with Grace Hopper" });
    await waitFor(() => expect(live.active("Typing")).toBe(true));

    live.emit("Typing", { typing: { __typename: "TypingEvent", userId: grace.id } });

    expect(await screen.findByText("Grace Hopper is typing…")).toBeInTheDocument();
    await waitFor(
      () => expect(screen.queryByText("Grace Hopper is typing…")).not.toBeInTheDocument(),
      { timeout: 4_500 },
    );
  });

  it("shows 'Seen' when the other member reads the viewer's message", async () => {
    const me = makeViewer();
    const grace = person("Grace Hopper", "grace");
    const sent = message(asPerson(me), grace, "Are we still on for Friday?");
    quietServer(me, grace, { conversation: [sent] });
    const { live, user } = renderLiveApp("/messages");

    await startChat(user, /Grace Hopper/);
    const thread = await screen.findByRole("log", { name: "Conversation with Grace Hopper" });
    await within(thread).findByText("Are we still on for Friday?");
    expect(within(thread).queryByText("Seen")).not.toBeInTheDocument();
    await waitFor(() => expect(live.active("MessageRead")).toBe(true));

    live.emit("MessageRead", {
      messageRead: {
        __typename: "Message",
        id: sent.id,
        read: true,
        readAt: new Date().toISOString(),
        createdAt: sent.createdAt,
        sender: { __typename: "Profile", id: me.id },
        receiver: { __typename: "Profile", id: grace.id },
      },
    });

    expect(await within(thread).findByText("Seen")).toBeInTheDocument();
  });
});

describe("live notifications", () => {
  it("a notification that arrives goes on top of the list and bumps the badge", async () => {
    const me = makeViewer();
    const grace = person("Grace Hopper", "grace");
    quietServer(me, grace, { notifications: [notification("An older one")] });
    const { live, user } = renderLiveApp("/");

    await user.click(
      await within(banner()).findByRole("button", { name: "Notifications (1 unread)" }),
    );
    const list = await screen.findByRole("list", { name: "Recent notifications" });
    await within(list).findByText("An older one");
    await waitFor(() => expect(live.active("NotificationAdded")).toBe(true));

    live.emit("NotificationAdded", {
      notificationAdded: notification("Grace Hopper sent you a message"),
    });

    await waitFor(() => expect(within(list).getAllByRole("button")).toHaveLength(2));
    expect(within(list).getAllByRole("button")[0]).toHaveTextContent(
      "Grace Hopper sent you a message",
    );
    expect(
      within(banner()).getByRole("button", { name: "Notifications (2 unread)" }),
    ).toBeInTheDocument();
  });
});
