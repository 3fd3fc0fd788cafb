// Journey: two members chat in real time in two browsers. A starts a conversation with B under 'New
// message' and writes; A's conversation list shows it, and moves live as messages come and go (C
// writes A; B answers). B, on the home page, sees the messages badge and a 'New Message' notification
// appear without reloading, marks the notifications read, opens the message and chats back live, with
// read receipts. Then the
// server restarts (same port, same DATA_DIR) and the chat still delivers live: the browsers' sockets
// reconnect on their own and subscribe again.
//
// This journey runs its own app server (tests/e2e/restartable-server.ts): the shared one started by
// global-setup lives in Jest's main process, where a test file cannot restart it.
import { randomBytes } from "node:crypto";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { closeBrowser, launchBrowser, WAIT_TIMEOUT_MS } from "./browser";
import { startRestartableServer, type RestartableServer } from "./restartable-server";

const JOURNEY_MS = 240_000;
/** After a restart the sockets retry with back-off (at most 10 s apart), so allow for that. */
const RECONNECT_TIMEOUT_MS = 45_000;

let app: RestartableServer;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  app = await startRestartableServer();
}, 120_000);

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await closeBrowser();
  await app?.stop();
}, 60_000);

interface Member {
  username: string;
  page: Page;
}

/** A fresh member, signed up through the API in their own browser context (which keeps the cookie). */
async function member(): Promise<Member> {
  const browser = await launchBrowser();
  const context = await browser.newContext({
    baseURL: app.baseUrl,
    viewport: { width: 1280, height: 860 },
  });
  contexts.push(context);
  context.setDefaultTimeout(WAIT_TIMEOUT_MS);
  const username = `chat${randomBytes(4).toString("hex")}`;
  const response = await context.request.post("/graphql", {
    headers: { "Content-Type": "application/json", "Apollo-Require-Preflight": "true" },
    data: {
      query: "mutation SignUp($input: SignUpInput!) { signUp(input: $input) { me { id } } }",
      variables: {
        input: { username, email: `${username}@example.com`, password: "correct-horse-42" },
      },
    },
  });
  const body = (await response.json()) as { data?: unknown; errors?: unknown };
  if (!body.data) throw new Error(`Sign-up failed: ${JSON.stringify(body)}`);
  const page = await context.newPage();
  page.on("pageerror", (error) =>
    console.error(`[browser ${username}] uncaught error: ${error.stack ?? error.message}`),
  );
  return { username, page };
}

function header(page: Page): Locator {
  return page.locator("header").first();
}

function thread(page: Page, name: string): Locator {
  return page.getByRole("log", { name: `Conversation with ${name}` });
}

/** The rows of a member's conversation list (the open tab), newest activity first. */
function conversationRows(page: Page): Locator {
  return page.getByRole("list", { name: "Conversations" }).getByRole("listitem");
}

/** Sends a message through the API as `from` (their browser context holds their session). */
async function sendThroughApi(from: Member, toUsername: string, content: string): Promise<void> {
  const request = async (query: string, variables: Record<string, unknown>) => {
    const response = await from.page.context().request.post("/graphql", {
      headers: { "Content-Type": "application/json", "Apollo-Require-Preflight": "true" },
      data: { query, variables },
    });
    const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown };
    if (!body.data || body.errors) throw new Error(`Request failed: ${JSON.stringify(body)}`);
    return body.data;
  };
  const found = (await request(
    "query ($s: String) { contacts(search: $s) { edges { node { id } } } }",
    { s: toUsername },
  )) as { contacts: { edges: { node: { id: string } }[] } };
  const receiverId = found.contacts.edges[0]?.node.id;
  if (!receiverId) throw new Error(`No member ${toUsername}`);
  await request("mutation ($i: SendMessageInput!) { sendMessage(input: $i) { id } }", {
    i: { receiverId, content },
  });
}

/** Writes in the open chat's composer and sends with Enter. */
async function send(page: Page, text: string): Promise<void> {
  const composer = page.getByRole("combobox", { name: "Message" });
  await composer.fill(text);
  await composer.press("Enter");
}

/**
 * Resolves when a WebSocket opened from now on is acknowledged by the server and has subscribed to
 * new messages again; records every frame it receives, to tell live delivery from a refetch.
 */
function nextSubscribedSocket(page: Page) {
  const received: string[] = [];
  const ready = new Promise<void>((resolve) => {
    page.on("websocket", (socket) => {
      let acknowledged = false;
      socket.on("framereceived", ({ payload }) => {
        const text = typeof payload === "string" ? payload : payload.toString("utf8");
        received.push(text);
        if (text.includes('"connection_ack"')) acknowledged = true;
      });
      socket.on("framesent", ({ payload }) => {
        const text = typeof payload === "string" ? payload : payload.toString("utf8");
        if (acknowledged && text.includes('"subscribe"') && text.includes("MessageReceived")) {
          resolve();
        }
      });
    });
  });
  return { ready, received };
}

/** Whether a frame containing `text` is among `frames` within `ms` (checked every 50 ms). */
async function arrives(frames: readonly string[], text: string, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (frames.some((frame) => frame.includes(text))) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return frames.some((frame) => frame.includes(text));
}

/** `promise`, or an error after `ms`. */
async function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

test(
  "two members chat live, with badges and notifications, and keep chatting after a server restart",
  async () => {
    const a = await member();
    const b = await member();
    const c = await member();

    // B waits on the home page; A opens Messages, where no conversation is yet, and starts one with B
    // under 'New message', finding B by username.
    await b.page.goto("/#/");
    await header(b.page).getByRole("button", { name: "Messages", exact: true }).waitFor();
    await a.page.goto("/#/messages");
    await a.page.getByText("Select a contact to start chatting").waitFor();
    await a.page.getByText("No conversations yet").waitFor();
    await a.page.getByRole("button", { name: "New message" }).click();
    const picker = a.page.getByRole("dialog", { name: "New message" });
    await picker.getByRole("searchbox", { name: "Search contacts" }).fill(b.username);
    const contacts = picker.getByRole("list", { name: "Contacts" });
    await contacts.getByRole("button", { name: new RegExp(b.username) }).click();
    await thread(a.page, b.username).waitFor();

    await send(a.page, "Hello B, this is A.");
    await thread(a.page, b.username).getByText("Hello B, this is A.").waitFor();
    // A's conversation list shows the conversation with B, with what A sent.
    await a.page.getByRole("tab", { name: "General (1)" }).waitFor();
    await conversationRows(a.page).first().getByText(b.username).waitFor();
    await conversationRows(a.page).first().getByText("You: Hello B, this is A.").waitFor();

    // C writes A: C's conversation arrives live at the top of A's list, unread; B's moves down.
    await sendThroughApi(c, a.username, "Hi A, C here.");
    await a.page.getByRole("tab", { name: "General (2)" }).waitFor();
    const top = conversationRows(a.page).first();
    await top.getByText(c.username).waitFor();
    await top.getByText("Hi A, C here.").waitFor();
    await top.getByLabel("1 unread").waitFor();
    await conversationRows(a.page).nth(1).getByText(b.username).waitFor();

    // B sees the badges and the 'New Message' notification, live.
    await header(b.page).getByRole("button", { name: "Messages (1 unread)" }).waitFor();
    const notificationsBell = header(b.page).getByRole("button", {
      name: "Notifications (1 unread)",
    });
    await notificationsBell.click();
    const notifications = b.page.getByRole("dialog", { name: "Notifications" });
    await notifications.getByText("New Message").waitFor();
    await notifications.getByText(`${a.username} sent you a message`).waitFor();
    await notifications.getByRole("button", { name: "Mark all as read" }).click();
    await header(b.page).getByRole("button", { name: "Notifications", exact: true }).waitFor();
    expect(await b.page.getByTestId("notifications-badge").count()).toBe(0);
    await b.page.keyboard.press("Escape");

    // B opens the message from the messages bell: the chat with A, read.
    await header(b.page).getByRole("button", { name: "Messages (1 unread)" }).click();
    const messages = b.page.getByRole("dialog", { name: "Messages" });
    await messages.getByRole("button", { name: /Hello B, this is A\./ }).click();
    await b.page.waitForURL(/#\/messages$/);
    await thread(b.page, a.username).getByText("Hello B, this is A.").waitFor();
    await header(b.page).getByRole("button", { name: "Messages", exact: true }).waitFor();

    // They chat live both ways; A sees that B has read it.
    await send(a.page, "Are you free on Friday?");
    await thread(b.page, a.username).getByText("Are you free on Friday?").waitFor();
    await thread(a.page, b.username).getByText("Seen").waitFor();
    await send(b.page, "Friday works for me.");
    await thread(a.page, b.username).getByText("Friday works for me.").waitFor();
    // B's answer moves B's conversation back to the top of A's list, read (A has it open).
    await conversationRows(a.page).first().getByText("Friday works for me.").waitFor();
    await conversationRows(a.page).first().getByText(b.username).waitFor();
    expect(
      await conversationRows(a.page)
        .first()
        .getByLabel(/unread/)
        .count(),
    ).toBe(0);
    await conversationRows(a.page).nth(1).getByText(c.username).waitFor();

    // The server restarts. Both pages stay open: no reload.
    const socketB = nextSubscribedSocket(b.page);
    await app.restart();
    await withTimeout(
      socketB.ready,
      RECONNECT_TIMEOUT_MS,
      "B's browser did not reconnect after the restart",
    );
    // A message reaches B's page live only once the server has registered its renewed subscription:
    // C writes to B until one of C's messages arrives over B's new socket.
    for (let attempt = 1; ; attempt++) {
      const text = `Back online? (${attempt})`;
      await sendThroughApi(c, b.username, text);
      if (await arrives(socketB.received, text, 3_000)) break;
      if (attempt === 10) throw new Error("B's new socket never received a live message");
    }

    await send(a.page, "Still there after the restart?");
    await thread(b.page, a.username)
      .getByText("Still there after the restart?")
      .waitFor({ timeout: RECONNECT_TIMEOUT_MS });
    // It came over the new socket (a live event), not only from a reload of the conversation.
    expect(socketB.received.some((frame) => frame.includes("Still there after the restart?"))).toBe(
      true,
    );
    await thread(a.page, b.username).getByText("Still there after the restart?").waitFor();
    expect(await thread(a.page, b.username).getByText("Not sent").count()).toBe(0);
  },
  JOURNEY_MS,
);
