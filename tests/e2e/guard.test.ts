// Journey: a signed-out visitor opens a members-only page and is sent to sign in, without a history
// entry that would bounce them back to the guarded page.
import { closeBrowser, JOURNEY_TIMEOUT_MS, newPage, waitForRoute } from "./browser";

afterAll(closeBrowser);

test(
  "opening /messages signed out lands on /auth, replacing the history entry",
  async () => {
    const page = await newPage();
    await page.goto("/#/");
    await waitForRoute(page, "/");

    await page.goto("/#/messages");
    await waitForRoute(page, "/auth");
    await page.getByRole("tab", { name: "Login" }).waitFor();

    // With the redirect replacing /messages, Back returns to the page before it. Had /messages stayed
    // in the history, Back would open it and its guard would send the page straight to /auth again,
    // never showing "/"; Forward then returns to the sign-in screen, the last entry.
    await page.goBack();
    await waitForRoute(page, "/");
    await page.goForward();
    await waitForRoute(page, "/auth");
    await page.getByRole("tab", { name: "Login" }).waitFor();
  },
  JOURNEY_TIMEOUT_MS,
);
