// The business pages area: the directory (/business) with its search, category filter, loading and
// empty states, and a page (/business/{id}) with follow, Message, the owner's Edit Page and the
// Reviews tab, with msw answering GraphQL as the server would.
import { File as NodeFile } from "node:buffer";
import { screen, waitFor, within } from "@testing-library/react";
import { delay, HttpResponse, type GraphQLQuery, type GraphQLResponseBody } from "msw";
import {
  businessConnection,
  businessPageHandlers,
  makeBusinessPage,
  makePagePost,
  makeReview,
  makeReviewAuthor,
  type BusinessPageFixture,
} from "./support/business";
import { makeViewer } from "./support/fixtures";
import { api, gqlData, meHandler } from "./support/graphql";
import { renderApp } from "./support/render";
import { server } from "./support/server";

/** The one toast on screen (the app shows at most one). */
const findToast = (title: string | RegExp) => screen.findByRole("status", { name: title });
const location = () => screen.getByTestId("location");

interface DirectoryRequest {
  search?: string | null;
  category?: string | null;
  first?: number;
}

/** `businessPages` answered by `list`, recording each request's variables. */
function directoryHandler(list: (request: DirectoryRequest) => BusinessPageFixture[]) {
  const requests: DirectoryRequest[] = [];
  const handler = api.query("BusinessPages", ({ variables }) => {
    requests.push(variables as DirectoryRequest);
    return gqlData({
      businessPages: businessConnection("BusinessPage", list(variables as DirectoryRequest)),
    });
  });
  return { handler, requests };
}

describe("/business", () => {
  it("shows the pages as cards with their category, followers and rating", async () => {
    const cafe = makeBusinessPage({
      name: "Corner Cafe",
      category: "RESTAURANT",
      followerCount: 1,
      averageRating: 4.5,
      reviewCount: 2,
      isVerified: true,
    });
    const shop = makeBusinessPage({ name: "Bike Shop", category: "RETAIL", followerCount: 3 });
    const { handler } = directoryHandler(() => [cafe, shop]);
    server.use(meHandler(makeViewer()), handler);
    renderApp("/business");

    expect(
      await screen.findByRole("heading", { name: "Business Pages", level: 1 }),
    ).toBeInTheDocument();
    const cards = within(await screen.findByRole("list", { name: "Business pages" })).getAllByRole(
      "listitem",
    );
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByText("Restaurant")).toBeInTheDocument();
    expect(within(cards[0]).getByText("1 follower")).toBeInTheDocument();
    expect(within(cards[0]).getByText("4.5 ★ (2 reviews)")).toBeInTheDocument();
    expect(within(cards[0]).getByRole("img", { name: "Verified" })).toBeInTheDocument();
    expect(within(cards[0]).getByRole("link", { name: "View Page" })).toHaveAttribute(
      "href",
      `/business/${cafe.id}`,
    );
    expect(within(cards[1]).getByText("3 followers")).toBeInTheDocument();
    expect(within(cards[1]).getByText("No reviews yet")).toBeInTheDocument();
  });

  it("sends what is typed in the search box as the search, once typing pauses", async () => {
    const cafe = makeBusinessPage({ name: "Corner Cafe" });
    const shop = makeBusinessPage({ name: "Bike Shop" });
    const { handler, requests } = directoryHandler(({ search }) =>
      [cafe, shop].filter((page) => !search || page.name.toLowerCase().includes(search)),
    );
    server.use(meHandler(makeViewer()), handler);
    const { user } = renderApp("/business");

    expect(await screen.findByRole("heading", { name: "Bike Shop", level: 3 })).toBeInTheDocument();
    await user.type(screen.getByRole("searchbox", { name: "Search business pages..." }), "cafe");
    await waitFor(() =>
      expect(
        screen.queryByRole("heading", { name: "Bike Shop", level: 3 }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.getByRole("heading", { name: "Corner Cafe", level: 3 })).toBeInTheDocument();
    expect(requests.map((request) => request.search ?? null)).toEqual([null, "cafe"]);
  });

  it("sends the chosen category and says so when nothing matches, without a create button", async () => {
    const cafe = makeBusinessPage({ name: "Corner Cafe", category: "RESTAURANT" });
    const { handler, requests } = directoryHandler(({ category }) =>
      [cafe].filter((page) => !category || page.category === category),
    );
    server.use(meHandler(makeViewer()), handler);
    const { user } = renderApp("/business");

    await screen.findByRole("heading", { name: "Corner Cafe", level: 3 });
    await user.selectOptions(screen.getByRole("combobox", { name: "Category" }), "Technology");
    expect(
      await screen.findByText("No business pages found matching your criteria."),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: "Create the first business page" }),
    ).not.toBeInTheDocument();
    expect(requests.at(-1)).toMatchObject({ category: "TECHNOLOGY", search: null });

    await user.selectOptions(screen.getByRole("combobox", { name: "Category" }), "All");
    expect(
      await screen.findByRole("heading", { name: "Corner Cafe", level: 3 }),
    ).toBeInTheDocument();
    expect(requests.at(-1)).toMatchObject({ category: null });
  });

  it("shows six skeleton cards while the pages load", async () => {
    server.use(
      meHandler(makeViewer()),
      api.query("BusinessPages", async () => {
        await delay("infinite");
        return gqlData({ businessPages: businessConnection("BusinessPage", []) });
      }),
    );
    renderApp("/business");
    expect(await screen.findByLabelText("Loading business pages")).toBeInTheDocument();
    expect(screen.getAllByTestId("page-skeleton")).toHaveLength(6);
  });

  it("offers 'Create the first business page' when there are none, which opens the dialog", async () => {
    const { handler } = directoryHandler(() => []);
    server.use(meHandler(makeViewer()), handler);
    const { user } = renderApp("/business");

    expect(await screen.findByText("No business pages available yet.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Create the first business page" }));
    const dialog = await screen.findByRole("dialog", { name: "Create Business Page" });
    expect(within(dialog).getByLabelText(/Business Name/)).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Create Business Page" })).toBeEnabled();
  });

  it("sends visitors to sign in: the directory is for members", async () => {
    server.use(meHandler(null));
    renderApp("/business");
    await waitFor(() => expect(location()).toHaveTextContent(/^\/auth$/));
  });
});

describe("/business/{id}", () => {
  it("follows and unfollows with the spec's toasts, moving the follower count", async () => {
    const page = makeBusinessPage({ name: "Corner Cafe", followerCount: 2 });
    const { handlers, calls } = businessPageHandlers(page);
    server.use(meHandler(makeViewer()), ...handlers);
    const { user } = renderApp(`/business/${page.id}`);

    expect(await screen.findByRole("heading", { name: "Corner Cafe", level: 1 })).toBeVisible();
    expect(screen.getByText("2 followers")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Follow" }));
    expect(await findToast("Following")).toHaveTextContent("You are now following Corner Cafe");
    expect(await screen.findByText("3 followers")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Following" }));
    expect(await findToast("Unfollowed")).toHaveTextContent(
      "You are no longer following Corner Cafe",
    );
    expect(await screen.findByText("2 followers")).toBeInTheDocument();
    expect(calls).toMatchObject({ follow: 1, unfollow: 1 });
  });

  it("gives super admins Verify page, which sets the badge", async () => {
    const page = makeBusinessPage({
      name: "Corner Cafe",
      isVerified: false,
      viewerCanVerify: true,
    });
    const { handlers } = businessPageHandlers(page);
    const requests: unknown[] = [];
    server.use(
      meHandler(makeViewer({ isSuperAdmin: true })),
      ...handlers,
      api.mutation("SetBusinessPageVerified", ({ variables }) => {
        requests.push(variables);
        return gqlData({
          setBusinessPageVerified: { __typename: "BusinessPage", id: page.id, isVerified: true },
        });
      }),
    );
    const { user } = renderApp(`/business/${page.id}`);

    expect(await screen.findByRole("heading", { name: "Corner Cafe", level: 1 })).toBeVisible();
    expect(screen.queryByRole("img", { name: "Verified" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Verify page" }));
    expect(await findToast("Page verified")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Verified" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Remove verification" })).toBeInTheDocument();
    expect(requests).toEqual([{ id: page.id, verified: true }]);
  });

  it("shows members no verification control", async () => {
    const page = makeBusinessPage({ name: "Corner Cafe" });
    const { handlers } = businessPageHandlers(page);
    server.use(meHandler(makeViewer()), ...handlers);
    renderApp(`/business/${page.id}`);

    expect(await screen.findByRole("button", { name: "Follow" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Verify page" })).not.toBeInTheDocument();
  });

  it("opens /messages with the owner from Message", async () => {
    const page = makeBusinessPage({ name: "Corner Cafe" });
    // The messages screen's own requests stay pending: only where the app went matters here.
    const pending = ["Conversations", "Contacts", "ChatPartner", "Conversation"].map((name) =>
      api.query(name, async () => {
        await delay("infinite");
        return gqlData({});
      }),
    );
    server.use(
      meHandler(makeViewer()),
      ...businessPageHandlers(page).handlers,
      ...pending,
      api.query("Notifications", async () => {
        await delay("infinite");
        return gqlData({});
      }),
    );
    const { user } = renderApp(`/business/${page.id}`);

    await user.click(await screen.findByRole("button", { name: "Message" }));
    expect(await findToast("Opening Messages")).toHaveTextContent(
      "Starting conversation with Corner Cafe",
    );
    await waitFor(() => expect(location()).toHaveTextContent(/^\/messages$/));
  });

  it("asks a visitor to sign in to follow, and shows no review form", async () => {
    const page = makeBusinessPage({ name: "Corner Cafe" });
    const { handlers, calls } = businessPageHandlers(page, { reviews: [makeReview()] });
    server.use(meHandler(null), ...handlers);
    const { user } = renderApp(`/business/${page.id}`);

    await user.click(await screen.findByRole("tab", { name: "Reviews" }));
    expect(await screen.findByRole("list", { name: "Reviews" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Write a review" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Follow" }));
    expect(await findToast("Authentication Required")).toHaveTextContent(
      "Please log in to follow this business page.",
    );
    await waitFor(() => expect(location()).toHaveTextContent(/^\/auth$/));
    expect(calls.follow).toBe(0);
  });

  it("gives the owner Edit Page, which shows 'Saving...' and then saves the changes", async () => {
    const page = makeBusinessPage({ name: "Corner Cafe", viewerIsOwner: true });
    let release: () => void = () => undefined;
    const sent: Record<string, unknown>[] = [];
    server.use(
      meHandler(makeViewer()),
      ...businessPageHandlers(page).handlers,
      api.mutation("UpdateBusinessPage", async ({ variables }) => {
        sent.push(variables.input as Record<string, unknown>);
        await new Promise<void>((resolve) => (release = resolve));
        Object.assign(page, variables.input);
        return gqlData({ updateBusinessPage: { ...page } });
      }),
    );
    const { user } = renderApp(`/business/${page.id}`);

    expect(await screen.findByRole("heading", { name: "Corner Cafe", level: 1 })).toBeVisible();
    // The owner neither follows nor messages their own page.
    expect(screen.queryByRole("button", { name: "Follow" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Message" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Edit Page" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Page" });
    const name = within(dialog).getByLabelText(/Business Name/);
    expect(name).toHaveValue("Corner Cafe");
    await user.clear(name);
    await user.type(name, "Corner Cafe & Bakery");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));

    expect(await within(dialog).findByText("Saving...")).toBeInTheDocument();
    release();
    expect(await findToast("Success")).toHaveTextContent("Business page updated successfully.");
    expect(
      await screen.findByRole("heading", { name: "Corner Cafe & Bakery", level: 1 }),
    ).toBeVisible();
    expect(sent[0]).toMatchObject({ name: "Corner Cafe & Bakery", category: "TECHNOLOGY" });
  });

  it("shows the Reviews tab's average and count and no review form for the owner", async () => {
    const page = makeBusinessPage({
      viewerIsOwner: true,
      averageRating: 4.5,
      reviewCount: 2,
    });
    const reviews = [makeReview({ rating: 5 }), makeReview({ rating: 4, text: "Friendly staff." })];
    server.use(meHandler(makeViewer()), ...businessPageHandlers(page, { reviews }).handlers);
    const { user } = renderApp(`/business/${page.id}`);

    await user.click(await screen.findByRole("tab", { name: "Reviews" }));
    const panel = await screen.findByRole("tabpanel", { name: "Reviews" });
    expect(within(panel).getByText("4.5 ★ (2 reviews)")).toBeInTheDocument();
    const list = await within(panel).findByRole("list", { name: "Reviews" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    expect(within(list).getByText("Friendly staff.")).toBeInTheDocument();
    expect(within(list).getByRole("img", { name: "4 out of 5 stars" })).toBeInTheDocument();
    expect(
      within(panel).queryByRole("heading", { name: "Write a review" }),
    ).not.toBeInTheDocument();
    expect(within(panel).queryByRole("button", { name: "Post Review" })).not.toBeInTheDocument();
  });

  it("posts a member's review, which moves the average and count", async () => {
    const page = makeBusinessPage({ averageRating: 2, reviewCount: 1 });
    const viewer = makeViewer();
    const reviewer = makeReviewAuthor({
      id: viewer.id,
      username: viewer.username,
      fullName: viewer.fullName,
    });
    const { handlers, calls } = businessPageHandlers(page, {
      reviews: [makeReview({ rating: 2 })],
      reviewer,
    });
    server.use(meHandler(viewer), ...handlers);
    const { user } = renderApp(`/business/${page.id}`);

    await user.click(await screen.findByRole("tab", { name: "Reviews" }));
    const panel = await screen.findByRole("tabpanel", { name: "Reviews" });
    expect(await within(panel).findByText("2.0 ★ (1 review)")).toBeInTheDocument();
    const post = within(panel).getByRole("button", { name: "Post Review" });
    // Both a rating and some words are needed.
    expect(post).toBeDisabled();
    await user.click(within(panel).getByRole("radio", { name: "4 stars" }));
    expect(within(panel).getByRole("radio", { name: "4 stars" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await user.type(within(panel).getByRole("textbox", { name: "Your review" }), "Great coffee.");
    await user.click(post);

    expect(await findToast("Thank you")).toHaveTextContent("Your review was posted.");
    expect(await within(panel).findByText("3.0 ★ (2 reviews)")).toBeInTheDocument();
    expect(await within(panel).findByRole("heading", { name: "Your review" })).toBeInTheDocument();
    expect(
      within(within(panel).getByRole("list", { name: "Reviews" })).getByText("Great coffee."),
    ).toBeInTheDocument();
    expect(calls.createReview).toEqual([{ pageId: page.id, rating: 4, text: "Great coffee." }]);
  });

  it("deletes the member's own review after a confirmation", async () => {
    const viewer = makeViewer();
    const reviewer = makeReviewAuthor({ id: viewer.id, username: viewer.username });
    const own = makeReview({
      rating: 3,
      text: "It was fine.",
      author: reviewer,
      viewerCanEdit: true,
      viewerCanDelete: true,
    });
    const page = makeBusinessPage({ averageRating: 3, reviewCount: 1, viewerReview: own });
    const { handlers, calls } = businessPageHandlers(page, { reviews: [own], reviewer });
    server.use(meHandler(viewer), ...handlers);
    const { user } = renderApp(`/business/${page.id}`);

    await user.click(await screen.findByRole("tab", { name: "Reviews" }));
    const panel = await screen.findByRole("tabpanel", { name: "Reviews" });
    expect(await within(panel).findByRole("heading", { name: "Your review" })).toBeInTheDocument();
    expect(within(panel).getByRole("textbox", { name: "Your review" })).toHaveValue("It was fine.");
    await user.click(within(panel).getByRole("button", { name: "Delete Review" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete review" });
    expect(confirm).toHaveTextContent(
      "Are you sure you want to delete your review? This action cannot be undone.",
    );
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));

    expect(await findToast("Review deleted")).toHaveTextContent("Your review was removed.");
    expect(await within(panel).findByText("No reviews yet")).toBeInTheDocument();
    expect(within(panel).getByRole("heading", { name: "Write a review" })).toBeInTheDocument();
    expect(within(panel).queryByText("3.0 ★ (1 review)")).not.toBeInTheDocument();
    expect(calls.deleteReview).toEqual([own.id]);
  });

  it("says 'Business Page Not Found' for an unknown page", async () => {
    server.use(
      meHandler(makeViewer()),
      api.query("BusinessPage", () => gqlData({ businessPage: null })),
    );
    renderApp("/business/80000000-0000-4000-8000-999999999999");
    expect(await screen.findByText("Business Page Not Found")).toBeInTheDocument();
    expect(
      screen.getByText("The business page you're looking for doesn't exist or has been removed."),
    ).toBeInTheDocument();
  });
});

/** The server's answer to an image it refuses by its bytes (with its title, as the server sends it). */
const refusedImage = () =>
  HttpResponse.json<GraphQLResponseBody<GraphQLQuery>>({
    data: null,
    errors: [
      {
        message: "Please select an image file.",
        extensions: { code: "BAD_USER_INPUT", title: "Invalid file type" },
      },
    ],
  } as unknown as GraphQLResponseBody<GraphQLQuery>);

/** Comments of a post, none. */
const noComments = api.query("Comments", () =>
  gqlData({
    comments: {
      __typename: "CommentConnection",
      totalCount: 0,
      edges: [],
      pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: null },
    },
  }),
);

describe("creating a business page with images", () => {
  const { createObjectURL, revokeObjectURL } = URL;
  beforeEach(() => {
    URL.createObjectURL = () => "blob:preview";
    URL.revokeObjectURL = () => undefined;
  });
  afterEach(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
  });

  it("sends the cover with the page: a refused cover creates nothing and its reason stays on screen", async () => {
    const { handler } = directoryHandler(() => []);
    const sent: Record<string, unknown>[] = [];
    let uploads = 0;
    server.use(
      meHandler(makeViewer()),
      handler,
      // As the server does: a cover that is not an image refuses the whole page.
      api.mutation("CreateBusinessPage", ({ variables }) => {
        const input = variables.input as Record<string, unknown>;
        sent.push(input);
        if (input.cover) return refusedImage();
        return gqlData({
          createBusinessPage: makeBusinessPage({ name: String(input.name), viewerIsOwner: true }),
        });
      }),
      api.mutation("UploadBusinessPageCover", () => {
        uploads += 1;
        return refusedImage();
      }),
    );
    const { user } = renderApp("/business");

    await user.click(await screen.findByRole("button", { name: "Create the first business page" }));
    const dialog = await screen.findByRole("dialog", { name: "Create Business Page" });
    await user.type(within(dialog).getByLabelText(/Business Name/), "Cafe");
    await user.selectOptions(within(dialog).getByRole("combobox"), "RESTAURANT");
    await user.type(within(dialog).getByLabelText(/Description/), "Bread.");
    // An image by its name and type, not by its bytes: only the server can tell.
    const fake = new NodeFile([new Uint8Array([1, 2, 3])], "cover.png", {
      type: "image/png",
    }) as unknown as File;
    await user.upload(within(dialog).getByLabelText("Cover image", { selector: "input" }), fake);
    await user.click(within(dialog).getByRole("button", { name: "Create Business Page" }));

    const toast = await findToast(/Invalid file type/);
    expect(toast).toHaveTextContent("Please select an image file.");
    expect(toast).toHaveAttribute("data-type", "error");
    expect(sent).toHaveLength(1);
    expect((sent[0].cover as File).name).toBe("cover.png");
    expect(uploads).toBe(0);
    // Nothing was created: the member keeps the form, and no success toast replaces the reason.
    expect(screen.getByRole("dialog", { name: "Create Business Page" })).toBeInTheDocument();
    expect(screen.queryByRole("status", { name: /Success/ })).not.toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/business$/);
  });

  it("says plainly when an edit was saved without its refused cover, with no success toast", async () => {
    const page = makeBusinessPage({ name: "Corner Cafe", viewerIsOwner: true });
    server.use(
      meHandler(makeViewer()),
      ...businessPageHandlers(page).handlers,
      api.mutation("UpdateBusinessPage", ({ variables }) =>
        gqlData({ updateBusinessPage: { ...page, ...(variables.input as object) } }),
      ),
      api.mutation("UploadBusinessPageCover", () => refusedImage()),
    );
    const { user } = renderApp(`/business/${page.id}`);

    await user.click(await screen.findByRole("button", { name: "Edit Page" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Page" });
    const fake = new NodeFile([new Uint8Array([1, 2, 3])], "cover.png", {
      type: "image/png",
    }) as unknown as File;
    await user.upload(within(dialog).getByLabelText("Cover image", { selector: "input" }), fake);
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));

    const toast = await findToast(/Upload failed/);
    expect(toast).toHaveTextContent(
      "Changes saved without the cover: Please select an image file.",
    );
    expect(toast).toHaveAttribute("data-type", "error");
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Edit Page" })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole("status", { name: /Upload failed/ })).toBeInTheDocument();
  });
});

describe("a business page, further", () => {
  it("ends a long name in an ellipsis, with the whole name as its tooltip", async () => {
    const name = "The Very Long Name of a Neighbourhood Bakery and Coffee Roastery on Main Street";
    const page = makeBusinessPage({ name });
    const { handler } = directoryHandler(() => [page]);
    server.use(meHandler(makeViewer()), handler, ...businessPageHandlers(page).handlers);
    renderApp(`/business/${page.id}`);

    const heading = await screen.findByRole("heading", { name, level: 1 });
    expect(heading).toHaveAttribute("title", name);
    expect(getComputedStyle(heading)).toMatchObject({
      textOverflow: "ellipsis",
      whiteSpace: "nowrap",
      minWidth: "0",
    });
    // Its row may shrink below the name's width, so the ellipsis shows on a phone.
    expect(getComputedStyle(heading.parentElement!).minWidth).toBe("0");
  });

  it("ends a long name in an ellipsis on its directory card too", async () => {
    const name = "The Very Long Name of a Neighbourhood Bakery and Coffee Roastery on Main Street";
    const { handler } = directoryHandler(() => [makeBusinessPage({ name })]);
    server.use(meHandler(makeViewer()), handler);
    renderApp("/business");

    const heading = await screen.findByRole("heading", { name, level: 3 });
    expect(heading).toHaveAttribute("title", name);
    expect(getComputedStyle(heading)).toMatchObject({ textOverflow: "ellipsis", minWidth: "0" });
  });

  it("counts the review's characters against the limit, refusing to post past it", async () => {
    const page = makeBusinessPage();
    server.use(meHandler(makeViewer()), ...businessPageHandlers(page).handlers);
    const { user } = renderApp(`/business/${page.id}`);

    await user.click(await screen.findByRole("tab", { name: "Reviews" }));
    const panel = await screen.findByRole("tabpanel", { name: "Reviews" });
    const box = await within(panel).findByRole("textbox", { name: "Your review" });
    expect(within(panel).getByTestId("review-length")).toHaveTextContent("0 / 2000");
    await user.type(box, "  Great coffee.");
    expect(within(panel).getByTestId("review-length")).toHaveTextContent("13 / 2000");
    await user.click(within(panel).getByRole("radio", { name: "5 stars" }));
    expect(within(panel).getByRole("button", { name: "Post Review" })).toBeEnabled();
    await user.click(box);
    await user.paste("x".repeat(1990));
    expect(within(panel).getByTestId("review-length")).toHaveTextContent("2003 / 2000");
    expect(within(panel).getByRole("button", { name: "Post Review" })).toBeDisabled();
  });

  it("opens a link to a post (?post=) on the Posts tab at that post, its comments open", async () => {
    const linked = makePagePost({ content: "Grand opening on Saturday!" });
    const page = makeBusinessPage({ name: "Corner Cafe" });
    const posts = [makePagePost({ content: "Newer news" }), linked];
    server.use(
      meHandler(makeViewer()),
      ...businessPageHandlers(page, { posts }).handlers,
      noComments,
    );
    renderApp(`/business/${page.id}?post=${linked.id}`);

    const card = await screen.findByText("Grand opening on Saturday!");
    const article = card.closest(`[id="post-${linked.id}"]`) as HTMLElement;
    expect(article).toHaveAttribute("data-highlighted");
    expect(within(article).getByText("Linked post")).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Posts" })).toHaveAttribute("aria-selected", "true");
    expect(await within(article).findByRole("form", { name: "Add a comment" })).toBeVisible();
    expect(screen.getByText("Newer news").closest("[data-highlighted]")).not.toBeInTheDocument();
  });

  it("loads a linked post past the first page on its own, marked, above the newer posts", async () => {
    const page = makeBusinessPage({ name: "Corner Cafe" });
    const older = makePagePost({ content: "Last year's news" });
    const asked: string[] = [];
    server.use(
      meHandler(makeViewer()),
      ...businessPageHandlers(page, { posts: [makePagePost({ content: "Newer news" })] }).handlers,
      noComments,
      api.query("PagePost", ({ variables }) => {
        asked.push(variables.id as string);
        return gqlData({
          pagePost:
            variables.id === older.id
              ? { ...older, page: { __typename: "BusinessPage", id: page.id } }
              : null,
        });
      }),
    );
    renderApp(`/business/${page.id}?post=${older.id}`);

    const text = await screen.findByText("Last year's news");
    expect(text.closest(`[id="post-${older.id}"]`)).toHaveAttribute("data-highlighted");
    expect(screen.getByText("Newer news")).toBeInTheDocument();
    expect(asked).toEqual([older.id]);
  });

  it("says 'Post not found' for a link to a post since removed, showing the page's posts", async () => {
    const page = makeBusinessPage({ name: "Corner Cafe" });
    server.use(
      meHandler(makeViewer()),
      ...businessPageHandlers(page, { posts: [makePagePost({ content: "Newer news" })] }).handlers,
      api.query("PagePost", () => gqlData({ pagePost: null })),
    );
    renderApp(`/business/${page.id}?post=84000000-0000-4000-8000-999999999999`);

    expect(await findToast("Post not found")).toHaveTextContent(
      "This post does not exist or has been removed.",
    );
    expect(screen.getByText("Newer news").closest("[data-highlighted]")).not.toBeInTheDocument();
  });

  it("shows the owner's 'New Review' notice, which opens the page's Reviews tab", async () => {
    const page = makeBusinessPage({ name: "Corner Cafe", viewerIsOwner: true, reviewCount: 1 });
    const reviews = [makeReview({ rating: 4, text: "Great coffee." })];
    const note = {
      __typename: "Notification",
      id: "40000000-0000-4000-8000-000000000001",
      type: "PAGE_REVIEWED",
      title: "New Review",
      message: "Ana Lee gave your page Corner Cafe 4 stars",
      read: false,
      data: { pageId: page.id, path: `/business/${page.id}?tab=reviews` },
      path: `/business/${page.id}?tab=reviews`,
      actors: [],
      actorCount: 0,
      createdAt: new Date().toISOString(),
    };
    server.use(
      meHandler(makeViewer()),
      ...businessPageHandlers(page, { reviews }).handlers,
      api.query("UnreadCounts", () =>
        gqlData({
          unreadCounts: {
            __typename: "UnreadCounts",
            messages: 0,
            notifications: note.read ? 0 : 1,
          },
        }),
      ),
      api.query("Notifications", () =>
        gqlData({
          notifications: { ...businessConnection("Notification", [note]), totalCount: 1 },
        }),
      ),
      api.mutation("MarkNotificationRead", () => {
        note.read = true;
        return gqlData({
          markNotificationRead: { __typename: "Notification", id: note.id, read: true },
        });
      }),
    );
    const { user } = renderApp("/notifications");

    const row = await screen.findByRole("button", { name: /New Review/ });
    expect(row).toHaveTextContent("Ana Lee gave your page Corner Cafe 4 stars");
    await user.click(row);
    await waitFor(() => expect(location()).toHaveTextContent(`/business/${page.id}?tab=reviews`));
    const panel = await screen.findByRole("tabpanel", { name: "Reviews" });
    expect(await within(panel).findByText("Great coffee.")).toBeInTheDocument();
  });

  it("opens the Reviews tab from a link (?tab=reviews), as a 'New Review' notice does", async () => {
    const page = makeBusinessPage({ viewerIsOwner: true, reviewCount: 1, averageRating: 4 });
    const reviews = [makeReview({ rating: 4, text: "Great coffee." })];
    server.use(meHandler(makeViewer()), ...businessPageHandlers(page, { reviews }).handlers);
    renderApp(`/business/${page.id}?tab=reviews`);

    const panel = await screen.findByRole("tabpanel", { name: "Reviews" });
    expect(await within(panel).findByText("Great coffee.")).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Reviews" })).toHaveAttribute("aria-selected", "true");
  });
});
