// Journey: a member adds a passkey in Settings › Security (Chromium's virtual authenticator, through the
// DevTools protocol), signs out, and signs in again with the passkey alone: no e-mail, no password.
//
// WebAuthn refuses an IP address as the relying party id, and the shared app's PUBLIC_URL is
// http://127.0.0.1:<port>; this journey runs an app of its own whose PUBLIC_URL is http://localhost:<port>
// (the relying party id is PUBLIC_URL's host), and drives the browser at that address.
import type { CDPSession, Page } from "playwright-core";
import { agoraApi, closeMemberContexts, pageAs } from "./api";
import { launchApp, prepareApp, stopAppServer, type AppServer } from "./app-server";
import { chooseFromMenu, closeBrowser, JOURNEY_TIMEOUT_MS, waitForRoute } from "./browser";

let app: Pick<AppServer, "child" | "dataDir"> | undefined;
let apiUrl: string;
let browserUrl: string;

beforeAll(async () => {
  const prepared = await prepareApp("agora-e2e-passkeys-");
  apiUrl = prepared.baseUrl;
  browserUrl = prepared.baseUrl.replace("//127.0.0.1:", "//localhost:");
  prepared.env.PUBLIC_URL = browserUrl;
  const running = await launchApp(prepared);
  app = { child: running.child, dataDir: prepared.dataDir };
}, 120_000);

afterAll(async () => {
  await closeMemberContexts();
  await closeBrowser();
  if (app) await stopAppServer(app);
}, 60_000);

/** Gives the page's browser a platform authenticator that holds discoverable credentials and verifies. */
async function addVirtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; id: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return { cdp, id: authenticatorId };
}

test(
  "adds a passkey in Settings › Security, signs out, and signs in with the passkey alone",
  async () => {
    const api = agoraApi(apiUrl);
    const member = await api.signUp();
    await api.updateProfile(member, { fullName: "Pia Keller" });

    const page = await pageAs(member, browserUrl);
    const authenticator = await addVirtualAuthenticator(page);
    await page.goto("/#/settings?tab=security");
    const card = page.getByRole("region", { name: "Passkeys" });
    await card.getByText("You haven't added a passkey yet.").waitFor();

    // The member's device refuses to verify them: the ceremony fails and nothing is saved.
    await authenticator.cdp.send("WebAuthn.setUserVerified", {
      authenticatorId: authenticator.id,
      isUserVerified: false,
    });
    await card.getByRole("button", { name: "Add a passkey" }).click();
    await card.getByRole("alert").filter({ hasText: "The passkey was not saved." }).waitFor();
    await card.getByText("You haven't added a passkey yet.").waitFor();
    const { credentials: none } = await authenticator.cdp.send("WebAuthn.getCredentials", {
      authenticatorId: authenticator.id,
    });
    expect(none).toHaveLength(0);

    // Verified this time, named.
    await authenticator.cdp.send("WebAuthn.setUserVerified", {
      authenticatorId: authenticator.id,
      isUserVerified: true,
    });
    await card.getByLabel("Passkey name (optional)").fill("Work laptop");
    await card.getByRole("button", { name: "Add a passkey" }).click();
    const item = card.getByRole("listitem", { name: "Work laptop" });
    await item.getByText("Never used").waitFor();
    await page.getByRole("status").filter({ hasText: "Passkey added" }).waitFor();
    const { credentials } = await authenticator.cdp.send("WebAuthn.getCredentials", {
      authenticatorId: authenticator.id,
    });
    expect(credentials).toEqual([expect.objectContaining({ isResidentCredential: true })]);

    // Signed out, then in again with the passkey alone: no e-mail, no password typed.
    await chooseFromMenu(
      page,
      page.locator("header").getByRole("button", { name: "Account menu for Pia Keller" }),
      "Log out",
    );
    await waitForRoute(page, "/auth");
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await page.getByRole("status").filter({ hasText: "Welcome back!" }).waitFor();
    await waitForRoute(page, "/");
    await page
      .locator("header")
      .getByRole("button", { name: "Account menu for Pia Keller" })
      .waitFor();

    // The passkey now shows it was used.
    await page.goto("/#/settings?tab=security");
    await page
      .getByRole("region", { name: "Passkeys" })
      .getByRole("listitem", { name: "Work laptop" })
      .getByText("Last used just now")
      .waitFor();
  },
  JOURNEY_TIMEOUT_MS,
);
