// Your network in the client: the 'People you may know' card beside members' feed and /network, the
// feed's Top / Recent switch, and the search screen's People tab with its filters.
import { screen, waitFor, within } from "@testing-library/react";
import type { ConnectionDegree } from "../../client/src/gql/types";
import { makeViewer } from "./support/fixtures";
import { feedPage, makeFeedItem } from "./support/feed";
import { api, gqlData, graphQLError, meHandler } from "./support/graphql";
import { renderLiveApp } from "./support/live";
import { renderApp } from "./support/render";
import { server } from "./support/server";

let counter = 0;

interface SuggestionFixture {
  __typename: "Suggestion";
  mutualConnectionCount: number;
  reasons: string[];
  profile: {
    __typename: "Profile";
    id: string;
    username: string;
    fullName: string | null;
    title: string | null;
    company: string | null;
    avatarUrl: string | null;
    avatarThumbnailUrl: string | null;
    degree: ConnectionDegree | null;
  };
}

function makeSuggestion(
  profile: Partial<SuggestionFixture["profile"]> = {},
  reasons = ["2 mutual connections", "Also at Acme"],
  mutualConnectionCount = 2,
): SuggestionFixture {
  counter += 1;
  return {
    __typename: "Suggestion",
    mutualConnectionCount,
    reasons,
    profile: {
      __typename: "Profile",
      id: `60000000-0000-4000-8000-${String(counter).padStart(12, "0")}`,
      username: `suggested${counter}`,
      fullName: `Suggested Person${counter}`,
      title: null,
      company: null,
      avatarUrl: null,
      avatarThumbnailUrl: null,
      degree: "SECOND",
      ...profile,
    },
  };
}

function suggestionPage(suggestions: SuggestionFixture[], hasNextPage = false) {
  return {
    __typename: "SuggestionConnection",
    edges: suggestions.map((node) => ({
      __typename: "SuggestionEdge",
      cursor: `cursor-${node.profile.id}`,
      node,
    })),
    pageInfo: {
      __typename: "PageInfo",
      hasNextPage,
      endCursor: suggestions.length
        ? `cursor-${suggestions[suggestions.length - 1].profile.id}`
        : null,
    },
  };
}

/** `peopleYouMayKnow` answered by `answer`; returns the requests' variables. */
function suggestionsHandler(
  answer: (request: { first: number; after: string | null }) => ReturnType<typeof gqlData>,
) {
  const requests: { first: number; after: string | null }[] = [];
  server.use(
    api.query("PeopleYouMayKnow", ({ variables }) => {
      const request = {
        first: variables.first as number,
        after: (variables.after as string | null | undefined) ?? null,
      };
      requests.push(request);
      return answer(request);
    }),
  );
  return requests;
}

/** A promise the test settles when it wants the server to answer. */
function gate() {
  let open = () => undefined as void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

function findToast(title: string) {
  return screen.findByRole("status", { name: title });
}

async function findCard() {
  const heading = await screen.findByRole("heading", { name: "People you may know" });
  return heading.closest("section") as HTMLElement;
}

describe("the 'People you may know' card beside the feed", () => {
  it("shows each person with name, headline, degree and first reason; Connect takes them off at once and says 'Friend request sent'", async () => {
    const ana = makeSuggestion(
      { fullName: "Ana Lee", title: "Engineer", company: "Acme" },
      ["3 mutual connections", "Also at Acme"],
      3,
    );
    const ben = makeSuggestion({ fullName: "Ben Ortiz", degree: "THIRD_PLUS" }, [
      "Member of Rust Developers",
    ]);
    const cleo = makeSuggestion({ fullName: "Cleo Park" }, ["Also studied at TU Berlin"]);
    const requests = suggestionsHandler(() =>
      gqlData({ peopleYouMayKnow: suggestionPage([ana, ben, cleo]) }),
    );
    const answer = gate();
    const connected: unknown[] = [];
    server.use(
      meHandler(makeViewer()),
      api.mutation("ConnectWithSuggestion", async ({ variables }) => {
        connected.push(variables);
        await answer.opened;
        return gqlData({
          sendFriendRequest: {
            __typename: "Profile",
            id: ana.profile.id,
            connectionStatus: "FRIEND_REQUESTED",
            hasIncomingFriendRequest: false,
          },
        });
      }),
    );
    const { user } = renderApp("/");

    const card = await findCard();
    const list = await within(card).findByRole("list", { name: "People you may know" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows.map((row) => within(row).getAllByRole("link")[0].textContent)).toEqual([
      "Ana Lee",
      "Ben Ortiz",
      "Cleo Park",
    ]);
    expect(within(rows[0]).getByRole("link", { name: "Ana Lee" })).toHaveAttribute(
      "href",
      `/profile/${ana.profile.id}`,
    );
    expect(within(rows[0]).getByText("Engineer at Acme")).toBeInTheDocument();
    expect(within(rows[0]).getByText("2nd-degree connection")).toBeInTheDocument();
    // The card gives the first reason only.
    expect(within(rows[0]).getByText("3 mutual connections")).toBeInTheDocument();
    expect(within(rows[0]).queryByText(/Also at Acme/)).not.toBeInTheDocument();
    expect(within(rows[1]).getByText("3rd+ degree connection")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "See all" })).toHaveAttribute("href", "/network");
    expect(requests[0]).toEqual({ first: 5, after: null });

    await user.click(within(card).getByRole("button", { name: "Connect with Ana Lee" }));

    // Gone before the server has answered.
    await waitFor(() =>
      expect(within(card).queryByRole("link", { name: "Ana Lee" })).not.toBeInTheDocument(),
    );
    expect(within(card).getByRole("link", { name: "Ben Ortiz" })).toBeInTheDocument();
    expect(connected).toEqual([{ userId: ana.profile.id }]);

    answer.open();
    expect(await findToast("Friend request sent")).toBeInTheDocument();
    expect(within(card).queryByRole("link", { name: "Ana Lee" })).not.toBeInTheDocument();
  });

  it("puts a person back and says why when the friend request fails", async () => {
    const ana = makeSuggestion({ fullName: "Ana Lee" });
    suggestionsHandler(() => gqlData({ peopleYouMayKnow: suggestionPage([ana]) }));
    server.use(
      meHandler(makeViewer()),
      api.mutation("ConnectWithSuggestion", () =>
        graphQLError("You have blocked this member.", "FORBIDDEN"),
      ),
    );
    const { user } = renderApp("/");

    const card = await findCard();
    await user.click(await within(card).findByRole("button", { name: "Connect with Ana Lee" }));

    expect(await findToast("Error")).toHaveTextContent("You have blocked this member.");
    expect(await within(card).findByRole("link", { name: "Ana Lee" })).toBeInTheDocument();
  });

  it("takes a dismissed person off at once and tells the server not to suggest them again", async () => {
    const ana = makeSuggestion({ fullName: "Ana Lee" });
    const ben = makeSuggestion({ fullName: "Ben Ortiz" });
    suggestionsHandler(() => gqlData({ peopleYouMayKnow: suggestionPage([ana, ben]) }));
    const answer = gate();
    const dismissed: unknown[] = [];
    server.use(
      meHandler(makeViewer()),
      api.mutation("DismissSuggestion", async ({ variables }) => {
        dismissed.push(variables);
        await answer.opened;
        return gqlData({ dismissSuggestion: true });
      }),
    );
    const { user } = renderApp("/");

    const card = await findCard();
    await user.click(await within(card).findByRole("button", { name: "Dismiss Ben Ortiz" }));

    await waitFor(() =>
      expect(within(card).queryByRole("link", { name: "Ben Ortiz" })).not.toBeInTheDocument(),
    );
    expect(within(card).getByRole("link", { name: "Ana Lee" })).toBeInTheDocument();
    expect(dismissed).toEqual([{ memberId: ben.profile.id }]);
    answer.open();
    await waitFor(() => expect(dismissed).toHaveLength(1));
    expect(within(card).queryByRole("link", { name: "Ben Ortiz" })).not.toBeInTheDocument();
  });

  it("fills up with the next best once fewer than 3 are left and the server has the dismissal", async () => {
    const [ana, ben, cleo, dan] = ["Ana Lee", "Ben Ortiz", "Cleo Park", "Dan Wu"].map((fullName) =>
      makeSuggestion({ fullName }),
    );
    let dismissedBen = false;
    const requests = suggestionsHandler(() =>
      gqlData({
        peopleYouMayKnow: dismissedBen
          ? suggestionPage([ana, cleo, dan])
          : suggestionPage([ana, ben, cleo], true),
      }),
    );
    server.use(
      meHandler(makeViewer()),
      api.mutation("DismissSuggestion", () => {
        dismissedBen = true;
        return gqlData({ dismissSuggestion: true });
      }),
    );
    const { user } = renderApp("/");

    const card = await findCard();
    await user.click(await within(card).findByRole("button", { name: "Dismiss Ben Ortiz" }));

    expect(await within(card).findByRole("link", { name: "Dan Wu" })).toBeInTheDocument();
    expect(
      within(within(card).getByRole("list"))
        .getAllByRole("listitem")
        .map((row) => within(row).getAllByRole("link")[0].textContent),
    ).toEqual(["Ana Lee", "Cleo Park", "Dan Wu"]);
    expect(requests).toHaveLength(2);
  });

  it("says 'No suggestions right now.' when there is nobody to suggest", async () => {
    suggestionsHandler(() => gqlData({ peopleYouMayKnow: suggestionPage([]) }));
    server.use(meHandler(makeViewer()));
    renderApp("/");

    const card = await findCard();
    expect(await within(card).findByText("No suggestions right now.")).toBeInTheDocument();
    expect(within(card).queryByRole("list")).not.toBeInTheDocument();
  });

  it("shows an error with 'Retry', which loads the suggestions", async () => {
    const ana = makeSuggestion({ fullName: "Ana Lee" });
    let calls = 0;
    suggestionsHandler(() => {
      calls += 1;
      return calls === 1
        ? graphQLError("Something broke", "INTERNAL_SERVER_ERROR")
        : gqlData({ peopleYouMayKnow: suggestionPage([ana]) });
    });
    server.use(meHandler(makeViewer()));
    const { user } = renderApp("/");

    const card = await findCard();
    const alert = await within(card).findByRole("alert");
    expect(alert).toHaveTextContent("Failed to load suggestions.");

    await user.click(within(alert).getByRole("button", { name: "Retry" }));

    expect(await within(card).findByRole("link", { name: "Ana Lee" })).toBeInTheDocument();
    expect(within(card).queryByRole("alert")).not.toBeInTheDocument();
  });

  it("is not shown to visitors", async () => {
    const requests = suggestionsHandler(() =>
      gqlData({ peopleYouMayKnow: suggestionPage([makeSuggestion()]) }),
    );
    server.use(meHandler(null));
    renderApp("/");

    expect(await screen.findByRole("heading", { name: "Latest on Agora" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "People you may know" })).not.toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});

describe("/network", () => {
  it("is for members: a visitor is sent to sign in", async () => {
    const requests = suggestionsHandler(() => gqlData({ peopleYouMayKnow: suggestionPage([]) }));
    server.use(meHandler(null));
    renderApp("/network");

    expect(await screen.findByRole("tab", { name: "Login" })).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/auth$/);
    expect(requests).toEqual([]);
  });

  it("is in members' sidebar as 'My network', and 'See all' on the card leads there", async () => {
    const ana = makeSuggestion({ fullName: "Ana Lee" });
    suggestionsHandler(() => gqlData({ peopleYouMayKnow: suggestionPage([ana]) }));
    server.use(meHandler(makeViewer()));
    const { user } = renderApp("/");

    const nav = await screen.findByRole("navigation", { name: "Main navigation" });
    expect(within(nav).getByRole("link", { name: "My network" })).toHaveAttribute(
      "href",
      "/network",
    );
    await user.click(within(await findCard()).getByRole("link", { name: "See all" }));

    expect(await screen.findByRole("heading", { name: "My network", level: 1 })).toBeVisible();
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/network$/);
    expect(within(nav).getByRole("link", { name: "My network" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  it("lists every suggestion with all its reasons and the mutual count, page by page", async () => {
    const ana = makeSuggestion(
      { fullName: "Ana Lee", title: "Engineer", company: "Acme" },
      ["3 mutual connections", "Also at Acme"],
      3,
    );
    const ben = makeSuggestion({ fullName: "Ben Ortiz" }, ["Member of Rust Developers"], 1);
    const cleo = makeSuggestion({ fullName: "Cleo Park" }, ["Also studied at TU Berlin"], 0);
    const requests = suggestionsHandler(({ after }) =>
      gqlData({
        peopleYouMayKnow: after ? suggestionPage([cleo]) : suggestionPage([ana, ben], true),
      }),
    );
    server.use(meHandler(makeViewer()));
    const { user } = renderApp("/network");

    expect(await screen.findByRole("heading", { name: "My network", level: 1 })).toBeVisible();
    const list = await screen.findByRole("list", { name: "People you may know" });
    const [first, second] = within(list).getAllByRole("listitem");
    expect(within(first).getByText("3 mutual connections · Also at Acme")).toBeInTheDocument();
    // The count is said once: in the reasons when they say it, by itself otherwise.
    expect(within(first).getAllByText(/mutual connection/)).toHaveLength(1);
    expect(within(second).getByText("Member of Rust Developers")).toBeInTheDocument();
    expect(within(second).getByText("1 mutual connection")).toBeInTheDocument();
    expect(within(first).getByRole("button", { name: "Connect with Ana Lee" })).toBeInTheDocument();
    expect(within(first).getByRole("button", { name: "Dismiss Ana Lee" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Load more" }));

    expect(await within(list).findByRole("link", { name: "Cleo Park" })).toBeInTheDocument();
    expect(within(list).getAllByRole("listitem")).toHaveLength(3);
    expect(requests.map((request) => request.after)).toEqual([null, `cursor-${ben.profile.id}`]);
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  it("says 'No suggestions right now.' when there is nobody to suggest", async () => {
    suggestionsHandler(() => gqlData({ peopleYouMayKnow: suggestionPage([]) }));
    server.use(meHandler(makeViewer()));
    renderApp("/network");

    expect(
      await screen.findByRole("heading", { name: "No suggestions right now." }),
    ).toBeInTheDocument();
  });

  it("shows 'Failed to load suggestions.' with 'Try again'", async () => {
    const ana = makeSuggestion({ fullName: "Ana Lee" });
    let calls = 0;
    suggestionsHandler(() => {
      calls += 1;
      return calls === 1
        ? graphQLError("Something broke", "INTERNAL_SERVER_ERROR")
        : gqlData({ peopleYouMayKnow: suggestionPage([ana]) });
    });
    server.use(meHandler(makeViewer()));
    const { user } = renderApp("/network");

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to load suggestions.");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));

    expect(await screen.findByRole("link", { name: "Ana Lee" })).toBeInTheDocument();
  });
});

describe("the 'People you may know' card below 1280 px", () => {
  const wideMatchMedia = window.matchMedia;

  /** A viewport narrower than Chakra's xl (1280 px): a phone's, so the mobile query matches too. */
  function useNarrowViewport() {
    window.matchMedia = (query: string) =>
      ({
        matches: query.includes("max-width: 1279") || query.includes("max-width: 767"),
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }

  afterEach(() => {
    window.matchMedia = wideMatchMedia;
  });

  function follows(later: HTMLElement, earlier: HTMLElement): boolean {
    return Boolean(earlier.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING);
  }

  it("comes after the heading and the filter tabs, above the feed, as a strip of small cards with the first reason", async () => {
    useNarrowViewport();
    const ana = makeSuggestion(
      { fullName: "Ana Lee", title: "Engineer", company: "Acme" },
      ["3 mutual connections", "Also at Acme"],
      3,
    );
    const ben = makeSuggestion({ fullName: "Ben Ortiz", degree: "THIRD_PLUS" }, [
      "Member of Rust Developers",
    ]);
    const answer = gate();
    suggestionsHandler(() => gqlData({ peopleYouMayKnow: suggestionPage([ana, ben]) }));
    server.use(
      meHandler(makeViewer()),
      api.query("Feed", () =>
        gqlData({ feed: feedPage([makeFeedItem({ title: "First in the feed" })]) }),
      ),
      api.mutation("ConnectWithSuggestion", async () => {
        await answer.opened;
        return gqlData({
          sendFriendRequest: {
            __typename: "Profile",
            id: ana.profile.id,
            connectionStatus: "FRIEND_REQUESTED",
            hasIncomingFriendRequest: false,
          },
        });
      }),
    );
    const { user } = renderApp("/");

    const card = await findCard();
    const list = await within(card).findByRole("list", { name: "People you may know" });
    const feed = await screen.findByRole("list", { name: "Feed" });
    expect(follows(card, screen.getByRole("heading", { name: "News Feed", level: 1 }))).toBe(true);
    expect(follows(card, screen.getByRole("tablist", { name: "Filter the feed" }))).toBe(true);
    expect(follows(feed, card)).toBe(true);
    expect(screen.getByRole("complementary", { name: "Suggestions" })).toContainElement(card);

    const tiles = within(list).getAllByRole("listitem");
    expect(tiles.map((tile) => within(tile).getAllByRole("link")[0].textContent)).toEqual([
      "Ana Lee",
      "Ben Ortiz",
    ]);
    expect(within(tiles[0]).getByText("2nd-degree connection")).toBeInTheDocument();
    expect(within(tiles[0]).getByText("3 mutual connections")).toBeInTheDocument();
    expect(within(tiles[0]).queryByText(/Also at Acme/)).not.toBeInTheDocument();
    expect(within(tiles[1]).getByText("3rd+ degree connection")).toBeInTheDocument();
    expect(within(tiles[1]).getByRole("button", { name: "Dismiss Ben Ortiz" })).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "See all" })).toHaveAttribute("href", "/network");

    await user.click(within(tiles[0]).getByRole("button", { name: "Connect with Ana Lee" }));

    await waitFor(() =>
      expect(within(card).queryByRole("link", { name: "Ana Lee" })).not.toBeInTheDocument(),
    );
    answer.open();
    expect(await findToast("Friend request sent")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Ben Ortiz" })).toBeInTheDocument();
  });

  it("shows its loading, empty and error states there too", async () => {
    useNarrowViewport();
    const answer = gate();
    let calls = 0;
    server.use(
      meHandler(makeViewer()),
      api.query("PeopleYouMayKnow", async () => {
        calls += 1;
        if (calls > 1) return gqlData({ peopleYouMayKnow: suggestionPage([]) });
        await answer.opened;
        return graphQLError("Something broke", "INTERNAL_SERVER_ERROR");
      }),
    );
    const { user } = renderApp("/");

    const card = await findCard();
    expect(within(card).getByLabelText("Loading suggestions")).toHaveAttribute("aria-busy", "true");

    answer.open();
    const alert = await within(card).findByRole("alert");
    expect(alert).toHaveTextContent("Failed to load suggestions.");
    await user.click(within(alert).getByRole("button", { name: "Retry" }));

    expect(await within(card).findByText("No suggestions right now.")).toBeInTheDocument();
    expect(within(card).queryByRole("list")).not.toBeInTheDocument();
  });
});

describe("the feed's Top / Recent switch", () => {
  /** `feed` answered with one item per order; returns the orders asked for. */
  function feedByOrder() {
    const top = makeFeedItem({ title: "Ranked first", reason: "Ana Lee is a connection" });
    const recent = makeFeedItem({ title: "Newest first" });
    const orders: (string | null)[] = [];
    server.use(
      api.query("Feed", ({ variables }) => {
        const order = (variables.order as string | null | undefined) ?? null;
        orders.push(order);
        return gqlData({ feed: feedPage(order === "TOP" ? [top] : [recent]) });
      }),
    );
    return orders;
  }

  it("starts members on Top, each item with its reason; Recent is remembered for that member only", async () => {
    server.use(meHandler(makeViewer()));
    const orders = feedByOrder();
    const first = renderApp("/");

    const feed = await screen.findByRole("list", { name: "Feed" });
    const card = await within(feed).findByRole("article");
    expect(within(card).getByText("Ana Lee is a connection")).toBeInTheDocument();
    expect(within(card).getByRole("heading", { name: "Ranked first" })).toBeInTheDocument();
    const order = screen.getByRole("radiogroup", { name: "Order the feed" });
    expect(within(order).getByRole("radio", { name: "Top" })).toBeChecked();
    expect(orders).toEqual(["TOP"]);

    await first.user.click(within(order).getByText("Recent"));

    expect(await screen.findByRole("heading", { name: "Newest first" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Recent" })).toBeChecked();
    expect(screen.queryByText("Ana Lee is a connection")).not.toBeInTheDocument();
    expect(orders).toEqual(["TOP", "RECENT"]);
    first.unmount();

    // The same member, another visit: Recent.
    renderApp("/");
    expect(await screen.findByRole("heading", { name: "Newest first" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Recent" })).toBeChecked();
    expect(orders).toEqual(["TOP", "RECENT", "RECENT"]);
  });

  it("is worked from the keyboard: the arrow keys move between Top and Recent", async () => {
    server.use(meHandler(makeViewer()));
    const orders = feedByOrder();
    const { user } = renderApp("/");

    expect(await screen.findByRole("heading", { name: "Ranked first" })).toBeInTheDocument();
    const top = screen.getByRole("radio", { name: "Top" });
    top.focus();
    await user.keyboard("{ArrowRight}");

    expect(await screen.findByRole("heading", { name: "Newest first" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Recent" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Recent" })).toHaveFocus();

    await user.keyboard("{ArrowLeft}");

    expect(await screen.findByRole("heading", { name: "Ranked first" })).toBeInTheDocument();
    expect(top).toBeChecked();
    expect(orders).toEqual(["TOP", "RECENT", "TOP"]);
  });

  it("puts a live item on top of the Top list too, and shows it once when a later page ranks it again", async () => {
    const ranked = makeFeedItem({ title: "Ranked first", reason: "From Rust Developers" });
    const fresh = makeFeedItem({ title: "Fresh off the press" });
    const later = makeFeedItem({ title: "Ranked lower", reason: "Popular on Agora" });
    server.use(
      meHandler(makeViewer()),
      api.query("Feed", ({ variables }) =>
        gqlData({
          feed: variables.after
            ? feedPage([{ ...fresh, reason: "Ana Lee is a connection" }, later])
            : feedPage([ranked], true),
        }),
      ),
    );
    const { live, user } = renderLiveApp("/");

    const list = await screen.findByRole("list", { name: "Feed" });
    await waitFor(() => expect(live.active("FeedItemAdded")).toBe(true));
    live.emit("FeedItemAdded", { feedItemAdded: fresh });
    await within(list).findByRole("heading", { name: "Fresh off the press" });

    await user.click(screen.getByRole("button", { name: "Load more" }));

    await within(list).findByRole("heading", { name: "Ranked lower" });
    expect(
      within(list)
        .getAllByRole("article")
        .map((card) => within(card).getByRole("heading").textContent),
    ).toEqual(["Fresh off the press", "Ranked first", "Ranked lower"]);
  });

  it("starts another member on the same browser on Top", async () => {
    const ada = makeViewer({ fullName: "Ada Lovelace" });
    const grace = makeViewer({ fullName: "Grace Hopper" });
    window.localStorage.setItem(`agora.feed-order.${ada.id}`, "RECENT");
    server.use(meHandler(grace));
    const orders = feedByOrder();
    renderApp("/");

    expect(await screen.findByRole("heading", { name: "Ranked first" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Top" })).toBeChecked();
    expect(orders).toEqual(["TOP"]);
  });

  it("gives visitors the newest first, with no switch", async () => {
    server.use(meHandler(null));
    const orders = feedByOrder();
    renderApp("/");

    expect(await screen.findByRole("heading", { name: "Newest first" })).toBeInTheDocument();
    expect(screen.queryByRole("radio", { name: "Top" })).not.toBeInTheDocument();
    expect(orders).toEqual(["RECENT"]);
  });
});

describe("the search screen's People tab", () => {
  interface PeopleRequest {
    search: string | null;
    degree: string[] | null;
    company: string | null;
    location: string | null;
  }

  function peopleHandler() {
    counter += 1;
    const person = {
      __typename: "Profile",
      id: `61000000-0000-4000-8000-${String(counter).padStart(12, "0")}`,
      username: "analee",
      fullName: "Ana Lee",
      title: "Engineer",
      company: "Acme",
      location: "Berlin",
      avatarUrl: null,
      avatarThumbnailUrl: null,
      degree: "FIRST",
      mutualConnectionCount: 4,
    };
    const requests: PeopleRequest[] = [];
    server.use(
      api.query("People", ({ variables }) => {
        requests.push({
          search: (variables.search as string | null | undefined) ?? null,
          degree: (variables.degree as string[] | null | undefined) ?? null,
          company: (variables.company as string | null | undefined) ?? null,
          location: (variables.location as string | null | undefined) ?? null,
        });
        return gqlData({
          people: {
            __typename: "ProfileConnection",
            edges: [{ __typename: "ProfileEdge", cursor: "p:0", node: person }],
            pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: "p:0" },
          },
        });
      }),
    );
    return requests;
  }

  it("sends the filters in the address to the query, and keeps the filters chosen in the address", async () => {
    server.use(meHandler(makeViewer()));
    const requests = peopleHandler();
    const { user } = renderApp("/?search=ana&tab=people&degree=FIRST&company=Acme");

    const results = await screen.findByRole("list", { name: "People" });
    const [row] = within(results).getAllByRole("listitem");
    expect(within(row).getByRole("link", { name: "Ana Lee" })).toBeInTheDocument();
    expect(within(row).getByText("Engineer at Acme · Berlin")).toBeInTheDocument();
    expect(within(row).getByText("1st-degree connection")).toBeInTheDocument();
    expect(within(row).getByText("4 mutual connections")).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "People" })).toHaveAttribute("aria-selected", "true");
    expect(requests[0]).toEqual({
      search: "ana",
      degree: ["FIRST"],
      company: "Acme",
      location: null,
    });
    expect(screen.getByRole("checkbox", { name: "1st" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "2nd" })).not.toBeChecked();
    expect(screen.getByRole("textbox", { name: "Company" })).toHaveValue("Acme");

    await user.click(screen.getByText("2nd"));
    await waitFor(() =>
      expect(requests.at(-1)).toEqual({
        search: "ana",
        degree: ["FIRST", "SECOND"],
        company: "Acme",
        location: null,
      }),
    );

    await user.type(screen.getByRole("textbox", { name: "Location" }), "Berlin");
    await waitFor(() =>
      expect(requests.at(-1)).toEqual({
        search: "ana",
        degree: ["FIRST", "SECOND"],
        company: "Acme",
        location: "Berlin",
      }),
    );
    // Typing asks once the typing stops, not once a letter.
    expect(requests.filter((request) => request.location !== null)).toHaveLength(1);
    await waitFor(() =>
      expect(screen.getByTestId("location")).toHaveTextContent(
        "/?search=ana&tab=people&company=Acme&degree=FIRST&degree=SECOND&location=Berlin",
      ),
    );
  });

  it("keeps every kind of result on the All tab, and leaves the filters behind", async () => {
    server.use(meHandler(makeViewer()));
    const requests = peopleHandler();
    const { user } = renderApp("/?search=ana");

    expect(await screen.findByRole("heading", { name: "No results found" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "All" })).toHaveAttribute("aria-selected", "true");
    expect(requests).toEqual([]);

    await user.click(screen.getByRole("tab", { name: "People" }));
    expect(await screen.findByRole("list", { name: "People" })).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent("/?search=ana&tab=people");
    expect(requests).toEqual([{ search: "ana", degree: null, company: null, location: null }]);

    await user.click(screen.getByRole("tab", { name: "All" }));
    expect(await screen.findByRole("heading", { name: "No results found" })).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/\?search=ana$/);
  });

  it("is not offered to visitors", async () => {
    server.use(meHandler(null));
    const requests = peopleHandler();
    renderApp("/?search=ana&tab=people");

    expect(await screen.findByRole("heading", { name: "No results found" })).toBeInTheDocument();
    expect(screen.queryByRole("tab", { name: "People" })).not.toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});
