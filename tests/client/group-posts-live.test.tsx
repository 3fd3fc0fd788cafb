// Live group posts: an open group page puts a new post (`groupPostAdded`) at the top of its list, once,
// and subscribes only where the viewer reads the posts.
import { screen, waitFor, within } from "@testing-library/react";
import { makeViewer } from "./support/fixtures";
import { api, gqlData, meHandler } from "./support/graphql";
import { asRole, groupPageHandlers, makeGroup, makeGroupPost, makePerson } from "./support/groups";
import { renderLiveApp } from "./support/live";
import { server } from "./support/server";

/** The texts of the posts on screen, top first. */
function postTexts(): string[] {
  const list = screen.getByRole("list", { name: "Posts" });
  return within(list)
    .getAllByRole("article")
    .map((post) => within(post).getByText(/^Post: /).textContent ?? "");
}

describe("live group posts", () => {
  it("put another member's post at the top of the open page, and the viewer's own post once whichever comes first", async () => {
    const me = makeViewer({ fullName: "Carol Diaz" });
    const group = makeGroup({ name: "Builders", ...asRole("MEMBER") });
    const older = makeGroupPost({ content: "Post: an older one" });
    const mine = makeGroupPost({
      content: "Post: mine",
      author: makePerson({ id: me.id, username: me.username, fullName: me.fullName }),
      viewerCanDelete: true,
    });
    // The mutation's answer waits until the test lets it go, so the live event can come first.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      meHandler(me),
      ...groupPageHandlers({ group, posts: [older], members: [] }),
      api.mutation("CreateGroupPost", async () => {
        await answered;
        return gqlData({ createGroupPost: mine });
      }),
    );
    const { live, user } = renderLiveApp(`/groups/${group.id}`);

    await screen.findByText("Post: an older one");
    await waitFor(() => expect(live.active("GroupPostAdded")).toBe(true));

    const theirs = makeGroupPost({
      content: "Post: from another member",
      author: makePerson({ fullName: "Alan Turing" }),
    });
    live.emit("GroupPostAdded", { groupPostAdded: theirs });
    await screen.findByText("Post: from another member");
    expect(postTexts()).toEqual(["Post: from another member", "Post: an older one"]);

    // The viewer posts: their own post arrives live before the mutation answers, then the answer comes.
    const composer = screen.getByRole("form", { name: "Create a post" });
    await user.click(within(composer).getByRole("combobox", { name: "Post content" }));
    await user.paste("Post: mine");
    await user.click(within(composer).getByRole("button", { name: "Post" }));
    live.emit("GroupPostAdded", { groupPostAdded: mine });
    await screen.findByText("Post: mine");
    answer();
    expect(await screen.findByRole("status", { name: /Post created/ })).toBeInTheDocument();
    // And a repeat of an event already shown changes nothing.
    live.emit("GroupPostAdded", { groupPostAdded: theirs });
    expect(postTexts()).toEqual(["Post: mine", "Post: from another member", "Post: an older one"]);
  });

  it("subscribe only where the viewer reads the posts, signed in", async () => {
    const hidden = makeGroup({ name: "Hidden", isPrivate: true });
    const open = makeGroup({ name: "Open", isPrivate: false });
    const post = makeGroupPost({ content: "Post: in the open" });
    let viewer: ReturnType<typeof makeViewer> | null = makeViewer();
    server.use(
      meHandler(() => viewer),
      ...groupPageHandlers({ group: open, posts: [post], members: [] }),
    );
    // Either group's page, the later handler first.
    server.use(
      api.query("Group", ({ variables }) =>
        gqlData({ group: [hidden, open].find((group) => group.id === variables.id) ?? null }),
      ),
    );

    // A private group's non-member reads no posts, so nothing is subscribed.
    const outsider = renderLiveApp(`/groups/${hidden.id}`);
    expect(await screen.findAllByText("Join the group to see and create posts.")).not.toHaveLength(
      0,
    );
    expect(outsider.live.active("GroupPostAdded")).toBe(false);
    outsider.unmount();

    // A visitor reads a public group's posts but has no socket.
    viewer = null;
    const visitor = renderLiveApp(`/groups/${open.id}`);
    await screen.findByText("Post: in the open");
    expect(visitor.live.active("GroupPostAdded")).toBe(false);
    visitor.unmount();

    // The control: a signed-in non-member of the public group subscribes.
    viewer = makeViewer();
    const reader = renderLiveApp(`/groups/${open.id}`);
    await screen.findByText("Post: in the open");
    await waitFor(() => expect(reader.live.active("GroupPostAdded")).toBe(true));
  });
});
