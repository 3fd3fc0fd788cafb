// The comments section, as the article page and a group post show it: the list oldest first, adding,
// editing and deleting, the visitor's sign-in prompt, the error texts, and others' comments arriving live.
import { screen, waitFor, within } from "@testing-library/react";
import { articleHandlers, authorOf, makeArticle } from "./support/articles";
import { makeViewer } from "./support/fixtures";
import { api, gqlData, graphQLError, httpFailure, meHandler } from "./support/graphql";
import {
  asRole,
  connection,
  groupPageHandlers,
  makeComment,
  makeGroup,
  makeGroupPost,
  makePerson,
  type CommentFixture,
} from "./support/groups";
import { renderLiveApp } from "./support/live";
import { renderApp } from "./support/render";
import { server } from "./support/server";

function findToast(title: string | RegExp) {
  return screen.findByRole("status", { name: title });
}

/** `comments` answered from `list` (oldest first, as the server keeps them), recording each request. */
function commentsHandler(list: () => CommentFixture[], pageSize = Infinity) {
  const requests: Record<string, unknown>[] = [];
  const handler = api.query("Comments", ({ variables }) => {
    requests.push(variables);
    const all = list();
    const start = variables.after
      ? all.findIndex((comment) => `cursor-${comment.id}` === variables.after) + 1
      : 0;
    const page = all.slice(start, start + Math.min(pageSize, variables.first as number));
    return gqlData({
      comments: connection("Comment", page, start + page.length < all.length),
    });
  });
  return { handler, requests };
}

async function findComments() {
  return screen.findByRole("list", { name: "Comments" });
}

function commentTexts(list: HTMLElement) {
  return within(list)
    .getAllByRole("listitem")
    .map((item) => item.getAttribute("aria-label"));
}

describe("comments on an article", () => {
  it("shows 'Comments (N)' and the comments oldest first, with '(edited)' on changed ones", async () => {
    const article = makeArticle({ title: "Grid software", commentCount: 2 });
    const ada = makePerson({ fullName: "Ada Lovelace" });
    const alan = makePerson({ fullName: "Alan Turing" });
    const first = makeComment({
      contentType: "ARTICLE",
      contentId: article.id,
      content: "First!",
      author: ada,
    });
    const second = makeComment({
      contentType: "ARTICLE",
      contentId: article.id,
      content: "A later thought",
      author: alan,
      editedAt: new Date().toISOString(),
    });
    const { handlers } = articleHandlers([article]);
    const { handler, requests } = commentsHandler(() => [first, second]);
    server.use(meHandler(makeViewer()), ...handlers, handler);
    renderApp(`/articles/${article.id}`);

    expect(await screen.findByRole("heading", { name: "Comments (2)" })).toBeInTheDocument();
    const list = await findComments();
    expect(commentTexts(list)).toEqual(["Comment by Ada Lovelace", "Comment by Alan Turing"]);
    const items = within(list).getAllByRole("listitem");
    expect(within(items[0]).getByText("First!")).toBeInTheDocument();
    expect(within(items[0]).queryByText("(edited)")).not.toBeInTheDocument();
    expect(within(items[1]).getByText("(edited)")).toBeInTheDocument();
    expect(within(items[0]).getByRole("link", { name: "Ada Lovelace" })).toHaveAttribute(
      "href",
      `/profile/${ada.id}`,
    );
    expect(requests[0]).toMatchObject({ contentType: "ARTICLE", contentId: article.id });
  });

  it("loads later comments with 'Load more'", async () => {
    const article = makeArticle({ commentCount: 12 });
    const all = Array.from({ length: 12 }, (_, index) =>
      makeComment({ contentType: "ARTICLE", contentId: article.id, content: `Note ${index + 1}` }),
    );
    const { handlers } = articleHandlers([article]);
    const { handler } = commentsHandler(() => all);
    server.use(meHandler(null), ...handlers, handler);
    const { user } = renderApp(`/articles/${article.id}`);

    const list = await findComments();
    expect(within(list).getAllByRole("listitem")).toHaveLength(10);
    await user.click(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(12));
    expect(within(list).getByText("Note 12")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  it("adds a comment (trimmed) at the end and counts it; a blank one cannot be sent", async () => {
    const me = makeViewer({ fullName: "Grace Hopper" });
    const article = makeArticle({ commentCount: 1 });
    const existing = makeComment({ contentType: "ARTICLE", contentId: article.id });
    const comments = [existing];
    let input: Record<string, unknown> | undefined;
    const { handlers } = articleHandlers([article]);
    const { handler } = commentsHandler(() => comments);
    server.use(
      meHandler(me),
      ...handlers,
      handler,
      api.mutation("AddComment", ({ variables }) => {
        input = variables.input as Record<string, unknown>;
        const added = makeComment({
          contentType: "ARTICLE",
          contentId: article.id,
          content: String(input.content),
          author: authorOf(me),
          viewerCanEdit: true,
          viewerCanDelete: true,
        });
        comments.push(added);
        return gqlData({ addComment: added });
      }),
    );
    const { user } = renderApp(`/articles/${article.id}`);

    await findComments();
    const box = screen.getByRole("combobox", { name: "Write a comment" });
    const send = screen.getByRole("button", { name: "Comment" });
    expect(send).toBeDisabled();
    await user.type(box, "   ");
    expect(send).toBeDisabled();

    await user.type(box, "Well put.  ");
    await user.click(send);

    const list = await findComments();
    await waitFor(() =>
      expect(commentTexts(list)).toEqual([
        `Comment by ${existing.author!.fullName}`,
        "Comment by Grace Hopper",
      ]),
    );
    expect(input).toEqual({ contentType: "ARTICLE", contentId: article.id, content: "Well put." });
    expect(screen.getByRole("heading", { name: "Comments (2)" })).toBeInTheDocument();
    expect(box).toHaveValue("");
  });

  it("says 'Failed to add comment' with the server's reason and keeps the text", async () => {
    const article = makeArticle();
    const { handlers } = articleHandlers([article]);
    server.use(
      meHandler(makeViewer()),
      ...handlers,
      api.mutation("AddComment", () =>
        graphQLError("Join the group to see and create posts.", "FORBIDDEN"),
      ),
    );
    const { user } = renderApp(`/articles/${article.id}`);

    await screen.findByText("No comments yet. Be the first to comment.");
    await user.type(screen.getByRole("combobox", { name: "Write a comment" }), "Hello");
    await user.click(screen.getByRole("button", { name: "Comment" }));

    expect(await findToast(/Failed to add comment/)).toHaveTextContent(
      "Join the group to see and create posts.",
    );
    expect(screen.getByRole("combobox", { name: "Write a comment" })).toHaveValue("Hello");
  });

  it("says 'Error fetching comments' when they cannot be loaded, and tries again", async () => {
    const article = makeArticle();
    let calls = 0;
    const { handlers } = articleHandlers([article]);
    server.use(
      meHandler(null),
      ...handlers,
      api.query("Comments", () => {
        calls += 1;
        return calls === 1 ? httpFailure() : gqlData({ comments: connection("Comment", []) });
      }),
    );
    const { user } = renderApp(`/articles/${article.id}`);

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Error fetching comments");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("No comments yet. Be the first to comment.")).toBeVisible();
  });

  it("asks a visitor to sign in to comment", async () => {
    const article = makeArticle();
    const { handlers } = articleHandlers([article]);
    server.use(meHandler(null), ...handlers);
    const { user } = renderApp(`/articles/${article.id}`);

    await user.click(await screen.findByRole("button", { name: "Write a comment..." }));
    const dialog = await screen.findByRole("alertdialog", { name: "Sign in required" });
    expect(dialog).toHaveTextContent("You need to be signed in to comment on this post.");
    expect(screen.queryByRole("combobox", { name: "Write a comment" })).not.toBeInTheDocument();
  });

  it("edits one's own comment and deletes it after a confirmation", async () => {
    const me = makeViewer();
    const article = makeArticle({ commentCount: 1 });
    const mine = makeComment({
      contentType: "ARTICLE",
      contentId: article.id,
      content: "Frist",
      author: authorOf(me),
      viewerCanEdit: true,
      viewerCanDelete: true,
    });
    const calls: string[] = [];
    const { handlers } = articleHandlers([article]);
    const { handler } = commentsHandler(() => [mine]);
    server.use(
      meHandler(me),
      ...handlers,
      handler,
      api.mutation("UpdateComment", ({ variables }) => {
        calls.push(`update ${variables.content}`);
        return gqlData({
          updateComment: {
            ...mine,
            content: variables.content,
            editedAt: new Date().toISOString(),
          },
        });
      }),
      api.mutation("DeleteComment", ({ variables }) => {
        calls.push(`delete ${variables.id}`);
        return gqlData({ deleteComment: true });
      }),
    );
    const { user } = renderApp(`/articles/${article.id}`);

    const list = await findComments();
    await user.click(within(list).getByRole("button", { name: "Comment actions" }));
    await user.click(await screen.findByRole("menuitem", { name: "Edit" }));
    const editor = within(list).getByRole("combobox", { name: "Edit comment" });
    await user.clear(editor);
    await user.type(editor, "First");
    await user.click(within(list).getByRole("button", { name: "Save" }));
    expect(await within(list).findByText("First")).toBeInTheDocument();
    expect(within(list).getByText("(edited)")).toBeInTheDocument();

    await user.click(within(list).getByRole("button", { name: "Comment actions" }));
    await user.click(await screen.findByRole("menuitem", { name: "Delete" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete comment" });
    expect(confirm).toHaveTextContent(
      "Are you sure you want to delete this comment? This action cannot be undone.",
    );
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));

    expect(await screen.findByText("No comments yet. Be the first to comment.")).toBeVisible();
    expect(screen.getByRole("heading", { name: "Comments (0)" })).toBeInTheDocument();
    expect(calls).toEqual(["update First", `delete ${mine.id}`]);
  });

  it("offers no edit or delete on others' comments", async () => {
    const article = makeArticle({ commentCount: 1 });
    const { handlers } = articleHandlers([article]);
    const { handler } = commentsHandler(() => [
      makeComment({ contentType: "ARTICLE", contentId: article.id, content: "Not yours" }),
    ]);
    server.use(meHandler(makeViewer()), ...handlers, handler);
    renderApp(`/articles/${article.id}`);

    const list = await findComments();
    expect(within(list).getByText("Not yours")).toBeInTheDocument();
    expect(within(list).queryByRole("button", { name: "Comment actions" })).not.toBeInTheDocument();
  });
});

describe("live comments", () => {
  it("shows others' new comments as they arrive, and the viewer's own once", async () => {
    const me = makeViewer({ fullName: "Grace Hopper" });
    const article = makeArticle({ commentCount: 0 });
    const { handlers } = articleHandlers([article]);
    const mine = makeComment({
      contentType: "ARTICLE",
      contentId: article.id,
      content: "Mine, sent from here",
      author: authorOf(me),
      viewerCanEdit: true,
      viewerCanDelete: true,
    });
    server.use(
      meHandler(me),
      ...handlers,
      api.mutation("AddComment", () => gqlData({ addComment: mine })),
    );
    const { live, user } = renderLiveApp(`/articles/${article.id}`);

    await screen.findByText("No comments yet. Be the first to comment.");
    await waitFor(() => expect(live.active("CommentAdded")).toBe(true));

    const theirs = makeComment({
      contentType: "ARTICLE",
      contentId: article.id,
      content: "Hello from another tab",
      author: makePerson({ fullName: "Alan Turing" }),
    });
    live.emit("CommentAdded", { commentAdded: theirs });
    const list = await findComments();
    expect(within(list).getByText("Hello from another tab")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Comments (1)" })).toBeInTheDocument();

    // The viewer's own comment comes back through the subscription too: it shows once, counted once.
    await user.type(
      screen.getByRole("combobox", { name: "Write a comment" }),
      "Mine, sent from here",
    );
    await user.click(screen.getByRole("button", { name: "Comment" }));
    await within(list).findByText("Mine, sent from here");
    live.emit("CommentAdded", { commentAdded: mine });
    live.emit("CommentAdded", { commentAdded: theirs });
    expect(within(list).getAllByText("Mine, sent from here")).toHaveLength(1);
    expect(within(list).getAllByText("Hello from another tab")).toHaveLength(1);
    expect(screen.getByRole("heading", { name: "Comments (2)" })).toBeInTheDocument();
  });

  it("does not subscribe for visitors (the server takes member sockets only)", async () => {
    const article = makeArticle();
    const { handlers } = articleHandlers([article]);
    let viewer: ReturnType<typeof makeViewer> | null = null;
    server.use(
      meHandler(() => viewer),
      ...handlers,
    );
    const visitor = renderLiveApp(`/articles/${article.id}`);
    await screen.findByRole("button", { name: "Write a comment..." });
    expect(visitor.live.active("CommentAdded")).toBe(false);
    visitor.unmount();

    // The control: the same page for a member subscribes.
    viewer = makeViewer();
    const member = renderLiveApp(`/articles/${article.id}`);
    await screen.findByRole("combobox", { name: "Write a comment" });
    await waitFor(() => expect(member.live.active("CommentAdded")).toBe(true));
  });
});

describe("comments on a group post", () => {
  it("open under the post from its comment count; a non-member of the group reads but cannot write", async () => {
    const group = makeGroup({ name: "Open group" });
    const post = makeGroupPost({ content: "What do you think?", commentCount: 1 });
    const { handler, requests } = commentsHandler(() => [
      makeComment({ contentType: "GROUP_POST", contentId: post.id, content: "Sounds good" }),
    ]);
    server.use(
      meHandler(makeViewer()),
      ...groupPageHandlers({ group, posts: [post], members: [] }),
      handler,
    );
    const { user } = renderApp(`/groups/${group.id}`);

    const card = await screen.findByRole("article", { name: `Post by ${post.author!.fullName}` });
    const toggle = within(card).getByRole("button", { name: "Comments (1)" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(requests).toHaveLength(0);

    await user.click(toggle);
    expect(await within(card).findByText("Sounds good")).toBeInTheDocument();
    expect(requests[0]).toMatchObject({ contentType: "GROUP_POST", contentId: post.id });
    expect(within(card).getByText("Join the group to see and create posts.")).toBeVisible();
    expect(
      within(card).queryByRole("combobox", { name: "Write a comment" }),
    ).not.toBeInTheDocument();
  });

  it("lets a member comment; the post's count goes up", async () => {
    const me = makeViewer();
    const group = makeGroup({ ...asRole("MEMBER") });
    const post = makeGroupPost({ commentCount: 0 });
    server.use(
      meHandler(me),
      ...groupPageHandlers({ group, posts: [post], members: [] }),
      api.mutation("AddComment", ({ variables }) =>
        gqlData({
          addComment: makeComment({
            contentType: "GROUP_POST",
            contentId: post.id,
            content: String((variables.input as { content: string }).content),
            author: authorOf(me),
          }),
        }),
      ),
    );
    const { user } = renderApp(`/groups/${group.id}`);

    const card = await screen.findByRole("article", { name: `Post by ${post.author!.fullName}` });
    await user.click(within(card).getByRole("button", { name: "Comments (0)" }));
    const box = await within(card).findByRole("combobox", { name: "Write a comment" });
    expect(box).toHaveFocus();
    await user.type(box, "Count me in");
    await user.click(within(card).getByRole("button", { name: "Comment" }));

    expect(await within(card).findByText("Count me in")).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Comments (1)" })).toBeInTheDocument();
  });
});
