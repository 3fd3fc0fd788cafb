import { screen, waitFor, within } from "@testing-library/react";
import { makeViewer } from "./support/fixtures";
import { api, gqlData, graphQLError, httpFailure, meHandler } from "./support/graphql";
import { renderApp } from "./support/render";
import { server } from "./support/server";

/** The kinds whose e-mail is on until the member turns it off (the server's defaults). */
const EMAIL_BY_DEFAULT = new Set([
  "MESSAGE",
  "CONNECTION_REQUEST",
  "MENTION",
  "GROUP_INVITATION",
  "EVENT_REMINDER",
  "REPORT_RESOLVED",
  "DATA_EXPORT_READY",
]);

/** Every kind the schema has, plus one this client does not know (it must still be shown). */
const TYPES = [
  "BUSINESS_UPDATE",
  "COMMENT",
  "CONNECTION",
  "CONNECTION_REQUEST",
  "EVENT_CANCELLED",
  "EVENT_PROMOTED",
  "EVENT_REMINDER",
  "EVENT_UPDATED",
  "GROUP_INVITATION",
  "GROUP_JOIN_DECISION",
  "GROUP_JOIN_REQUEST",
  "MENTION",
  "MESSAGE",
  "PAGE_FOLLOWED",
  "PAGE_REVIEWED",
  "REACTION",
  "REPORT_RESOLVED",
  "DATA_EXPORT_READY",
  "WEEKLY_SUMMARY",
];

interface Preference {
  __typename: "NotificationPreference";
  type: string;
  inApp: boolean;
  email: boolean;
}

/** The member's settings as the server holds them: every kind at its default, the digest weekly. */
function defaultSettings() {
  return {
    digest: "WEEKLY",
    preferences: TYPES.map((type): Preference => ({
      __typename: "NotificationPreference",
      type,
      inApp: true,
      email: EMAIL_BY_DEFAULT.has(type),
    })),
  };
}

type Settings = ReturnType<typeof defaultSettings>;

/** `settings` as both of the tab's queries read it. */
function settingsData(settings: Settings) {
  return {
    settings: {
      __typename: "MemberSettings",
      emailNotifications: true,
      pushNotifications: true,
      profileVisible: true,
      dataCollection: true,
      digest: settings.digest,
      notificationPreferences: settings.preferences,
    },
  };
}

/** A signed-in member on Settings › Notifications, the server keeping and recording what is saved. */
function openNotifications(settings: Settings = defaultSettings()) {
  const sent: { preferences: unknown[]; digest: unknown[] } = { preferences: [], digest: [] };
  server.use(
    meHandler(makeViewer()),
    api.query("MemberSettings", () => gqlData(settingsData(settings))),
    api.query("NotificationPreferences", () => gqlData(settingsData(settings))),
    api.mutation("SetNotificationPreference", ({ variables }) => {
      sent.preferences.push(variables);
      const saved = {
        ...(variables as Omit<Preference, "__typename">),
        __typename: "NotificationPreference" as const,
      };
      settings.preferences = settings.preferences.map((p) => (p.type === saved.type ? saved : p));
      return gqlData({ setNotificationPreference: saved });
    }),
    api.mutation("SetDigestFrequency", ({ variables }) => {
      sent.digest.push(variables);
      settings.digest = variables.frequency as string;
      return gqlData({ setDigestFrequency: settingsData(settings).settings });
    }),
  );
  return { ...renderApp("/settings?tab=notifications"), sent };
}

/** A promise a handler waits on until the test opens it, to see the screen before the answer. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** A kind's switch for one channel, by its accessible name. */
function findSwitch(channel: "In app" | "E-mail", label: string) {
  return screen.findByRole("checkbox", { name: `${channel} for ${label}` });
}

describe("/settings → Notifications, each kind's preferences", () => {
  it("lists the kinds by area, each with its In app and E-mail switches as the server holds them", async () => {
    openNotifications();

    expect(await findSwitch("E-mail", "Reactions to your content")).not.toBeChecked();
    const groups = screen
      .getAllByRole("heading", { level: 3 })
      .map((heading) => heading.textContent);
    expect(groups).toEqual([
      "Messages",
      "Network",
      "Content",
      "Groups",
      "Events",
      "Business",
      "Moderation",
      "Your data",
      "Other",
    ]);

    expect(
      screen.getByRole("checkbox", { name: "In app for Reactions to your content" }),
    ).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "E-mail for Event reminders" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "E-mail for New messages" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "E-mail for Cancelled events" })).not.toBeChecked();

    const events = screen.getByRole("region", { name: "Events" });
    expect(within(events).getAllByRole("checkbox")).toHaveLength(8);
    // A kind the client has no label for is still shown, under Other, named after itself.
    const other = screen.getByRole("region", { name: "Other" });
    expect(within(other).getByText("Weekly summary")).toBeInTheDocument();
    expect(within(other).getAllByRole("checkbox")).toHaveLength(2);

    // The old all-at-once e-mail switch has left the screen; the push switch stays.
    expect(screen.queryByRole("checkbox", { name: "Email notifications" })).not.toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Push notifications" })).toBeChecked();
  });

  it("shows placeholders while loading", async () => {
    const answer = gate();
    const settings = defaultSettings();
    server.use(
      meHandler(makeViewer()),
      api.query("MemberSettings", () => gqlData(settingsData(settings))),
      api.query("NotificationPreferences", async () => {
        await answer.opened;
        return gqlData(settingsData(settings));
      }),
    );
    renderApp("/settings?tab=notifications");

    expect(await screen.findByLabelText("Loading notification settings")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Weekly" })).toBeDisabled();
    answer.open();
    expect(await findSwitch("E-mail", "Event reminders")).toBeChecked();
    expect(screen.queryByLabelText("Loading notification settings")).not.toBeInTheDocument();
  });

  it("saves a switch at once with setNotificationPreference, keeping the other channel", async () => {
    const { user, sent } = openNotifications();

    const email = await findSwitch("E-mail", "Reactions to your content");
    await user.click(email);
    await waitFor(() => expect(email).toBeChecked());
    await waitFor(() =>
      expect(sent.preferences).toEqual([{ type: "REACTION", inApp: true, email: true }]),
    );

    const inApp = screen.getByRole("checkbox", { name: "In app for Event reminders" });
    await user.click(inApp);
    await waitFor(() => expect(inApp).not.toBeChecked());
    await waitFor(() =>
      expect(sent.preferences).toEqual([
        { type: "REACTION", inApp: true, email: true },
        { type: "EVENT_REMINDER", inApp: false, email: true },
      ]),
    );
    expect(screen.getByRole("checkbox", { name: "E-mail for Event reminders" })).toBeChecked();
  });

  it("saves the e-mail digest's frequency with setDigestFrequency", async () => {
    const { user, sent } = openNotifications();

    const digest = await screen.findByRole("radiogroup", { name: "E-mail digest" });
    expect(digest).toHaveAccessibleDescription("A summary of what you have not read");
    const weekly = within(digest).getByRole("radio", { name: "Weekly" });
    await waitFor(() => expect(weekly).toBeChecked());

    await user.click(within(digest).getByRole("radio", { name: "Daily" }));
    await waitFor(() => expect(within(digest).getByRole("radio", { name: "Daily" })).toBeChecked());
    expect(weekly).not.toBeChecked();
    await waitFor(() => expect(sent.digest).toEqual([{ frequency: "DAILY" }]));

    await user.click(within(digest).getByRole("radio", { name: "Off" }));
    await waitFor(() =>
      expect(sent.digest).toEqual([{ frequency: "DAILY" }, { frequency: "OFF" }]),
    );
    expect(within(digest).getByRole("radio", { name: "Off" })).toBeChecked();
  });

  it("moves a switch back and shows the server's reason when saving fails", async () => {
    const { user } = openNotifications();
    const refuse = gate();
    server.use(
      api.mutation("SetNotificationPreference", async () => {
        await refuse.opened;
        return graphQLError("Too many changes. Please wait a moment.", "RATE_LIMITED");
      }),
    );

    const email = await findSwitch("E-mail", "Comments on your content");
    await user.click(email);
    await waitFor(() => expect(email).toBeChecked());
    refuse.open();
    const toast = await screen.findByRole("status", { name: /Error/ });
    expect(toast).toHaveTextContent("Too many changes. Please wait a moment.");
    expect(toast).toHaveAttribute("data-type", "error");
    await waitFor(() => expect(email).not.toBeChecked());
  });

  it("moves the digest back when saving it fails", async () => {
    const { user } = openNotifications();
    const refuse = gate();
    server.use(
      api.mutation("SetDigestFrequency", async () => {
        await refuse.opened;
        return httpFailure(503);
      }),
    );

    const digest = await screen.findByRole("radiogroup", { name: "E-mail digest" });
    await waitFor(() =>
      expect(within(digest).getByRole("radio", { name: "Weekly" })).toBeChecked(),
    );
    await user.click(within(digest).getByRole("radio", { name: "Off" }));
    await waitFor(() => expect(within(digest).getByRole("radio", { name: "Off" })).toBeChecked());
    refuse.open();
    const toast = await screen.findByRole("status", { name: /Error/ });
    expect(toast).toHaveTextContent("Failed to update settings. Please try again.");
    await waitFor(() =>
      expect(within(digest).getByRole("radio", { name: "Weekly" })).toBeChecked(),
    );
  });

  it("says so when the preferences cannot be loaded, and retries", async () => {
    let fail = true;
    const settings = defaultSettings();
    server.use(
      meHandler(makeViewer()),
      api.query("MemberSettings", () => gqlData(settingsData(settings))),
      api.query("NotificationPreferences", () =>
        fail ? httpFailure(503) : gqlData(settingsData(settings)),
      ),
    );
    const { user } = renderApp("/settings?tab=notifications");

    expect(
      await screen.findByText("Failed to load notification settings. Please try again."),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole("button", { name: /try again/i }));
    expect(await findSwitch("E-mail", "Event reminders")).toBeChecked();
  });
});
