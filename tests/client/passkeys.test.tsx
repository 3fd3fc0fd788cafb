import { screen, waitFor, within } from "@testing-library/react";
import { makeViewer } from "./support/fixtures";
import { api, gqlData, graphQLError, meHandler } from "./support/graphql";
import { renderApp } from "./support/render";
import { server } from "./support/server";

const MINUTE = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

function passkey(overrides: Record<string, unknown>) {
  return {
    __typename: "Passkey",
    name: null,
    createdAt: ago(3 * 60 * MINUTE),
    lastUsedAt: null,
    ...overrides,
  };
}

const LAPTOP = passkey({ id: "laptop", name: "Work laptop", lastUsedAt: ago(5 * MINUTE) });
const PHONE = passkey({ id: "phone", name: "Chrome on Android" });

/** The rest of the Security tab: this device only. */
const sessionsHandler = api.query("SecuritySessions", () =>
  gqlData({
    sessions: [
      {
        __typename: "Session",
        id: "this",
        current: true,
        userAgent: "Chrome on Linux",
        ip: null,
        createdAt: ago(MINUTE),
        lastSeenAt: ago(0),
      },
    ],
  }),
);

const settingsWith = (passkeys: unknown[]) =>
  gqlData({ settings: { __typename: "MemberSettings", passkeys } });

async function openPasskeys() {
  const utils = renderApp("/settings?tab=security");
  const card = await screen.findByRole("region", { name: "Passkeys" });
  return { ...utils, card };
}

/** jsdom has no WebAuthn: this browser has it, and the member cancels every ceremony. */
function cancellingBrowser() {
  const PublicKeyCredential = function PublicKeyCredential() {};
  Object.defineProperty(window, "PublicKeyCredential", {
    value: PublicKeyCredential,
    configurable: true,
  });
  Object.defineProperty(navigator, "credentials", {
    value: {
      create: () =>
        Promise.reject(new DOMException("The operation was cancelled.", "NotAllowedError")),
      get: () =>
        Promise.reject(new DOMException("The operation was cancelled.", "NotAllowedError")),
    },
    configurable: true,
  });
  return () => {
    delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
    delete (navigator as { credentials?: unknown }).credentials;
  };
}

describe("Settings › Security › Passkeys", () => {
  it("lists each passkey with its name, when it was added and last used", async () => {
    server.use(
      meHandler(makeViewer()),
      sessionsHandler,
      api.query("SecurityPasskeys", () => settingsWith([LAPTOP, PHONE])),
    );
    const { card } = await openPasskeys();

    const laptop = await within(card).findByRole("listitem", { name: "Work laptop" });
    expect(laptop).toHaveTextContent("Added 3h ago · Last used 5m ago");
    expect(within(card).getByRole("listitem", { name: "Chrome on Android" })).toHaveTextContent(
      "Added 3h ago · Never used",
    );
    // jsdom has no WebAuthn: the card says so rather than offering a button that cannot work.
    expect(within(card).getByText("This browser can't create passkeys.")).toBeInTheDocument();
  });

  it("says when there is no passkey yet, and that a cancelled ceremony saved nothing", async () => {
    const restore = cancellingBrowser();
    let finished = false;
    server.use(
      meHandler(makeViewer()),
      sessionsHandler,
      api.query("SecurityPasskeys", () => settingsWith([])),
      api.mutation("BeginPasskeyRegistration", () =>
        gqlData({
          beginPasskeyRegistration: {
            challenge: "Y2hhbGxlbmdl",
            rp: { id: "localhost", name: "Agora" },
            user: { id: "dXNlcg", name: "ada@example.com", displayName: "Ada" },
            pubKeyCredParams: [{ type: "public-key", alg: -7 }],
          },
        }),
      ),
      api.mutation("FinishPasskeyRegistration", () => {
        finished = true;
        return graphQLError("unexpected", "BAD_USER_INPUT");
      }),
    );
    try {
      const { card, user } = await openPasskeys();
      expect(await within(card).findByText("You haven't added a passkey yet.")).toBeInTheDocument();

      await user.type(within(card).getByLabelText("Passkey name (optional)"), "Work laptop");
      await user.click(within(card).getByRole("button", { name: "Add a passkey" }));

      expect(await within(card).findByRole("alert")).toHaveTextContent(
        "The passkey was not saved.",
      );
      expect(finished).toBe(false);
    } finally {
      restore();
    }
  });

  it("deletes a passkey after asking, and it leaves the list", async () => {
    let deleted: unknown;
    server.use(
      meHandler(makeViewer()),
      sessionsHandler,
      api.query("SecurityPasskeys", () => settingsWith(deleted ? [PHONE] : [LAPTOP, PHONE])),
      api.mutation("DeletePasskey", ({ variables }) => {
        deleted = variables;
        return gqlData({ deletePasskey: true });
      }),
    );
    const { card, user } = await openPasskeys();
    const laptop = await within(card).findByRole("listitem", { name: "Work laptop" });

    await user.click(within(laptop).getByRole("button", { name: "Delete Work laptop" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete this passkey?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));

    expect(await screen.findByRole("status", { name: /Passkey deleted/ })).toHaveTextContent(
      "Work laptop can no longer sign you in.",
    );
    await waitFor(() =>
      expect(within(card).queryByRole("listitem", { name: "Work laptop" })).not.toBeInTheDocument(),
    );
    expect(deleted).toEqual({ id: "laptop" });
  });

  it("shows an error with Try again when the passkeys cannot be loaded", async () => {
    let fail = true;
    server.use(
      meHandler(makeViewer()),
      sessionsHandler,
      api.query("SecurityPasskeys", () =>
        fail ? graphQLError("Something broke", "INTERNAL_SERVER_ERROR") : settingsWith([LAPTOP]),
      ),
    );
    const { card, user } = await openPasskeys();

    expect(await within(card).findByRole("alert")).toHaveTextContent(
      "Failed to load your passkeys",
    );
    fail = false;
    await user.click(within(card).getByRole("button", { name: "Try again" }));
    expect(await within(card).findByRole("listitem", { name: "Work laptop" })).toBeInTheDocument();
  });
});
