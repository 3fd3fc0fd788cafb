// The groups area: the directory (/groups), the creation wizard (/create-group) and a group's page
// (/groups/{id}) in each of the viewer's states, with msw answering GraphQL as the server would.
import { screen, waitFor, within } from "@testing-library/react";
import { delay } from "msw";
import { makeViewer } from "./support/fixtures";
import { api, gqlData, graphQLError, httpFailure, meHandler } from "./support/graphql";
import {
  asRole,
  connection,
  groupPageHandlers,
  makeGroup,
  makeGroupPost,
  makeJoinRequest,
  makeMember,
  makePerson,
  type GroupFixture,
} from "./support/groups";
import { renderLiveApp } from "./support/live";
import { renderApp } from "./support/render";
import { server } from "./support/server";

/** The one toast on screen (the app shows at most one). */
function findToast(title: string | RegExp) {
  return screen.findByRole("status", { name: title });
}

interface GroupsRequest {
  search?: string | null;
  mine?: boolean | null;
  first?: number;
  after?: string | null;
}

/** `groups` answered by `list`, recording each request's variables. */
function groupsHandler(list: (request: GroupsRequest) => GroupFixture[]) {
  const requests: GroupsRequest[] = [];
  const handler = api.query("Groups", ({ variables }) => {
    requests.push(variables as GroupsRequest);
    return gqlData({ groups: connection("Group", list(variables as GroupsRequest)) });
  });
  return { handler, requests };
}

describe("/groups", () => {
  it("shows the groups as cards: name, description, member count and the Private badge", async () => {
    const open = makeGroup({ name: "Product Managers", description: "Roadmaps.", memberCount: 12 });
    const closed = makeGroup({ name: "Founders Circle", isPrivate: true, memberCount: 1 });
    const { handler } = groupsHandler(() => [open, closed]);
    server.use(meHandler(makeViewer()), handler);
    renderApp("/groups");

    expect(await screen.findByRole("heading", { name: "Groups", level: 1 })).toBeInTheDocument();
    const cards = within(await screen.findByRole("list", { name: "Groups" })).getAllByRole(
      "listitem",
    );
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByRole("link", { name: "Product Managers" })).toHaveAttribute(
      "href",
      `/groups/${open.id}`,
    );
    expect(within(cards[0]).getByText("Roadmaps.")).toBeInTheDocument();
    expect(within(cards[0]).getByText("12 members")).toBeInTheDocument();
    expect(within(cards[0]).queryByText("Private")).not.toBeInTheDocument();
    expect(within(cards[1]).getByText("1 member")).toBeInTheDocument();
    expect(within(cards[1]).getByText("Private")).toBeInTheDocument();
  });

  it("sends what is typed in the search box as the search and shows what matches", async () => {
    const fintech = makeGroup({ name: "Fintech PMs" });
    const climate = makeGroup({ name: "Climate Builders" });
    const { handler, requests } = groupsHandler(({ search }) =>
      search
        ? [fintech, climate].filter((group) => group.name.toLowerCase().includes(search))
        : [fintech, climate],
    );
    server.use(meHandler(makeViewer()), handler);
    const { user } = renderApp("/groups");

    expect(await screen.findByRole("link", { name: "Climate Builders" })).toBeInTheDocument();
    expect(requests[0].search ?? null).toBeNull();

    await user.type(screen.getByRole("searchbox", { name: "Search groups" }), "fintech");
    await waitFor(() =>
      expect(screen.queryByRole("link", { name: "Climate Builders" })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole("link", { name: "Fintech PMs" })).toBeInTheDocument();
    // One request once typing pauses, not one per key.
    expect(requests.map((request) => request.search ?? null)).toEqual([null, "fintech"]);
  });

  it("says 'No groups found' when nothing matches", async () => {
    const { handler } = groupsHandler(({ search }) => (search ? [] : [makeGroup()]));
    server.use(meHandler(null), handler);
    const { user } = renderApp("/groups");

    await screen.findByRole("list", { name: "Groups" });
    await user.type(screen.getByRole("searchbox", { name: "Search groups" }), "zzz");
    expect(await screen.findByRole("heading", { name: "No groups found" })).toBeInTheDocument();
    expect(screen.getByText('No groups match "zzz". Try other words.')).toBeInTheDocument();
  });

  it("gives members My Groups, which asks for their groups only", async () => {
    const mine = makeGroup({ name: "Mine", ...asRole("ADMIN") });
    const other = makeGroup({ name: "Someone else's" });
    const { handler, requests } = groupsHandler(({ mine: onlyMine }) =>
      onlyMine ? [mine] : [mine, other],
    );
    server.use(meHandler(makeViewer()), handler);
    const { user } = renderApp("/groups");

    await screen.findByRole("tab", { name: "My Groups" });
    const tabs = screen.getAllByRole("tab").map((tab) => tab.textContent?.trim());
    expect(tabs).toEqual(["All Groups", "My Groups"]);
    expect(await screen.findByRole("link", { name: "Someone else's" })).toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "My Groups" }));
    const list = await screen.findByRole("list", { name: "My groups" });
    expect(within(list).getByRole("link", { name: "Mine" })).toBeInTheDocument();
    expect(within(list).getByText("Admin")).toBeInTheDocument();
    expect(within(list).queryByRole("link", { name: "Someone else's" })).not.toBeInTheDocument();
    expect(requests.at(-1)).toMatchObject({ mine: true });
  });

  it("asks visitors to sign in when they open a group or try to create one", async () => {
    const group = makeGroup({ name: "Open to all" });
    const { handler } = groupsHandler(() => [group]);
    server.use(meHandler(null), handler);
    const { user } = renderApp("/groups");

    await user.click(await screen.findByRole("link", { name: "Open to all" }));
    let dialog = await screen.findByRole("alertdialog", { name: "Sign in required" });
    expect(dialog).toHaveTextContent("You need to be signed in to join this group.");
    expect(dialog).toHaveTextContent("Please sign in or create an account to continue.");
    expect(screen.getByTestId("location")).toHaveTextContent("/groups");
    expect(screen.queryByRole("tab", { name: "My Groups" })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());

    await user.click(screen.getByRole("button", { name: "Create Group" }));
    dialog = await screen.findByRole("alertdialog", { name: "Sign in required" });
    expect(dialog).toHaveTextContent("You need to be signed in to create a group.");
    await user.click(within(dialog).getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/auth"));
  });

  it("takes members to the wizard with Create Group", async () => {
    const { handler } = groupsHandler(() => []);
    server.use(meHandler(makeViewer()), handler);
    const { user } = renderApp("/groups");

    await user.click(await screen.findByRole("button", { name: "Create Group" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/create-group"));
    expect(await screen.findByRole("heading", { name: "Group Details" })).toBeInTheDocument();
  });

  it("shows the error with 'Try again', which loads the list again", async () => {
    let calls = 0;
    const group = makeGroup({ name: "Back online" });
    server.use(
      meHandler(null),
      api.query("Groups", () => {
        calls += 1;
        return calls === 1 ? httpFailure() : gqlData({ groups: connection("Group", [group]) });
      }),
    );
    const { user } = renderApp("/groups");

    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Failed to load groups")).toBeInTheDocument();
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: "Back online" })).toBeInTheDocument();
  });
});

describe("/create-group", () => {
  it("checks the details as they are typed with the spec's messages", async () => {
    server.use(meHandler(makeViewer()));
    const { user } = renderApp("/create-group");

    const name = await screen.findByRole("textbox", { name: "Group name" });
    const description = screen.getByRole("textbox", { name: "Description" });
    await user.type(name, "ab");
    await user.click(description);
    expect(
      await screen.findByText("Group name must be at least 3 characters."),
    ).toBeInTheDocument();
    await user.type(description, "too short");
    await user.tab();
    expect(
      await screen.findByText("Description must be at least 10 characters."),
    ).toBeInTheDocument();

    await user.type(name, "c");
    await waitFor(() =>
      expect(
        screen.queryByText("Group name must be at least 3 characters."),
      ).not.toBeInTheDocument(),
    );
    await user.type(name, "x".repeat(48));
    expect(
      await screen.findByText("Group name must not exceed 50 characters."),
    ).toBeInTheDocument();

    // Next stays on the details while they are wrong.
    await user.click(screen.getByRole("button", { name: /Next/ }));
    expect(screen.getByRole("heading", { name: "Group Details" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Review" })).not.toBeInTheDocument();
  });

  it("goes Details → Review (Back keeps what was typed) → Success, with a toast and the links", async () => {
    const created = makeGroup({ name: "Climate Builders" });
    let input: Record<string, unknown> | undefined;
    server.use(
      meHandler(makeViewer()),
      api.mutation("CreateGroup", ({ variables }) => {
        input = variables.input as Record<string, unknown>;
        return gqlData({ createGroup: created });
      }),
    );
    const { user } = renderApp("/create-group");

    await user.type(
      await screen.findByRole("textbox", { name: "Group name" }),
      "  Climate Builders ",
    );
    await user.type(
      screen.getByRole("textbox", { name: "Description" }),
      "Engineers working on decarbonisation.",
    );
    await user.click(screen.getByRole("checkbox", { name: "Private group" }));
    await user.click(screen.getByRole("button", { name: /Next/ }));

    const review = await screen.findByRole("region", { name: "Review" });
    expect(within(review).getByRole("heading", { name: "Climate Builders" })).toBeInTheDocument();
    expect(within(review).getByText("Engineers working on decarbonisation.")).toBeInTheDocument();
    expect(within(review).getByText("Private")).toBeInTheDocument();

    await user.click(within(review).getByRole("button", { name: "Back" }));
    expect(await screen.findByRole("textbox", { name: "Group name" })).toHaveValue(
      "  Climate Builders ",
    );
    expect(screen.getByRole("textbox", { name: "Description" })).toHaveValue(
      "Engineers working on decarbonisation.",
    );
    expect(screen.getByRole("checkbox", { name: "Private group" })).toBeChecked();

    await user.click(screen.getByRole("button", { name: /Next/ }));
    await user.click(await screen.findByRole("button", { name: "Create Group" }));

    const toast = await findToast(/Group created successfully/);
    expect(toast).toHaveTextContent(
      "Your new group has been created and you can now invite members.",
    );
    expect(input).toEqual({
      name: "Climate Builders",
      description: "Engineers working on decarbonisation.",
      isPrivate: true,
      cover: null,
    });
    expect(
      screen.getByRole("heading", { name: "Group created successfully", level: 2 }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Group" })).toHaveAttribute(
      "href",
      `/groups/${created.id}`,
    );
    expect(screen.getByRole("link", { name: "Back to Groups" })).toHaveAttribute("href", "/groups");
  });

  it("says 'Error creating group' with the server's message and stays on Review", async () => {
    server.use(
      meHandler(makeViewer()),
      api.mutation("CreateGroup", () => graphQLError("Too many groups today.", "RATE_LIMITED")),
    );
    const { user } = renderApp("/create-group");

    await user.type(await screen.findByRole("textbox", { name: "Group name" }), "Builders");
    await user.type(screen.getByRole("textbox", { name: "Description" }), "A long enough text.");
    await user.click(screen.getByRole("button", { name: /Next/ }));
    await user.click(await screen.findByRole("button", { name: "Create Group" }));

    const toast = await findToast(/Error creating group/);
    expect(toast).toHaveTextContent("Too many groups today.");
    expect(screen.getByRole("region", { name: "Review" })).toBeInTheDocument();
  });

  it("sends visitors to /auth", async () => {
    server.use(meHandler(null));
    renderApp("/create-group");
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/auth"));
  });
});

describe("/groups/{id}", () => {
  it("shows a private group's banner and About to a non-member, and no posts or members", async () => {
    const creator = makePerson({ fullName: "Alice Johnson" });
    const group = makeGroup({
      name: "Founders Circle",
      description: "Fundraising notes and honest talk.",
      isPrivate: true,
      memberCount: 7,
      createdAt: "2025-03-04T10:00:00.000Z",
      creator,
    });
    // No posts or members handler: asking for them would fail the test.
    server.use(meHandler(makeViewer()), ...groupPageHandlers({ group }));
    const { user } = renderApp(`/groups/${group.id}`);

    expect(await screen.findByRole("heading", { name: "Founders Circle", level: 1 })).toBeVisible();
    const banner = screen.getByRole("region", { name: "Founders Circle" });
    expect(within(banner).getByText("7 members")).toBeInTheDocument();
    expect(within(banner).getByText("March 4, 2025")).toBeInTheDocument();
    expect(within(banner).getByText("Private")).toBeInTheDocument();
    expect(screen.getByText("Join the group to see and create posts.")).toBeInTheDocument();
    expect(screen.getByText("Only members can see who is in this private group.")).toBeVisible();
    expect(screen.queryByRole("form", { name: "Create a post" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Invite" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "About" }));
    expect(await screen.findByText("Fundraising notes and honest talk.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Alice Johnson" })).toHaveAttribute(
      "href",
      `/profile/${creator.id}`,
    );
  });

  it("tells a public group's non-members 'Join the group to post.' above the posts they read", async () => {
    const group = makeGroup({ name: "Open group" });
    server.use(
      meHandler(makeViewer()),
      ...groupPageHandlers({
        group,
        posts: [makeGroupPost({ content: "Hello there" })],
        members: [],
      }),
    );
    renderApp(`/groups/${group.id}`);

    expect(await screen.findByText("Hello there")).toBeInTheDocument();
    expect(screen.getByText("Join the group to post.")).toBeVisible();
    expect(screen.queryByText("Join the group to see and create posts.")).not.toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "Create a post" })).not.toBeInTheDocument();
  });

  it("sends a request to join, then shows 'Request Pending', which can be cancelled", async () => {
    const group = makeGroup({ name: "Builders", isPrivate: true });
    const calls: string[] = [];
    server.use(
      meHandler(makeViewer()),
      ...groupPageHandlers({ group }),
      api.mutation("RequestToJoinGroup", ({ variables }) => {
        calls.push(`request ${variables.groupId}`);
        return gqlData({ requestToJoinGroup: { ...group, viewerRequestStatus: "PENDING" } });
      }),
      api.mutation("CancelJoinRequest", ({ variables }) => {
        calls.push(`cancel ${variables.groupId}`);
        return gqlData({ cancelJoinRequest: { ...group, viewerRequestStatus: null } });
      }),
    );
    const { user } = renderApp(`/groups/${group.id}`);

    await user.click(await screen.findByRole("button", { name: "Request to join" }));
    expect(await screen.findByRole("button", { name: "Request Pending" })).toBeDisabled();
    expect(await findToast(/Request sent/)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Cancel request" }));
    expect(await screen.findByRole("button", { name: "Request to join" })).toBeEnabled();
    expect(calls).toEqual([`request ${group.id}`, `cancel ${group.id}`]);
  });

  it("asks a visitor to sign in to join", async () => {
    const group = makeGroup({ name: "Open group" });
    server.use(
      meHandler(null),
      ...groupPageHandlers({
        group,
        posts: [makeGroupPost({ content: "Hello there" })],
        members: [],
      }),
    );
    const { user } = renderApp(`/groups/${group.id}`);

    // A public group's posts are there for everyone to read.
    expect(await screen.findByText("Hello there")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Request to join" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Sign in required" });
    expect(dialog).toHaveTextContent("You need to be signed in to join this group.");
  });

  it("shows a pending invitation with Accept and Decline", async () => {
    const inviter = makePerson({ fullName: "Alice Johnson" });
    const group = makeGroup({
      name: "Invited",
      isPrivate: true,
      viewerInvitation: {
        __typename: "GroupInvitation",
        id: "45000000-0000-4000-8000-000000000001",
        status: "PENDING",
        invitedBy: inviter,
      },
    });
    let accepted = false;
    server.use(
      meHandler(makeViewer()),
      ...groupPageHandlers({ group, posts: [], members: [] }),
      api.mutation("AcceptGroupInvitation", () => {
        accepted = true;
        return gqlData({
          acceptGroupInvitation: {
            ...group,
            ...asRole("MEMBER"),
            viewerInvitation: null,
            memberCount: group.memberCount + 1,
          },
        });
      }),
    );
    const { user } = renderApp(`/groups/${group.id}`);

    expect(await screen.findByText("Alice Johnson invited you to join")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Decline" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Accept" }));

    expect(await findToast(/Invitation accepted/)).toHaveTextContent(
      "You are now a member of Invited.",
    );
    expect(await screen.findByRole("button", { name: "Leave Group" })).toBeInTheDocument();
    // Now a member: the composer and the posts load.
    expect(await screen.findByRole("form", { name: "Create a post" })).toBeInTheDocument();
    expect(accepted).toBe(true);
  });

  it("gives members the composer: empty or too long is refused, a post goes to the top", async () => {
    const me = makeViewer({ fullName: "Carol Diaz" });
    const group = makeGroup({ name: "Builders", ...asRole("MEMBER") });
    const older = makeGroupPost({ content: "An older post" });
    let sent: unknown;
    server.use(
      meHandler(me),
      ...groupPageHandlers({ group, posts: [older], members: [] }),
      api.mutation("CreateGroupPost", ({ variables }) => {
        sent = variables.input;
        return gqlData({
          createGroupPost: makeGroupPost({
            content: "Shipping day!",
            author: makePerson({ id: me.id, username: me.username, fullName: me.fullName }),
            viewerCanDelete: true,
          }),
        });
      }),
    );
    const { user } = renderApp(`/groups/${group.id}`);

    const composer = await screen.findByRole("form", { name: "Create a post" });
    await user.click(within(composer).getByRole("button", { name: "Post" }));
    expect(await within(composer).findByText("Post content cannot be empty.")).toBeVisible();

    const content = within(composer).getByRole("combobox", { name: "Post content" });
    await user.click(content);
    await user.paste("x".repeat(1001));
    expect(
      await within(composer).findByText("Post content must not exceed 1000 characters."),
    ).toBeVisible();
    await user.click(within(composer).getByRole("button", { name: "Post" }));
    expect(sent).toBeUndefined();

    await user.clear(content);
    await user.type(content, "  Shipping day!  ");
    await user.click(within(composer).getByRole("button", { name: "Post" }));

    expect(await findToast(/Post created/)).toHaveTextContent("Your post was created successfully");
    expect(sent).toEqual({ groupId: group.id, content: "Shipping day!", image: null });
    const posts = within(screen.getByRole("list", { name: "Posts" })).getAllByRole("article");
    expect(
      posts.map((post) => within(post).queryByText(/Shipping day!|An older post/)?.textContent),
    ).toEqual(["Shipping day!", "An older post"]);
    expect(content).toHaveValue("");
  });

  it("says 'Error - Failed to create post' when the post is refused", async () => {
    const group = makeGroup({ ...asRole("MEMBER") });
    server.use(
      meHandler(makeViewer()),
      ...groupPageHandlers({ group, posts: [], members: [] }),
      api.mutation("CreateGroupPost", () => httpFailure()),
    );
    const { user } = renderApp(`/groups/${group.id}`);

    const composer = await screen.findByRole("form", { name: "Create a post" });
    await user.type(within(composer).getByRole("combobox", { name: "Post content" }), "Hello");
    await user.click(within(composer).getByRole("button", { name: "Post" }));
    expect(await findToast("Error")).toHaveTextContent("Failed to create post");
  });

  it("gives admins Invite and the join-request panel; approving takes the request away", async () => {
    const grace = makePerson({ fullName: "Grace Hopper" });
    const linus = makePerson({ fullName: "Linus Park" });
    const first = makeJoinRequest(grace);
    const second = makeJoinRequest(linus);
    const group = makeGroup({ name: "Builders", ...asRole("ADMIN"), pendingRequestCount: 2 });
    let requests = [first, second];
    let approved: unknown;
    server.use(
      meHandler(makeViewer()),
      api.query("Group", () =>
        gqlData({ group: { ...group, pendingRequestCount: requests.length } }),
      ),
      api.query("GroupPosts", () => gqlData({ groupPosts: connection("GroupPost", []) })),
      api.query("GroupMembers", () => gqlData({ groupMembers: connection("GroupMember", []) })),
      api.query("JoinRequests", () =>
        gqlData({ joinRequests: connection("GroupJoinRequest", requests) }),
      ),
      api.mutation("ApproveJoinRequest", ({ variables }) => {
        approved = variables.id;
        requests = requests.filter((request) => request.id !== variables.id);
        return gqlData({ approveJoinRequest: { ...first, status: "APPROVED" } });
      }),
    );
    const { user } = renderApp(`/groups/${group.id}`);

    expect(await screen.findByRole("button", { name: "Invite" })).toBeInTheDocument();
    const panel = await screen.findByRole("region", { name: "Join Requests" });
    const list = await within(panel).findByRole("list", { name: "Pending join requests" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.getAttribute("aria-label")),
    ).toEqual(["Request from Grace Hopper", "Request from Linus Park"]);

    const graceRow = within(list).getByRole("listitem", { name: "Request from Grace Hopper" });
    await user.click(within(graceRow).getByRole("button", { name: "Approve" }));
    expect(await findToast(/Request approved/)).toHaveTextContent(
      "Grace Hopper is now a member of the group.",
    );
    await waitFor(() => expect(within(panel).queryByText("Grace Hopper")).not.toBeInTheDocument());
    expect(within(panel).getByText("Linus Park")).toBeInTheDocument();
    expect(approved).toBe(first.id);
  });

  it("shows a join request on an admin's open group page as soon as its notification arrives", async () => {
    const grace = makePerson({ fullName: "Grace Hopper" });
    const group = makeGroup({ name: "Builders", ...asRole("ADMIN"), pendingRequestCount: 0 });
    let requests: ReturnType<typeof makeJoinRequest>[] = [];
    server.use(
      meHandler(makeViewer()),
      api.query("Group", () =>
        gqlData({ group: { ...group, pendingRequestCount: requests.length } }),
      ),
      api.query("GroupPosts", () => gqlData({ groupPosts: connection("GroupPost", []) })),
      api.query("GroupMembers", () => gqlData({ groupMembers: connection("GroupMember", []) })),
      api.query("JoinRequests", () =>
        gqlData({ joinRequests: connection("GroupJoinRequest", requests) }),
      ),
    );
    const { live } = renderLiveApp(`/groups/${group.id}`);
    const panel = await screen.findByRole("region", { name: "Join Requests" });
    expect(await within(panel).findByText("No pending requests.")).toBeInTheDocument();
    await waitFor(() => expect(live.active("NotificationAdded")).toBe(true));

    const request = makeJoinRequest(grace);
    requests = [request];
    live.emit("NotificationAdded", {
      notificationAdded: {
        __typename: "Notification",
        id: "40000000-0000-4000-8000-000000009998",
        type: "GROUP_JOIN_REQUEST",
        title: "New Join Request",
        message: "Grace Hopper asked to join Builders",
        read: false,
        data: { senderId: grace.id, groupId: group.id, requestId: request.id },
        path: null,
        actors: [],
        actorCount: 1,
        createdAt: new Date().toISOString(),
      },
    });
    const list = await within(panel).findByRole("list", { name: "Pending join requests" });
    expect(within(list).getByRole("listitem", { name: "Request from Grace Hopper" })).toBeVisible();
  });

  it("says 'Failed to load join requests' when the panel cannot load", async () => {
    const group = makeGroup({ ...asRole("ADMIN") });
    server.use(
      meHandler(makeViewer()),
      ...groupPageHandlers({ group, posts: [], members: [] }),
      api.query("JoinRequests", () => httpFailure()),
    );
    renderApp(`/groups/${group.id}`);

    const panel = await screen.findByRole("region", { name: "Join Requests" });
    expect(await within(panel).findByText("Failed to load join requests")).toBeInTheDocument();
  });

  it("invites by e-mail or username with the spec's messages", async () => {
    const group = makeGroup({ name: "Builders", ...asRole("ADMIN") });
    const invited: unknown[] = [];
    server.use(
      meHandler(makeViewer()),
      ...groupPageHandlers({ group, posts: [], members: [], requests: [] }),
      api.mutation("InviteToGroup", ({ variables }) => {
        invited.push(variables.emailOrUsername);
        if (variables.emailOrUsername === "nobody@example.com") {
          return Response.json({
            data: null,
            errors: [
              {
                message: "No user with that email address was found",
                extensions: { code: "NOT_FOUND", title: "User not found" },
              },
            ],
          });
        }
        return gqlData({
          inviteToGroup: {
            __typename: "GroupInvitation",
            id: "45000000-0000-4000-8000-000000000009",
            status: "PENDING",
            invitee: makePerson({ fullName: "Bob Smith" }),
          },
        });
      }),
    );
    const { user } = renderApp(`/groups/${group.id}`);

    await user.click(await screen.findByRole("button", { name: "Invite" }));
    const dialog = await screen.findByRole("dialog", { name: "Invite to group" });
    await user.click(within(dialog).getByRole("button", { name: "Send Invitation" }));
    expect(await within(dialog).findByText("Please enter an email address")).toBeVisible();
    expect(invited).toEqual([]);

    await user.type(
      within(dialog).getByRole("textbox", { name: "Email or username" }),
      "nobody@example.com",
    );
    await user.click(within(dialog).getByRole("button", { name: "Send Invitation" }));
    expect(await findToast(/User not found/)).toHaveTextContent(
      "No user with that email address was found",
    );

    const field = within(dialog).getByRole("textbox", { name: "Email or username" });
    await user.clear(field);
    await user.type(field, "bob");
    await user.click(within(dialog).getByRole("button", { name: "Send Invitation" }));
    expect(await findToast(/Invitation sent/)).toHaveTextContent(
      "Bob Smith has been invited to join Builders.",
    );
    expect(invited).toEqual(["nobody@example.com", "bob"]);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("leaves the group, or shows why the last admin cannot", async () => {
    const group = makeGroup({ name: "Builders", ...asRole("ADMIN") });
    server.use(
      meHandler(makeViewer()),
      ...groupPageHandlers({ group, posts: [], members: [], requests: [] }),
      api.mutation("LeaveGroup", () =>
        graphQLError(
          "You are this group's only admin. Make another member an admin before you leave.",
          "CONFLICT",
        ),
      ),
    );
    const { user } = renderApp(`/groups/${group.id}`);

    await user.click(await screen.findByRole("button", { name: "Leave Group" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Leave group" });
    await user.click(within(confirm).getByRole("button", { name: "Leave Group" }));
    expect(await findToast("Error")).toHaveTextContent(
      "You are this group's only admin. Make another member an admin before you leave.",
    );

    server.use(
      api.mutation("LeaveGroup", () =>
        gqlData({ leaveGroup: { ...group, viewerIsMember: false, viewerRole: null } }),
      ),
    );
    await user.click(screen.getByRole("button", { name: "Leave Group" }));
    await user.click(
      within(await screen.findByRole("alertdialog", { name: "Leave group" })).getByRole("button", {
        name: "Leave Group",
      }),
    );
    expect(await findToast(/Left group/)).toHaveTextContent("You have left the group successfully");
    expect(await screen.findByRole("button", { name: "Request to join" })).toBeInTheDocument();
  });

  it("lists five members and all of them with their roles in 'View all N members'", async () => {
    const people = Array.from({ length: 7 }, (_, index) =>
      makePerson({ fullName: `Member ${index + 1}` }),
    );
    const members = people.map((person, index) =>
      makeMember(person, index === 0 ? "ADMIN" : index === 1 ? "MODERATOR" : "MEMBER"),
    );
    const group = makeGroup({ memberCount: 7 });
    server.use(meHandler(makeViewer()), ...groupPageHandlers({ group, posts: [], members }));
    const { user } = renderApp(`/groups/${group.id}`);

    const panel = await screen.findByRole("list", { name: "Members" });
    await waitFor(() => expect(within(panel).getAllByRole("listitem")).toHaveLength(5));
    expect(within(panel).getByText("Admin")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "View all 7 members" }));
    const dialog = await screen.findByRole("dialog", { name: /Members of/ });
    const all = await within(dialog).findByRole("list", { name: "All members" });
    expect(within(all).getAllByRole("listitem")).toHaveLength(7);
    expect(within(all).getByText("Moderator")).toBeInTheDocument();
    // Only admins manage members.
    expect(within(dialog).queryByRole("button", { name: /Manage/ })).not.toBeInTheDocument();
  });

  it("lets admins promote and remove members from 'View all N members'", async () => {
    const me = makeViewer();
    const self = makeMember(
      makePerson({ id: me.id, username: me.username, fullName: me.fullName }),
      "ADMIN",
    );
    const grace = makeMember(makePerson({ fullName: "Grace Hopper" }));
    const linus = makeMember(makePerson({ fullName: "Linus Park" }));
    const group = makeGroup({ ...asRole("ADMIN"), memberCount: 3 });
    let members = [self, grace, linus];
    const calls: string[] = [];
    server.use(
      meHandler(me),
      ...groupPageHandlers({ group, posts: [], requests: [] }),
      api.query("GroupMembers", () =>
        gqlData({ groupMembers: connection("GroupMember", members) }),
      ),
      api.mutation("SetGroupMemberRole", ({ variables }) => {
        calls.push(`${variables.userId} ${variables.role}`);
        members = members.map((member) =>
          member.profile.id === variables.userId
            ? { ...member, role: variables.role as "MODERATOR" }
            : member,
        );
        return gqlData({
          setGroupMemberRole: members.find((m) => m.profile.id === variables.userId),
        });
      }),
      api.mutation("RemoveGroupMember", ({ variables }) => {
        calls.push(`remove ${variables.userId}`);
        members = members.filter((member) => member.profile.id !== variables.userId);
        return gqlData({
          removeGroupMember: { __typename: "Group", id: group.id, memberCount: 2 },
        });
      }),
    );
    const { user } = renderApp(`/groups/${group.id}`);

    await user.click(await screen.findByRole("button", { name: "View all 3 members" }));
    const dialog = await screen.findByRole("dialog", { name: /Members of/ });
    await within(dialog).findByText("Grace Hopper");
    // Not for themselves: they leave the group instead.
    expect(
      within(dialog).queryByRole("button", { name: `Manage ${me.fullName}` }),
    ).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Manage Grace Hopper" }));
    await user.click(await screen.findByRole("menuitem", { name: "Make moderator" }));
    expect(await findToast(/Role updated/)).toHaveTextContent("Grace Hopper is now a moderator.");
    const graceRow = within(dialog).getByText("Grace Hopper").closest("li")!;
    await waitFor(() => expect(within(graceRow).getByText("Moderator")).toBeInTheDocument());

    await user.click(within(dialog).getByRole("button", { name: "Manage Linus Park" }));
    await user.click(await screen.findByRole("menuitem", { name: "Remove from group" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Remove member" });
    await user.click(within(confirm).getByRole("button", { name: "Remove" }));
    expect(await findToast(/Member removed/)).toHaveTextContent(
      "Linus Park was removed from the group.",
    );
    await waitFor(() => expect(within(dialog).queryByText("Linus Park")).not.toBeInTheDocument());
    expect(calls).toEqual([`${grace.profile.id} MODERATOR`, `remove ${linus.profile.id}`]);
  });

  it("shares a public group's post with an optional comment, and says 'Error sharing post' on failure", async () => {
    const group = makeGroup({ ...asRole("MEMBER") });
    const post = makeGroupPost({ content: "Worth sharing" });
    let shared: Record<string, unknown> | undefined;
    server.use(
      meHandler(makeViewer()),
      ...groupPageHandlers({ group, posts: [post], members: [] }),
      api.mutation("ShareGroupPost", () =>
        graphQLError("Posts of private groups cannot be shared.", "FORBIDDEN"),
      ),
    );
    const { user } = renderApp(`/groups/${group.id}`);

    const card = await screen.findByRole("article", { name: `Post by ${post.author!.fullName}` });
    await user.click(within(card).getByRole("button", { name: "Share" }));
    let dialog = await screen.findByRole("dialog", { name: "Share post" });
    const comment = within(dialog).getByRole("textbox", { name: "Add a comment (optional)" });
    await user.click(comment);
    await user.paste("x".repeat(501));
    expect(within(dialog).getByText("Your comment must not exceed 500 characters.")).toBeVisible();
    expect(within(dialog).getByRole("button", { name: "Share" })).toBeDisabled();
    await user.clear(comment);
    await user.type(comment, "Read this");
    await user.click(within(dialog).getByRole("button", { name: "Share" }));
    expect(await findToast(/Error sharing post/)).toHaveTextContent(
      "Posts of private groups cannot be shared.",
    );

    server.use(
      api.mutation("ShareGroupPost", ({ variables }) => {
        shared = variables;
        return gqlData({
          shareGroupPost: { __typename: "FeedItem", id: "30000000-0000-4000-8000-000000000999" },
        });
      }),
    );
    dialog = screen.getByRole("dialog", { name: "Share post" });
    await user.click(within(dialog).getByRole("button", { name: "Share" }));
    expect(await findToast(/Post shared/)).toBeInTheDocument();
    expect(shared).toEqual({ postId: post.id, comment: "Read this" });
    expect(await within(card).findByRole("button", { name: "Share (1)" })).toBeInTheDocument();
  });

  it("deletes a post after a confirmation, for those who may", async () => {
    const group = makeGroup({ ...asRole("MODERATOR") });
    const doomed = makeGroupPost({ content: "Spam spam spam", viewerCanDelete: true });
    const kept = makeGroupPost({ content: "Useful post" });
    let deleted: unknown;
    server.use(
      meHandler(makeViewer()),
      ...groupPageHandlers({ group, posts: [doomed, kept], members: [] }),
      api.mutation("DeleteGroupPost", ({ variables }) => {
        deleted = variables.id;
        return gqlData({ deleteGroupPost: true });
      }),
    );
    const { user } = renderApp(`/groups/${group.id}`);

    const list = await screen.findByRole("list", { name: "Posts" });
    await within(list).findByText("Spam spam spam");
    // Delete only where the server says the viewer may.
    expect(within(list).getAllByRole("button", { name: "Delete post" })).toHaveLength(1);
    await user.click(within(list).getByRole("button", { name: "Delete post" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete post" });
    expect(confirm).toHaveTextContent(
      "Are you sure you want to delete this post? This action cannot be undone.",
    );
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));

    expect(await findToast(/Post deleted/)).toBeInTheDocument();
    await waitFor(() => expect(within(list).queryByText("Spam spam spam")).not.toBeInTheDocument());
    expect(within(list).getByText("Useful post")).toBeInTheDocument();
    expect(deleted).toBe(doomed.id);
  });

  it("opens the post a link points at, loading it when it is not on the first page", async () => {
    const group = makeGroup({ ...asRole("MEMBER") });
    const linked = makeGroupPost({ content: "The post from the notification" });
    server.use(
      meHandler(makeViewer()),
      ...groupPageHandlers({
        group,
        posts: [makeGroupPost({ content: "Newest post" })],
        members: [],
      }),
      api.query("GroupPost", ({ variables }) =>
        gqlData({
          groupPost:
            variables.id === linked.id
              ? { ...linked, group: { __typename: "Group", id: group.id } }
              : null,
        }),
      ),
    );
    renderApp(`/groups/${group.id}?post=${linked.id}`);

    const card = await screen.findByRole("article", { name: `Post by ${linked.author!.fullName}` });
    expect(within(card).getByText("Linked post")).toBeInTheDocument();
    expect(within(card).getByText("The post from the notification")).toBeInTheDocument();
    // Its comments are open.
    expect(within(card).getByRole("button", { name: "Comments (0)" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(
      await within(card).findByText("No comments yet. Be the first to comment."),
    ).toBeVisible();
  });

  it("says 'Group not found' and goes back to /groups for a well-formed unknown id", async () => {
    const { handler } = groupsHandler(() => []);
    server.use(
      meHandler(makeViewer()),
      handler,
      api.query("Group", () => gqlData({ group: null })),
    );
    renderApp("/groups/40000000-0000-4000-8000-999999999999");

    expect(await findToast(/Group not found/)).toHaveTextContent(
      "The group you are looking for does not exist.",
    );
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/groups$/));
  });

  it("says the spec's 'Invalid group ID format' for a malformed id, without asking the server", async () => {
    const { handler } = groupsHandler(() => []);
    server.use(meHandler(makeViewer()), handler);
    renderApp("/groups/not-a-group");

    expect(await findToast("Invalid group ID format. Please try again later.")).toBeInTheDocument();
    expect(screen.queryByText("Group not found")).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/groups$/));
  });

  it("shows a loading state while the group loads", async () => {
    server.use(
      meHandler(makeViewer()),
      api.query("Group", async () => {
        await delay("infinite");
        return gqlData({ group: null });
      }),
    );
    renderApp("/groups/40000000-0000-4000-8000-999999999998");
    expect(await screen.findByLabelText("Loading group")).toBeInTheDocument();
  });
});

describe("a group's settings", () => {
  const adminGroup = () =>
    makeGroup({
      name: "Builders",
      description: "People who build things together.",
      ...asRole("ADMIN"),
    });

  /** `updateGroup` answered with the group as its input changes it, recording each input. */
  function updateHandler(group: GroupFixture) {
    const inputs: Record<string, unknown>[] = [];
    const handler = api.mutation("UpdateGroup", ({ variables }) => {
      const input = variables.input as Record<string, unknown>;
      inputs.push(input);
      return gqlData({ updateGroup: { ...group, ...input } });
    });
    return { handler, inputs };
  }

  async function openEdit(user: ReturnType<typeof renderApp>["user"]) {
    await user.click(await screen.findByRole("button", { name: "Edit group" }));
    return screen.findByRole("dialog", { name: "Edit group" });
  }

  it("gives admins Edit group, checked with the spec's messages, sending only what changed", async () => {
    const group = adminGroup();
    const { handler, inputs } = updateHandler(group);
    server.use(
      meHandler(makeViewer()),
      ...groupPageHandlers({ group, posts: [], members: [], requests: [] }),
      handler,
    );
    const { user } = renderApp(`/groups/${group.id}`);

    const dialog = await openEdit(user);
    const name = within(dialog).getByRole("textbox", { name: "Group name" });
    expect(name).toHaveValue("Builders");
    expect(within(dialog).getByRole("textbox", { name: "Description" })).toHaveValue(
      "People who build things together.",
    );
    expect(within(dialog).getByRole("checkbox", { name: "Private group" })).not.toBeChecked();
    expect(within(dialog).getByRole("button", { name: "Add image" })).toBeInTheDocument();

    await user.clear(name);
    await user.type(name, "ab");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(
      await within(dialog).findByText("Group name must be at least 3 characters."),
    ).toBeInTheDocument();
    expect(inputs).toHaveLength(0);

    await user.clear(name);
    await user.type(name, "  Builders Guild ");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await findToast(/Group updated/)).toHaveTextContent("Your changes have been saved.");
    expect(inputs).toEqual([{ name: "Builders Guild" }]);
    expect(await screen.findByRole("heading", { name: "Builders Guild", level: 1 })).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Edit group" })).not.toBeInTheDocument(),
    );
  });

  it("asks before going private, saying what that hides; Cancel sends nothing", async () => {
    const group = adminGroup();
    const { handler, inputs } = updateHandler(group);
    server.use(
      meHandler(makeViewer()),
      ...groupPageHandlers({ group, posts: [], members: [], requests: [] }),
      handler,
    );
    const { user } = renderApp(`/groups/${group.id}`);

    const dialog = await openEdit(user);
    await user.click(within(dialog).getByRole("checkbox", { name: "Private group" }));
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    let confirm = await screen.findByRole("alertdialog", { name: "Make this group private?" });
    expect(confirm).toHaveTextContent(
      "Its posts and member list will be visible to members only. Its posts leave the news feed and can no longer be shared.",
    );
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(inputs).toHaveLength(0);

    await user.click(
      within(screen.getByRole("dialog", { name: "Edit group" })).getByRole("button", {
        name: "Save Changes",
      }),
    );
    confirm = await screen.findByRole("alertdialog", { name: "Make this group private?" });
    await user.click(within(confirm).getByRole("button", { name: "Make private" }));
    expect(await findToast(/Group updated/)).toBeInTheDocument();
    expect(inputs).toEqual([{ isPrivate: true }]);
    const banner = screen.getByRole("region", { name: "Builders" });
    expect(await within(banner).findByText("Private")).toBeInTheDocument();
  });

  it("lets an admin remove the cover (with a way back before saving), sending removeCover", async () => {
    const group = makeGroup({
      name: "Builders",
      description: "People who build things together.",
      coverImageUrl: "/uploads/group/cover.jpg",
      coverThumbnailUrl: "/uploads/group/cover-thumb.jpg",
      ...asRole("ADMIN"),
    });
    const inputs: Record<string, unknown>[] = [];
    server.use(
      meHandler(makeViewer()),
      ...groupPageHandlers({ group, posts: [], members: [], requests: [] }),
      api.mutation("UpdateGroup", ({ variables }) => {
        inputs.push(variables.input as Record<string, unknown>);
        return gqlData({
          updateGroup: { ...group, coverImageUrl: null, coverThumbnailUrl: null },
        });
      }),
    );
    const { user } = renderApp(`/groups/${group.id}`);
    const banner = await screen.findByRole("region", { name: "Builders" });
    expect(within(banner).getByRole("img", { name: "Builders cover" })).toBeInTheDocument();

    const dialog = await openEdit(user);
    expect(within(dialog).getByText("Current cover")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Remove cover" }));
    expect(within(dialog).getByRole("status")).toHaveTextContent(
      "The cover will be removed when you save.",
    );
    expect(within(dialog).queryByText("Current cover")).not.toBeInTheDocument();
    // Changing one's mind before saving keeps it.
    await user.click(within(dialog).getByRole("button", { name: "Keep cover" }));
    expect(within(dialog).getByText("Current cover")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Remove cover" }));
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));

    expect(await findToast(/Group updated/)).toBeInTheDocument();
    expect(inputs).toEqual([{ removeCover: true }]);
    await waitFor(() =>
      expect(within(banner).queryByRole("img", { name: "Builders cover" })).not.toBeInTheDocument(),
    );
  });

  it("says 'Error - Failed to update group', or puts the server's message on its field", async () => {
    const group = adminGroup();
    server.use(
      meHandler(makeViewer()),
      ...groupPageHandlers({ group, posts: [], members: [], requests: [] }),
      api.mutation("UpdateGroup", () => httpFailure()),
    );
    const { user } = renderApp(`/groups/${group.id}`);

    const dialog = await openEdit(user);
    const description = within(dialog).getByRole("textbox", { name: "Description" });
    await user.clear(description);
    await user.type(description, "Makers of useful things.");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await findToast("Error")).toHaveTextContent("Failed to update group");
    expect(screen.getByRole("dialog", { name: "Edit group" })).toBeInTheDocument();

    server.use(
      api.mutation("UpdateGroup", () =>
        graphQLError("Description must not exceed 500 characters.", "BAD_USER_INPUT", {
          description: "Description must not exceed 500 characters.",
        }),
      ),
    );
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(
      await within(dialog).findByText("Description must not exceed 500 characters."),
    ).toBeInTheDocument();
  });

  it("deletes the group once its name is typed, then goes to the groups list", async () => {
    const group = adminGroup();
    const deleted: unknown[] = [];
    const { handler: list } = groupsHandler(() => []);
    server.use(
      meHandler(makeViewer()),
      ...groupPageHandlers({ group, posts: [], members: [], requests: [] }),
      list,
      api.mutation("DeleteGroup", () => httpFailure()),
    );
    const { user } = renderApp(`/groups/${group.id}`);

    const dialog = await openEdit(user);
    await user.click(within(dialog).getByRole("button", { name: "Delete group" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete group" });
    const submit = within(confirm).getByRole("button", { name: "Delete group" });
    const typed = within(confirm).getByRole("textbox", {
      name: "Type the group's name to confirm",
    });
    expect(submit).toBeDisabled();
    await user.type(typed, "builders");
    expect(submit).toBeDisabled();

    await user.clear(typed);
    await user.type(typed, "Builders");
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(await findToast("Error")).toHaveTextContent("Failed to delete group");
    expect(screen.getByTestId("location")).toHaveTextContent(`/groups/${group.id}`);

    server.use(
      api.mutation("DeleteGroup", ({ variables }) => {
        deleted.push(variables.id);
        return gqlData({ deleteGroup: true });
      }),
    );
    await user.click(submit);
    expect(await findToast(/Group deleted/)).toHaveTextContent(
      "The group and its posts have been deleted.",
    );
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/groups$/));
    expect(deleted).toEqual([group.id]);
  });

  it("opens Edit group from the profile's settings link (?edit=1); closing it drops the flag", async () => {
    const group = adminGroup();
    server.use(
      meHandler(makeViewer()),
      ...groupPageHandlers({ group, posts: [], members: [], requests: [] }),
    );
    const { user } = renderApp(`/groups/${group.id}?edit=1`);

    const dialog = await screen.findByRole("dialog", { name: "Edit group" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() =>
      expect(screen.getByTestId("location")).toHaveTextContent(new RegExp(`^/groups/${group.id}$`)),
    );
    expect(screen.queryByRole("dialog", { name: "Edit group" })).not.toBeInTheDocument();
  });

  it("offers no settings to members who are not admins", async () => {
    const group = makeGroup({ name: "Members", ...asRole("MODERATOR") });
    server.use(meHandler(makeViewer()), ...groupPageHandlers({ group, posts: [], members: [] }));
    renderApp(`/groups/${group.id}`);

    expect(await screen.findByRole("button", { name: "Leave Group" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Edit group" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete group" })).not.toBeInTheDocument();
  });

  it("gives a super admin who is not an admin Delete group alone", async () => {
    const group = makeGroup({ name: "Elsewhere", viewerCanDelete: true });
    server.use(
      meHandler(makeViewer({ isSuperAdmin: true })),
      ...groupPageHandlers({ group, posts: [], members: [] }),
    );
    const { user } = renderApp(`/groups/${group.id}`);

    await user.click(await screen.findByRole("button", { name: "Delete group" }));
    expect(await screen.findByRole("alertdialog", { name: "Delete group" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Edit group" })).not.toBeInTheDocument();
  });
});
