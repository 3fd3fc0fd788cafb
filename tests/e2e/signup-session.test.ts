// Journey: a new member signs up, stays signed in across a reload, logs out and logs back in.
import { randomBytes } from "node:crypto";
import type { Locator, Page } from "playwright-core";
import { chooseFromMenu, closeBrowser, JOURNEY_TIMEOUT_MS, newPage, waitForRoute } from "./browser";

afterAll(closeBrowser);

function freshMember() {
  const username = `member${randomBytes(4).toString("hex")}`;
  return { username, email: `${username}@example.com`, password: "correct-horse-42" };
}

/** The open tab's panel on the auth page ("Login" or "Sign Up"). */
async function openAuthTab(page: Page, name: "Login" | "Sign Up"): Promise<Locator> {
  await page.getByRole("tab", { name, exact: true }).click();
  const panel = page.getByRole("tabpanel", { name, exact: true });
  await panel.waitFor();
  return panel;
}

/** The top bar's user menu button; its accessible name includes the display name. */
function userMenuButton(page: Page, displayName: string): Locator {
  return page.locator("header").getByRole("button", { name: displayName });
}

test(
  "sign up, reload still signed in, log out, log in again",
  async () => {
    const page = await newPage();
    const member = freshMember();

    await page.goto("/#/auth");
    const signUp = await openAuthTab(page, "Sign Up");
    await signUp.getByLabel("Username", { exact: true }).fill(member.username);
    await signUp.getByLabel("Email", { exact: true }).fill(member.email);
    await signUp.getByLabel("Password", { exact: true }).fill(member.password);
    await signUp.getByRole("button", { name: "Create account" }).click();

    await page
      .getByText("Account created successfully! Please check your email to verify your account.")
      .waitFor();
    await waitForRoute(page, "/");
    await userMenuButton(page, member.username).waitFor();

    // The session survives a reload (it lives in a cookie, not in the page's memory).
    await page.reload();
    await waitForRoute(page, "/");
    await userMenuButton(page, member.username).waitFor();

    await chooseFromMenu(page, userMenuButton(page, member.username), "Log out");
    await page.getByText("You have been logged out.").waitFor();
    await waitForRoute(page, "/auth");
    expect(await userMenuButton(page, member.username).count()).toBe(0);

    const login = await openAuthTab(page, "Login");
    await login.getByLabel("Email", { exact: true }).fill(member.email);
    await login.getByLabel("Password", { exact: true }).fill(member.password);
    await login.getByRole("button", { name: "Log in", exact: true }).click();

    await page.getByText("You have successfully logged in.").waitFor();
    await waitForRoute(page, "/");
    await userMenuButton(page, member.username).waitFor();
  },
  JOURNEY_TIMEOUT_MS,
);
