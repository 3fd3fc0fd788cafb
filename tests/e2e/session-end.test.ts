// Journey: the server ends sessions under open pages. A super admin bans a member whose messages are open:
// her page turns, without a reload, into the sign-in screen saying 'Your account has been suspended.' and
// why. A second member signs his other devices out from an API session: his open page says 'You were
// signed out from another device'.
import type { Page } from "playwright-core";
import { agoraApi, closeMemberContexts, pageAs, subscribed, superAdmin } from "./api";
import { closeBrowser, JOURNEY_TIMEOUT_MS, waitForRoute } from "./browser";
import { baseUrl } from "./state";

afterAll(async () => {
  await closeMemberContexts();
  await closeBrowser();
});

/** Opens `path` on `page` and resolves once its socket listens for notifications. */
async function openLive(page: Page, path: string): Promise<void> {
  const live = subscribed(page, "NotificationAdded");
  await page.goto(`/#${path}`);
  await page
    .locator("header")
    .first()
    .getByRole("button", { name: "Notifications", exact: true })
    .waitFor();
  await live;
}

/** Waits for the sign-in screen, explaining the ended session with `title` and `description`. */
async function waitForSignInNotice(page: Page, title: string, description: string): Promise<void> {
  const notice = page.getByRole("alert").filter({ hasText: title });
  await notice.waitFor();
  await notice.getByText(description).waitFor();
  await waitForRoute(page, "/auth");
  await page.getByRole("tab", { name: "Login" }).waitFor();
}

/** Marks the page's document, so a reload (which would drop the mark) shows. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate("window.__notReloaded = true");
}

async function stillSameDocument(page: Page): Promise<boolean> {
  return page.evaluate<boolean>("window.__notReloaded === true");
}

test(
  "a ban and a sign-out from another device end open pages, and the sign-in screen says why",
  async () => {
    const api = agoraApi(baseUrl());
    const [admin, bea, cem] = await Promise.all([superAdmin(api), api.signUp(), api.signUp()]);
    await Promise.all([
      api.updateProfile(bea, { fullName: "Bea Moreau" }),
      api.updateProfile(cem, { fullName: "Cem Yilmaz" }),
    ]);

    // Bea has her messages open, live (a members-only page: once signed out, it goes to the sign-in
    // screen); a super admin bans her.
    const beaPage = await pageAs(bea, api.baseUrl);
    await openLive(beaPage, "/messages");
    await markDocument(beaPage);
    await api.banUser(admin, bea.id);
    await waitForSignInNotice(
      beaPage,
      "Your account has been suspended.",
      "A moderator suspended your account for breaking the community rules. You can't sign in while it is suspended.",
    );
    expect(await stillSameDocument(beaPage)).toBe(true);

    // Cem has his messages open on one device and signs in through the API on another, which ends the rest.
    const cemPage = await pageAs(cem, api.baseUrl);
    await openLive(cemPage, "/messages");
    await markDocument(cemPage);
    const cemElsewhere = await api.signIn(cem);
    const before = await api.sessions(cemElsewhere);
    expect(before.map((session) => session.current).sort()).toEqual([false, true]);
    expect(await api.revokeOtherSessions(cemElsewhere)).toBe(1);
    await waitForSignInNotice(
      cemPage,
      "You were signed out from another device",
      "Sign in again to continue. If it wasn't you, change your password once you're in.",
    );
    expect(await stillSameDocument(cemPage)).toBe(true);
    const after = await api.sessions(cemElsewhere);
    expect(after).toEqual([before.find((session) => session.current)]);
  },
  JOURNEY_TIMEOUT_MS,
);
