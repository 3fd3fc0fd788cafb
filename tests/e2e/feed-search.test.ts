// Journey: a member scrolls the feed, switches filters, sees another member's new item arrive live,
// searches a misspelt name and opens the profile.
//
// The data comes through the public GraphQL API: 64 feed items (new members and their articles), more
// than the feed's page of 50. The journey runs its own app server (its own database): the shared one
// gets new members from the journeys running beside it, whose items would land in this feed, live.
import type { Locator, Page } from "playwright-core";
import {
  agoraApi,
  type AgoraApi,
  type ApiMember,
  closeMemberContexts,
  freshUsername,
  inBatches,
  pageAs,
  subscribed,
} from "./api";
import { type AppServer, launchApp, prepareApp, stopAppServer } from "./app-server";
import { closeBrowser, waitForRoute } from "./browser";

const JOURNEY_MS = 240_000;
const SERVER_START_MS = 120_000;

const WRITERS = 12;
const ARTICLES_PER_WRITER = 4;
/** The pioneer, the named member, the writers, their articles, then A and B. */
const FEED_ITEMS = 1 + 1 + WRITERS + WRITERS * ARTICLES_PER_WRITER + 2;
/** How far down (px) the feed still counts as 'at the top' (client/src/features/feed/Feed.tsx). */
const NEAR_TOP_PX = 100;

const FULL_NAME = "Evangeline Marchetti";
const MISSPELT = "Evangelin Marcheti";
const SEARCH_PLACEHOLDER = "Search opportunities, investors, or groups...";

let server: AppServer | undefined;
let api: AgoraApi;

beforeAll(async () => {
  const app = await prepareApp("agora-e2e-feed-");
  const { child } = await launchApp(app);
  server = { child, baseUrl: app.baseUrl, dataDir: app.dataDir };
  api = agoraApi(app.baseUrl);
}, SERVER_START_MS);

afterAll(async () => {
  await closeMemberContexts();
  await closeBrowser();
  if (server) await stopAppServer(server);
}, 60_000);

interface FeedWorld {
  /** The first member: their 'joined' item is the oldest in the feed, on its second page. */
  pioneer: ApiMember;
  /** The member found by a misspelt search. */
  named: ApiMember;
  /** The newest article: the Articles tab's first item. */
  newestArticleTitle: string;
  /** The viewer and the member who publishes while they watch; they joined last. */
  a: ApiMember;
  b: ApiMember;
}

/** 64 feed items, oldest first: the pioneer, 13 more members, 48 articles, then B and A. */
async function makeFeed(): Promise<FeedWorld> {
  const pioneer = await api.signUp({ username: freshUsername("pioneer") });
  const [named, ...writers] = await inBatches(
    Array.from({ length: WRITERS + 1 }, (_, index) => (index === 0 ? "named" : "writer")),
    3,
    (prefix) => api.signUp({ username: freshUsername(prefix) }),
  );
  await api.updateProfile(named, { fullName: FULL_NAME });

  const articles = writers.flatMap((writer, w) =>
    Array.from({ length: ARTICLES_PER_WRITER }, (_, n) => ({
      writer,
      title: `Field note ${w + 1}.${n + 1} from ${writer.username}`,
    })),
  );
  // One after another: each gets its own moment, so the newest is known.
  for (const { writer, title } of articles) {
    await api.createArticle(writer, {
      title,
      content: `${title}: what we learned this week about building a network of founders.`,
      category: "BUSINESS",
    });
  }
  const b = await api.signUp({ username: freshUsername("bee") });
  const a = await api.signUp({ username: freshUsername("ay") });
  return { pioneer, named, newestArticleTitle: articles[articles.length - 1].title, a, b };
}

function feedList(page: Page): Locator {
  return page.getByRole("list", { name: "Feed" });
}

/** A feed card's title link, by its exact text. */
function feedLink(page: Page, title: string): Locator {
  return feedList(page).getByRole("link", { name: title, exact: true });
}

/** The title link of the feed's first card, if it is `title`. */
function firstLink(page: Page, title: string): Locator {
  return feedList(page)
    .getByRole("listitem")
    .first()
    .getByRole("link", { name: title, exact: true });
}

/**
 * Turns the mouse wheel with the pointer over the feed's cards. Not over the filter tabs: their strip
 * scrolls a pixel on its own and keeps the wheel (see the report on Feed.tsx's Tabs.List).
 */
async function wheel(page: Page, deltaY: number): Promise<void> {
  await page.mouse.move(640, 600);
  await page.mouse.wheel(0, deltaY);
}

/** Marks the loaded document, to tell later that it was never reloaded. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (globalThis as unknown as { e2eSameDocument: boolean }).e2eSameDocument = true;
  });
}

function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(
    () => (globalThis as unknown as { e2eSameDocument?: boolean }).e2eSameDocument === true,
  );
}

function scrollY(page: Page): Promise<number> {
  // Runs in the page; the test's TypeScript has no DOM types.
  return page.evaluate(() => (globalThis as unknown as { scrollY: number }).scrollY);
}

/** Where the page is scrolled to: near the top, or further down than that. */
function scrolled(page: Page, test: "top" | "down"): Promise<boolean> {
  return page.evaluate(
    ({ limit, wantTop }) => {
      const y = (globalThis as unknown as { scrollY: number }).scrollY;
      return wantTop ? y <= limit : y > limit;
    },
    { limit: NEAR_TOP_PX, wantTop: test === "top" },
  );
}

/** Waits for the page to scroll there by itself. */
async function waitForScroll(page: Page, test: "top" | "down"): Promise<void> {
  await page.waitForFunction(
    ({ limit, wantTop }) => {
      const y = (globalThis as unknown as { scrollY: number }).scrollY;
      return wantTop ? y <= limit : y > limit;
    },
    { limit: NEAR_TOP_PX, wantTop: test === "top" },
  );
}

/**
 * Turns the wheel until `arrived` says the page got there, as a reader keeps scrolling: on a busy machine
 * a single turn may land before the page has laid out what it scrolls over.
 */
async function wheelUntil(page: Page, deltaY: number, arrived: () => Promise<boolean>) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    await wheel(page, deltaY);
    const started = Date.now();
    while (Date.now() - started < 2_000) {
      if (await arrived()) return;
      await page.waitForTimeout(100);
    }
    if (Date.now() > deadline) throw new Error(`the page never scrolled ${deltaY} px as asked`);
  }
}

test(
  "a member scrolls the feed, switches filters, sees another member's new item arrive live, " +
    "searches a misspelt name and opens the profile",
  async () => {
    const world = await makeFeed();
    const page = await pageAs(world.a, api.baseUrl);

    // The first page (Recent): the newest 50 items, A's own 'joined' item on top; the pioneer's is not
    // there yet.
    const feedLive = subscribed(page, "FeedItemAdded");
    await page.goto("/#/");
    await page.getByRole("heading", { name: "News Feed" }).waitFor();
    // Members start on Top, their ranked feed; this journey reads it newest first.
    await page
      .getByRole("radiogroup", { name: "Order the feed" })
      .getByText("Recent", { exact: true })
      .click();
    const ownItem = feedLink(page, `${world.a.username} joined Agora`);
    await firstLink(page, `${world.a.username} joined Agora`).waitFor();
    await feedLink(page, world.newestArticleTitle).waitFor();
    expect(await feedList(page).getByRole("listitem").count()).toBe(50);
    expect(await feedLink(page, `${world.pioneer.username} joined Agora`).count()).toBe(0);
    await feedLive;

    // Scrolling to the end loads the next page: the oldest item, the pioneer's, shows.
    const pioneer = feedLink(page, `${world.pioneer.username} joined Agora`);
    await wheelUntil(page, 50_000, async () => (await pioneer.count()) > 0);
    await feedLink(page, `${FULL_NAME} joined Agora`).waitFor();
    expect(await feedList(page).getByRole("listitem").count()).toBe(FEED_ITEMS);
    await page.getByRole("button", { name: "Load more" }).waitFor({ state: "detached" });

    // Articles: only articles, all 48 on one page; the members' 'joined' items are gone.
    await page.getByRole("tab", { name: "Articles", exact: true }).click();
    await firstLink(page, world.newestArticleTitle).waitFor();
    await ownItem.waitFor({ state: "detached" });
    expect(await feedList(page).getByRole("listitem").count()).toBe(WRITERS * ARTICLES_PER_WRITER);
    expect(
      await feedList(page)
        .getByText(/joined Agora$/)
        .count(),
    ).toBe(0);
    expect(await feedList(page).getByText("New member", { exact: true }).count()).toBe(0);

    // Back to All: the members are there again.
    await page.getByRole("tab", { name: "All", exact: true }).click();
    await ownItem.waitFor();

    // At the top of the feed, B's new article slides in without a reload, first in the list.
    await wheelUntil(page, -50_000, () => scrolled(page, "top"));
    await markDocument(page);
    const liveTitle = `Live from ${world.b.username}: the seed round closed`;
    await api.createArticle(world.b, {
      title: liveTitle,
      content: "We closed the seed round this morning. Thank you all for the introductions.",
    });
    await firstLink(page, liveTitle).waitFor();

    // Further down, nothing moves under the reader: the next article waits behind '1 new post'.
    await wheelUntil(page, 1_500, () => scrolled(page, "down"));
    const pendingTitle = `Hiring at ${world.b.username}: two engineers`;
    await api.createArticle(world.b, {
      title: pendingTitle,
      content: "We are hiring two engineers to build the next version of our product.",
    });
    const pill = page.getByRole("button", { name: "1 new post" });
    await pill.waitFor();
    expect(await feedLink(page, pendingTitle).count()).toBe(0);
    expect(await scrollY(page)).toBeGreaterThan(NEAR_TOP_PX);
    await pill.click();
    await firstLink(page, pendingTitle).waitFor();
    await waitForScroll(page, "top");
    await pill.waitFor({ state: "detached" });
    expect(await sameDocument(page)).toBe(true);

    // A misspelt name in the top bar's search still finds the member.
    const search = page.getByPlaceholder(SEARCH_PLACEHOLDER);
    await search.fill(MISSPELT);
    await search.press("Enter");
    await page.waitForURL((url) => url.hash === `#/?search=${encodeURIComponent(MISSPELT)}`);
    await page.getByRole("heading", { name: `Search results for "${MISSPELT}"` }).waitFor();
    await page.getByRole("button", { name: "Back to Feed" }).waitFor();
    const hit = page
      .getByRole("list", { name: "Search results" })
      .getByRole("link", { name: FULL_NAME, exact: true });
    await hit.click();

    // The result opens the member's profile.
    await waitForRoute(page, `/profile/${world.named.id}`);
    await page.getByRole("heading", { level: 1, name: FULL_NAME }).waitFor();
  },
  JOURNEY_MS,
);
