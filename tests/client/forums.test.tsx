import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, useLocation, useNavigate } from "react-router-dom";
import { createApolloSetup } from "../../client/src/app-setup";
import { AppRoutes, ROUTER_OPTIONS } from "../../client/src/App";
import { AppProviders } from "../../client/src/AppProviders";
import type { ForumCategory } from "../../client/src/gql/types";
import { reactionCounts } from "./support/articles";
import { makeViewer } from "./support/fixtures";
import { api, gqlData, graphQLError, meHandler } from "./support/graphql";
import { renderApp } from "./support/render";
import { server } from "./support/server";

/** The address, and the browser's Back and Forward buttons, for a test that walks the history. */
function HistoryProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="location">{`${location.pathname}${location.search}`}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        history back
      </button>
      <button type="button" onClick={() => void navigate(1)}>
        history forward
      </button>
    </>
  );
}

let counter = 0;
const next = () => String((counter += 1)).padStart(12, "0");

type PersonFixture = ReturnType<typeof makePerson>;

function makePerson(overrides: Record<string, unknown> = {}) {
  return {
    __typename: "Profile" as const,
    id: `61000000-0000-4000-8000-${next()}`,
    username: `person${counter}`,
    fullName: `Person Number${counter}` as string | null,
    avatarUrl: null,
    avatarThumbnailUrl: null,
    ...overrides,
  };
}

function makeComment(overrides: { contentId: string; content: string }) {
  return {
    __typename: "Comment" as const,
    id: `44000000-0000-4000-8000-${next()}`,
    contentType: "FORUM_POST" as const,
    mentions: [],
    createdAt: new Date(Date.now() - 3_600_000).toISOString(),
    editedAt: null,
    viewerCanEdit: false,
    viewerCanDelete: false,
    author: makePerson(),
    ...overrides,
  };
}

/** A cursor connection page. */
function connection<T extends { id: string }>(typename: string, nodes: T[]) {
  return {
    __typename: `${typename}Connection`,
    edges: nodes.map((node) => ({
      __typename: `${typename}Edge`,
      cursor: `cursor-${node.id}`,
      node,
    })),
    pageInfo: {
      __typename: "PageInfo",
      hasNextPage: false,
      endCursor: nodes.length ? `cursor-${nodes[nodes.length - 1].id}` : null,
    },
  };
}

function makeForumPost(overrides: Record<string, unknown> = {}) {
  const n = next();
  return {
    __typename: "ForumPost" as const,
    id: `52000000-0000-4000-8000-${n}`,
    title: `Forum post ${counter}`,
    excerpt: `Excerpt of post ${counter}`,
    content: `Content of post ${counter}`,
    mentions: [],
    category: "TECHNOLOGY" as ForumCategory,
    isPinned: false,
    isLocked: false,
    createdAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
    updatedAt: new Date().toISOString(),
    editedAt: null as string | null,
    viewCount: 7,
    replyCount: 0,
    commentCount: 0,
    viewerHasSaved: false,
    viewerCanEdit: false,
    viewerCanDelete: false,
    viewerCanModerate: false,
    author: makePerson({ fullName: "Ada Lovelace" }) as PersonFixture,
    lastReply: null as unknown,
    reactions: reactionCounts({ LIKE: 2 }),
    ...overrides,
  };
}

const CATEGORIES = [
  ["GENERAL_DISCUSSION", "General Discussion", 3],
  ["TECHNOLOGY", "Technology", 5],
  ["BUSINESS", "Business", 0],
  ["HELP_SUPPORT", "Help & Support", 1],
].map(([category, name, postCount]) => ({
  __typename: "ForumCategoryInfo",
  category,
  name,
  description: `About ${name}`,
  color: "blue",
  postCount,
}));

function listHandlers(posts: ReturnType<typeof makeForumPost>[]) {
  const calls: Record<string, unknown>[] = [];
  return {
    calls,
    handlers: [
      api.query("ForumCategories", () => gqlData({ forumCategories: CATEGORIES })),
      api.query("ForumPosts", ({ variables }) => {
        calls.push(variables);
        return gqlData({ forumPosts: connection("ForumPost", posts) });
      }),
    ],
  };
}

describe("/forums", () => {
  it("shows the categories with live counts and the cards as the spec says; visitors are asked to sign in", async () => {
    const replier = makePerson({ fullName: "Grace Hopper" });
    const pinned = makeForumPost({
      title: "Read this first",
      isPinned: true,
      category: "GENERAL_DISCUSSION",
      replyCount: 2,
      viewCount: 40,
      lastReply: {
        __typename: "Comment",
        id: "44000000-0000-4000-8000-000000000999",
        createdAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
        author: replier,
      },
    });
    const locked = makeForumPost({ title: "Closed question", isLocked: true, viewCount: 1 });
    const { handlers } = listHandlers([pinned, locked]);
    server.use(meHandler(null), ...handlers);
    renderApp("/forums");

    expect(await screen.findByRole("heading", { name: "Forums", level: 1 })).toBeInTheDocument();
    const categories = await screen.findByRole("list", { name: "Categories" });
    expect(await within(categories).findByText("5 posts")).toBeInTheDocument();
    expect(within(categories).getByRole("button", { name: /Help & Support/ })).toBeInTheDocument();

    const cards = within(await screen.findByRole("list", { name: "Forum posts" })).getAllByRole(
      "listitem",
    );
    expect(within(cards[0]).getByRole("link", { name: "Read this first" })).toHaveAttribute(
      "href",
      `/forums/${pinned.id}`,
    );
    expect(within(cards[0]).getByRole("img", { name: "Pinned" })).toBeInTheDocument();
    expect(within(cards[0]).queryByRole("img", { name: "Locked" })).not.toBeInTheDocument();
    expect(within(cards[0]).getByText("General Discussion")).toBeInTheDocument();
    expect(within(cards[0]).getByText(pinned.excerpt)).toBeInTheDocument();
    expect(within(cards[0]).getByText("Ada Lovelace")).toBeInTheDocument();
    expect(within(cards[0]).getByText("3h ago")).toBeInTheDocument();
    expect(within(cards[0]).getByText("2 replies")).toBeInTheDocument();
    expect(within(cards[0]).getByText("40 views")).toBeInTheDocument();
    expect(within(cards[0]).getByText("Grace Hopper")).toBeInTheDocument();
    expect(within(cards[0]).getByRole("button", { name: "Like (2)" })).toBeInTheDocument();
    expect(within(cards[1]).getByRole("img", { name: "Locked" })).toBeInTheDocument();
    expect(within(cards[1]).getByText("1 view")).toBeInTheDocument();

    expect(screen.getByRole("tab", { name: "All Posts" })).toBeInTheDocument();
    expect(screen.queryByRole("tab", { name: "Saved" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "New Post" }));
    const prompt = await screen.findByRole("alertdialog", { name: "Sign in required" });
    expect(within(prompt).getByText(/create a post/)).toBeInTheDocument();
    await userEvent.click(within(prompt).getByRole("button", { name: "Cancel" }));
    await userEvent.click(within(cards[0]).getByRole("button", { name: "Save" }));
    expect(
      await screen.findByRole("alertdialog", { name: "Sign in required" }),
    ).toBeInTheDocument();
  });

  it("filters by tab and searches on the server; members have a Saved tab", async () => {
    const { calls, handlers } = listHandlers([makeForumPost()]);
    server.use(meHandler(makeViewer()), ...handlers);
    renderApp("/forums");
    await screen.findByRole("list", { name: "Forum posts" });

    await userEvent.click(screen.getByRole("tab", { name: "Business" }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ category: "BUSINESS" }));
    await userEvent.click(screen.getByRole("tab", { name: "Saved" }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ saved: true, category: null }));
    await userEvent.type(screen.getByRole("searchbox", { name: "Search forum posts" }), "pricing");
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ search: "pricing", saved: true }));
  });

  it("keeps the open tab in the address: a reload opens it again, Back and Forward move between tabs", async () => {
    const { calls, handlers } = listHandlers([makeForumPost()]);
    server.use(meHandler(makeViewer()), ...handlers);
    const setup = createApolloSetup({ uri: "http://localhost/graphql", wsUrl: null });
    const where = () => screen.getByTestId("location").textContent;
    const view = render(
      <AppProviders setup={setup}>
        <MemoryRouter initialEntries={["/forums"]} {...ROUTER_OPTIONS}>
          <AppRoutes />
          <HistoryProbe />
        </MemoryRouter>
      </AppProviders>,
    );
    await screen.findByRole("list", { name: "Forum posts" });
    await userEvent.click(screen.getByRole("tab", { name: "Help & Support" }));
    await waitFor(() => expect(where()).toBe("/forums?tab=help-support"));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ category: "HELP_SUPPORT" }));
    await userEvent.click(screen.getByRole("tab", { name: "Saved" }));
    await waitFor(() => expect(where()).toBe("/forums?tab=saved"));
    expect(screen.getByRole("tab", { name: "Saved" })).toHaveAttribute("aria-selected", "true");

    await userEvent.click(screen.getByRole("button", { name: "history back" }));
    await waitFor(() => expect(where()).toBe("/forums?tab=help-support"));
    expect(screen.getByRole("tab", { name: "Help & Support" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await userEvent.click(screen.getByRole("button", { name: "history back" }));
    await waitFor(() => expect(where()).toBe("/forums"));
    expect(screen.getByRole("tab", { name: "All Posts" })).toHaveAttribute("aria-selected", "true");
    await userEvent.click(screen.getByRole("button", { name: "history forward" }));
    await waitFor(() => expect(where()).toBe("/forums?tab=help-support"));
    // A category card opens its tab too.
    await userEvent.click(
      within(screen.getByRole("list", { name: "Categories" })).getByRole("button", {
        name: /Business/,
      }),
    );
    await waitFor(() => expect(where()).toBe("/forums?tab=business"));
    view.unmount();

    // A reload (the same address opened afresh) opens the same tab.
    renderApp("/forums?tab=business");
    await waitFor(() =>
      expect(screen.getByRole("tab", { name: "Business" })).toHaveAttribute(
        "aria-selected",
        "true",
      ),
    );
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ category: "BUSINESS" }));
  });

  it("shows the error and empty states", async () => {
    server.use(
      meHandler(null),
      api.query("ForumCategories", () => gqlData({ forumCategories: CATEGORIES })),
      api.query("ForumPosts", () => graphQLError("boom", "INTERNAL_SERVER_ERROR")),
    );
    renderApp("/forums");
    expect(await screen.findByText("Failed to load forum posts.")).toBeInTheDocument();

    server.use(api.query("ForumPosts", () => gqlData({ forumPosts: connection("ForumPost", []) })));
    await userEvent.click(screen.getByRole("button", { name: /Try again/ }));
    expect(await screen.findByText("No posts yet")).toBeInTheDocument();
  });

  it("creates a post: submit waits for every field, then the success toast", async () => {
    const { handlers } = listHandlers([]);
    const sent: unknown[] = [];
    server.use(
      meHandler(makeViewer()),
      ...handlers,
      api.mutation("CreateForumPost", ({ variables }) => {
        sent.push(variables.input);
        return gqlData({ createForumPost: makeForumPost({ title: "Hello" }) });
      }),
    );
    renderApp("/forums");
    await screen.findByText("No posts yet");
    await userEvent.click(screen.getAllByRole("button", { name: "New Post" })[0]);
    const dialog = await screen.findByRole("dialog", { name: "Create New Post" });
    const submit = within(dialog).getByRole("button", { name: "Create Post" });
    expect(submit).toBeDisabled();
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Title" }), "  Hello  ");
    await userEvent.selectOptions(
      within(dialog).getByRole("combobox", { name: "Category" }),
      "BUSINESS",
    );
    expect(submit).toBeDisabled();
    await userEvent.type(within(dialog).getByRole("combobox", { name: "Content" }), "Some words");
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    expect(
      await screen.findByText("Your forum post has been created successfully!"),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ title: "Hello", content: "Some words", category: "BUSINESS" }]);
  });
});

describe("/forums/:id", () => {
  const commentsHandler = (comments: ReturnType<typeof makeComment>[]) =>
    api.query("Comments", () => gqlData({ comments: connection("Comment", comments) }));

  it("shows the post; a locked one hides the reply box and says why; super admins pin and lock", async () => {
    const post = makeForumPost({
      title: "Locked thread",
      content: "The **whole** content",
      isLocked: true,
      viewerCanModerate: true,
      viewerCanDelete: true,
      commentCount: 0,
      viewCount: 12,
    });
    const pinned: unknown[] = [];
    server.use(
      meHandler(makeViewer({ isSuperAdmin: true })),
      api.query("ForumPost", () => gqlData({ forumPost: post })),
      commentsHandler([]),
      api.mutation("SetForumPostPinned", ({ variables }) => {
        pinned.push(variables);
        return gqlData({
          setForumPostPinned: { __typename: "ForumPost", id: post.id, isPinned: true },
        });
      }),
    );
    renderApp(`/forums/${post.id}`);

    expect(
      await screen.findByRole("heading", { name: "Locked thread", level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Back to Forums/ })).toHaveAttribute("href", "/forums");
    expect(screen.getByText("Technology")).toBeInTheDocument();
    expect(screen.getByText("whole")).toBeInTheDocument();
    expect(screen.getByText("12 views")).toBeInTheDocument();
    expect(screen.getByText("2 likes")).toBeInTheDocument();
    expect(screen.getByText("0 replies")).toBeInTheDocument();
    expect(
      await screen.findByText("This post is locked and no longer accepts replies."),
    ).toBeInTheDocument();
    expect(screen.getByText("No replies yet. Be the first to reply!")).toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Write a reply" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Unlock" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Edit" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Pin" }));
    expect(await screen.findByRole("button", { name: "Unpin" })).toBeInTheDocument();
    expect(pinned).toEqual([{ id: post.id, pinned: true }]);
  });

  it("lets the author edit (shown as edited) and delete after confirming; replies show with a reply box", async () => {
    const me = makeViewer();
    const post = makeForumPost({
      author: makePerson({ id: me.id, username: me.username }),
      viewerCanEdit: true,
      viewerCanDelete: true,
      editedAt: new Date().toISOString(),
      commentCount: 1,
    });
    const reply = makeComment({ contentId: post.id, content: "Nice" });
    const deleted: unknown[] = [];
    server.use(
      meHandler(me),
      api.query("ForumPost", () => gqlData({ forumPost: post })),
      commentsHandler([reply]),
      api.mutation("DeleteForumPost", ({ variables }) => {
        deleted.push(variables.id);
        return gqlData({ deleteForumPost: true });
      }),
      ...listHandlers([]).handlers,
    );
    renderApp(`/forums/${post.id}`);

    expect(await screen.findByText(/edited/)).toBeInTheDocument();
    expect(await screen.findByText("Nice")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Write a reply" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Pin" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Post" });
    expect(within(dialog).getByRole("textbox", { name: "Title" })).toHaveValue(post.title);
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));

    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(
      within(confirm).getByText(
        "Are you sure you want to delete this post? This action cannot be undone.",
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    expect(await screen.findByRole("heading", { name: "Forums", level: 1 })).toBeInTheDocument();
    expect(deleted).toEqual([post.id]);
  });

  it("says 'Post not found' for a missing post", async () => {
    server.use(
      meHandler(null),
      api.query("ForumPost", () => gqlData({ forumPost: null })),
    );
    renderApp("/forums/52000000-0000-4000-8000-999999999999");
    expect(await screen.findByRole("heading", { name: "Post not found" })).toBeInTheDocument();
  });
});
