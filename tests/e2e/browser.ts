// Chromium for the journeys: Debian's package (/usr/bin/chromium) or CHROMIUM_PATH, driven by
// playwright-core. One browser per test file, a fresh context (cookies, storage) per page.
import { type Browser, chromium, type Page } from "playwright-core";
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
  // An uncaught error in the app usually explains a journey that then times out: show it.
  page.on("pageerror", (error) =>
    console.error(`[browser] uncaught error in the app: ${error.stack ?? error.message}`),
  );
  return page;
}

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
