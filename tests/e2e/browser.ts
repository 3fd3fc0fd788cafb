// Chromium for the journeys: Debian's package (/usr/bin/chromium) or CHROMIUM_PATH, driven by
// playwright-core. One browser per test file, a fresh context (cookies, storage) per page.
import { type Browser, chromium, type Locator, type Page } from "playwright-core";
import { baseUrl } from "./state";

/**
 * Time for one journey. Pass it to test(): Jest 30 ignores a project's own testTimeout (jest-circus
 * reads only the top-level option), so the e2e project's 60000 would not apply.
 */
export const JOURNEY_TIMEOUT_MS = 60_000;

/** How long one wait (a text to appear, a URL to change) may take before the test fails. */
export const WAIT_TIMEOUT_MS = 15_000;

let launched: Promise<Browser> | undefined;

export function launchBrowser(): Promise<Browser> {
  launched ??= chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-dev-shm-usage",
    ],
  });
  return launched;
}

/** A page in a fresh browser context whose relative URLs resolve against the running app. */
export async function newPage(): Promise<Page> {
  const browser = await launchBrowser();
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: 1280, height: 800 },
  });
  context.setDefaultTimeout(WAIT_TIMEOUT_MS);
  const page = await context.newPage();
  watchPage(page, "browser");
  return page;
}

/**
 * Runs in each page, for the failure report: every toast's text with the time it appeared (a toast lasts 5
 * seconds), every route the page went to, and the last pointer presses and clicks with what they landed on
 * (a click that starts on one element and ends on another reaches neither).
 */
const PAGE_RECORDER = `(() => {
  const now = () => new Date().toISOString().slice(11, 23);
  const seen = new WeakSet();
  const toasts = (window.__toastLog = []);
  const scan = () => {
    for (const root of document.querySelectorAll('[data-scope="toast"][data-part="root"]')) {
      if (seen.has(root)) continue;
      seen.add(root);
      toasts.push(now() + " " + root.textContent);
    }
  };
  addEventListener("DOMContentLoaded", () =>
    new MutationObserver(scan).observe(document.body, { childList: true, subtree: true }),
  );
  const routes = (window.__routeLog = []);
  const route = () => routes.push(now() + " " + location.hash);
  addEventListener("popstate", route);
  for (const name of ["pushState", "replaceState"]) {
    const original = history[name].bind(history);
    history[name] = (...args) => (original(...args), route());
  }
  const inputs = (window.__inputLog = []);
  for (const type of ["pointerdown", "pointerup", "click"]) {
    addEventListener(type, (event) => {
      const target = event.target?.closest?.("[role],button,a,li") ?? event.target;
      const name = target?.getAttribute?.("role") || target?.tagName;
      inputs.push(now() + " " + type + " " + name + " " + (target?.textContent || "").slice(0, 30));
      if (inputs.length > 20) inputs.shift();
    }, true);
  }
})()`;

/** What each open page logged (console errors and warnings, failed requests), for a failing journey. */
const watched = new Map<Page, { label: string; log: string[] }>();

/**
 * Watches a journey's page: an uncaught error in the app is shown at once (it usually explains a journey
 * that then times out); console errors and failed requests are kept, and printed with the page's route
 * and toasts when the journey fails.
 */
export function watchPage(page: Page, label: string): void {
  const entry = { label, log: [] as string[] };
  const keep = (line: string) =>
    entry.log.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
  watched.set(page, entry);
  void page.addInitScript(PAGE_RECORDER);
  page.on("close", () => watched.delete(page));
  page.on("pageerror", (error) => {
    console.error(`[${label}] uncaught error in the app: ${error.stack ?? error.message}`);
    keep(`uncaught ${error.message}`);
  });
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") {
      keep(`console.${message.type()} ${message.text().slice(0, 300)}`);
    }
  });
  page.on("requestfailed", (request) =>
    keep(
      `request failed ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ""}`,
    ),
  );
}

/**
 * The state of every open page, for the failure report: route, toasts and routes since the last load, headings, the
 * start of the main region's text (what the member saw) and the kept log.
 */
async function describeOpenPages(): Promise<string> {
  const parts: string[] = [];
  for (const [page, { label, log }] of watched) {
    const seen = await page
      .evaluate(
        `(() => ({
        toasts: window.__toastLog,
        routes: window.__routeLog,
        inputs: window.__inputLog?.slice(-8),
        headings: [...document.querySelectorAll("h1, h2")].map((h) => h.textContent).slice(0, 5),
        main: (document.querySelector("main")?.innerText ?? "").replace(/\\s+/g, " ").slice(0, 600),
      }))()`,
      )
      .catch((error: Error) => ({ unreadable: error.message }));
    parts.push(
      `[${label}] at ${page.url()}\n  page: ${JSON.stringify(seen)}\n  log:\n    ${log.slice(-20).join("\n    ") || "(nothing)"}`,
    );
  }
  return parts.join("\n");
}

// The e2e environment sets this flag when a test or hook fails (tests/e2e/environment.cjs).
const FAILED_FLAG = "__journeyFailed";
/** The failure's first line, kept by the environment with the flag. */
const FAILED_ERROR = "__journeyError";

afterEach(async () => {
  const scope = globalThis as Record<string, unknown>;
  if (!scope[FAILED_FLAG]) return;
  scope[FAILED_FLAG] = false;
  const failure = String(scope[FAILED_ERROR] ?? "");
  console.error(`The journey failed (${failure}); its open pages:\n${await describeOpenPages()}`);
});

/** Call from afterAll in every journey file. */
export async function closeBrowser(): Promise<void> {
  const current = launched;
  launched = undefined;
  if (current) await (await current).close();
}

/** Waits until the app's hash route is `expected` (search part ignored). */
export async function waitForRoute(page: Page, expected: string): Promise<void> {
  try {
    await page.waitForFunction(
      (want) => {
        // Runs in the page; the test's TypeScript has no DOM types.
        const { hash } = (globalThis as unknown as { location: { hash: string } }).location;
        const path = hash.replace(/^#/, "").split("?")[0];
        return (path === "" ? "/" : path) === want;
      },
      expected,
      { timeout: WAIT_TIMEOUT_MS },
    );
  } catch {
    throw new Error(`Expected the route ${expected}, but the page is at ${page.url()}`);
  }
}

/**
 * Opens a menu with its trigger and clicks one of its items, once the menu has finished opening. A click
 * while it still grows and settles under its trigger can start on the item and end beside it, which is no
 * click at all (seen on a busy machine).
 */
export async function chooseFromMenu(page: Page, trigger: Locator, item: string): Promise<void> {
  await trigger.click();
  const menu = page.locator('[role="menu"][data-state="open"]');
  await menu.waitFor();
  // Runs in the page; the test's TypeScript has no DOM types.
  await menu.evaluate((element) =>
    Promise.all(
      (element as unknown as { getAnimations(o: object): { finished: Promise<unknown> }[] })
        .getAnimations({ subtree: true })
        .map((animation) => animation.finished),
    ),
  );
  await menu.getByRole("menuitem", { name: item }).click();
}
