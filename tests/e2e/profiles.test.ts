// Journey: two members in two browsers. A follows B and B's open profile counts the new follower live;
// A asks B to be friends, B accepts from the Friend Requests card and both see 'Friends'; A uploads an
// avatar in Settings and the top bar shows it at once.
import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { closeBrowser, JOURNEY_TIMEOUT_MS, newPage, waitForRoute } from "./browser";
import { baseUrl } from "./state";

afterAll(closeBrowser);

interface Member {
  id: string;
  username: string;
  /** The session cookie the server set at sign-up. */
  cookie: { name: string; value: string };
}

/** Signs a fresh member up through the app's GraphQL endpoint, as an API client would. */
async function signUp(): Promise<Member> {
  const username = `member${randomBytes(4).toString("hex")}`;
  const response = await fetch(`${baseUrl()}/graphql`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Apollo-Require-Preflight": "true" },
    body: JSON.stringify({
      query: "mutation SignUp($input: SignUpInput!) { signUp(input: $input) { me { id } } }",
      variables: {
        input: { username, email: `${username}@example.com`, password: "correct-horse-42" },
      },
    }),
  });
  const body = (await response.json()) as { data?: { signUp: { me: { id: string } } } };
  const setCookie = response.headers.get("set-cookie") ?? "";
  const match = /^([^=;\s]+)=([^;]*)/.exec(setCookie);
  if (!body.data || !match) {
    throw new Error(`Sign-up failed: ${response.status} ${JSON.stringify(body)}`);
  }
  return { id: body.data.signUp.me.id, username, cookie: { name: match[1], value: match[2] } };
}

/** Runs one GraphQL operation as the member (their session cookie), failing on any error. */
async function callAs(member: Member, query: string, variables: Record<string, unknown>) {
  const response = await fetch(`${baseUrl()}/graphql`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "Apollo-Require-Preflight": "true",
      Cookie: `${member.cookie.name}=${member.cookie.value}`,
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { errors?: unknown[] };
  if (body.errors) throw new Error(`${query}: ${JSON.stringify(body.errors)}`);
}

const FOLLOW = "mutation ($id: ID!) { follow(userId: $id) { id } }";
const UNFOLLOW = "mutation ($id: ID!) { unfollow(userId: $id) { id } }";

/**
 * Waits until the member's open profile hears connection changes: a control member follows them until
 * the page counts the follower live (a follow made before the server registered the page's
 * subscription is not heard, and the next try is), then unfollows, which the page then shows too.
 */
async function untilProfileIsLive(page: Page, member: Member) {
  const control = await signUp();
  for (let attempt = 1; ; attempt++) {
    await callAs(control, FOLLOW, { id: member.id });
    const heard = await page
      .getByText("1 follower", { exact: true })
      .waitFor({ timeout: 2_000 })
      .then(() => true)
      .catch(() => false);
    if (heard) break;
    if (attempt === 10) throw new Error("The profile page never heard a connection change");
    await callAs(control, UNFOLLOW, { id: member.id });
  }
  await callAs(control, UNFOLLOW, { id: member.id });
  await page.getByText("0 followers", { exact: true }).waitFor();
}

/** A page in its own browser context, signed in as the member. */
async function pageFor(member: Member): Promise<Page> {
  const page = await newPage();
  await page.context().addCookies([{ ...member.cookie, url: baseUrl() }]);
  return page;
}

/**
 * Resolves once the page has asked the server, over its WebSocket, for the named subscription: from
 * then on, events reach it. Call before the navigation that subscribes.
 */
function subscribed(page: Page, operationName: string): Promise<void> {
  return new Promise((resolve) => {
    page.on("websocket", (socket) => {
      socket.on("framesent", ({ payload }) => {
        const text = typeof payload === "string" ? payload : payload.toString("utf8");
        if (text.includes('"subscribe"') && text.includes(operationName)) resolve();
      });
    });
  });
}

test(
  "follow, friend request and accept between two members, live in both browsers; then a new avatar",
  async () => {
    const [alice, bob] = await Promise.all([signUp(), signUp()]);
    const alicePage = await pageFor(alice);
    const bobPage = await pageFor(bob);

    // Bob has his own profile open.
    const bobListening = subscribed(bobPage, "ConnectionChanged");
    await bobPage.goto("/#/profile");
    await bobPage.getByRole("heading", { name: bob.username }).waitFor();
    await bobPage.getByText("0 followers", { exact: true }).waitFor();
    await bobPage.getByText("No pending friend requests").waitFor();
    await bobListening;
    await untilProfileIsLive(bobPage, bob);

    // Alice opens Bob's profile and follows him.
    await alicePage.goto(`/#/profile/${bob.id}`);
    await alicePage.getByRole("heading", { name: bob.username }).waitFor();
    await alicePage.getByRole("button", { name: "Follow", exact: true }).click();
    await alicePage.getByText(`You are now following ${bob.username}`).waitFor();
    await alicePage.getByRole("button", { name: "Following", exact: true }).waitFor();
    await alicePage.getByText("1 follower", { exact: true }).waitFor();

    // Bob's page counts the new follower without a reload, and lists Alice among his followers.
    await bobPage.getByText("1 follower", { exact: true }).waitFor();
    await bobPage.getByRole("tab", { name: "My Followers" }).click();
    await bobPage
      .getByRole("list", { name: "Followers" })
      .getByRole("link", { name: alice.username })
      .waitFor();

    // Alice asks Bob to be friends; the request waits.
    await alicePage.getByRole("button", { name: "Add Friend" }).click();
    await alicePage.getByText("Connection request sent").waitFor();
    const requestSent = alicePage.getByRole("button", { name: "Request Sent" });
    await requestSent.waitFor();
    expect(await requestSent.isDisabled()).toBe(true);

    // The request reaches Bob's Friend Requests card live; he accepts it.
    const accept = bobPage.getByRole("button", {
      name: `Accept friend request from ${alice.username}`,
    });
    await accept.click();
    await bobPage.getByText("Friend request accepted").waitFor();
    await bobPage.getByText("No pending friend requests").waitFor();

    // Alice, still on Bob's profile, sees 'Friends' without a reload; so does Bob on Alice's profile.
    await alicePage.getByRole("button", { name: "Friends" }).waitFor();
    await bobPage.goto(`/#/profile/${alice.id}`);
    await bobPage.getByRole("heading", { name: alice.username }).waitFor();
    await bobPage.getByRole("button", { name: "Friends" }).waitFor();

    // Alice uploads an avatar in Settings; the top bar shows the uploaded image at once.
    const png = await sharp({
      create: { width: 64, height: 64, channels: 3, background: "#3366ff" },
    })
      .png()
      .toBuffer();
    await alicePage.goto("/#/settings");
    await waitForRoute(alicePage, "/settings");
    const upload = alicePage.getByRole("button", { name: "Upload avatar" });
    await upload.waitFor();
    const chooser = alicePage.waitForEvent("filechooser");
    await upload.click();
    await (await chooser).setFiles({ name: "avatar.png", mimeType: "image/png", buffer: png });
    await alicePage.getByText("Avatar updated successfully!").waitFor();

    const topBarAvatar = alicePage.locator('header img[src^="/uploads/"]');
    await topBarAvatar.waitFor();
    // The image is really served (it decoded, with a size).
    await alicePage.waitForFunction(() => {
      const doc = (globalThis as unknown as { document: { querySelector(s: string): unknown } })
        .document;
      const img = doc.querySelector('header img[src^="/uploads/"]') as {
        complete: boolean;
        naturalWidth: number;
      } | null;
      return Boolean(img && img.complete && img.naturalWidth > 0);
    });
  },
  JOURNEY_TIMEOUT_MS * 2,
);
