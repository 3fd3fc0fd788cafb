// Journey: a member signs out while another member's profile is open. The only toast is 'Signed out
// successfully': the profile page, which greets visitors with 'Authentication Required', never sees its
// viewer turn into one.
import type { Page } from "playwright-core";
import { agoraApi, closeMemberContexts, pageAs } from "./api";
import { chooseFromMenu, closeBrowser, JOURNEY_TIMEOUT_MS, waitForRoute } from "./browser";
import { baseUrl } from "./state";

afterAll(async () => {
  await closeMemberContexts();
  await closeBrowser();
});

/**
 * Records the title of every toast the page shows from now on, in order: the app shows one at a time,
 * so a later toast replaces an earlier one on screen, but not in this record.
 */
async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  // Plain script: it runs in the page, and the test's TypeScript has no DOM types.
  await page.evaluate(`(() => {
    const seen = new WeakSet();
    const titles = (window.toastTitles = []);
    const scan = () => {
      for (const root of document.querySelectorAll('[data-scope="toast"][data-part="root"]')) {
        if (seen.has(root)) continue;
        seen.add(root);
        titles.push(root.querySelector('[data-part="title"]')?.textContent ?? "");
      }
    };
    new MutationObserver(scan).observe(document.body, { childList: true, subtree: true });
    scan();
  })()`);
  return () => page.evaluate<string[]>("[...window.toastTitles]");
}

test(
  "signing out from a profile page shows 'Signed out successfully' and no 'Authentication Required'",
  async () => {
    const api = agoraApi(baseUrl());
    const [ada, grace] = await Promise.all([api.signUp(), api.signUp()]);
    await Promise.all([
      api.updateProfile(ada, { fullName: "Ada Lovelace" }),
      api.updateProfile(grace, { fullName: "Grace Hopper" }),
    ]);

    const page = await pageAs(ada, baseUrl());
    await page.goto(`/#/profile/${grace.id}`);
    await page.getByRole("heading", { name: "Grace Hopper" }).waitFor();
    const toasts = await recordToasts(page);

    await chooseFromMenu(
      page,
      page.locator("header").getByRole("button", { name: "Account menu for Ada Lovelace" }),
      "Log out",
    );

    const success = page.getByRole("status").filter({ hasText: "Signed out successfully" });
    await success.waitFor();
    await success.getByText("You have been logged out.").waitFor();
    await waitForRoute(page, "/auth");
    await page.getByRole("tab", { name: "Login" }).waitFor();

    // A control toast after the success one: anything the profile page raised as the session ended
    // would be in the record before it.
    await page.getByRole("button", { name: "Log in", exact: true }).click();
    await page.getByRole("status").filter({ hasText: "Please fill in all fields" }).waitFor();

    expect(await toasts()).toEqual(["Signed out successfully", "Error"]);
  },
  JOURNEY_TIMEOUT_MS,
);
