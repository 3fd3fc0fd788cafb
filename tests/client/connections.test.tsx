import { screen, waitFor, within } from "@testing-library/react";
import { makeViewer } from "./support/fixtures";
import { api, gqlData, meHandler } from "./support/graphql";
import { makeProfile, ownProfile, profileHandlers, type ProfileFixture } from "./support/profiles";
import { renderApp } from "./support/render";
import { server } from "./support/server";

/** The one toast on screen (the app shows at most one). */
function findToast(title: string | RegExp) {
  return screen.findByRole("status", { name: title });
}

/** What a connection mutation answers: the member with its fresh status. */
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

describe("the small Connect button", () => {
  it("asks before 'Connected' removes a friend: Cancel keeps the friendship, Remove friend ends it", async () => {
    const me = makeViewer();
    const linus = makeProfile({ fullName: "Linus Pauling", connectionStatus: "FRIENDS" });
    const removed: unknown[] = [];
    server.use(
      meHandler(me),
      ...profileHandlers({ profiles: [ownProfile(me)], friends: () => [linus] }),
      api.mutation("RemoveFriend", ({ variables }) => {
        removed.push(variables);
        return gqlData({ removeFriend: stateOf(linus, { connectionStatus: null }) });
      }),
    );
    const { user } = renderApp("/profile");

    const friends = await screen.findByRole("list", { name: "Friends" });
    await user.click(
      await within(friends).findByRole("button", { name: "Connected with Linus Pauling" }),
    );
    let dialog = await screen.findByRole("alertdialog", { name: "Remove connection" });
    expect(dialog).toHaveTextContent(
      "Are you sure you want to remove Linus Pauling from your friends? You will no longer follow each other.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(removed).toEqual([]);
    expect(
      within(friends).getByRole("button", { name: "Connected with Linus Pauling" }),
    ).toBeInTheDocument();

    await user.click(within(friends).getByRole("button", { name: "Connected with Linus Pauling" }));
    dialog = await screen.findByRole("alertdialog", { name: "Remove connection" });
    await user.click(within(dialog).getByRole("button", { name: "Remove friend" }));

    expect(await findToast("Connection removed")).toBeInTheDocument();
    expect(removed).toEqual([{ userId: linus.id }]);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });

  it("follows with Connect and says so, then asks before 'Connected' unfollows", async () => {
    const me = makeViewer();
    const grace = makeProfile({ fullName: "Grace Hopper" });
    const linus = makeProfile({ fullName: "Linus Pauling" });
    const calls: string[] = [];
    server.use(
      meHandler(me),
      ...profileHandlers({ profiles: [grace], followers: () => [linus] }),
      api.mutation("Follow", () => {
        calls.push("follow");
        return gqlData({ follow: stateOf(linus, { connectionStatus: "FOLLOWING" }) });
      }),
      api.mutation("Unfollow", () => {
        calls.push("unfollow");
        return gqlData({ unfollow: stateOf(linus, { connectionStatus: null }) });
      }),
      api.mutation("SendFriendRequest", () => {
        calls.push("sendFriendRequest");
        return gqlData({ sendFriendRequest: stateOf(linus, {}) });
      }),
    );
    const { user } = renderApp(`/profile/${grace.id}`);

    await user.click(await screen.findByRole("tab", { name: "Followers" }));
    const list = await screen.findByRole("list", { name: "Followers" });
    await user.click(within(list).getByRole("button", { name: "Connect with Linus Pauling" }));
    // Connect follows (spec §4), and the toast says what happened.
    expect(await findToast("You are now following Linus Pauling")).toBeInTheDocument();
    expect(calls).toEqual(["follow"]);

    await user.click(
      await within(list).findByRole("button", { name: "Connected with Linus Pauling" }),
    );
    const dialog = await screen.findByRole("alertdialog", { name: "Remove connection" });
    expect(dialog).toHaveTextContent("Are you sure you want to stop following Linus Pauling?");
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    expect(await findToast("Connection removed")).toBeInTheDocument();
    expect(calls).toEqual(["follow", "unfollow"]);
    expect(
      await within(list).findByRole("button", { name: "Connect with Linus Pauling" }),
    ).toBeInTheDocument();
  });
});
