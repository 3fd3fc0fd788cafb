import { screen } from "@testing-library/react";
import { makeViewer } from "./support/fixtures";
import { api, gqlData, meHandler } from "./support/graphql";
import { renderApp } from "./support/render";
import { server } from "./support/server";

describe("route table", () => {
  it("shows 'Page not found' with a link back home for an unknown path", async () => {
    server.use(meHandler(null));
    const { user } = renderApp("/no/such/page");

    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
    const home = screen.getByRole("link", { name: "Return to Home" });
    expect(home).toHaveAttribute("href", "/");

    await user.click(home);
    expect(await screen.findByRole("heading", { name: /Welcome to/ })).toHaveTextContent(
      "Welcome to Agora",
    );
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/);
  });

  it("sends a visitor from a login-guarded route to /auth", async () => {
    server.use(meHandler(null));
    renderApp("/settings");

    expect(await screen.findByRole("tab", { name: "Login" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/auth$/);
  });

  it("sends a visitor from /admin to /auth", async () => {
    server.use(meHandler(null));
    renderApp("/admin");

    expect(await screen.findByRole("tab", { name: "Login" })).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/auth$/);
  });

  it("tells a member who is not a super admin that /admin is off limits", async () => {
    server.use(meHandler(makeViewer({ isSuperAdmin: false })));
    renderApp("/admin");

    expect(await screen.findByRole("heading", { name: "Access Denied" })).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access this page.")).toBeInTheDocument();
    expect(
      screen.queryByRole("heading", { name: "Super Admin Dashboard" }),
    ).not.toBeInTheDocument();
  });

  it("opens the dashboard for a super admin", async () => {
    const none = { __typename: "PageInfo", hasNextPage: false, endCursor: null };
    server.use(
      meHandler(makeViewer({ isSuperAdmin: true })),
      api.query("AdminStats", () =>
        gqlData({
          adminStats: {
            __typename: "AdminStats",
            totalUsers: 0,
            bannedUsers: 0,
            activeToday: 0,
            newThisWeek: 0,
            openReports: 0,
            content: [],
          },
        }),
      ),
      api.query("AdminUsers", () =>
        gqlData({
          adminUsers: { __typename: "ProfileConnection", totalCount: 0, edges: [], pageInfo: none },
        }),
      ),
    );
    renderApp("/admin");

    expect(
      await screen.findByRole("heading", { name: "Super Admin Dashboard" }),
    ).toBeInTheDocument();
    // The dashboard has asked for its data and shown it.
    expect(await screen.findByText("No users found")).toBeInTheDocument();
    expect(screen.queryByText("Access Denied")).not.toBeInTheDocument();
  });

  it("lets a member into a guarded area: an idea's page, here its not-found card", async () => {
    const id = "30000000-0000-4000-8000-0000000000ff";
    server.use(
      meHandler(makeViewer()),
      api.query("BusinessIdea", () => gqlData({ businessIdea: null })),
    );
    renderApp(`/investing/${id}`);

    expect(await screen.findByText("Business idea not found")).toBeInTheDocument();
    expect(screen.getByText(`ID: ${id}`)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Investing" })).toHaveAttribute(
      "href",
      "/investing",
    );
  });

  it("asks a visitor to sign in to view profiles, with a destructive toast", async () => {
    server.use(meHandler(null));
    renderApp("/profile/123");

    expect(
      await screen.findByRole("heading", { name: "Please sign in to view profiles." }),
    ).toBeInTheDocument();
    const toast = await screen.findByRole("status", { name: /Authentication Required/ });
    expect(toast).toHaveAttribute("data-type", "error");
  });
});
