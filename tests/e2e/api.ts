// The app's public GraphQL API, used as an API client would: the journeys make their members and the
// content they need here, and open signed-in pages for the members they drive in the browser.
import { randomBytes } from "node:crypto";
import type { BrowserContext, Page } from "playwright-core";
import { E2E_ADMIN_EMAIL } from "./app-server";
import { launchBrowser, WAIT_TIMEOUT_MS, watchPage } from "./browser";

export const PASSWORD = "correct-horse-42";

export interface ApiMember {
  id: string;
  username: string;
  email: string;
  /** The session cookie the server set at sign-up. */
  cookie: { name: string; value: string };
}

export interface ApiArticle {
  id: string;
  title: string;
}

interface GraphQLBody<T> {
  data?: T | null;
  errors?: { message: string }[];
}

/** A fresh username with a readable prefix: 3 to 30 letters, digits, '.', '_' or '-'. */
export function freshUsername(prefix: string): string {
  return `${prefix}${randomBytes(4).toString("hex")}`;
}

/** The API of the app at `baseUrl` (e.g. http://127.0.0.1:41234). */
export function agoraApi(baseUrl: string) {
  async function request<T>(
    query: string,
    variables: Record<string, unknown>,
    member?: ApiMember,
  ): Promise<{ data: T; response: Response }> {
    const headers: Record<string, string> = {
      "Content-Type": "application/json",
      "Apollo-Require-Preflight": "true",
    };
    if (member) headers.Cookie = `${member.cookie.name}=${member.cookie.value}`;
    const response = await fetch(`${baseUrl}/graphql`, {
      method: "POST",
      headers,
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(WAIT_TIMEOUT_MS),
    });
    const body = (await response.json()) as GraphQLBody<T>;
    if (!body.data || body.errors?.length) {
      const operation = /\b(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? "request";
      throw new Error(`${operation} failed: ${response.status} ${JSON.stringify(body)}`);
    }
    return { data: body.data, response };
  }

  return {
    baseUrl,

    /** Signs a fresh member up (a random username and address unless given). */
    async signUp(options: { username?: string; email?: string } = {}): Promise<ApiMember> {
      const username = options.username ?? freshUsername("member");
      const email = options.email ?? `${username}@example.com`;
      const { data, response } = await request<{ signUp: { me: { id: string } } }>(
        "mutation SignUp($input: SignUpInput!) { signUp(input: $input) { me { id } } }",
        { input: { username, email, password: PASSWORD } },
      );
      const match = /^([^=;\s]+)=([^;]*)/.exec(response.headers.get("set-cookie") ?? "");
      if (!match) throw new Error("Sign-up set no session cookie");
      return {
        id: data.signUp.me.id,
        username,
        email,
        cookie: { name: match[1], value: match[2] },
      };
    },

    async updateProfile(member: ApiMember, input: { fullName?: string }): Promise<void> {
      await request(
        "mutation UpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }",
        { input },
        member,
      );
    },

    /** Adds a position to `member`'s experience. */
    async addPosition(
      member: ApiMember,
      input: { title: string; company: string; startMonth: string; endMonth?: string },
    ): Promise<void> {
      await request(
        "mutation AddPosition($input: PositionInput!) { addPosition(input: $input) { id } }",
        { input },
        member,
      );
    },

    /** `member` accepts the friend request `requesterId` sent them. */
    async acceptFriendRequest(member: ApiMember, requesterId: string): Promise<void> {
      await request(
        "mutation Accept($userId: ID!) { acceptFriendRequest(userId: $userId) { id } }",
        { userId: requesterId },
        member,
      );
    },

    /** Publishes an article (no image) as `member`. */
    async createArticle(
      member: ApiMember,
      input: { title: string; content: string; category?: string },
    ): Promise<ApiArticle> {
      const { data } = await request<{ createArticle: ApiArticle }>(
        "mutation CreateArticle($input: CreateArticleInput!) { createArticle(input: $input) { id title } }",
        { input },
        member,
      );
      return data.createArticle;
    },

    /** `member` reacts to an article (LIKE unless another reaction is given). */
    async reactToArticle(
      member: ApiMember,
      articleId: string,
      reactionType = "LIKE",
    ): Promise<void> {
      await request(
        "mutation React($input: ToggleReactionInput!) { toggleReaction(input: $input) { contentId } }",
        { input: { contentType: "ARTICLE", contentId: articleId, reactionType } },
        member,
      );
    },

    /** `member`'s preference for one kind of notification. */
    async notificationPreference(
      member: ApiMember,
      type: string,
    ): Promise<{ inApp: boolean; email: boolean }> {
      const { data } = await request<{
        settings: { notificationPreferences: { type: string; inApp: boolean; email: boolean }[] };
      }>(
        "query Preferences { settings { notificationPreferences { type inApp email } } }",
        {},
        member,
      );
      const found = data.settings.notificationPreferences.find((p) => p.type === type);
      if (!found) throw new Error(`No preference for ${type}`);
      return { inApp: found.inApp, email: found.email };
    },

    /** Creates a public group (no cover) owned by `member`. */
    async createGroup(
      member: ApiMember,
      input: { name: string; description: string },
    ): Promise<{ id: string; name: string }> {
      const { data } = await request<{ createGroup: { id: string; name: string } }>(
        "mutation CreateGroup($input: CreateGroupInput!) { createGroup(input: $input) { id name } }",
        { input },
        member,
      );
      return data.createGroup;
    },

    /** Signs `member` in again: a second session of theirs, with its own cookie. */
    async signIn(member: ApiMember): Promise<ApiMember> {
      const { response } = await request<{ signIn: { me: { id: string } } }>(
        "mutation SignIn($input: SignInInput!) { signIn(input: $input) { me { id } } }",
        { input: { email: member.email, password: PASSWORD } },
      );
      const match = /^([^=;\s]+)=([^;]*)/.exec(response.headers.get("set-cookie") ?? "");
      if (!match) throw new Error("Sign-in set no session cookie");
      return { ...member, cookie: { name: match[1], value: match[2] } };
    },

    /** `member`'s live sessions, as Settings › Security lists them. */
    async sessions(member: ApiMember): Promise<{ id: string; current: boolean }[]> {
      const { data } = await request<{ sessions: { id: string; current: boolean }[] }>(
        "query Sessions { sessions { id current } }",
        {},
        member,
      );
      return data.sessions;
    },

    /** Ends every session of `member`'s but the one making the request; answers how many ended. */
    async revokeOtherSessions(member: ApiMember): Promise<number> {
      const { data } = await request<{ revokeOtherSessions: number }>(
        "mutation RevokeOtherSessions { revokeOtherSessions }",
        {},
        member,
      );
      return data.revokeOtherSessions;
    },

    /** `admin` (a super admin) bans the member `userId`. */
    async banUser(admin: ApiMember, userId: string): Promise<void> {
      await request(
        "mutation BanUser($userId: ID!) { banUser(userId: $userId) { id } }",
        { userId },
        admin,
      );
    },
  };
}

export type AgoraApi = ReturnType<typeof agoraApi>;

/**
 * Browser contexts opened for members, so a journey's afterAll can close them all with
 * `closeMemberContexts()` (before `closeBrowser()`).
 */
const contexts: BrowserContext[] = [];

/** A page in a fresh browser context of its own, signed in as `member`, for the app at `baseUrl`. */
export async function pageAs(member: ApiMember, baseUrl: string): Promise<Page> {
  const browser = await launchBrowser();
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1280, height: 800 },
  });
  contexts.push(context);
  context.setDefaultTimeout(WAIT_TIMEOUT_MS);
  await context.addCookies([{ ...member.cookie, url: baseUrl }]);
  const page = await context.newPage();
  watchPage(page, `browser ${member.username}`);
  return page;
}

export async function closeMemberContexts(): Promise<void> {
  const open = contexts.splice(0);
  for (const context of open) await context.close().catch(() => undefined);
}

/**
 * Resolves once the page has asked the server, over its WebSocket, for the named subscription: from
 * then on, events reach it. Call before the navigation that subscribes.
 */
export function subscribed(page: Page, operationName: string): Promise<void> {
  return new Promise((resolve) => {
    page.on("websocket", (socket) => {
      socket.on("framesent", ({ payload }) => {
        const text = typeof payload === "string" ? payload : payload.toString("utf8");
        if (text.includes('"subscribe"') && text.includes(operationName)) resolve();
      });
    });
  });
}

/** Runs `work` over `items`, at most `limit` at a time (sign-ups hash passwords: a few at once). */
export async function inBatches<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** The journeys' super admin: signed up by the first journey that needs one, signed in after that. */
export async function superAdmin(api: AgoraApi): Promise<ApiMember> {
  try {
    return await api.signUp({ username: freshUsername("admin"), email: E2E_ADMIN_EMAIL });
  } catch {
    const response = await fetch(`${api.baseUrl}/graphql`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Apollo-Require-Preflight": "true" },
      body: JSON.stringify({
        query: `mutation ($input: SignInInput!) { signIn(input: $input) { me { id username } } }`,
        variables: { input: { email: E2E_ADMIN_EMAIL, password: PASSWORD } },
      }),
    });
    const body = (await response.json()) as {
      data: { signIn: { me: { id: string; username: string } } };
    };
    const match = /^([^=;\s]+)=([^;]*)/.exec(response.headers.get("set-cookie") ?? "");
    if (!match) throw new Error("Sign-in set no session cookie");
    const { id, username } = body.data.signIn.me;
    return { id, username, email: E2E_ADMIN_EMAIL, cookie: { name: match[1], value: match[2] } };
  }
}
