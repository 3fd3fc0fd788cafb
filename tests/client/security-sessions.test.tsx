import { screen, waitFor, within } from "@testing-library/react";
import { makeViewer } from "./support/fixtures";
import { api, gqlData, graphQLError, meHandler } from "./support/graphql";
import { renderApp } from "./support/render";
import { server } from "./support/server";

const MINUTE = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

function session(overrides: Record<string, unknown>) {
  return {
    __typename: "Session",
    current: false,
    ip: "203.0.113.7",
    createdAt: ago(3 * 24 * 60 * MINUTE),
    lastSeenAt: ago(5 * MINUTE),
    ...overrides,
  };
}

const LAPTOP = session({
  id: "laptop",
  current: true,
  userAgent: "Chrome on macOS",
  ip: "198.51.100.2",
  lastSeenAt: ago(0),
});
const PHONE = session({ id: "phone", userAgent: "Safari on iOS", lastSeenAt: ago(5 * MINUTE) });
const TABLET = session({
  id: "tablet",
  userAgent: "Firefox on Android",
  ip: null,
  lastSeenAt: ago(3 * 60 * MINUTE),
});

async function openSecurity() {
  const utils = renderApp("/settings?tab=security");
  const list = await screen.findByRole("region", { name: "Where you're signed in" });
  return { ...utils, list };
}

describe("Settings › Security", () => {
  it("lists the devices signed in, this one marked 'This device', each other one with Sign out", async () => {
    server.use(
      meHandler(makeViewer()),
      api.query("SecuritySessions", () => gqlData({ sessions: [LAPTOP, PHONE, TABLET] })),
    );
    const { list } = await openSecurity();

    const laptop = await within(list).findByRole("listitem", { name: "Chrome on macOS" });
    expect(laptop).toHaveTextContent("This device");
    expect(laptop).toHaveTextContent("198.51.100.2 · Last active just now");
    expect(within(laptop).queryByRole("button", { name: "Sign out" })).not.toBeInTheDocument();

    const phone = within(list).getByRole("listitem", { name: "Safari on iOS" });
    expect(phone).not.toHaveTextContent("This device");
    expect(phone).toHaveTextContent("203.0.113.7 · Last active 5m ago");
    expect(within(phone).getByRole("button", { name: "Sign out" })).toBeInTheDocument();
    expect(within(list).getByRole("listitem", { name: "Firefox on Android" })).toHaveTextContent(
      /^Firefox on AndroidLast active 3h ago/,
    );
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.getAttribute("aria-label")),
    ).toEqual(["Chrome on macOS", "Safari on iOS", "Firefox on Android"]);
  });

  it("signs one other device out, and it leaves the list", async () => {
    let signedOut: unknown;
    server.use(
      meHandler(makeViewer()),
      api.query("SecuritySessions", () =>
        gqlData({ sessions: signedOut ? [LAPTOP, TABLET] : [LAPTOP, PHONE, TABLET] }),
      ),
      api.mutation("SignOutSession", ({ variables }) => {
        signedOut = variables;
        return gqlData({ revokeSession: true });
      }),
    );
    const { list, user } = await openSecurity();
    const phone = await within(list).findByRole("listitem", { name: "Safari on iOS" });

    await user.click(within(phone).getByRole("button", { name: "Sign out" }));

    expect(await screen.findByRole("status", { name: /Signed out/ })).toHaveTextContent(
      "Safari on iOS is signed out.",
    );
    await waitFor(() =>
      expect(
        within(list).queryByRole("listitem", { name: "Safari on iOS" }),
      ).not.toBeInTheDocument(),
    );
    expect(signedOut).toEqual({ id: "phone" });
  });

  it("signs out everywhere else after asking, and says how many devices were signed out", async () => {
    let calls = 0;
    server.use(
      meHandler(makeViewer()),
      api.query("SecuritySessions", () =>
        gqlData({ sessions: calls ? [LAPTOP] : [LAPTOP, PHONE, TABLET] }),
      ),
      api.mutation("SignOutOtherSessions", () => {
        calls += 1;
        return gqlData({ revokeOtherSessions: 2 });
      }),
    );
    const { list, user } = await openSecurity();
    await within(list).findByRole("listitem", { name: "Safari on iOS" });

    await user.click(within(list).getByRole("button", { name: "Sign out everywhere else" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Sign out everywhere else?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(calls).toBe(0);

    await user.click(within(list).getByRole("button", { name: "Sign out everywhere else" }));
    const again = await screen.findByRole("alertdialog", { name: "Sign out everywhere else?" });
    await user.click(within(again).getByRole("button", { name: "Sign out everywhere else" }));

    expect(
      await screen.findByRole("status", { name: /Signed out everywhere else/ }),
    ).toHaveTextContent("2 sessions signed out.");
    expect(
      await within(list).findByText("You're not signed in anywhere else."),
    ).toBeInTheDocument();
    expect(within(list).getAllByRole("listitem")).toHaveLength(1);
    expect(calls).toBe(1);
  });

  it("shows a spinner while loading, then an error with Try again when the list cannot be loaded", async () => {
    let fail = true;
    server.use(
      meHandler(makeViewer()),
      api.query("SecuritySessions", () =>
        fail
          ? graphQLError("Something broke", "INTERNAL_SERVER_ERROR")
          : gqlData({ sessions: [LAPTOP] }),
      ),
    );
    const { list, user } = await openSecurity();

    expect(await within(list).findByRole("alert")).toHaveTextContent(
      "Failed to load your sessions",
    );
    fail = false;
    await user.click(within(list).getByRole("button", { name: "Try again" }));

    expect(
      await within(list).findByRole("listitem", { name: "Chrome on macOS" }),
    ).toBeInTheDocument();
    expect(within(list).getByText("You're not signed in anywhere else.")).toBeInTheDocument();
    expect(
      within(list).queryByRole("button", { name: "Sign out everywhere else" }),
    ).not.toBeInTheDocument();
  });
});
