import { screen, waitFor, within } from "@testing-library/react";
import { makeViewer, type ViewerFixture } from "./support/fixtures";
import { api, gqlData, httpFailure, meHandler } from "./support/graphql";
import { renderApp } from "./support/render";
import { server } from "./support/server";

const MEMBER_LINKS = [
  ["News Feed", "/"],
  ["My network", "/network"],
  ["Groups", "/groups"],
  ["Investing", "/investing"],
  ["Articles", "/articles"],
  ["Forums", "/forums"],
  ["Business Pages", "/business"],
  ["Events", "/events"],
  ["Messages", "/messages"],
  ["Notifications", "/notifications"],
  ["Profile", "/profile/:id"],
  ["Settings", "/settings"],
] as const;

/** An empty page of a connection (the dropdowns' answers when there is nothing to show). */
const emptyPage = (typename: string) => ({
  __typename: `${typename}Connection`,
  totalCount: 0,
  edges: [],
  pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: null },
});

function sidebar() {
  return screen.getByRole("navigation", { name: "Main navigation" });
}

describe("application shell for a visitor", () => {
  it("offers only News Feed and a Sign In button in the sidebar", async () => {
    server.use(meHandler(null));
    renderApp("/");
    await screen.findByRole("heading", { name: /Welcome to Agora/ });

    const links = within(sidebar()).getAllByRole("link");
    expect(links.map((link) => link.textContent?.trim())).toEqual(["News Feed", "Sign In"]);
    expect(within(sidebar()).getByRole("link", { name: "News Feed" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(within(sidebar()).getByRole("link", { name: "Sign In" })).toHaveAttribute(
      "href",
      "/auth",
    );
  });

  it("shows the menu toggle, the logo, the search box and a Sign In button in the top bar", async () => {
    server.use(meHandler(null));
    renderApp("/");
    await screen.findByRole("heading", { name: /Welcome to Agora/ });
    const header = screen.getByRole("banner");

    expect(within(header).getByRole("button", { name: "Toggle menu" })).toBeInTheDocument();
    expect(within(header).getByRole("link", { name: "Agora home" })).toHaveAttribute("href", "/");
    expect(
      within(header).getByPlaceholderText("Search opportunities, investors, or groups..."),
    ).toBeInTheDocument();
    expect(within(header).getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth");
    expect(within(header).queryByRole("button", { name: "Notifications" })).not.toBeInTheDocument();
    expect(within(header).queryByRole("link", { name: /Admin/ })).not.toBeInTheDocument();
  });

  it("shows the landing page: welcome, Get Started and cards to articles, groups and events", async () => {
    server.use(meHandler(null));
    renderApp("/");

    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent("Welcome to Agora");
    expect(screen.getByRole("link", { name: /Get Started/ })).toHaveAttribute("href", "/auth");
    for (const [name, href] of [
      ["Articles", "/articles"],
      ["Groups", "/groups"],
      ["Events", "/events"],
    ]) {
      expect(screen.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveAttribute(
        "href",
        href,
      );
    }
  });

  it("makes 'Skip to main content' the first Tab stop, which moves focus to the page's content", async () => {
    server.use(meHandler(null));
    const { user } = renderApp("/");
    await screen.findByRole("heading", { name: /Welcome to Agora/ });
    await user.tab();
    const skip = screen.getByRole("link", { name: "Skip to main content" });
    expect(skip).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("main")).toHaveFocus();
    // The route stays where it was (a plain '#main' would be a route of the hash router).
    expect(screen.getByRole("heading", { name: /Welcome to Agora/ })).toBeInTheDocument();
  });

  it("hides and shows the sidebar with the menu toggle", async () => {
    server.use(meHandler(null));
    const { user } = renderApp("/");
    await screen.findByRole("heading", { name: /Welcome to Agora/ });
    const toggle = screen.getByRole("button", { name: "Toggle menu" });

    expect(toggle).toHaveAttribute("aria-expanded", "true");
    await user.click(toggle);
    expect(screen.queryByRole("navigation", { name: "Main navigation" })).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(screen.getByRole("navigation", { name: "Main navigation" })).toBeInTheDocument();
  });

  it("keeps the theme choice under 'vite-ui-theme', light by default", async () => {
    server.use(meHandler(null));
    const { user } = renderApp("/");
    await screen.findByRole("heading", { name: /Welcome to Agora/ });
    const theme = screen.getByRole("group", { name: "Theme" });

    expect(within(theme).getByRole("button", { name: "Light" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await user.click(within(theme).getByRole("button", { name: "Dark" }));

    await waitFor(() => expect(window.localStorage.getItem("vite-ui-theme")).toBe("dark"));
    expect(document.documentElement).toHaveClass("dark");
    expect(within(theme).getByRole("button", { name: "Dark" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await user.click(within(theme).getByRole("button", { name: "Light" }));
    await waitFor(() => expect(window.localStorage.getItem("vite-ui-theme")).toBe("light"));
  });
});

describe("application shell for a member", () => {
  it("lists every area in the sidebar, with the member's own profile link", async () => {
    const me = makeViewer();
    server.use(meHandler(me));
    renderApp("/groups");
    await screen.findByRole("heading", { name: "Groups" });

    const links = within(sidebar()).getAllByRole("link");
    expect(links.map((link) => [link.textContent?.trim(), link.getAttribute("href")])).toEqual(
      MEMBER_LINKS.map(([name, href]) => [name, href.replace(":id", me.id)]),
    );
    expect(within(sidebar()).getByRole("link", { name: "Groups" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(within(sidebar()).queryByRole("link", { name: "Sign In" })).not.toBeInTheDocument();
  });

  it("shows the bells and the user menu, and no Admin button for a member", async () => {
    server.use(meHandler(makeViewer()));
    renderApp("/");
    await screen.findByRole("heading", { name: "News Feed" });
    const header = screen.getByRole("banner");

    expect(
      await within(header).findByRole("button", { name: "Notifications" }),
    ).toBeInTheDocument();
    expect(within(header).getByRole("button", { name: "Messages" })).toBeInTheDocument();
    expect(within(header).queryByRole("link", { name: "Sign In" })).not.toBeInTheDocument();
    expect(within(header).queryByRole("link", { name: /Admin/ })).not.toBeInTheDocument();
  });

  it("shows an Admin button to /admin for a super admin", async () => {
    server.use(meHandler(makeViewer({ isSuperAdmin: true })));
    renderApp("/");
    const header = await screen.findByRole("banner");

    expect(await within(header).findByRole("link", { name: /Admin/ })).toHaveAttribute(
      "href",
      "/admin",
    );
  });

  it("opens the notifications dropdown with its empty state and a link to all notifications", async () => {
    server.use(
      meHandler(makeViewer()),
      api.query("Notifications", () => gqlData({ notifications: emptyPage("Notification") })),
    );
    const { user } = renderApp("/");
    await user.click(await screen.findByRole("button", { name: "Notifications" }));

    const dialog = await screen.findByRole("dialog", { name: "Notifications" });
    expect(within(dialog).getByText("No notifications yet")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Mark all as read" })).toBeDisabled();
    await user.click(within(dialog).getByRole("link", { name: "View all notifications" }));
    await waitFor(() =>
      expect(screen.getByTestId("location")).toHaveTextContent(/^\/notifications$/),
    );
  });

  it("opens the messages dropdown with its empty state and a link to all messages", async () => {
    server.use(
      meHandler(makeViewer()),
      api.query("InboxPreview", () => gqlData({ inbox: emptyPage("Message") })),
    );
    const { user } = renderApp("/");
    await user.click(await screen.findByRole("button", { name: "Messages" }));

    const dialog = await screen.findByRole("dialog", { name: "Messages" });
    expect(within(dialog).getByText("No messages yet")).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "View all messages" })).toHaveAttribute(
      "href",
      "/messages",
    );
  });

  it.each<[string, Partial<ViewerFixture>, string, string]>([
    ["the full name", { fullName: "Grace Hopper", username: "grace" }, "Grace Hopper", "G"],
    [
      "the username when there is no full name",
      { fullName: null, username: "grace" },
      "grace",
      "G",
    ],
    [
      "the e-mail's local part when there is no name",
      { fullName: "  ", username: "", email: "hopper@navy.mil" },
      "hopper",
      "H",
    ],
    [
      "'User' when there is nothing else",
      { fullName: null, username: "", email: null },
      "User",
      "U",
    ],
  ])("names the member in the user menu with %s", async (_case, overrides, name, initial) => {
    server.use(meHandler(makeViewer(overrides)));
    const { user } = renderApp("/");

    const trigger = await screen.findByRole("button", { name: `Account menu for ${name}` });
    expect(trigger).toHaveTextContent(initial);
    await user.click(trigger);

    const menu = await screen.findByRole("menu");
    expect(within(menu).getByText(name)).toBeInTheDocument();
    if (overrides.email) expect(within(menu).getByText(overrides.email)).toBeInTheDocument();
    expect(within(menu).getByRole("menuitem", { name: "Profile" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^\/profile\/[0-9a-f-]+$/),
    );
    expect(within(menu).getByRole("menuitem", { name: "Settings" })).toHaveAttribute(
      "href",
      "/settings",
    );
    expect(within(menu).getByRole("menuitem", { name: "Log out" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
  });

  it("logs out from the user menu: toast, and on to /auth as a visitor", async () => {
    let me: ViewerFixture | null = makeViewer({ fullName: "Ada Lovelace" });
    server.use(
      meHandler(() => me),
      api.mutation("SignOut", () => {
        me = null;
        return gqlData({ signOut: true });
      }),
    );
    const { user } = renderApp("/settings?tab=account");
    await user.click(await screen.findByRole("button", { name: "Account menu for Ada Lovelace" }));
    await user.click(await screen.findByRole("menuitem", { name: "Log out" }));
    const toast = await screen.findByRole("status", { name: /Signed out successfully/ });
    expect(toast).toHaveTextContent("You have been logged out.");
    expect(await screen.findByRole("tab", { name: "Login" })).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/auth$/);
  });

  it("says 'Failed to sign out. Please try again.' when sign-out fails, and stays signed in", async () => {
    server.use(
      meHandler(makeViewer({ fullName: "Ada Lovelace" })),
      api.mutation("SignOut", () => httpFailure(503)),
    );
    const { user } = renderApp("/");
    await user.click(await screen.findByRole("button", { name: "Account menu for Ada Lovelace" }));
    await user.click(await screen.findByRole("menuitem", { name: "Log out" }));

    const toast = await screen.findByRole("status", { name: /Error/ });
    expect(toast).toHaveTextContent("Failed to sign out. Please try again.");
    expect(toast).toHaveAttribute("data-type", "error");
    // Back where the member was, still signed in.
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/));
    expect(
      await screen.findByRole("button", { name: "Account menu for Ada Lovelace" }),
    ).toBeInTheDocument();
  });

  it("searches from the top bar: /?search= with the trimmed, encoded text, and back to the feed", async () => {
    server.use(meHandler(makeViewer()));
    const { user } = renderApp("/groups");
    // The search box is hidden below 768 px by a media query, which jsdom does not evaluate.
    const search = await screen.findByPlaceholderText(
      "Search opportunities, investors, or groups...",
    );

    await user.type(search, "   {enter}");
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/groups$/);

    await user.type(search, "  seed & angel  {enter}");
    await waitFor(() =>
      expect(screen.getByTestId("location")).toHaveTextContent("/?search=seed%20%26%20angel"),
    );
    expect(await screen.findByRole("heading", { name: "No results found" })).toBeInTheDocument();
    expect(screen.getByText("Try adjusting your search terms")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Back to Feed" }));
    expect(await screen.findByRole("heading", { name: "News Feed" })).toBeInTheDocument();
    expect(
      screen.getByText("No feed items available. Start creating content!"),
    ).toBeInTheDocument();
  });

  it("reminds an unverified member to verify, and resends the e-mail", async () => {
    let resent = 0;
    server.use(
      meHandler(makeViewer({ verified: false })),
      api.mutation("ResendVerificationEmail", () => {
        resent += 1;
        return gqlData({ resendVerificationEmail: true });
      }),
    );
    const { user } = renderApp("/");

    expect(await screen.findByText("Please verify your email address.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Resend email" }));
    expect(
      await screen.findByRole("status", { name: /Verification email sent/ }),
    ).toBeInTheDocument();
    expect(resent).toBe(1);
  });
});
