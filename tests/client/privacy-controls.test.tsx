import { screen, waitFor, within } from "@testing-library/react";
import { makeViewer } from "./support/fixtures";
import { api, gqlData, graphQLError, meHandler } from "./support/graphql";
import { renderApp } from "./support/render";
import { server } from "./support/server";

type Privacy = {
  whoCanMessage: string;
  connectionsVisibleTo: string;
  discoverableByEmail: boolean;
};

/** `settings` as the Privacy tab's queries read it. */
const settingsData = (privacy: Privacy) => ({
  settings: {
    __typename: "MemberSettings",
    emailNotifications: true,
    pushNotifications: true,
    profileVisible: true,
    dataCollection: true,
    ...privacy,
  },
});

/** A signed-in member on Settings › Privacy, the server keeping and recording what is saved. */
function openPrivacy(
  privacy: Privacy = {
    whoCanMessage: "EVERYONE",
    connectionsVisibleTo: "EVERYONE",
    discoverableByEmail: true,
  },
) {
  const sent: unknown[] = [];
  server.use(
    meHandler(makeViewer()),
    api.query("MemberSettings", () => gqlData(settingsData(privacy))),
    api.query("PrivacySettings", () => gqlData(settingsData(privacy))),
    api.query("BlockedMembers", () =>
      gqlData({
        blockedMembers: {
          __typename: "ProfileConnection",
          edges: [],
          pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: null },
        },
      }),
    ),
    api.mutation("UpdatePrivacy", ({ variables }) => {
      sent.push(variables.input);
      Object.assign(privacy, variables.input);
      return gqlData({ updatePrivacy: settingsData(privacy).settings });
    }),
  );
  return { ...renderApp("/settings?tab=privacy"), sent };
}

describe("/settings → Privacy, privacy controls", () => {
  it("shows the member's choices beside the profile switch and the blocked list", async () => {
    openPrivacy({
      whoCanMessage: "CONNECTIONS",
      connectionsVisibleTo: "NOBODY",
      discoverableByEmail: false,
    });

    const messages = await screen.findByRole("radiogroup", { name: "Who can message you" });
    await waitFor(() =>
      expect(within(messages).getByRole("radio", { name: "Connections" })).toBeChecked(),
    );
    const connections = screen.getByRole("radiogroup", { name: "Who can see your connections" });
    expect(within(connections).getByRole("radio", { name: "Only you" })).toBeChecked();
    expect(
      screen.getByRole("checkbox", { name: "Let people find you by your e-mail address" }),
    ).not.toBeChecked();
    expect(await screen.findByRole("region", { name: "Blocked members" })).toBeInTheDocument();
  });

  it("saves each choice at once with updatePrivacy", async () => {
    const { user, sent } = openPrivacy();

    const messages = await screen.findByRole("radiogroup", { name: "Who can message you" });
    await waitFor(() =>
      expect(within(messages).getByRole("radio", { name: "Everyone" })).toBeChecked(),
    );
    await user.click(within(messages).getByRole("radio", { name: "Nobody" }));
    await waitFor(() =>
      expect(within(messages).getByRole("radio", { name: "Nobody" })).toBeChecked(),
    );

    const connections = screen.getByRole("radiogroup", { name: "Who can see your connections" });
    await user.click(within(connections).getByRole("radio", { name: "Connections" }));
    await waitFor(() =>
      expect(within(connections).getByRole("radio", { name: "Connections" })).toBeChecked(),
    );

    const email = screen.getByRole("checkbox", {
      name: "Let people find you by your e-mail address",
    });
    await user.click(email);
    await waitFor(() => expect(email).not.toBeChecked());

    await waitFor(() =>
      expect(sent).toEqual([
        { whoCanMessage: "NOBODY" },
        { connectionsVisibleTo: "CONNECTIONS" },
        { discoverableByEmail: false },
      ]),
    );
    expect(within(messages).getByRole("radio", { name: "Nobody" })).toBeChecked();
  });

  it("moves a choice back and shows the server's reason when saving fails", async () => {
    const { user } = openPrivacy();
    server.use(
      api.mutation("UpdatePrivacy", () =>
        graphQLError("Too many changes. Please wait a moment.", "RATE_LIMITED"),
      ),
    );

    const messages = await screen.findByRole("radiogroup", { name: "Who can message you" });
    await waitFor(() =>
      expect(within(messages).getByRole("radio", { name: "Everyone" })).toBeChecked(),
    );
    await user.click(within(messages).getByRole("radio", { name: "Connections" }));
    const toast = await screen.findByRole("status", { name: /Error/ });
    expect(toast).toHaveTextContent("Too many changes. Please wait a moment.");
    expect(toast).toHaveAttribute("data-type", "error");
    await waitFor(() =>
      expect(within(messages).getByRole("radio", { name: "Everyone" })).toBeChecked(),
    );
  });
});
