import { screen, waitFor } from "@testing-library/react";
import { articleHandlers, authorOf, makeArticle } from "./support/articles";
import { makeViewer } from "./support/fixtures";
import { meHandler } from "./support/graphql";
import { groupPageHandlers, makeGroup } from "./support/groups";
import { renderApp } from "./support/render";
import { server } from "./support/server";

/** The browser tab's text once the page has set it. */
async function expectTitle(title: string) {
  await waitFor(() => expect(document.title).toBe(title));
}

describe("document title", () => {
  beforeEach(() => {
    // The document outlives each test: a title left by the one before must not pass for this page's.
    document.title = "";
  });

  it("names the feed 'Feed' for a member", async () => {
    server.use(meHandler(makeViewer()));
    renderApp("/");

    expect(
      await screen.findByRole("heading", {
        name: "No feed items available. Start creating content!",
      }),
    ).toBeInTheDocument();
    await expectTitle("Feed · Agora");
  });

  it("names an article's page after the article, once it has loaded", async () => {
    const article = makeArticle({
      title: "Shipping safely",
      author: authorOf(makeViewer({ username: "grace", fullName: "Grace Hopper" })),
    });
    const { handlers } = articleHandlers([article]);
    server.use(meHandler(null), ...handlers);
    renderApp(`/articles/${article.id}`);

    expect(
      await screen.findByRole("heading", { name: "Shipping safely", level: 1 }),
    ).toBeInTheDocument();
    await expectTitle("Shipping safely · Agora");
  });

  it("names a group's page after the group", async () => {
    const group = makeGroup({ name: "Founders Circle", isPrivate: true });
    server.use(meHandler(makeViewer()), ...groupPageHandlers({ group }));
    renderApp(`/groups/${group.id}`);

    expect(
      await screen.findByRole("heading", { name: "Founders Circle", level: 1 }),
    ).toBeInTheDocument();
    await expectTitle("Founders Circle · Agora");
  });

  it("names the settings 'Settings'", async () => {
    server.use(meHandler(makeViewer()));
    renderApp("/settings?tab=account");

    expect(await screen.findByRole("heading", { name: "Settings", level: 1 })).toBeInTheDocument();
    await expectTitle("Settings · Agora");
  });

  it("names an unknown path 'Page not found', and a visitor's home plain 'Agora'", async () => {
    server.use(meHandler(null));
    const { user } = renderApp("/no/such/page");

    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
    await expectTitle("Page not found · Agora");

    await user.click(screen.getByRole("link", { name: "Return to Home" }));
    expect(await screen.findByRole("heading", { name: /Welcome to/ })).toBeInTheDocument();
    await expectTitle("Agora");
  });

  it("names /auth 'Sign in' for a visitor", async () => {
    server.use(meHandler(null));
    renderApp("/auth");

    expect(
      await screen.findByRole("heading", { name: "Welcome to Agora", level: 1 }),
    ).toBeInTheDocument();
    await expectTitle("Sign in · Agora");
  });
});
