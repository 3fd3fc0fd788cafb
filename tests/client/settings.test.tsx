import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse } from "msw";
import { File as NodeFile } from "node:buffer";
import { makeViewer } from "./support/fixtures";
import { api, gqlData, graphQLError, httpFailure, meHandler } from "./support/graphql";
import { makeProfile, ownProfile, profileHandlers } from "./support/profiles";
import { renderApp } from "./support/render";
import { server } from "./support/server";

/** The one toast on screen (the app shows at most one). */
function findToast(title: string | RegExp) {
  return screen.findByRole("status", { name: title });
}

const ALL_ON = {
  __typename: "MemberSettings",
  emailNotifications: true,
  pushNotifications: true,
  profileVisible: true,
  dataCollection: true,
};

async function openChangePassword() {
  const utils = renderApp("/settings?tab=account");
  expect(await screen.findByRole("heading", { name: "Settings" })).toBeInTheDocument();
  await utils.user.click(screen.getByRole("button", { name: "Change Password" }));
  const dialog = await screen.findByRole("dialog", { name: "Change Password" });
  return { ...utils, dialog };
}

describe("/settings", () => {
  it("has the Profile, Account, Notifications, Privacy and Security tabs, opens on Profile, and shows the email on Account", async () => {
    const me = makeViewer({ email: "ada@example.com", username: "ada" });
    server.use(meHandler(me), ...profileHandlers({ profiles: [ownProfile(me)] }));
    const { user } = renderApp("/settings");

    expect(await screen.findByRole("heading", { name: "Settings" })).toBeInTheDocument();
    const tabs = screen.getAllByRole("tab").map((tab) => tab.textContent?.trim());
    expect(tabs).toEqual(["Profile", "Account", "Notifications", "Privacy", "Security"]);
    expect(screen.getByRole("tab", { name: "Profile" })).toHaveAttribute("aria-selected", "true");

    await user.click(screen.getByRole("tab", { name: "Account" }));
    expect(await screen.findByText("ada@example.com")).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent("/settings?tab=account");
  });

  it("changes the password and says 'Password updated'", async () => {
    let sent: unknown;
    server.use(
      meHandler(makeViewer()),
      api.mutation("ChangePassword", ({ variables }) => {
        sent = variables;
        return gqlData({ changePassword: true });
      }),
    );
    const { user, dialog } = await openChangePassword();

    await user.type(within(dialog).getByLabelText("Current password"), "old-secret");
    await user.type(within(dialog).getByLabelText("New password"), "new-secret");
    await user.type(within(dialog).getByLabelText("Confirm new password"), "new-secret");
    await user.click(within(dialog).getByRole("button", { name: "Update password" }));

    expect(await screen.findByRole("status", { name: /Password updated/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Change Password" })).not.toBeInTheDocument(),
    );
    expect(sent).toEqual({ input: { currentPassword: "old-secret", newPassword: "new-secret" } });
  });

  it("checks the new password locally: at least 6 characters, and both entries the same", async () => {
    let called = false;
    server.use(
      meHandler(makeViewer()),
      api.mutation("ChangePassword", () => {
        called = true;
        return gqlData({ changePassword: true });
      }),
    );
    const { user, dialog } = await openChangePassword();

    await user.type(within(dialog).getByLabelText("Current password"), "old-secret");
    await user.type(within(dialog).getByLabelText("New password"), "short");
    await user.type(within(dialog).getByLabelText("Confirm new password"), "short");
    await user.click(within(dialog).getByRole("button", { name: "Update password" }));
    expect(
      await within(dialog).findByText("Password must be at least 6 characters"),
    ).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText("New password"), "-but-longer");
    await user.click(within(dialog).getByRole("button", { name: "Update password" }));
    expect(await within(dialog).findByText("Passwords do not match")).toBeInTheDocument();
    expect(called).toBe(false);
  });

  it("shows the server's error in the dialog and keeps it open", async () => {
    server.use(
      meHandler(makeViewer()),
      api.mutation("ChangePassword", () =>
        graphQLError("Current password is incorrect", "BAD_USER_INPUT", {
          currentPassword: "Current password is incorrect",
        }),
      ),
    );
    const { user, dialog } = await openChangePassword();

    await user.type(within(dialog).getByLabelText("Current password"), "not-it");
    await user.type(within(dialog).getByLabelText("New password"), "new-secret");
    await user.type(within(dialog).getByLabelText("Confirm new password"), "new-secret");
    await user.click(within(dialog).getByRole("button", { name: "Update password" }));

    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Current password is incorrect",
    );
    expect(within(dialog).getByLabelText("Current password")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(within(dialog).getByLabelText("New password")).toHaveValue("new-secret");
  });
});

describe("/settings → Profile", () => {
  async function openEditor(overrides: Parameters<typeof ownProfile>[1] = {}) {
    const me = makeViewer({ username: "ada", fullName: "Ada Lovelace" });
    const profile = ownProfile(me, overrides);
    const updates: unknown[] = [];
    server.use(
      meHandler(me),
      ...profileHandlers({ profiles: [profile] }),
      api.mutation("UpdateProfile", ({ variables }) => {
        updates.push(variables);
        const input = (variables as { input: Record<string, unknown> }).input;
        Object.assign(profile, input);
        return gqlData({ updateProfile: profile });
      }),
    );
    const utils = renderApp("/settings");
    const form = await screen.findByRole("form", { name: "Edit profile" });
    return { ...utils, form, updates, profile };
  }

  it("shows the username read-only, and saves the fields with skills trimmed and empties dropped", async () => {
    const { user, form, updates } = await openEditor({ title: "Founder" });

    const username = within(form).getByLabelText("Username");
    expect(username).toHaveValue("ada");
    expect(username).toHaveAttribute("readonly");
    expect(within(form).getByText("Username cannot be changed after signup")).toBeInTheDocument();
    expect(within(form).getByLabelText("Title")).toHaveValue("Founder");

    await user.clear(within(form).getByLabelText("Full name"));
    await user.type(within(form).getByLabelText("Full name"), "Augusta Ada King");
    await user.type(within(form).getByLabelText("Company"), "Analytical Engines");
    await user.type(within(form).getByLabelText("Skills"), " Maths, , Poetry ,  ,Logic ");
    await user.click(within(form).getByRole("button", { name: "Save changes" }));

    expect(await findToast("Profile updated successfully!")).toBeInTheDocument();
    expect(updates).toEqual([
      {
        input: {
          fullName: "Augusta Ada King",
          title: "Founder",
          company: "Analytical Engines",
          location: "",
          bio: "",
          skills: ["Maths", "Poetry", "Logic"],
        },
      },
    ]);
    // The top bar follows the saved name (the normalised profile).
    expect(
      await screen.findByRole("button", { name: "Account menu for Augusta Ada King" }),
    ).toBeInTheDocument();
  });

  it("shows the saved toast at the top centre, away from Save changes at the bottom", async () => {
    const { user, form } = await openEditor();
    await user.click(within(form).getByRole("button", { name: "Save changes" }));

    const toast = await findToast("Profile updated successfully!");
    const region = toast.closest("[data-placement]");
    // Top centre (its geometry, clear of the top bar and the buttons, is checked in the browser).
    expect(region).toHaveAttribute("data-placement", "top");
  });

  it("checks the avatar URL: 'Invalid URL' / 'Please enter a valid HTTP or HTTPS URL.', and sends nothing", async () => {
    const { user, form, updates } = await openEditor();

    await user.type(within(form).getByLabelText("Avatar URL"), "ftp://example.com/me.png");
    await user.click(within(form).getByRole("button", { name: "Save changes" }));

    expect(
      await within(form).findByText("Please enter a valid HTTP or HTTPS URL."),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText("Avatar URL")).toHaveAttribute("aria-invalid", "true");
    const toast = await findToast(/Invalid URL/);
    expect(toast).toHaveTextContent("Please enter a valid HTTP or HTTPS URL.");
    expect(updates).toEqual([]);

    await user.clear(within(form).getByLabelText("Avatar URL"));
    await user.type(within(form).getByLabelText("Avatar URL"), "https://example.com/me.png");
    await user.click(within(form).getByRole("button", { name: "Save changes" }));
    expect(await findToast("Profile updated successfully!")).toBeInTheDocument();
    expect(updates).toEqual([
      expect.objectContaining({
        input: expect.objectContaining({ avatarUrl: "https://example.com/me.png" }),
      }),
    ]);
  });

  it("clears a linked avatar when the URL is emptied", async () => {
    const { user, form, updates } = await openEditor({
      avatarUrl: "https://example.com/old.png",
    });

    expect(within(form).getByLabelText("Avatar URL")).toHaveValue("https://example.com/old.png");
    await user.clear(within(form).getByLabelText("Avatar URL"));
    await user.click(within(form).getByRole("button", { name: "Save changes" }));

    expect(await findToast("Profile updated successfully!")).toBeInTheDocument();
    expect(updates).toEqual([
      expect.objectContaining({ input: expect.objectContaining({ avatarUrl: "" }) }),
    ]);
  });

  it("says 'Failed to update profile.' when saving fails", async () => {
    const me = makeViewer();
    server.use(
      meHandler(me),
      api.mutation("UpdateProfile", () => httpFailure(503)),
      ...profileHandlers({ profiles: [ownProfile(me)] }),
    );
    const { user } = renderApp("/settings");
    const form = await screen.findByRole("form", { name: "Edit profile" });
    await user.click(within(form).getByRole("button", { name: "Save changes" }));

    const toast = await findToast(/Error/);
    expect(toast).toHaveTextContent("Failed to update profile.");
    expect(toast).toHaveAttribute("data-type", "error");
  });

  it("checks an avatar file before uploading: an image, and at most 5MB", async () => {
    const me = makeViewer();
    let uploads = 0;
    server.use(
      meHandler(me),
      api.mutation("UploadAvatar", () => {
        uploads += 1;
        return gqlData({ uploadAvatar: ownProfile(me) });
      }),
      ...profileHandlers({ profiles: [ownProfile(me)] }),
    );
    const user = userEvent.setup({ applyAccept: false });
    renderApp("/settings");
    await screen.findByRole("button", { name: "Upload avatar" });
    const input = screen.getByTestId("avatar-file-input");

    await user.upload(input, new File(["hello"], "notes.txt", { type: "text/plain" }));
    const wrongType = await findToast(/Invalid file type/);
    expect(wrongType).toHaveTextContent("Please select an image file.");

    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "huge.png", { type: "image/png" });
    await user.upload(input, big);
    const tooLarge = await findToast(/File too large/);
    expect(tooLarge).toHaveTextContent("Please select an image smaller than 5MB.");
    expect(uploads).toBe(0);
  });

  it("uploads an avatar as a multipart request and shows it in the top bar at once", async () => {
    const me = makeViewer({ fullName: "Ada Lovelace" });
    const profile = ownProfile(me);
    let received: unknown;
    server.use(
      meHandler(me),
      api.mutation("UploadAvatar", ({ variables }) => {
        received = variables.file;
        Object.assign(profile, {
          avatarUrl: "/uploads/avatars/new.webp",
          avatarThumbnailUrl: "/uploads/avatars/new-thumb.webp",
        });
        return gqlData({ uploadAvatar: profile });
      }),
      ...profileHandlers({ profiles: [profile] }),
    );
    const user = userEvent.setup();
    renderApp("/settings");
    await screen.findByRole("button", { name: "Upload avatar" });

    // Node's File: the test environment's FormData (Node's) takes only Node's blobs.
    const png = new NodeFile([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], "me.png", {
      type: "image/png",
    }) as unknown as File;
    await user.upload(screen.getByTestId("avatar-file-input"), png);

    expect(await findToast("Avatar updated successfully!")).toBeInTheDocument();
    expect((received as File).name).toBe("me.png");
    const header = screen.getByRole("banner");
    await waitFor(() =>
      expect(within(header).getByRole("img", { hidden: true })).toHaveAttribute(
        "src",
        "/uploads/avatars/new-thumb.webp",
      ),
    );
  });

  it("shows the server's reason when it refuses a cover photo", async () => {
    const me = makeViewer();
    server.use(
      meHandler(me),
      api.mutation("UploadCoverPhoto", () =>
        HttpResponse.json({
          data: null,
          errors: [
            {
              message: "Please select an image file.",
              extensions: { code: "BAD_USER_INPUT", title: "Invalid file type" },
            },
          ],
        }),
      ),
      ...profileHandlers({ profiles: [ownProfile(me)] }),
    );
    const user = userEvent.setup();
    renderApp("/settings");
    await screen.findByRole("button", { name: "Upload cover photo" });

    const fake = new NodeFile([new Uint8Array([1, 2, 3])], "cover.png", {
      type: "image/png",
    }) as unknown as File;
    await user.upload(screen.getByTestId("cover-file-input"), fake);

    const toast = await findToast(/Invalid file type/);
    expect(toast).toHaveTextContent("Please select an image file.");
    expect(toast).toHaveAttribute("data-type", "error");
  });

  it("removes the avatar: 'Avatar removed successfully!'", async () => {
    const me = makeViewer({ avatarUrl: "/uploads/a.webp", fullName: "Ada Lovelace" });
    const profile = ownProfile(me);
    server.use(
      meHandler(me),
      api.mutation("RemoveAvatar", () => {
        profile.avatarUrl = null;
        return gqlData({ removeAvatar: profile });
      }),
      ...profileHandlers({ profiles: [profile] }),
    );
    const { user } = renderApp("/settings");

    await user.click(await screen.findByRole("button", { name: "Remove avatar" }));
    expect(await findToast("Avatar removed successfully!")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: "Remove avatar" })).not.toBeInTheDocument(),
    );
  });
});

describe("/settings → Notifications and Privacy", () => {
  it("loads the switches (on by default) and saves each change with updateSettings", async () => {
    const sent: unknown[] = [];
    let current = { ...ALL_ON };
    server.use(
      meHandler(makeViewer()),
      api.query("MemberSettings", () => gqlData({ settings: current })),
      privacySettingsHandler(),
      // Each kind's preferences (notification-preferences.test.tsx): none here.
      api.query("NotificationPreferences", () =>
        gqlData({
          settings: { __typename: "MemberSettings", digest: "WEEKLY", notificationPreferences: [] },
        }),
      ),
      blockedMembersHandler(() => []),
      api.mutation("UpdateSettings", ({ variables }) => {
        sent.push(variables);
        current = { ...current, ...(variables as { input: object }).input };
        return gqlData({ updateSettings: current });
      }),
    );
    const { user } = renderApp("/settings?tab=notifications");

    const push = await screen.findByRole("checkbox", { name: "Push notifications" });
    expect(push).toBeChecked();
    // E-mail is chosen per kind now; the old all-at-once switch is gone from the screen.
    expect(screen.queryByRole("checkbox", { name: "Email notifications" })).not.toBeInTheDocument();

    await user.click(push);
    await waitFor(() => expect(push).not.toBeChecked());
    await waitFor(() => expect(sent).toEqual([{ input: { pushNotifications: false } }]));

    await user.click(screen.getByRole("tab", { name: "Privacy" }));
    const visibility = await screen.findByRole("checkbox", { name: "Profile visibility" });
    const collection = screen.getByRole("checkbox", { name: "Data collection" });
    expect(visibility).toBeChecked();
    await user.click(collection);
    await waitFor(() => expect(collection).not.toBeChecked());
    await waitFor(() =>
      expect(sent).toEqual([
        { input: { pushNotifications: false } },
        { input: { dataCollection: false } },
      ]),
    );
  });

  it("moves a switch back and says so when saving fails", async () => {
    server.use(
      meHandler(makeViewer()),
      api.query("MemberSettings", () => gqlData({ settings: ALL_ON })),
      privacySettingsHandler(),
      blockedMembersHandler(() => []),
      api.mutation("UpdateSettings", () => httpFailure(503)),
    );
    const { user } = renderApp("/settings?tab=privacy");

    const visibility = await screen.findByRole("checkbox", { name: "Profile visibility" });
    await user.click(visibility);
    const toast = await findToast(/Error/);
    expect(toast).toHaveTextContent("Failed to update settings. Please try again.");
    await waitFor(() => expect(visibility).toBeChecked());
  });
});

describe("/settings → Privacy, blocked members", () => {
  it("lists whom the member blocked, says when there is no one, and unblocks", async () => {
    const grace = makeProfile({
      fullName: "Grace Hopper",
      username: "grace",
      viewerHasBlocked: true,
    });
    let blocked = [grace];
    const unblocked: unknown[] = [];
    server.use(
      meHandler(makeViewer()),
      api.query("MemberSettings", () => gqlData({ settings: ALL_ON })),
      privacySettingsHandler(),
      blockedMembersHandler(() => blocked),
      api.mutation("UnblockMember", ({ variables }) => {
        unblocked.push(variables);
        blocked = [];
        return gqlData({
          unblockMember: {
            __typename: "Profile",
            id: grace.id,
            followerCount: 0,
            followingCount: 0,
            connectionStatus: null,
            hasIncomingFriendRequest: false,
            viewerHasBlocked: false,
          },
        });
      }),
    );
    const { user } = renderApp("/settings?tab=privacy");

    const section = await screen.findByRole("region", { name: "Blocked members" });
    expect(await within(section).findByText("Grace Hopper")).toBeInTheDocument();
    expect(within(section).getByText("@grace")).toBeInTheDocument();
    await user.click(within(section).getByRole("button", { name: "Unblock" }));
    expect(await findToast("Member unblocked")).toHaveTextContent("You unblocked Grace Hopper.");
    expect(await within(section).findByText("You haven't blocked anyone.")).toBeInTheDocument();
    expect(unblocked).toEqual([{ userId: grace.id }]);
  });

  it("says so when the list cannot be loaded, and retries", async () => {
    let fail = true;
    server.use(
      meHandler(makeViewer()),
      api.query("MemberSettings", () => gqlData({ settings: ALL_ON })),
      privacySettingsHandler(),
      api.query("BlockedMembers", () =>
        fail
          ? httpFailure(503)
          : gqlData({
              blockedMembers: {
                __typename: "ProfileConnection",
                edges: [],
                pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: null },
              },
            }),
      ),
    );
    const { user } = renderApp("/settings?tab=privacy");

    const section = await screen.findByRole("region", { name: "Blocked members" });
    expect(await within(section).findByText("Failed to load blocked members")).toBeInTheDocument();
    fail = false;
    await user.click(within(section).getByRole("button", { name: /try again/i }));
    expect(await within(section).findByText("You haven't blocked anyone.")).toBeInTheDocument();
  });
});

/** `blockedMembers`, answered with whom `list` says the member blocked. */
function blockedMembersHandler(list: () => ReturnType<typeof makeProfile>[]) {
  return api.query("BlockedMembers", () =>
    gqlData({
      blockedMembers: {
        __typename: "ProfileConnection",
        edges: list().map((node) => ({ __typename: "ProfileEdge", node })),
        pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: null },
      },
    }),
  );
}

/** The Privacy tab's controls (privacy-controls.test.tsx), open to everyone. */
function privacySettingsHandler() {
  return api.query("PrivacySettings", () =>
    gqlData({
      settings: {
        __typename: "MemberSettings",
        whoCanMessage: "EVERYONE",
        connectionsVisibleTo: "EVERYONE",
        discoverableByEmail: true,
      },
    }),
  );
}
