import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse } from "msw";
import { makeViewer } from "./support/fixtures";
import { api, gqlData, graphQLError, meHandler } from "./support/graphql";
import { renderApp } from "./support/render";
import { server } from "./support/server";

let counter = 0;
const next = () => String((counter += 1)).padStart(12, "0");

function makeUser(overrides: Record<string, unknown> = {}) {
  const n = next();
  return {
    __typename: "Profile" as const,
    id: `71000000-0000-4000-8000-${n}`,
    username: `user${n}` as string,
    fullName: null as string | null,
    email: `user${n}@example.com`,
    avatarUrl: null,
    avatarThumbnailUrl: null,
    isSuperAdmin: false,
    isBanned: false,
    createdAt: "2026-03-04T10:00:00.000Z",
    ...overrides,
  };
}

function page<T extends { id: string }>(typename: string, nodes: T[]) {
  return {
    __typename: `${typename}Connection`,
    totalCount: nodes.length,
    edges: nodes.map((node) => ({ __typename: `${typename}Edge`, cursor: `c-${node.id}`, node })),
    pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: null },
  };
}

const stats = (overrides: Record<string, number> = {}) => ({
  __typename: "AdminStats",
  totalUsers: 1234,
  bannedUsers: 7,
  activeToday: 89,
  newThisWeek: 21,
  openReports: 3,
  content: [
    { __typename: "ContentCount", kind: "ARTICLE", count: 42 },
    { __typename: "ContentCount", kind: "FORUM_POST", count: 5 },
  ],
  ...overrides,
});

function article(overrides: Record<string, unknown> = {}) {
  const n = next();
  return {
    __typename: "AdminContentItem" as const,
    kind: "ARTICLE" as const,
    id: `72000000-0000-4000-8000-${n}`,
    title: "Scaling a marketplace",
    preview: `${"Lorem ipsum ".repeat(8).slice(0, 100)}...`,
    likeCount: 12,
    createdAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
    path: `/articles/72000000-0000-4000-8000-${n}`,
    author: {
      __typename: "Profile",
      id: "73000000-0000-4000-8000-000000000001",
      username: "ada",
      fullName: "Ada Lovelace",
    },
    ...overrides,
  };
}

const admin = makeViewer({ isSuperAdmin: true });

describe("/admin", () => {
  it("sends visitors to /auth and tells members access is denied", async () => {
    server.use(meHandler(null));
    const visitor = renderApp("/admin");
    expect(await screen.findByRole("heading", { name: /sign in|welcome/i })).toBeInTheDocument();
    visitor.unmount();

    server.use(meHandler(makeViewer()));
    renderApp("/admin");
    expect(await screen.findByRole("heading", { name: "Access Denied" })).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access this page.")).toBeInTheDocument();
  });

  it("shows real statistics and the users with their badges; bans after a confirmation with the spec's toast", async () => {
    const plain = makeUser({ username: "grace", email: "grace@example.com" });
    const boss = makeUser({ username: "root", isSuperAdmin: true });
    const nameless = makeUser({ username: "", isBanned: true });
    const searches: unknown[] = [];
    let banned = false;
    server.use(
      meHandler(admin),
      api.query("AdminStats", () =>
        gqlData({ adminStats: stats(banned ? { bannedUsers: 8 } : {}) }),
      ),
      api.query("AdminUsers", ({ variables }) => {
        searches.push(variables.search);
        const list = [plain, boss, nameless].map((u) =>
          u.id === plain.id && banned ? { ...u, isBanned: true } : u,
        );
        return gqlData({ adminUsers: page("Profile", list) });
      }),
      api.mutation("BanUser", ({ variables }) => {
        expect(variables.userId).toBe(plain.id);
        banned = true;
        return gqlData({ banUser: { ...plain, isBanned: true } });
      }),
    );
    renderApp("/admin");
    expect(
      await screen.findByRole("heading", { name: "Super Admin Dashboard", level: 1 }),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText("Total users: 1234")).toBeInTheDocument();
    expect(screen.getByLabelText("Banned users: 7")).toBeInTheDocument();
    expect(screen.getByLabelText("Active today: 89")).toBeInTheDocument();
    expect(screen.getByLabelText("New this week: 21")).toBeInTheDocument();
    expect(screen.getByLabelText("Articles: 42")).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Forum posts" })).toBeInTheDocument();

    const rows = within(await screen.findByRole("list", { name: "Users" })).getAllByRole(
      "listitem",
    );
    expect(within(rows[0]).getByText("grace")).toBeInTheDocument();
    expect(within(rows[0]).getByText("grace@example.com")).toBeInTheDocument();
    expect(within(rows[0]).getByText("Joined Mar 4, 2026")).toBeInTheDocument();
    expect(within(rows[1]).getByText("Super Admin")).toBeInTheDocument();
    expect(within(rows[1]).queryByRole("button")).not.toBeInTheDocument();
    expect(within(rows[2]).getByText("No username")).toBeInTheDocument();
    expect(within(rows[2]).getByText("Banned")).toBeInTheDocument();
    expect(within(rows[2]).getByRole("button", { name: "Unban" })).toBeInTheDocument();

    await userEvent.click(within(rows[0]).getByRole("button", { name: "Ban" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText(/Are you sure you want to ban this user/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Ban" }));
    expect(await screen.findByText("User banned successfully")).toBeInTheDocument();
    expect(await screen.findByLabelText("Banned users: 8")).toBeInTheDocument();
    const after = within(screen.getByRole("list", { name: "Users" })).getAllByRole("listitem");
    expect(within(after[0]).getByText("Banned")).toBeInTheDocument();

    await userEvent.type(screen.getByRole("textbox", { name: "Search users" }), "grace");
    await waitFor(() => expect(searches).toContain("grace"));
  });

  it("says in words, with Try again, when the statistics or the users could not be loaded", async () => {
    let down = true;
    server.use(
      meHandler(admin),
      api.query("AdminStats", () =>
        down ? HttpResponse.error() : gqlData({ adminStats: stats() }),
      ),
      api.query("AdminUsers", () =>
        down
          ? HttpResponse.error()
          : gqlData({ adminUsers: page("Profile", [makeUser({ username: "grace" })]) }),
      ),
    );
    renderApp("/admin");
    const statsFailed = (await screen.findByText("Failed to load statistics")).closest(
      "[role=alert]",
    ) as HTMLElement;
    const usersFailed = (await screen.findByText("Failed to fetch users")).closest(
      "[role=alert]",
    ) as HTMLElement;
    for (const failure of [statsFailed, usersFailed])
      expect(
        within(failure).getByText("Something went wrong. Check your connection and try again."),
      ).toBeInTheDocument();
    expect(screen.queryByText("Failed to fetch")).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Total users/)).not.toBeInTheDocument();

    down = false;
    await userEvent.click(within(statsFailed).getByRole("button", { name: "Try again" }));
    expect(await screen.findByLabelText("Total users: 1234")).toBeInTheDocument();
    await userEvent.click(within(usersFailed).getByRole("button", { name: "Try again" }));
    expect(
      within(await screen.findByRole("list", { name: "Users" })).getByText("grace"),
    ).toBeInTheDocument();
  });

  it("says so when a deletion fails", async () => {
    const plain = makeUser();
    server.use(
      meHandler(admin),
      api.query("AdminStats", () => gqlData({ adminStats: stats() })),
      api.query("AdminUsers", () => gqlData({ adminUsers: page("Profile", [plain]) })),
      api.mutation("DeleteUser", () =>
        graphQLError("Super admins cannot be banned or deleted.", "FORBIDDEN"),
      ),
    );
    renderApp("/admin");
    const row = within(await screen.findByRole("list", { name: "Users" })).getAllByRole(
      "listitem",
    )[0];
    await userEvent.click(within(row).getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText(/This action cannot be undone/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Failed to delete user")).toBeInTheDocument();
  });

  it("lists articles with count, preview, author, likes and time; views in a new tab and deletes after a confirmation", async () => {
    const first = article();
    let items = [first, article({ title: "Second", likeCount: 0 })];
    server.use(
      meHandler(admin),
      api.query("AdminStats", () => gqlData({ adminStats: stats() })),
      api.query("AdminUsers", () => gqlData({ adminUsers: page("Profile", []) })),
      api.query("AdminContent", ({ variables }) => {
        expect(variables.kind).toBe("ARTICLE");
        return gqlData({ adminContent: page("AdminContent", items) });
      }),
      api.mutation("DeleteContent", ({ variables }) => {
        expect(variables).toEqual({ kind: "ARTICLE", id: first.id });
        items = items.filter((i) => i.id !== first.id);
        return gqlData({ deleteContent: true });
      }),
    );
    renderApp("/admin");
    await userEvent.click(await screen.findByRole("tab", { name: "Articles" }));
    expect(await screen.findByRole("heading", { name: "Articles (2)" })).toBeInTheDocument();
    const rows = within(screen.getByRole("list", { name: "Articles" })).getAllByRole("listitem");
    expect(within(rows[0]).getByText("Scaling a marketplace")).toBeInTheDocument();
    expect(within(rows[0]).getByText(first.preview)).toBeInTheDocument();
    expect(within(rows[0]).getByText("By Ada Lovelace")).toBeInTheDocument();
    expect(within(rows[0]).getByLabelText("12 likes")).toBeInTheDocument();
    expect(within(rows[0]).getByText("3h ago")).toBeInTheDocument();
    const view = within(rows[0]).getByRole("link", { name: "View article" });
    expect(view).toHaveAttribute("target", "_blank");
    expect(view.getAttribute("href")).toMatch(new RegExp(`#/articles/${first.id}$`));
    expect(screen.getByRole("button", { name: "Refresh" })).toBeInTheDocument();

    await userEvent.click(within(rows[0]).getByRole("button", { name: "Delete article" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(
      within(dialog).getByText(
        "Are you sure you want to delete this article? This action cannot be undone.",
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Article deleted successfully")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Articles (1)" })).toBeInTheDocument();
  });

  it("resolves a report from the queue by banning the author", async () => {
    const report = {
      __typename: "Report",
      id: "74000000-0000-4000-8000-000000000001",
      targetType: "ARTICLE",
      targetId: "72000000-0000-4000-8000-000000000777",
      targetPreview: "Buy cheap followers: click here",
      targetPath: "/articles/72000000-0000-4000-8000-000000000777",
      targetReportCount: 2,
      targetAuthor: {
        __typename: "Profile",
        id: "73000000-0000-4000-8000-000000000009",
        username: "spammer",
        fullName: null,
        isSuperAdmin: false,
        isBanned: false,
      },
      reporter: {
        __typename: "Profile",
        id: "73000000-0000-4000-8000-000000000010",
        username: "alert",
        fullName: "Alert Reader",
      },
      reason: "SPAM",
      details: null,
      status: "OPEN",
      action: null,
      createdAt: new Date().toISOString(),
      resolvedAt: null,
      resolvedBy: null,
    };
    let open = [report];
    server.use(
      meHandler(admin),
      api.query("AdminStats", () => gqlData({ adminStats: stats({ openReports: open.length }) })),
      api.query("AdminUsers", () => gqlData({ adminUsers: page("Profile", []) })),
      api.query("AuditLog", () => gqlData({ auditLog: page("AuditEntry", []) })),
      api.query("Reports", ({ variables }) =>
        gqlData({ reports: page("Report", variables.status === "OPEN" ? open : []) }),
      ),
      api.mutation("ResolveReport", ({ variables }) => {
        expect(variables).toEqual({ id: report.id, action: "BAN_AUTHOR" });
        open = [];
        return gqlData({ resolveReport: { ...report, status: "RESOLVED", action: "BAN_AUTHOR" } });
      }),
    );
    renderApp("/admin");
    await userEvent.click(await screen.findByRole("tab", { name: "Reports (1)" }));
    const rows = within(await screen.findByRole("list", { name: "Reports" })).getAllByRole(
      "listitem",
    );
    expect(within(rows[0]).getByText("Buy cheap followers: click here")).toBeInTheDocument();
    expect(within(rows[0]).getByText(/2 reports/)).toBeInTheDocument();
    expect(within(rows[0]).getByText("Spam")).toBeInTheDocument();
    await userEvent.click(within(rows[0]).getByRole("button", { name: "Ban author" }));
    await userEvent.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Ban author" }),
    );
    expect(await screen.findByText("User banned successfully")).toBeInTheDocument();
    expect(await screen.findByText("No open reports")).toBeInTheDocument();
  });
});
