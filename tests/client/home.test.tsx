// The home page's feed: members' feed with its filter tabs, paging and live items, and the landing
// page's 'Latest on Agora' for visitors.
import { screen, waitFor, within } from "@testing-library/react";
import { makeViewer } from "./support/fixtures";
import {
  feedHandler,
  feedPage,
  makeFeedAuthor,
  makeFeedItem,
  pendingFeed,
  type FeedItemFixture,
} from "./support/feed";
import { articleHandlers, makeArticle } from "./support/articles";
import { api, gqlData, graphQLError, meHandler } from "./support/graphql";
import { controlIntersections, scrollWindowTo } from "./support/intersection";
import { renderLiveApp } from "./support/live";
import { renderApp } from "./support/render";
import { server } from "./support/server";

afterEach(() => scrollWindowTo(0));

function feedList() {
  return screen.findByRole("list", { name: "Feed" });
}

/** The feed's cards, top to bottom, by their headings. */
function cardTitles(list: HTMLElement) {
  return within(list)
    .getAllByRole("article")
    .map((card) => within(card).queryByRole("heading")?.textContent ?? "");
}

describe("the feed, for a member", () => {
  it("shows 5 placeholder cards while the feed loads", async () => {
    server.use(meHandler(makeViewer()), pendingFeed);
    renderApp("/");

    const loading = await screen.findByRole("list", { name: "Loading feed" });
    expect(within(loading).getAllByRole("listitem")).toHaveLength(5);
    expect(screen.getByRole("heading", { name: "News Feed" })).toBeInTheDocument();
  });

  it("shows each item's author, time, type, title, text and image; a new member 'joined Agora'", async () => {
    const ada = makeFeedAuthor({ fullName: "Ada Lovelace", username: "ada" });
    const grace = makeFeedAuthor({ fullName: null, username: "grace" });
    const article = makeFeedItem({
      type: "ARTICLE",
      title: "Notes on the Analytical Engine",
      description: "What the engine could do beyond numbers.",
      imageUrl: "http://localhost/uploads/engine.webp",
      author: ada,
      createdAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
    });
    const joined = makeFeedItem({
      type: "NEW_USER",
      title: "grace joined Agora",
      contentId: grace.id,
      author: grace,
      createdAt: new Date().toISOString(),
    });
    const { handler, requests } = feedHandler(() => feedPage([joined, article]));
    server.use(meHandler(makeViewer()), handler);
    renderApp("/");

    const list = await feedList();
    expect(cardTitles(list)).toEqual(["grace joined Agora", "Notes on the Analytical Engine"]);
    const [first, second] = within(list).getAllByRole("article");

    expect(within(first).getByText("New member")).toBeInTheDocument();
    expect(within(first).getByText("Just now")).toBeInTheDocument();
    expect(within(first).getByRole("link", { name: "grace joined Agora" })).toHaveAttribute(
      "href",
      `/profile/${grace.id}`,
    );

    expect(within(second).getByRole("link", { name: "Ada Lovelace" })).toHaveAttribute(
      "href",
      `/profile/${ada.id}`,
    );
    expect(within(second).getByText("3h ago")).toBeInTheDocument();
    expect(within(second).getByText("Article")).toBeInTheDocument();
    expect(within(second).getByText("What the engine could do beyond numbers.")).toBeVisible();
    const image = within(second).getByRole("img", {
      name: "Image for Notes on the Analytical Engine",
    });
    expect(image).toHaveAttribute("src", "http://localhost/uploads/engine.webp");
    expect(image).toHaveAttribute("loading", "lazy");

    // Newest first, 50 a page, no cursor for the first page.
    expect(requests[0]).toEqual({ filter: "ALL", first: 50, after: null });
  });

  it("links an item's #tags to their pages; its @names stay text (feed items carry no mentions)", async () => {
    const item = makeFeedItem({
      type: "ARTICLE",
      title: "We are growing",
      description: "Two roles open #hiring, ask @ada",
      author: makeFeedAuthor({ fullName: "Ada Lovelace", username: "ada" }),
    });
    const { handler } = feedHandler(() => feedPage([item]));
    server.use(meHandler(makeViewer()), handler);
    renderApp("/");

    const [card] = within(await feedList()).getAllByRole("article");
    expect(within(card).getByRole("link", { name: "#hiring" })).toHaveAttribute(
      "href",
      "/tags/hiring",
    );
    expect(within(card).queryByRole("link", { name: "@ada" })).toBeNull();
    expect(card).toHaveTextContent("Two roles open #hiring, ask @ada");
  });

  it("says 'No feed items available. Start creating content!', and 'No articles items found' on Articles", async () => {
    const { handler, requests } = feedHandler(() => feedPage([]));
    server.use(meHandler(makeViewer()), handler);
    const { user } = renderApp("/");

    expect(
      await screen.findByRole("heading", {
        name: "No feed items available. Start creating content!",
      }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "Articles" }));

    expect(
      await screen.findByRole("heading", { name: "No articles items found" }),
    ).toBeInTheDocument();
    expect(requests.map((request) => request.filter)).toEqual(["ALL", "ARTICLES"]);
  });

  it("asks the server for each tab's filter and shows what it returns", async () => {
    const idea = makeFeedItem({ type: "BUSINESS_IDEA", title: "Solar kiosks for rural markets" });
    const post = makeFeedItem({ type: "SHARED_POST", title: "Sharing our pitch deck template" });
    const event = makeFeedItem({ type: "EVENT", title: "Founders' breakfast" });
    const thread = makeFeedItem({ type: "FORUM_POST", title: "Which CRM do you use?" });
    const byFilter: Record<string, FeedItemFixture[]> = {
      ALL: [event, post, idea, thread],
      GROUPS: [post],
      ARTICLES: [],
      EVENTS: [event],
      INVESTING: [idea],
      FORUMS: [thread],
    };
    const { handler, requests } = feedHandler(({ filter }) => feedPage(byFilter[filter]));
    server.use(meHandler(makeViewer()), handler);
    const { user } = renderApp("/");

    expect(cardTitles(await feedList())).toEqual([
      "Founders' breakfast",
      "Sharing our pitch deck template",
      "Solar kiosks for rural markets",
      "Which CRM do you use?",
    ]);

    await user.click(screen.getByRole("tab", { name: "Investing" }));
    await waitFor(async () =>
      expect(cardTitles(await feedList())).toEqual(["Solar kiosks for rural markets"]),
    );
    await user.click(screen.getByRole("tab", { name: "Groups" }));
    await waitFor(async () =>
      expect(cardTitles(await feedList())).toEqual(["Sharing our pitch deck template"]),
    );
    await user.click(screen.getByRole("tab", { name: "Forums" }));
    await waitFor(async () =>
      expect(cardTitles(await feedList())).toEqual(["Which CRM do you use?"]),
    );
    await user.click(screen.getByRole("tab", { name: "Events" }));
    await waitFor(async () =>
      expect(cardTitles(await feedList())).toEqual(["Founders' breakfast"]),
    );

    expect(requests.map((request) => request.filter)).toEqual([
      "ALL",
      "INVESTING",
      "GROUPS",
      "FORUMS",
      "EVENTS",
    ]);
    expect(screen.getByRole("tab", { name: "Events" })).toHaveAttribute("aria-selected", "true");
  });

  it("shows 'Failed to load feed items' with 'An unexpected error occurred', and retries", async () => {
    let failing = true;
    const item = makeFeedItem({ title: "Back online" });
    server.use(
      meHandler(makeViewer()),
      api.query("Feed", () =>
        failing
          ? graphQLError("Unexpected error.", "INTERNAL_SERVER_ERROR")
          : gqlData({ feed: feedPage([item]) }),
      ),
    );
    const { user } = renderApp("/");

    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Failed to load feed items")).toBeInTheDocument();
    expect(within(alert).getByText("An unexpected error occurred")).toBeInTheDocument();

    failing = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));

    expect(cardTitles(await feedList())).toEqual(["Back online"]);
  });

  it("loads the next page when the reader nears the end of the list", async () => {
    const intersections = controlIntersections();
    try {
      const firstPage = [makeFeedItem({ title: "Newest" }), makeFeedItem({ title: "Newer" })];
      const secondPage = [makeFeedItem({ title: "Older" })];
      const { handler, requests } = feedHandler(({ after }) =>
        after ? feedPage(secondPage) : feedPage(firstPage, true),
      );
      server.use(meHandler(makeViewer()), handler);
      renderApp("/");

      const list = await feedList();
      expect(cardTitles(list)).toEqual(["Newest", "Newer"]);
      await waitFor(() => expect(intersections.watched()).toBe(1));

      intersections.reveal();

      await waitFor(() => expect(cardTitles(list)).toEqual(["Newest", "Newer", "Older"]));
      expect(requests[1]).toEqual({
        filter: "ALL",
        first: 50,
        after: `cursor-${firstPage[1].id}`,
      });
      // The last page: nothing more to load, so no button and no sentinel.
      expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
    } finally {
      intersections.restore();
    }
  });

  it("offers 'Load more' too, for keyboards", async () => {
    const firstPage = [makeFeedItem({ title: "Page one" })];
    const secondPage = [makeFeedItem({ title: "Page two" })];
    const { handler, requests } = feedHandler(({ after }) =>
      after ? feedPage(secondPage) : feedPage(firstPage, true),
    );
    server.use(meHandler(makeViewer()), handler);
    const { user } = renderApp("/");

    const list = await feedList();
    await user.click(screen.getByRole("button", { name: "Load more" }));

    await waitFor(() => expect(cardTitles(list)).toEqual(["Page one", "Page two"]));
    expect(requests.map((request) => request.after)).toEqual([null, `cursor-${firstPage[0].id}`]);
  });

  it("links articles, group posts, events and business ideas where the spec says; other items are not links", async () => {
    const article = makeFeedItem({ type: "ARTICLE", title: "An article" });
    const groupPost = makeFeedItem({ type: "GROUP_POST", title: "A group post" });
    // The server gives a post's item the route to its group's page, at the post.
    groupPost.path = `/groups/40000000-0000-4000-8000-000000000001?post=${groupPost.contentId}`;
    const event = makeFeedItem({ type: "EVENT", title: "An event" });
    event.path = `/events/${event.contentId}`;
    const idea = makeFeedItem({ type: "BUSINESS_IDEA", title: "An idea" });
    idea.path = `/investing/${idea.contentId}`;
    const page = makeFeedItem({ type: "BUSINESS_PAGE", title: "New business page: Acme" });
    const { handler } = feedHandler(() => feedPage([page, idea, event, groupPost, article]));
    const { handlers } = articleHandlers([
      makeArticle({ id: article.contentId!, title: "An article" }),
    ]);
    server.use(meHandler(makeViewer()), handler, ...handlers);
    const { user } = renderApp("/");

    const list = await feedList();
    expect(within(list).getByRole("link", { name: "An article" })).toHaveAttribute(
      "href",
      `/articles/${article.contentId}`,
    );
    expect(within(list).getByRole("link", { name: "A group post" })).toHaveAttribute(
      "href",
      groupPost.path,
    );
    expect(within(list).getByRole("link", { name: "An event" })).toHaveAttribute(
      "href",
      event.path,
    );
    expect(within(list).getByRole("link", { name: "An idea" })).toHaveAttribute("href", idea.path);
    expect(within(list).getByRole("heading", { name: "New business page: Acme" })).toBeVisible();
    expect(
      within(list).queryByRole("link", { name: "New business page: Acme" }),
    ).not.toBeInTheDocument();

    await user.click(within(list).getByRole("link", { name: "An article" }));
    await waitFor(() =>
      expect(screen.getByTestId("location")).toHaveTextContent(`/articles/${article.contentId}`),
    );
    expect(
      await screen.findByRole("heading", { level: 1, name: "An article" }),
    ).toBeInTheDocument();
  });
});

describe("live feed items", () => {
  it("puts a new item straight on top while the reader is at the top of the page", async () => {
    const older = makeFeedItem({ title: "Already here" });
    const { handler } = feedHandler(() => feedPage([older]));
    server.use(meHandler(makeViewer()), handler);
    const { live } = renderLiveApp("/");

    const list = await feedList();
    await waitFor(() => expect(live.active("FeedItemAdded")).toBe(true));

    live.emit("FeedItemAdded", { feedItemAdded: makeFeedItem({ title: "Fresh off the press" }) });

    await waitFor(() => expect(cardTitles(list)).toEqual(["Fresh off the press", "Already here"]));
    expect(screen.queryByRole("button", { name: /new post/ })).not.toBeInTheDocument();
  });

  it("shows '1 new post' instead when the reader has scrolled down, and the item on click", async () => {
    const older = makeFeedItem({ title: "Already here" });
    const { handler } = feedHandler(() => feedPage([older]));
    server.use(meHandler(makeViewer()), handler);
    const { live, user } = renderLiveApp("/");

    const list = await feedList();
    await waitFor(() => expect(live.active("FeedItemAdded")).toBe(true));
    scrollWindowTo(1200);

    live.emit("FeedItemAdded", { feedItemAdded: makeFeedItem({ title: "First new one" }) });

    const pill = await screen.findByRole("button", { name: "1 new post" });
    expect(cardTitles(list)).toEqual(["Already here"]);

    live.emit("FeedItemAdded", { feedItemAdded: makeFeedItem({ title: "Second new one" }) });
    expect(await screen.findByRole("button", { name: "2 new posts" })).toBe(pill);
    expect(cardTitles(list)).toEqual(["Already here"]);

    await user.click(pill);

    await waitFor(() =>
      expect(cardTitles(list)).toEqual(["Second new one", "First new one", "Already here"]),
    );
    expect(screen.queryByRole("button", { name: /new post/ })).not.toBeInTheDocument();
  });

  it("leaves out items that do not match the open tab", async () => {
    const { handler } = feedHandler(({ filter }) =>
      feedPage(
        filter === "ARTICLES" ? [makeFeedItem({ type: "ARTICLE", title: "Old article" })] : [],
      ),
    );
    server.use(meHandler(makeViewer()), handler);
    const { live, user } = renderLiveApp("/");

    await user.click(await screen.findByRole("tab", { name: "Articles" }));
    const list = await feedList();
    await waitFor(() => expect(live.active("FeedItemAdded")).toBe(true));

    live.emit("FeedItemAdded", {
      feedItemAdded: makeFeedItem({ type: "EVENT", title: "A meetup" }),
    });
    live.emit("FeedItemAdded", {
      feedItemAdded: makeFeedItem({ type: "ARTICLE", title: "A new article" }),
    });

    await waitFor(() => expect(cardTitles(list)).toEqual(["A new article", "Old article"]));
  });
});

describe("the landing page's latest feed, for a visitor", () => {
  it("shows 'Latest on Agora' below the cards, asks to sign in to open an idea, and opens an article", async () => {
    const idea = makeFeedItem({ type: "BUSINESS_IDEA", title: "Solar kiosks" });
    const article = makeFeedItem({ type: "ARTICLE", title: "How we raised our seed round" });
    const { handler } = feedHandler(() => feedPage([idea, article]));
    const { handlers } = articleHandlers([
      makeArticle({
        id: article.contentId!,
        title: "How we raised our seed round",
        content: "We talked to forty investors before the first yes.",
      }),
    ]);
    server.use(meHandler(null), handler, ...handlers);
    const { live, user } = renderLiveApp("/");

    expect(await screen.findByRole("heading", { name: "Welcome to Agora" })).toBeInTheDocument();
    const section = await screen.findByRole("region", { name: "Latest on Agora" });
    const list = await within(section).findByRole("list", { name: "Feed" });
    expect(cardTitles(list)).toEqual(["Solar kiosks", "How we raised our seed round"]);

    await user.click(within(list).getByRole("link", { name: "Solar kiosks" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Sign in required" });
    expect(dialog).toHaveTextContent("You need to be signed in to view business idea details.");
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/);
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());

    // Visitors get no live updates.
    expect(live.active("FeedItemAdded")).toBe(false);

    // A published article is public: the visitor reads it, as from /articles.
    await user.click(within(list).getByRole("link", { name: "How we raised our seed round" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "How we raised our seed round" }),
    ).toBeInTheDocument();
    expect(screen.getByText("We talked to forty investors before the first yes.")).toBeVisible();
    expect(screen.getByTestId("location")).toHaveTextContent(`/articles/${article.contentId}`);
    expect(screen.queryByRole("alertdialog", { name: "Sign in required" })).not.toBeInTheDocument();
  });
});
