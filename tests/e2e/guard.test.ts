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

    // With the redirect replacing /messages, Back returns to the page before it, not to /messages
    // (which would redirect to /auth again).
    await page.goBack();
    await waitForRoute(page, "/");
    await page.waitForTimeout(500);
    await waitForRoute(page, "/");
  },
  JOURNEY_TIMEOUT_MS,
);
