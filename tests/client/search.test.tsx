// Search results at /?search=: ranked hits with the query's words marked, for members and visitors.
import { screen, waitFor, within } from "@testing-library/react";
import { makeViewer } from "./support/fixtures";
import { api, gqlData, graphQLError, meHandler } from "./support/graphql";
import { renderApp } from "./support/render";
import { server } from "./support/server";

let counter = 0;

function profileHit(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    __typename: "Profile" as const,
    id: `50000000-0000-4000-8000-${String(counter).padStart(12, "0")}`,
    username: `person${counter}`,
    fullName: `Person Number${counter}`,
    // The query aliases Profile.title (content hits have a non-null `title`).
    jobTitle: null,
    company: null,
    avatarUrl: null,
    avatarThumbnailUrl: null,
    degree: null,
    ...overrides,
  };
}

function articleHit(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    __typename: "Article" as const,
    id: `51000000-0000-4000-8000-${String(counter).padStart(12, "0")}`,
    title: `Article number ${counter}`,
    excerpt: "An excerpt.",
    category: null,
    ...overrides,
  };
}

type Hit = ReturnType<typeof profileHit> | ReturnType<typeof articleHit>;

function searchPage(hits: Hit[], hasNextPage = false, offset = 0) {
  return {
    __typename: "SearchConnection",
    edges: hits.map((node, index) => ({
      __typename: "SearchEdge",
      cursor: `o:${offset + index}`,
      rank: 1 - (offset + index) / 100,
      node,
    })),
    pageInfo: {
      __typename: "PageInfo",
      hasNextPage,
      endCursor: hits.length ? `o:${offset + hits.length - 1}` : null,
    },
  };
}

/** `search` answered by `answer`; returns the requests it received. */
function searchHandler(answer: (request: { query: string; after: string | null }) => unknown) {
  const requests: { query: string; first: number; after: string | null }[] = [];
  server.use(
    api.query("Search", ({ variables }) => {
      const request = {
        query: variables.query as string,
        first: variables.first as number,
        after: (variables.after as string | null | undefined) ?? null,
      };
      requests.push(request);
      return gqlData({ search: answer(request) } as never);
    }),
  );
  return requests;
}

/** The top bar's search box (hidden on phones by a media query, so found by its placeholder). */
function searchBox() {
  return within(screen.getByRole("banner")).getByPlaceholderText(
    "Search opportunities, investors, or groups...",
  );
}

function results() {
  return screen.findByRole("list", { name: "Search results" });
}

describe("search results, for a member", () => {
  it("lists ranked members with their words marked, links to profiles, and goes back to the feed", async () => {
    const ada = profileHit({
      fullName: "Ada Lovelace",
      username: "ada_l",
      jobTitle: "Analyst",
      company: "Analytical Engines",
    });
    const other = profileHit({ fullName: "Adam Smith", username: "adam" });
    server.use(meHandler(makeViewer()));
    const requests = searchHandler(() => searchPage([ada, other]));
    const { user } = renderApp("/?search=ada%20lovelace");

    expect(
      await screen.findByRole("heading", { name: 'Search results for "ada lovelace"' }),
    ).toBeInTheDocument();
    const list = await results();
    const links = within(list).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Ada Lovelace", `/profile/${ada.id}`],
      ["Adam Smith", `/profile/${other.id}`],
    ]);
    const [first] = within(list).getAllByRole("listitem");
    expect(within(first).getByText(/^@/)).toHaveTextContent("@ada_l");
    expect(within(first).getByText(/^Analyst at/)).toHaveTextContent(
      "Analyst at Analytical Engines",
    );
    // Each query word, in any case, wrapped in <mark>.
    expect(
      within(first)
        .getAllByText((_, element) => element?.tagName === "MARK")
        .map((mark) => mark.textContent),
    ).toEqual(["Ada", "Lovelace", "ada"]);
    expect(requests[0]).toEqual({ query: "ada lovelace", first: 10, after: null });

    // The top bar's search box shows the term being searched.
    expect(searchBox()).toHaveValue("ada lovelace");

    await user.click(screen.getByRole("button", { name: "Back to Feed" }));
    expect(await screen.findByRole("heading", { name: "News Feed" })).toBeInTheDocument();
    expect(searchBox()).toHaveValue("");
  });

  it("says 'No results found' and 'Try adjusting your search terms' when nothing matches", async () => {
    server.use(meHandler(makeViewer()));
    searchHandler(() => searchPage([]));
    renderApp("/?search=zzzz");

    expect(await screen.findByRole("heading", { name: "No results found" })).toBeInTheDocument();
    expect(screen.getByText("Try adjusting your search terms")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Back to Feed" })).toBeInTheDocument();
  });

  it("shows names as text, never as markup", async () => {
    const sneaky = profileHit({ fullName: '<img src=x onerror="alert(1)"> Ada' });
    server.use(meHandler(makeViewer()));
    searchHandler(() => searchPage([sneaky]));
    renderApp("/?search=ada");

    const list = await results();
    expect(within(list).getByRole("link")).toHaveTextContent('<img src=x onerror="alert(1)"> Ada');
    expect(list.querySelector("img")).toBeNull();
  });

  it("loads more results when there are more", async () => {
    const firstPage = [profileHit({ fullName: "Grace Hopper" })];
    const secondPage = [profileHit({ fullName: "Grace Kelly" })];
    server.use(meHandler(makeViewer()));
    const requests = searchHandler(({ after }) =>
      after ? searchPage(secondPage, false, 1) : searchPage(firstPage, true),
    );
    const { user } = renderApp("/?search=grace");

    const list = await results();
    await user.click(screen.getByRole("button", { name: "Load more" }));

    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole("link")
          .map((link) => link.textContent),
      ).toEqual(["Grace Hopper", "Grace Kelly"]),
    );
    expect(requests[1]).toEqual({ query: "grace", first: 10, after: "o:0" });
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  it("shows an error with a retry when the search fails", async () => {
    let failing = true;
    server.use(
      meHandler(makeViewer()),
      api.query("Search", () =>
        failing
          ? graphQLError("Unexpected error.", "INTERNAL_SERVER_ERROR")
          : gqlData({ search: searchPage([profileHit({ fullName: "Found Eventually" })]) }),
      ),
    );
    const { user } = renderApp("/?search=found");

    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Failed to load search results")).toBeInTheDocument();
    failing = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));

    expect(within(await results()).getByRole("link", { name: "Found Eventually" })).toBeVisible();
  });
});

describe("search results, for a visitor", () => {
  it("shows results at /?search=, not the landing page; an article links to /articles/{id}", async () => {
    const article = articleHit({
      title: "Seed rounds explained",
      excerpt: "How a seed round works.",
    });
    server.use(meHandler(null));
    searchHandler(() => searchPage([article]));
    renderApp("/?search=seed");

    expect(
      await screen.findByRole("heading", { name: 'Search results for "seed"' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Welcome to Agora" })).not.toBeInTheDocument();
    const list = await results();
    expect(within(list).getByRole("link", { name: "Seed rounds explained" })).toHaveAttribute(
      "href",
      `/articles/${article.id}`,
    );
    expect(within(list).getByText("Article")).toBeInTheDocument();
  });

  it("offers to sign in when a visitor finds nothing", async () => {
    server.use(meHandler(null));
    searchHandler(() => searchPage([]));
    renderApp("/?search=ada");

    expect(await screen.findByRole("heading", { name: "No results found" })).toBeInTheDocument();
    expect(screen.getByText("Try adjusting your search terms")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign in to find members too" })).toHaveAttribute(
      "href",
      "/auth",
    );
  });
});
