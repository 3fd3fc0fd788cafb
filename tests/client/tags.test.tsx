// Tags in the client: /tags/:tag (the tag, its counts, Follow, the tagged content newest first, paged,
// with its loading, empty, not-found and error states) and the Trending / Your tags card beside the feed.
import { screen, waitFor, within } from "@testing-library/react";
import { delay } from "msw";
import { makeViewer } from "./support/fixtures";
import { feedPage, makeFeedItem } from "./support/feed";
import { api, gqlData, httpFailure, meHandler } from "./support/graphql";
import { renderApp } from "./support/render";
import { server } from "./support/server";

function tag(name: string, overrides: Partial<Record<string, unknown>> = {}) {
  return {
    __typename: "Tag",
    name,
    useCount: 12,
    followerCount: 3,
    viewerFollows: false,
    ...overrides,
  };
}

/** A promise the test settles when it wants the server to answer. */
function gate() {
  let open = () => undefined as void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/** Answers the tag page's queries; returns the TaggedContent requests' variables. */
function tagHandlers(
  answer: ReturnType<typeof tag> | null,
  pages: ReturnType<typeof feedPage>[] = [feedPage([])],
) {
  const requests: { tag: string; after: string | null }[] = [];
  server.use(
    api.query("Tag", () => gqlData({ tag: answer })),
    api.query("TaggedContent", ({ variables }) => {
      requests.push({ tag: variables.tag as string, after: (variables.after as string) ?? null });
      return gqlData({ taggedContent: pages[requests.length - 1] ?? pages[pages.length - 1] });
    }),
    api.query("FollowedTags", () => gqlData({ followedTags: [] })),
  );
  return requests;
}

describe("/tags/:tag", () => {
  it("shows the tag with its counts, then the tagged posts newest first as feed cards, with Load more", async () => {
    const first = makeFeedItem({
      type: "GROUP_POST",
      title: "Rust meetup",
      description: "We are hiring #rust people",
    });
    const second = makeFeedItem({ title: "Ownership explained" });
    const third = makeFeedItem({ title: "Older news" });
    server.use(meHandler(makeViewer()));
    const requests = tagHandlers(tag("rust"), [feedPage([first, second], true), feedPage([third])]);
    const { user } = renderApp("/tags/Rust");

    expect(await screen.findByRole("heading", { level: 1, name: "#rust" })).toBeInTheDocument();
    expect(screen.getByText("12 posts")).toBeInTheDocument();
    expect(screen.getByText("3 followers")).toBeInTheDocument();
    const list = await screen.findByRole("list", { name: "Posts tagged #rust" });
    const titles = await within(list).findAllByRole("heading", { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual([
      "Rust meetup",
      "Ownership explained",
    ]);
    // The card's text, with its tag linked to the tag's page.
    const [firstCard] = within(list).getAllByRole("article");
    expect(firstCard).toHaveTextContent("We are hiring #rust people");
    expect(within(firstCard).getByRole("link", { name: "#rust" })).toHaveAttribute(
      "href",
      "/tags/rust",
    );

    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(await within(list).findByRole("heading", { name: "Older news" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
    expect(requests).toEqual([
      { tag: "rust", after: null },
      { tag: "rust", after: `cursor-${second.id}` },
    ]);
  });

  it("shows placeholders while loading", async () => {
    server.use(meHandler(makeViewer()));
    const { opened, open } = gate();
    server.use(
      api.query("Tag", async () => {
        await opened;
        return gqlData({ tag: tag("rust") });
      }),
      api.query("TaggedContent", () => gqlData({ taggedContent: feedPage([]) })),
    );
    renderApp("/tags/rust");
    expect(await screen.findByRole("list", { name: "Loading posts" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    open();
    expect(await screen.findByText("No posts tagged #rust yet.")).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Loading posts" })).not.toBeInTheDocument();
  });

  it("says when nothing the viewer may see is tagged yet", async () => {
    server.use(meHandler(makeViewer()));
    tagHandlers(tag("rust", { useCount: 0 }), [feedPage([])]);
    renderApp("/tags/rust");
    expect(await screen.findByText("No posts tagged #rust yet.")).toBeInTheDocument();
  });

  it("says when nobody has used the tag (the server knows no such tag)", async () => {
    server.use(meHandler(makeViewer()));
    const requests = tagHandlers(null);
    renderApp("/tags/nothing_here");
    expect(await screen.findByText("Nobody has used #nothing_here yet.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "#nothing_here" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Follow" })).not.toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it("shows an error with Try again, which loads the tag", async () => {
    server.use(meHandler(makeViewer()));
    let calls = 0;
    server.use(
      api.query("Tag", () => {
        calls += 1;
        return calls === 1 ? httpFailure() : gqlData({ tag: tag("rust") });
      }),
      api.query("TaggedContent", () => gqlData({ taggedContent: feedPage([]) })),
    );
    const { user } = renderApp("/tags/rust");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to load the tag");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("12 posts")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows an error with Try again when the tagged posts fail", async () => {
    server.use(meHandler(makeViewer()));
    let calls = 0;
    server.use(
      api.query("Tag", () => gqlData({ tag: tag("rust") })),
      api.query("TaggedContent", () => {
        calls += 1;
        return calls === 1
          ? httpFailure()
          : gqlData({ taggedContent: feedPage([makeFeedItem({ title: "Back again" })]) });
      }),
    );
    const { user } = renderApp("/tags/rust");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to load the tagged posts");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Back again" })).toBeInTheDocument();
  });

  it("lets a member follow and unfollow the tag, the counts following", async () => {
    server.use(meHandler(makeViewer()));
    tagHandlers(tag("rust"));
    const calls: string[] = [];
    server.use(
      api.mutation("FollowTag", async ({ variables }) => {
        calls.push(`follow ${variables.name as string}`);
        await delay(20);
        return gqlData({ followTag: tag("rust", { followerCount: 4, viewerFollows: true }) });
      }),
      api.mutation("UnfollowTag", ({ variables }) => {
        calls.push(`unfollow ${variables.name as string}`);
        return gqlData({ unfollowTag: tag("rust", { followerCount: 3, viewerFollows: false }) });
      }),
    );
    const { user } = renderApp("/tags/rust");
    const follow = await screen.findByRole("button", { name: "Follow" });
    expect(follow).toHaveAttribute("aria-pressed", "false");
    await user.click(follow);
    const following = await screen.findByRole("button", { name: "Following" });
    expect(following).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByText("4 followers")).toBeInTheDocument();

    await user.click(following);
    expect(await screen.findByRole("button", { name: "Follow" })).toBeInTheDocument();
    expect(screen.getByText("3 followers")).toBeInTheDocument();
    expect(calls).toEqual(["follow rust", "unfollow rust"]);
  });

  it("asks a visitor to sign in to follow", async () => {
    server.use(meHandler(null));
    tagHandlers(tag("rust"));
    const { user } = renderApp("/tags/rust");
    await user.click(await screen.findByRole("button", { name: "Follow" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Sign in required" });
    expect(dialog).toHaveTextContent("You need to be signed in to follow this tag.");
  });
});

describe("the Trending card beside the feed", () => {
  function feedHandlers() {
    server.use(
      meHandler(makeViewer()),
      api.query("Feed", () => gqlData({ feed: feedPage([makeFeedItem()]) })),
      api.query("PeopleYouMayKnow", () =>
        gqlData({
          peopleYouMayKnow: {
            __typename: "SuggestionConnection",
            edges: [],
            pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: null },
          },
        }),
      ),
    );
  }

  it("lists the trending tags with their counts and the member's own tags, each to its page", async () => {
    feedHandlers();
    tagHandlers(tag("hiring"));
    server.use(
      api.query("TrendingTags", () =>
        gqlData({ trendingTags: [tag("hiring", { useCount: 9 }), tag("rust", { useCount: 1 })] }),
      ),
      api.query("FollowedTags", () => gqlData({ followedTags: [tag("design")] })),
    );
    const { user } = renderApp("/");
    const card = await screen.findByRole("region", { name: "Trending" });
    const trending = await within(card).findByRole("list", { name: "Trending tags" });
    const rows = within(trending).getAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual(["#hiring9 posts", "#rust1 post"]);
    const yours = await within(card).findByRole("list", { name: "Your tags" });
    expect(within(yours).getByRole("link", { name: "#design" })).toHaveAttribute(
      "href",
      "/tags/design",
    );

    await user.click(within(trending).getByRole("link", { name: "#hiring" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/tags/hiring");
    expect(await screen.findByRole("heading", { level: 1, name: "#hiring" })).toBeInTheDocument();
  });

  it("shows a skeleton, then says when nothing is trending and no tag is followed", async () => {
    feedHandlers();
    const { opened, open } = gate();
    server.use(
      api.query("TrendingTags", async () => {
        await opened;
        return gqlData({ trendingTags: [] });
      }),
      api.query("FollowedTags", () => gqlData({ followedTags: [] })),
    );
    renderApp("/");
    const card = await screen.findByRole("region", { name: "Trending" });
    expect(within(card).getByLabelText("Loading trending tags")).toHaveAttribute(
      "aria-busy",
      "true",
    );
    open();
    expect(await within(card).findByText("No tags trending today.")).toBeInTheDocument();
    expect(within(card).getByText("You don't follow any tags yet.")).toBeInTheDocument();
    await waitFor(() =>
      expect(within(card).queryByLabelText("Loading trending tags")).not.toBeInTheDocument(),
    );
  });
});
