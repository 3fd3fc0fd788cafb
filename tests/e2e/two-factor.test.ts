// Journey (issue 27): a member turns on two-factor authentication from Settings › Security, scanning the
// secret shown on screen into an authenticator app (the test computes the app's codes from it), keeps the
// recovery codes shown once, signs out, and signs in again with her password and a code; a wrong code
// is refused with 'Invalid code' and can be tried again.
import { Secret, TOTP } from "otpauth";
import { agoraApi, closeMemberContexts, PASSWORD, pageAs } from "./api";
import { chooseFromMenu, closeBrowser, JOURNEY_TIMEOUT_MS, waitForRoute } from "./browser";
import { baseUrl } from "./state";

afterAll(async () => {
  await closeMemberContexts();
  await closeBrowser();
});

const PERIOD_MS = 30_000;

/** The authenticator app's code for `secret`, `steps` periods from now. */
const appCode = (secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * PERIOD_MS });

test(
  "turning on two-factor from Settings, then signing in with the password and a code",
  async () => {
    const api = agoraApi(baseUrl());
    const member = await api.signUp();
    await api.updateProfile(member, { fullName: "Tove Lindqvist" });

    const page = await pageAs(member, api.baseUrl);
    await page.goto("/#/settings?tab=security");
    const card = page.getByRole("region", { name: "Two-factor authentication" });
    await card.getByText("Off", { exact: true }).waitFor();
    await card.getByRole("button", { name: "Turn on" }).click();

    // The QR code, drawn in the page, and the secret it holds.
    await card.getByRole("img", { name: "QR code to scan with your authenticator app" }).waitFor();
    const secret = (await card.getByTestId("totp-secret").textContent())?.trim() ?? "";
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    await card.getByLabel("Code from your app").fill(appCode(secret));
    await card.getByRole("button", { name: "Confirm" }).click();

    // The recovery codes, shown once, with Copy and Download.
    await card.getByText("Two-factor authentication is on").waitFor();
    const codes = card.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
    await codes.first().waitFor();
    expect(await codes.count()).toBe(10);
    await card.getByRole("button", { name: "Copy" }).waitFor();
    const download = page.waitForEvent("download");
    await card.getByRole("button", { name: "Download" }).click();
    expect((await download).suggestedFilename()).toBe("agora-recovery-codes.txt");
    await card.getByRole("button", { name: "Done" }).click();
    await card.getByText("On", { exact: true }).waitFor();
    await card.getByRole("button", { name: "Turn off" }).waitFor();

    // Signing out, then in again: the password alone is not enough.
    await chooseFromMenu(
      page,
      page.locator("header").getByRole("button", { name: "Account menu for Tove Lindqvist" }),
      "Log out",
    );
    await waitForRoute(page, "/auth");
    const login = page.getByRole("form", { name: "Login" });
    await login.getByLabel("Email").fill(member.email);
    await login.getByLabel("Password").fill(PASSWORD);
    await login.getByRole("button", { name: "Log in", exact: true }).click();

    const step = page.getByRole("form", { name: "Two-factor authentication" });
    await step.getByRole("heading", { name: "Two-factor authentication" }).waitFor();
    const field = step.getByLabel("Authentication code");
    expect(await field.getAttribute("autocomplete")).toBe("one-time-code");
    expect(await field.getAttribute("inputmode")).toBe("numeric");

    // A code three periods old is refused, and the step stays for another try.
    await field.fill(appCode(secret, -3));
    await step.getByRole("button", { name: "Verify" }).click();
    await step.getByText("Invalid code").waitFor();

    // The next period's code (the one that turned it on is used up; the app may run a step ahead).
    await field.fill(appCode(secret, 1));
    await step.getByRole("button", { name: "Verify" }).click();
    await page.getByRole("status").filter({ hasText: "Welcome back!" }).waitFor();
    await waitForRoute(page, "/");
    await page
      .locator("header")
      .getByRole("button", { name: "Account menu for Tove Lindqvist" })
      .waitFor();
  },
  JOURNEY_TIMEOUT_MS,
);
