import { screen, waitFor, within } from "@testing-library/react";
import { makeViewer } from "./support/fixtures";
import { api, gqlData, graphQLError, httpFailure, meHandler } from "./support/graphql";
import { articlePage, authorOf, makeArticle, type ArticlesRequest } from "./support/articles";
import { asRole, connection, makeGroup } from "./support/groups";
import { makeProfile, ownProfile, profileHandlers, type ProfileFixture } from "./support/profiles";
import { renderApp } from "./support/render";
import { server } from "./support/server";

/** The one toast on screen (the app shows at most one). */
function findToast(title: string | RegExp) {
  return screen.findByRole("status", { name: title });
}

/**
 * Applies a connection change to the member, as the server would (later reads see it), and returns what
 * the mutation answers: the member with fresh counts and status.
 */
function stateOf(profile: ProfileFixture, changes: Partial<ProfileFixture>) {
  const next = Object.assign(profile, changes);
  return {
    __typename: "Profile",
    id: next.id,
    followerCount: next.followerCount,
    followingCount: next.followingCount,
    connectionStatus: next.connectionStatus,
    hasIncomingFriendRequest: next.hasIncomingFriendRequest,
  };
}

describe("/profile for a visitor", () => {
  it("asks to sign in, with a destructive 'Authentication Required' toast", async () => {
    server.use(meHandler(null));
    renderApp("/profile");

    expect(
      await screen.findByRole("heading", { name: "Please sign in to view profiles." }),
    ).toBeInTheDocument();
    const toast = await findToast(/Authentication Required/);
    expect(toast).toHaveAttribute("data-type", "error");
    expect(within(screen.getByRole("main")).getByRole("link", { name: "Sign In" })).toHaveAttribute(
      "href",
      "/auth",
    );
  });
});

describe("/profile, one's own", () => {
  it("shows the header with at most 8 skills then '+N more', counts, and Edit Profile", async () => {
    const me = makeViewer({ fullName: "Ada Lovelace", username: "ada" });
    const skills = [
      "Maths",
      "Logic",
      "Poetry",
      "Music",
      "Writing",
      "Analysis",
      "Research",
      "Design",
      "Chess",
      "Rowing",
    ];
    const profile = ownProfile(me, {
      skills,
      title: "Founder",
      company: "Engines",
      location: "London",
      followerCount: 1,
      followingCount: 12,
    });
    server.use(meHandler(me), ...profileHandlers({ profiles: [profile] }));
    renderApp("/profile");

    expect(await screen.findByRole("heading", { name: "Ada Lovelace" })).toBeInTheDocument();
    expect(screen.getByText("@ada")).toBeInTheDocument();
    expect(screen.getByText("Founder at Engines")).toBeInTheDocument();
    expect(screen.getByText("London")).toBeInTheDocument();
    expect(screen.getByTestId("connection-counts")).toHaveTextContent("1 follower12 following");

    const badges = within(screen.getByLabelText("Skills"));
    expect(badges.getByText("Design")).toBeInTheDocument();
    expect(badges.queryByText("Chess")).not.toBeInTheDocument();
    expect(badges.getByText("+2 more")).toBeInTheDocument();

    expect(screen.getByRole("link", { name: "Edit Profile" })).toHaveAttribute(
      "href",
      "/settings?tab=profile",
    );
    expect(screen.getByRole("button", { name: "Change cover" })).toBeInTheDocument();
    // Follow and Message are never offered on oneself.
    expect(screen.queryByRole("button", { name: /Follow/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Message/ })).not.toBeInTheDocument();

    const nav = screen.getByRole("navigation", { name: "Main navigation" });
    expect(within(nav).getByRole("link", { name: "Profile" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  it("shows the spec's empty states: friend requests, following, friends, followers, groups", async () => {
    const me = makeViewer();
    server.use(meHandler(me), ...profileHandlers({ profiles: [ownProfile(me)] }));
    const { user } = renderApp(`/profile/${me.id}`);

    expect(await screen.findByText("No pending friend requests")).toBeInTheDocument();
    expect(await screen.findByText("You're not following anyone yet")).toBeInTheDocument();
    expect(await screen.findByText("You don't have any friends yet")).toBeInTheDocument();

    expect(screen.getByRole("tab", { name: "My Connections" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await user.click(screen.getByRole("tab", { name: "My Followers" }));
    expect(await screen.findByText("No followers yet")).toBeInTheDocument();

    const groups = screen.getByRole("tabpanel", { name: "Groups" });
    expect(
      await within(groups).findByRole("heading", { name: "No groups yet" }),
    ).toBeInTheDocument();
    expect(within(groups).getByRole("link", { name: "Find Groups" })).toHaveAttribute(
      "href",
      "/groups",
    );
    expect(within(groups).getByRole("link", { name: "Create" })).toHaveAttribute(
      "href",
      "/create-group",
    );
    await user.click(screen.getByRole("tab", { name: "Articles" }));
    const articles = screen.getByRole("tabpanel", { name: "Articles" });
    expect(
      await within(articles).findByRole("heading", { name: "No articles yet" }),
    ).toBeInTheDocument();
    expect(within(articles).getByRole("button", { name: "Write" })).toBeInTheDocument();
  });

  it("accepts a friend request from the Friend Requests card", async () => {
    const me = makeViewer();
    const grace = makeProfile({
      fullName: "Grace Hopper",
      connectionStatus: "FRIEND_REQUESTED",
      hasIncomingFriendRequest: true,
    });
    let pending = [grace];
    let accepted: unknown;
    server.use(
      meHandler(me),
      ...profileHandlers({ profiles: [ownProfile(me)], friendRequests: () => pending }),
      api.mutation("AcceptFriendRequest", ({ variables }) => {
        accepted = variables;
        pending = [];
        return gqlData({
          acceptFriendRequest: stateOf(grace, {
            connectionStatus: "FRIENDS",
            hasIncomingFriendRequest: false,
          }),
        });
      }),
    );
    const { user } = renderApp("/profile");

    const requests = await screen.findByRole("list", { name: "Friend requests" });
    expect(within(requests).getByRole("link", { name: "Grace Hopper" })).toHaveAttribute(
      "href",
      `/profile/${grace.id}`,
    );
    expect(
      within(requests).getByRole("button", { name: "Reject friend request from Grace Hopper" }),
    ).toBeInTheDocument();
    await user.click(
      within(requests).getByRole("button", { name: "Accept friend request from Grace Hopper" }),
    );

    expect(await findToast("Friend request accepted")).toBeInTheDocument();
    expect(accepted).toEqual({ userId: grace.id });
    expect(await screen.findByText("No pending friend requests")).toBeInTheDocument();
  });

  it("says 'Failed to load followers. Please try again.' and retries", async () => {
    const me = makeViewer();
    let fail = true;
    const follower = makeProfile({ fullName: "Linus Pauling" });
    server.use(
      meHandler(me),
      // Before the default handlers: the first matching handler answers.
      api.query("Followers", () =>
        fail
          ? graphQLError("Internal server error", "INTERNAL_SERVER_ERROR")
          : gqlData({
              followers: {
                __typename: "ProfileConnection",
                totalCount: 1,
                edges: [{ __typename: "ProfileEdge", cursor: "c1", node: follower }],
                pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: "c1" },
              },
            }),
      ),
      ...profileHandlers({ profiles: [ownProfile(me)] }),
    );
    const { user } = renderApp("/profile");
    await user.click(await screen.findByRole("tab", { name: "My Followers" }));

    const panel = screen.getByRole("tabpanel", { name: "My Followers" });
    expect(await within(panel).findByRole("alert")).toHaveTextContent(
      "Failed to load followers. Please try again.",
    );
    expect(await findToast(/Error/)).toHaveTextContent(
      "Failed to load followers. Please try again.",
    );

    fail = false;
    await user.click(within(panel).getByRole("button", { name: "Try again" }));
    expect(await within(panel).findByRole("link", { name: "Linus Pauling" })).toBeInTheDocument();
  });
});

describe("/profile/:userId, another member", () => {
  it("says 'Profile not found.' for an unknown member", async () => {
    server.use(meHandler(makeViewer()), ...profileHandlers({ profiles: [] }));
    renderApp("/profile/00000000-0000-4000-8000-999999999999");

    expect(await screen.findByRole("heading", { name: "Profile not found." })).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Main navigation" });
    expect(within(nav).getByRole("link", { name: "Profile" })).not.toHaveAttribute("aria-current");
  });

  it("says 'Failed to load profile data.' when the profile cannot be loaded, and retries", async () => {
    const me = makeViewer();
    const grace = makeProfile({ fullName: "Grace Hopper" });
    let fail = true;
    server.use(
      meHandler(me),
      api.query("ProfileHeader", () => (fail ? httpFailure(503) : gqlData({ profile: grace }))),
      ...profileHandlers({ profiles: [grace] }),
    );
    const { user } = renderApp(`/profile/${grace.id}`);

    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load profile data.");
    const toast = await findToast(/Error/);
    expect(toast).toHaveTextContent("Failed to load profile data.");

    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Grace Hopper" })).toBeInTheDocument();
  });

  it("follows with Follow → Following (count and toast), and unfollows by pressing Following", async () => {
    const me = makeViewer();
    const grace = makeProfile({ fullName: "Grace Hopper", followerCount: 4 });
    const calls: { op: string; variables: unknown }[] = [];
    server.use(
      meHandler(me),
      ...profileHandlers({ profiles: [grace] }),
      api.mutation("Follow", ({ variables }) => {
        calls.push({ op: "follow", variables });
        return gqlData({
          follow: stateOf(grace, { followerCount: 5, connectionStatus: "FOLLOWING" }),
        });
      }),
      api.mutation("Unfollow", ({ variables }) => {
        calls.push({ op: "unfollow", variables });
        return gqlData({ unfollow: stateOf(grace, { followerCount: 4, connectionStatus: null }) });
      }),
    );
    const { user } = renderApp(`/profile/${grace.id}`);

    expect(await screen.findByRole("heading", { name: "Grace Hopper" })).toBeInTheDocument();
    expect(screen.getByTestId("connection-counts")).toHaveTextContent("4 followers");
    expect(screen.getByRole("tab", { name: "Connections" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Followers" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Edit Profile" })).not.toBeInTheDocument();
    expect(screen.queryByText("Friend Requests")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Follow" }));
    expect(await findToast("You are now following Grace Hopper")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Following" })).toBeInTheDocument();
    expect(screen.getByTestId("connection-counts")).toHaveTextContent("5 followers");

    await user.click(screen.getByRole("button", { name: "Following" }));
    expect(await findToast("You are no longer following this user")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Follow" })).toBeInTheDocument();
    expect(screen.getByTestId("connection-counts")).toHaveTextContent("4 followers");
    expect(calls).toEqual([
      { op: "follow", variables: { userId: grace.id } },
      { op: "unfollow", variables: { userId: grace.id } },
    ]);
  });

  it("blocks the member after a confirmation, then offers only Unblock", async () => {
    const me = makeViewer();
    const grace = makeProfile({ fullName: "Grace Hopper", connectionStatus: "FOLLOWING" });
    const calls: { op: string; variables: unknown }[] = [];
    const answer = (viewerHasBlocked: boolean) => ({
      ...stateOf(grace, { connectionStatus: null, viewerHasBlocked }),
      viewerHasBlocked,
    });
    server.use(
      meHandler(me),
      ...profileHandlers({ profiles: [grace] }),
      api.mutation("BlockMember", ({ variables }) => {
        calls.push({ op: "block", variables });
        return gqlData({ blockMember: answer(true) });
      }),
      api.mutation("UnblockMember", ({ variables }) => {
        calls.push({ op: "unblock", variables });
        return gqlData({ unblockMember: answer(false) });
      }),
      api.query("BlockedMembers", () =>
        gqlData({
          blockedMembers: {
            __typename: "ProfileConnection",
            edges: [],
            pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: null },
          },
        }),
      ),
    );
    const { user } = renderApp(`/profile/${grace.id}`);

    expect(await screen.findByRole("heading", { name: "Grace Hopper" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Block Grace Hopper" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Block Grace Hopper?" });
    // Nothing happens until the member confirms.
    expect(calls).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Block" }));
    expect(await findToast("Member blocked")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Unblock" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Following" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Message" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Unblock" }));
    expect(await findToast("Member unblocked")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Follow" })).toBeInTheDocument();
    expect(calls).toEqual([
      { op: "block", variables: { userId: grace.id } },
      { op: "unblock", variables: { userId: grace.id } },
    ]);
  });

  it("says 'Failed to follow user' when following fails, and keeps 'Follow'", async () => {
    const me = makeViewer();
    const grace = makeProfile({ fullName: "Grace Hopper" });
    server.use(
      meHandler(me),
      ...profileHandlers({ profiles: [grace] }),
      api.mutation("Follow", () => graphQLError("Internal server error", "INTERNAL_SERVER_ERROR")),
    );
    const { user } = renderApp(`/profile/${grace.id}`);

    await user.click(await screen.findByRole("button", { name: "Follow" }));
    const toast = await findToast(/Error/);
    expect(toast).toHaveTextContent("Failed to follow user");
    expect(toast).toHaveAttribute("data-type", "error");
    expect(screen.getByRole("button", { name: "Follow" })).toBeEnabled();
  });

  it("sends a friend request with Add Friend, then shows a disabled 'Request Sent'", async () => {
    const me = makeViewer();
    const grace = makeProfile({ fullName: "Grace Hopper" });
    server.use(
      meHandler(me),
      ...profileHandlers({ profiles: [grace] }),
      api.mutation("SendFriendRequest", () =>
        gqlData({ sendFriendRequest: stateOf(grace, { connectionStatus: "FRIEND_REQUESTED" }) }),
      ),
    );
    const { user } = renderApp(`/profile/${grace.id}`);

    await user.click(await screen.findByRole("button", { name: "Add Friend" }));
    expect(await findToast("Connection request sent")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Request Sent" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Add Friend" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Follow" })).not.toBeInTheDocument();
  });

  it("answers the member's own request with Accept, then shows 'Friends' with Remove friend", async () => {
    const me = makeViewer();
    const grace = makeProfile({
      fullName: "Grace Hopper",
      connectionStatus: "FRIEND_REQUESTED",
      hasIncomingFriendRequest: true,
    });
    server.use(
      meHandler(me),
      ...profileHandlers({ profiles: [grace] }),
      api.mutation("AcceptFriendRequest", () =>
        gqlData({
          acceptFriendRequest: stateOf(grace, {
            connectionStatus: "FRIENDS",
            hasIncomingFriendRequest: false,
          }),
        }),
      ),
      api.mutation("RemoveFriend", () =>
        gqlData({ removeFriend: stateOf(grace, { connectionStatus: null }) }),
      ),
    );
    const { user } = renderApp(`/profile/${grace.id}`);

    expect(await screen.findByRole("button", { name: "Reject" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Request Sent" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Accept" }));
    expect(await findToast("Friend request accepted")).toBeInTheDocument();

    await user.click(await screen.findByRole("button", { name: "Friends" }));
    await user.click(await screen.findByRole("menuitem", { name: "Remove friend" }));
    // It asks first.
    const confirm = await screen.findByRole("alertdialog", { name: "Remove friend" });
    expect(confirm).toHaveTextContent(
      "Are you sure you want to remove Grace Hopper from your friends? You will no longer follow each other.",
    );
    await user.click(within(confirm).getByRole("button", { name: "Remove friend" }));
    expect(await findToast("Friend removed successfully")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Follow" })).toBeInTheDocument();
  });

  it("goes to /messages with Message, in a chat with the member", async () => {
    const me = makeViewer();
    const grace = makeProfile({ fullName: "Grace Hopper" });
    const page = (typename: string, nodes: unknown[] = []) => ({
      __typename: `${typename}Connection`,
      totalCount: nodes.length,
      edges: nodes.map((node, i) => ({ __typename: `${typename}Edge`, cursor: `c-${i}`, node })),
      pageInfo: {
        __typename: "PageInfo",
        hasNextPage: false,
        endCursor: null,
        hasPreviousPage: false,
        startCursor: null,
      },
    });
    server.use(
      meHandler(me),
      ...profileHandlers({ profiles: [grace] }),
      api.query("Conversations", () => gqlData({ conversations: page("Conversation") })),
      api.query("Contacts", () => gqlData({ contacts: page("Profile", [grace]) })),
      api.query("ChatPartner", () => gqlData({ profile: grace })),
      api.query("Conversation", () => gqlData({ conversation: page("Message") })),
      api.mutation("MarkConversationRead", () => gqlData({ markConversationRead: 0 })),
    );
    const { user } = renderApp(`/profile/${grace.id}`);

    await user.click(await screen.findByRole("button", { name: "Message" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/messages$/));
    expect(
      await screen.findByRole("log", { name: "Conversation with Grace Hopper" }),
    ).toBeInTheDocument();
  });

  it("lists the member's followers with Connect buttons that toggle to Connected", async () => {
    const me = makeViewer();
    const grace = makeProfile({ fullName: "Grace Hopper" });
    const linus = makeProfile({ fullName: "Linus Pauling", title: "Chemist", company: "Caltech" });
    let connected: unknown;
    server.use(
      meHandler(me),
      ...profileHandlers({
        profiles: [grace],
        followers: () => [linus, makeProfile({ ...me, fullName: "Me Myself" })],
      }),
      api.mutation("Follow", ({ variables }) => {
        connected = variables;
        return gqlData({ follow: stateOf(linus, { connectionStatus: "FOLLOWING" }) });
      }),
    );
    const { user } = renderApp(`/profile/${grace.id}`);

    await user.click(await screen.findByRole("tab", { name: "Followers" }));
    const list = await screen.findByRole("list", { name: "Followers" });
    expect(within(list).getByText("Chemist at Caltech")).toBeInTheDocument();
    // No Connect button on oneself.
    expect(within(list).getAllByRole("button")).toHaveLength(1);

    await user.click(within(list).getByRole("button", { name: "Connect with Linus Pauling" }));
    expect(await findToast("You are now following Linus Pauling")).toBeInTheDocument();
    expect(
      await within(list).findByRole("button", { name: "Connected with Linus Pauling" }),
    ).toBeInTheDocument();
    expect(connected).toEqual({ userId: linus.id });
  });
});

describe("the profile's Groups, Investing and Articles tabs", () => {
  const idea = (overrides: Record<string, unknown> = {}) => ({
    __typename: "BusinessIdea" as const,
    id: "73000000-0000-4000-8000-000000000001",
    title: "Solar kiosks",
    description: "Pay-as-you-go solar kiosks for rural markets.",
    industry: "ENERGY",
    risk: "MEDIUM",
    status: "ACTIVE",
    fundingGoal: 50000,
    currentFunding: 12500,
    fundingProgress: 25,
    equityOffered: 10,
    location: null,
    imageUrl: null,
    imageThumbnailUrl: null,
    createdAt: "2025-03-04T10:00:00.000Z",
    updateCount: 0,
    author: null,
    reactions: [],
    ...overrides,
  });

  it("shows one's own groups (a settings button where one is admin), ideas with funding totals, and articles with drafts and counts", async () => {
    const me = makeViewer({ fullName: "Ada Lovelace" });
    const run = makeGroup({ name: "Engine builders", ...asRole("ADMIN") });
    const joined = makeGroup({ name: "Poets of science", ...asRole("MEMBER") });
    const published = makeArticle({ title: "On engines", author: authorOf(me) });
    const draft = makeArticle({
      title: "Half a thought",
      status: "DRAFT",
      publishedAt: null,
      author: authorOf(me),
    });
    const articleRequests: ArticlesRequest[] = [];
    const groupRequests: unknown[] = [];
    const ideaRequests: unknown[] = [];
    server.use(
      meHandler(me),
      api.query("MemberGroups", ({ variables }) => {
        groupRequests.push(variables);
        return gqlData({ groups: { ...connection("Group", [run, joined]), totalCount: 2 } });
      }),
      api.query("BusinessIdeas", ({ variables }) => {
        ideaRequests.push(variables);
        return gqlData({
          businessIdeas: connection("BusinessIdea", [idea({ author: authorOf(me) })]),
        });
      }),
      api.query("FundingTotals", () =>
        gqlData({
          fundingTotals: {
            __typename: "FundingTotals",
            ideaCount: 3,
            fundingGoal: 200000,
            currentFunding: 50000,
          },
        }),
      ),
      api.query("Articles", ({ variables }) => {
        articleRequests.push(variables as ArticlesRequest);
        return gqlData({ articles: articlePage([draft, published]) });
      }),
      api.query("ArticleCounts", () =>
        gqlData({ articleCounts: { __typename: "ArticleCounts", total: 2, drafts: 1 } }),
      ),
      ...profileHandlers({ profiles: [ownProfile(me)] }),
    );
    const { user } = renderApp("/profile");

    // The tabs in the spec's order, from the areas' manifests; Groups first.
    const tabs = await screen.findAllByRole("tab", { name: /^(Groups|Investing|Articles)$/ });
    expect(tabs.map((tab) => tab.textContent?.trim())).toEqual(["Groups", "Investing", "Articles"]);

    const groups = screen.getByRole("tabpanel", { name: "Groups" });
    const groupList = await within(groups).findByRole("list", { name: "Groups" });
    expect(within(groupList).getByRole("link", { name: "Engine builders" })).toHaveAttribute(
      "href",
      `/groups/${run.id}`,
    );
    expect(within(groupList).getByRole("link", { name: "Manage Engine builders" })).toBeVisible();
    expect(
      within(groupList).queryByRole("link", { name: "Manage Poets of science" }),
    ).not.toBeInTheDocument();
    expect(within(groups).getByText("2 groups")).toBeInTheDocument();
    expect(within(groups).getByRole("link", { name: "Find Groups" })).toBeInTheDocument();
    expect(groupRequests).toEqual([{ memberId: me.id, first: 6 }]);

    await user.click(screen.getByRole("tab", { name: "Investing" }));
    const investing = screen.getByRole("tabpanel", { name: "Investing" });
    expect(await within(investing).findByRole("link", { name: "Solar kiosks" })).toBeVisible();
    const totals = await within(investing).findByLabelText("Funding totals");
    expect(totals).toHaveTextContent("Funding across 3 ideas");
    expect(totals).toHaveTextContent("$50,000 raised of $200,000");
    expect(totals).toHaveTextContent("25.0%");
    expect(ideaRequests).toEqual([{ founderId: me.id, first: 6 }]);

    await user.click(screen.getByRole("tab", { name: "Articles" }));
    const articles = screen.getByRole("tabpanel", { name: "Articles" });
    const articleList = await within(articles).findByRole("list", { name: "Articles" });
    const cards = within(articleList).getAllByRole("listitem");
    expect(within(cards[0]).getByText("Draft")).toBeInTheDocument();
    expect(within(cards[0]).getByRole("button", { name: "Publish" })).toBeInTheDocument();
    expect(within(cards[1]).getByRole("link", { name: "On engines" })).toBeInTheDocument();
    const counts = await within(articles).findByLabelText("Article counts");
    expect(counts).toHaveTextContent("2 articles");
    expect(counts).toHaveTextContent("1 draft");
    expect(within(articles).getByRole("button", { name: "Write" })).toBeInTheDocument();
    expect(articleRequests).toEqual([{ authorId: me.id, first: 10 }]);
  });

  it("shows another member's published articles and groups, without the owner's counts, totals or buttons", async () => {
    const me = makeViewer();
    const grace = makeProfile({ fullName: "Grace Hopper" });
    const article = makeArticle({ title: "Compilers for everyone", author: authorOf(grace) });
    const requested: string[] = [];
    server.use(
      meHandler(me),
      api.query("Articles", ({ variables }) => {
        requested.push(`Articles ${String(variables.authorId)}`);
        return gqlData({ articles: articlePage([article]) });
      }),
      api.query("ArticleCounts", () => {
        requested.push("ArticleCounts");
        return gqlData({ articleCounts: { __typename: "ArticleCounts", total: 9, drafts: 9 } });
      }),
      api.query("FundingTotals", () => {
        requested.push("FundingTotals");
        return gqlData({ fundingTotals: null });
      }),
      ...profileHandlers({ profiles: [ownProfile(me), grace] }),
    );
    const { user } = renderApp(`/profile/${grace.id}`);

    const groups = await screen.findByRole("tabpanel", { name: "Groups" });
    expect(
      await within(groups).findByText("Grace Hopper hasn't joined any groups yet."),
    ).toBeInTheDocument();
    expect(within(groups).queryByRole("link", { name: "Find Groups" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "Investing" }));
    const investing = screen.getByRole("tabpanel", { name: "Investing" });
    expect(
      await within(investing).findByText("Grace Hopper hasn't posted any business ideas yet."),
    ).toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "Articles" }));
    const articles = screen.getByRole("tabpanel", { name: "Articles" });
    expect(
      await within(articles).findByRole("link", { name: "Compilers for everyone" }),
    ).toHaveAttribute("href", `/articles/${article.id}`);
    expect(within(articles).queryByRole("button", { name: "Write" })).not.toBeInTheDocument();
    expect(within(articles).queryByLabelText("Article counts")).not.toBeInTheDocument();
    expect(within(articles).queryByRole("button", { name: "Publish" })).not.toBeInTheDocument();
    expect(requested).toEqual([`Articles ${grace.id}`]);
  });

  it("says 'Failed to load articles. Please try again later.' and retries", async () => {
    const me = makeViewer();
    const grace = makeProfile({ fullName: "Grace Hopper" });
    let fail = true;
    server.use(
      meHandler(me),
      api.query("Articles", () =>
        fail
          ? graphQLError("Internal server error", "INTERNAL_SERVER_ERROR")
          : gqlData({ articles: articlePage([]) }),
      ),
      ...profileHandlers({ profiles: [ownProfile(me), grace] }),
    );
    const { user } = renderApp(`/profile/${grace.id}`);
    await user.click(await screen.findByRole("tab", { name: "Articles" }));
    const articles = screen.getByRole("tabpanel", { name: "Articles" });
    expect(await within(articles).findByRole("alert")).toHaveTextContent(
      "Failed to load articles. Please try again later.",
    );
    fail = false;
    await user.click(within(articles).getByRole("button", { name: "Try again" }));
    expect(
      await within(articles).findByText("Grace Hopper hasn't published any articles yet."),
    ).toBeInTheDocument();
  });
});
