import { screen, waitFor, within } from "@testing-library/react";
import { delay } from "msw";
import { events } from "../../client/src/features/events/events.feature";
import { eventHandlers, eventPage, makeEvent, makeEventPerson } from "./support/events";
import { makeViewer } from "./support/fixtures";
import { api, gqlData, graphQLError, meHandler } from "./support/graphql";
import { renderLiveApp } from "./support/live";
import { renderApp } from "./support/render";
import { server } from "./support/server";

/** The one toast on screen (the app shows at most one). */
const findToast = (title: string | RegExp) => screen.findByRole("status", { name: title });

const viewerZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

describe("/events", () => {
  it("lists upcoming events first, then past ones, with their counts and places", async () => {
    const soon = makeEvent({ title: "Pitch night", goingCount: 3, interestedCount: 2 });
    const full = makeEvent({
      title: "Founders breakfast",
      capacity: 3,
      goingCount: 3,
      spotsLeft: 0,
      waitlistCount: 2,
    });
    const old = makeEvent({
      title: "Last year's mixer",
      startsAt: new Date(Date.now() - 30 * 86_400_000).toISOString(),
      hasEnded: true,
    });
    server.use(meHandler(makeViewer()), ...eventHandlers([soon, full], [old]).handlers);
    renderApp("/events");

    expect(await screen.findByRole("heading", { name: "Events", level: 1 })).toBeInTheDocument();
    const upcoming = await screen.findByRole("list", { name: "Upcoming" });
    const cards = within(upcoming).getAllByRole("listitem");
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByRole("link", { name: "Pitch night" })).toHaveAttribute(
      "href",
      `/events/${soon.id}`,
    );
    expect(within(cards[0]).getByText("3 going · 2 interested")).toBeInTheDocument();
    expect(within(cards[1]).getByText("Full · 2 on the waitlist")).toBeInTheDocument();
    expect(within(cards[1]).getByRole("button", { name: "Join waitlist" })).toBeEnabled();
    const past = screen.getByRole("list", { name: "Past events" });
    expect(within(past).getByText("Ended")).toBeInTheDocument();
    // An ended event takes no answers.
    expect(within(past).getByRole("button", { name: "Join" })).toBeDisabled();
    // Upcoming comes first on the page.
    expect(upcoming.compareDocumentPosition(past) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("says 'No events yet. Create the first one!' when there are none", async () => {
    server.use(meHandler(null), ...eventHandlers([], []).handlers);
    renderApp("/events");
    expect(await screen.findByText("No events yet. Create the first one!")).toBeInTheDocument();
  });

  it("shows skeletons while loading and an error with Try Again when loading fails", async () => {
    let fail = true;
    server.use(
      meHandler(null),
      api.query("Events", async ({ variables }) => {
        if (fail) {
          await delay(50);
          return graphQLError("Boom", "INTERNAL_SERVER_ERROR");
        }
        return gqlData({
          events: eventPage(variables.period === "UPCOMING" ? [makeEvent({ title: "Back" })] : []),
        });
      }),
    );
    const { user } = renderApp("/events");
    expect(await screen.findByLabelText("Loading events")).toBeInTheDocument();
    expect(await screen.findByText("Failed to load events")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole("button", { name: /try again/i }));
    expect(await screen.findByRole("link", { name: "Back" })).toBeInTheDocument();
  });

  it("asks a visitor to sign in to create events or to answer", async () => {
    server.use(meHandler(null), ...eventHandlers([makeEvent()]).handlers);
    const { user } = renderApp("/events");
    await user.click(await screen.findByRole("button", { name: "Create Event" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Sign in required" });
    expect(dialog).toHaveTextContent("You need to be signed in to create events.");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await user.click(screen.getByRole("button", { name: "Join" }));
    expect(await screen.findByRole("alertdialog", { name: "Sign in required" })).toHaveTextContent(
      "You need to be signed in to attend this event.",
    );
  });

  it("follows the attendance states with the spec's toasts: going, interested, then none", async () => {
    const event = makeEvent({ title: "Workshop", goingCount: 1 });
    const { handlers, calls } = eventHandlers([event]);
    server.use(meHandler(makeViewer()), ...handlers);
    const { user } = renderApp("/events");

    await user.click(await screen.findByRole("button", { name: "Join" }));
    expect(await findToast("You're now attending this event!")).toBeInTheDocument();
    const going = await screen.findByRole("button", { name: "Going" });
    expect(going).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByText("2 going · 0 interested")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Interested" }));
    expect(await findToast("Marked as interested!")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Interested" })).toHaveAttribute(
        "aria-pressed",
        "true",
      ),
    );
    expect(screen.getByText("1 going · 1 interested")).toBeInTheDocument();

    // Pressing the active answer removes it.
    await user.click(screen.getByRole("button", { name: "Interested" }));
    expect(await findToast("Attendance updated")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText("1 going · 0 interested")).toBeInTheDocument());
    expect(calls.setAttendance.map((c) => c.status)).toEqual(["GOING", "INTERESTED", "NONE"]);
  });

  it("puts the viewer on the waitlist of a full event and shows their place", async () => {
    const event = makeEvent({
      title: "Full",
      capacity: 2,
      goingCount: 2,
      spotsLeft: 0,
      waitlistCount: 1,
    });
    server.use(meHandler(makeViewer()), ...eventHandlers([event]).handlers);
    const { user } = renderApp("/events");
    await user.click(await screen.findByRole("button", { name: "Join waitlist" }));
    expect(await screen.findByRole("button", { name: "Waitlisted #2" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(await findToast("Attendance updated")).toHaveTextContent("#2 on the waitlist");
  });

  it("shows 'Failed to update attendance' when the server refuses", async () => {
    const event = makeEvent({ title: "Refused" });
    server.use(
      meHandler(makeViewer()),
      // The first handler that matches answers: this refusal, before the state's own.
      api.mutation("SetAttendance", () =>
        graphQLError("This event has been cancelled.", "CONFLICT"),
      ),
      ...eventHandlers([event]).handlers,
    );
    const { user } = renderApp("/events");
    await user.click(await screen.findByRole("button", { name: "Join" }));
    expect(await findToast("Failed to update attendance")).toHaveTextContent(
      "This event has been cancelled.",
    );
  });
});

describe("Create Event", () => {
  it("checks required fields and the future date, then sends the instant with the viewer's zone", async () => {
    const sent: Record<string, unknown>[] = [];
    server.use(
      meHandler(makeViewer()),
      ...eventHandlers([]).handlers,
      api.mutation("CreateEvent", ({ variables }) => {
        sent.push(variables.input as Record<string, unknown>);
        return gqlData({ createEvent: makeEvent({ title: "Made" }) });
      }),
    );
    const { user } = renderApp("/events");
    await user.click((await screen.findAllByRole("button", { name: "Create Event" }))[0]);
    const dialog = await screen.findByRole("dialog", { name: "Create Event" });
    expect(within(dialog).getByText(`Times are in your time zone (${viewerZone}).`)).toBeVisible();

    await user.click(within(dialog).getByRole("button", { name: "Create Event" }));
    expect(await findToast("Required fields missing")).toHaveTextContent(
      "Please fill in all required fields",
    );

    await user.type(within(dialog).getByLabelText(/^Title/), "Demo day");
    await user.type(within(dialog).getByLabelText(/^Location/), "Porto");
    await user.type(within(dialog).getByLabelText(/^Date/), "2020-01-01");
    await user.type(within(dialog).getByLabelText(/^Time/), "18:30");
    await user.click(within(dialog).getByRole("button", { name: "Create Event" }));
    expect(await within(dialog).findByText("Event date must be in the future")).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    const date = new Date(Date.now() + 10 * 86_400_000);
    const day = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
    await user.clear(within(dialog).getByLabelText(/^Date/));
    await user.type(within(dialog).getByLabelText(/^Date/), day);
    await user.type(within(dialog).getByLabelText(/^Capacity/), "25");
    await user.click(within(dialog).getByRole("button", { name: "Create Event" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const [y, m, d] = day.split("-").map(Number);
    expect(sent[0]).toMatchObject({
      title: "Demo day",
      location: "Porto",
      startsAt: new Date(y, m - 1, d, 18, 30).toISOString(),
      endsAt: null,
      timeZone: viewerZone,
      capacity: 25,
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});

describe("/events/:id", () => {
  it("shows the details in the viewer's zone, the calendar link, attendees and the creator's actions", async () => {
    const host = makeEventPerson({ fullName: "Hana Host" });
    const event = makeEvent({
      title: "Design roundtable",
      description: "Tokens, governance and adoption.",
      timeZone: "Pacific/Auckland",
      capacity: 2,
      goingCount: 2,
      spotsLeft: 0,
      waitlistCount: 1,
      interestedCount: 1,
      viewerCanEdit: true,
      viewerCanCancel: true,
      creator: host,
    });
    const attendees = [
      {
        status: "GOING" as const,
        waitlistPosition: null,
        profile: makeEventPerson({ fullName: "Ana Going" }),
      },
      {
        status: "GOING" as const,
        waitlistPosition: null,
        profile: makeEventPerson({ fullName: "Ben Going" }),
      },
      {
        status: "GOING" as const,
        waitlistPosition: 1,
        profile: makeEventPerson({ fullName: "Cy Waiting" }),
      },
      {
        status: "INTERESTED" as const,
        waitlistPosition: null,
        profile: makeEventPerson({ fullName: "Di Curious" }),
      },
    ];
    server.use(meHandler(makeViewer()), ...eventHandlers([event], [], attendees).handlers);
    const { user } = renderApp(`/events/${event.id}`);

    expect(
      await screen.findByRole("heading", { name: "Design roundtable", level: 1 }),
    ).toBeVisible();
    expect(screen.getByText("Hosted by Hana Host")).toBeInTheDocument();
    expect(
      screen.getByText(new RegExp(`Times in your time zone \\(${viewerZone.replace("/", "\\/")}`)),
    ).toBeInTheDocument();
    expect(screen.getByText(/At the event: .*\(Pacific\/Auckland\)/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Add to calendar" })).toHaveAttribute(
      "href",
      `/calendar/events/${event.id}.ics`,
    );
    expect(screen.getByRole("button", { name: "Edit" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cancel Event" })).toBeInTheDocument();

    expect(await screen.findByText("Ana Going")).toBeInTheDocument();
    expect(screen.getByText("Ben Going")).toBeInTheDocument();
    expect(screen.queryByText("Cy Waiting")).not.toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Waitlist (1)" }));
    expect(await screen.findByText("Cy Waiting")).toBeInTheDocument();
    expect(screen.getByText("#1")).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Interested (1)" }));
    expect(await screen.findByText("Di Curious")).toBeInTheDocument();
  });

  it("hides Edit and Cancel from others and says when an event is not found", async () => {
    const event = makeEvent({ title: "Someone else's" });
    server.use(meHandler(makeViewer()), ...eventHandlers([event]).handlers);
    renderApp(`/events/${event.id}`);
    expect(await screen.findByRole("heading", { name: "Someone else's" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Edit" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Cancel Event" })).not.toBeInTheDocument();
  });

  it("says 'Event not found' for an unknown id", async () => {
    server.use(meHandler(null), ...eventHandlers([]).handlers);
    renderApp("/events/70000000-0000-4000-8000-999999999999");
    expect(await screen.findByText("Event not found")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Events" })).toBeInTheDocument();
  });
});

describe("events elsewhere in the app", () => {
  it("a search hit shows the event's title, time and place and opens its page", async () => {
    const id = "70000000-0000-4000-8000-000000000abc";
    server.use(
      meHandler(null),
      api.query("Search", () =>
        gqlData({
          search: {
            __typename: "SearchConnection",
            edges: [
              {
                __typename: "SearchEdge",
                cursor: "o:0",
                rank: 1,
                node: {
                  __typename: "Event",
                  id,
                  title: "Harbour pitch night",
                  location: "Old Harbour",
                  startsAt: "2030-05-01T18:00:00.000Z",
                  cancelledAt: null,
                },
              },
            ],
            pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: "o:0" },
          },
        } as never),
      ),
    );
    renderApp("/?search=pitch");
    const list = await screen.findByRole("list", { name: "Search results" });
    const link = await within(list).findByRole("link", { name: /Harbour pitch night/ });
    expect(link).toHaveAttribute("href", `/events/${id}`);
    expect(within(list).getByText("Old Harbour")).toBeInTheDocument();
    expect(within(list).getByText("Event")).toBeInTheDocument();
  });

  it("event notifications open the event, and feed items the path the server gives", () => {
    const data = { eventId: "70000000-0000-4000-8000-000000000001" };
    for (const type of ["EVENT_UPDATED", "EVENT_CANCELLED", "EVENT_PROMOTED"] as const)
      expect(events.notifications[type].opens?.(data)).toEqual({
        to: "/events/70000000-0000-4000-8000-000000000001",
      });
    const item = { contentId: data.eventId, path: `/events/${data.eventId}`, author: null };
    expect(events.feedKinds.EVENT.target(item)).toEqual({ to: item.path });
  });
});

describe("issue 30: capacity, cancelled events and time zones", () => {
  /** A day ten days ahead as a date input holds it. */
  const dayAhead = () => {
    const date = new Date(Date.now() + 10 * 86_400_000);
    const pad = (n: number) => String(n).padStart(2, "0");
    return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  };

  async function openCreate(sent: Record<string, unknown>[]) {
    server.use(
      meHandler(makeViewer()),
      ...eventHandlers([]).handlers,
      api.mutation("CreateEvent", ({ variables }) => {
        sent.push(variables.input as Record<string, unknown>);
        return gqlData({ createEvent: makeEvent({ title: "Made" }) });
      }),
    );
    const { user } = renderApp("/events");
    await user.click((await screen.findAllByRole("button", { name: "Create Event" }))[0]);
    const dialog = await screen.findByRole("dialog", { name: "Create Event" });
    await user.type(within(dialog).getByLabelText(/^Title/), "Demo day");
    await user.type(within(dialog).getByLabelText(/^Location/), "Porto");
    await user.type(within(dialog).getByLabelText(/^Date/), dayAhead());
    await user.type(within(dialog).getByLabelText(/^Time/), "18:30");
    return { user, dialog };
  }

  it("refuses a capacity above 100,000 in the form with the maximum's own message", async () => {
    const sent: Record<string, unknown>[] = [];
    const { user, dialog } = await openCreate(sent);
    const capacity = within(dialog).getByLabelText(/^Capacity/);
    await user.type(capacity, "100001");
    await user.click(within(dialog).getByRole("button", { name: "Create Event" }));
    expect(await within(dialog).findByText("Capacity must be at most 100,000")).toBeInTheDocument();
    expect(within(dialog).queryByText("Capacity must be at least 1")).not.toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.clear(capacity);
    await user.type(capacity, "100000");
    await user.click(within(dialog).getByRole("button", { name: "Create Event" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ capacity: 100000 });
  }, 60_000);

  it("offers a searchable time-zone picker, defaulting to the viewer's, and sends the time in the chosen zone", async () => {
    const sent: Record<string, unknown>[] = [];
    const { user, dialog } = await openCreate(sent);
    const picker = within(dialog).getByRole("combobox", { name: /Event time zone/ });
    expect(picker).toHaveValue(viewerZone);

    await user.clear(picker);
    // Pasted: jsdom loses the caret between typed keys in a combobox that filters as it goes.
    await user.click(picker);
    await user.paste("los ang");
    await user.click(await within(dialog).findByRole("option", { name: /America\/Los Angeles/ }));
    expect(
      within(dialog).getByText(/Times are in America\/Los_Angeles \(P[SD]T\), not your time zone/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Create Event" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    // 18:30 on that day in Los Angeles, whatever the viewer's zone.
    const [y, m, d] = dayAhead().split("-").map(Number);
    const utc = Date.UTC(y, m - 1, d, 18, 30);
    const offsets = [7, 8].map((h) => new Date(utc + h * 3_600_000).toISOString());
    expect(offsets).toContain(sent[0].startsAt);
    const la = new Intl.DateTimeFormat("en-US", {
      timeZone: "America/Los_Angeles",
      hour: "numeric",
      minute: "2-digit",
    }).format(new Date(sent[0].startsAt as string));
    expect(la).toBe("6:30 PM");
    expect(sent[0].timeZone).toBe("America/Los_Angeles");
  }, 60_000);

  it("edits an event on its own zone's clock, keeping its zone", async () => {
    // 5:00 PM in Los Angeles on Dec 2, 2030 (PST): 01:00 UTC on Dec 3.
    const event = makeEvent({
      title: "West coast demo",
      startsAt: "2030-12-03T01:00:00.000Z",
      timeZone: "America/Los_Angeles",
      viewerCanEdit: true,
      viewerCanCancel: true,
    });
    const sent: Record<string, unknown>[] = [];
    server.use(
      meHandler(makeViewer()),
      ...eventHandlers([event]).handlers,
      api.mutation("UpdateEvent", ({ variables }) => {
        sent.push(variables.input as Record<string, unknown>);
        return gqlData({ updateEvent: event });
      }),
    );
    const { user } = renderApp(`/events/${event.id}`);
    await user.click(await screen.findByRole("button", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Event" });
    expect(within(dialog).getByLabelText(/^Date/)).toHaveValue("2030-12-02");
    expect(within(dialog).getByLabelText(/^Time/)).toHaveValue("17:00");
    expect(within(dialog).getByRole("combobox", { name: /Event time zone/ })).toHaveValue(
      "America/Los Angeles (PST)",
    );
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      startsAt: "2030-12-03T01:00:00.000Z",
      timeZone: "America/Los_Angeles",
    });
  });

  it("shows the event's zone on cards when its clock differs from the viewer's", async () => {
    // The test runs in UTC (viewerZone): 5:00 PM PST is 1:00 AM the next day there.
    expect(viewerZone).toBe("UTC");
    const west = makeEvent({
      title: "West coast demo",
      startsAt: "2030-12-03T01:00:00.000Z",
      timeZone: "America/Los_Angeles",
    });
    const here = makeEvent({ title: "Local meetup", startsAt: "2030-12-04T18:00:00.000Z" });
    const sameClock = makeEvent({
      title: "London call",
      startsAt: "2030-12-05T18:00:00.000Z",
      timeZone: "Europe/London",
    });
    server.use(meHandler(makeViewer()), ...eventHandlers([west, here, sameClock]).handlers);
    renderApp("/events");
    const upcoming = await screen.findByRole("list", { name: "Upcoming" });
    const [westCard, hereCard, londonCard] = within(upcoming).getAllByRole("listitem");
    expect(
      within(westCard).getByText("Mon, Dec 2, 2030, 5:00 PM PST · 1:00 AM your time (Tue, Dec 3)"),
    ).toBeInTheDocument();
    expect(within(hereCard).getByText("Wed, Dec 4, 2030, 6:00 PM")).toBeInTheDocument();
    expect(within(londonCard).getByText("Thu, Dec 5, 2030, 6:00 PM")).toBeInTheDocument();
    expect(within(upcoming).getAllByText(/your time/)).toHaveLength(1);
  });

  it("keeps a cancelled event under the creator's own events, without attendance buttons", async () => {
    const open = makeEvent({ title: "Still on", viewerCanEdit: true, viewerCanCancel: true });
    const cancelled = makeEvent({
      title: "Called off",
      cancelledAt: new Date().toISOString(),
      viewerCanEdit: true,
      viewerCanCancel: true,
    });
    // The server leaves cancelled events out of Upcoming; `mine` keeps them.
    server.use(
      meHandler(makeViewer()),
      ...eventHandlers([open], [], [], [open, cancelled]).handlers,
    );
    renderApp("/events");
    const mine = await screen.findByRole("list", { name: "Your events" });
    const upcoming = screen.getByRole("list", { name: "Upcoming" });
    expect(mine.compareDocumentPosition(upcoming) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const [, cancelledCard] = within(mine).getAllByRole("listitem");
    expect(within(cancelledCard).getByText("Cancelled")).toBeInTheDocument();
    expect(within(cancelledCard).queryByRole("button", { name: "Join" })).not.toBeInTheDocument();
    expect(
      within(cancelledCard).queryByRole("button", { name: "Interested" }),
    ).not.toBeInTheDocument();
    expect(within(upcoming).queryByText("Called off")).not.toBeInTheDocument();
    expect(within(upcoming).getByRole("button", { name: "Join" })).toBeEnabled();
  });

  it("asks for the viewer's own upcoming events only when signed in", async () => {
    const asked: unknown[] = [];
    server.use(
      meHandler(null),
      api.query("Events", ({ variables }) => {
        asked.push(variables.mine ?? false);
        return gqlData({ events: eventPage([]) });
      }),
    );
    renderApp("/events");
    expect(await screen.findByText("No events yet. Create the first one!")).toBeInTheDocument();
    expect(asked).not.toContain(true);
  });

  it("a cancelled event's page hides the attendance prompt and buttons", async () => {
    const event = makeEvent({ title: "Called off", cancelledAt: new Date().toISOString() });
    server.use(meHandler(makeViewer()), ...eventHandlers([event]).handlers);
    renderApp(`/events/${event.id}`);
    expect(await screen.findByRole("heading", { name: "Called off", level: 1 })).toBeVisible();
    expect(screen.getByText("This event has been cancelled.")).toBeInTheDocument();
    expect(await screen.findByText("Nobody was going.")).toBeInTheDocument();
    expect(screen.queryByText("Nobody is going yet. Be the first!")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Join" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Interested" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Add to calendar" })).toBeInTheDocument();
  });

  it("an open event's page still invites members to answer", async () => {
    const event = makeEvent({ title: "Open house" });
    server.use(meHandler(makeViewer()), ...eventHandlers([event]).handlers);
    renderApp(`/events/${event.id}`);
    expect(await screen.findByText("Nobody is going yet. Be the first!")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Join" })).toBeEnabled();
  });
});

describe("live changes to an event on screen", () => {
  it("shows a member promoted from the waitlist as going as soon as the notification arrives", async () => {
    let event = makeEvent({
      title: "Founders breakfast",
      capacity: 2,
      goingCount: 2,
      spotsLeft: 0,
      waitlistCount: 1,
      viewerStatus: "GOING",
      viewerWaitlistPosition: 1,
    });
    server.use(
      meHandler(makeViewer()),
      // The first handler that matches answers: the event as the server has it now.
      api.query("Event", () => gqlData({ event })),
      ...eventHandlers([]).handlers,
    );
    const { live } = renderLiveApp(`/events/${event.id}`);
    expect(await screen.findByRole("button", { name: "Waitlisted #1" })).toBeInTheDocument();
    await waitFor(() => expect(live.active("NotificationAdded")).toBe(true));

    // A place came free on the server: the page reads the event again when told.
    event = { ...event, goingCount: 2, waitlistCount: 0, viewerWaitlistPosition: null };
    live.emit("NotificationAdded", {
      notificationAdded: {
        __typename: "Notification",
        id: "40000000-0000-4000-8000-000000009999",
        type: "EVENT_PROMOTED",
        title: "You're going!",
        message: 'A place opened up at "Founders breakfast": you\'re now attending',
        read: false,
        data: { eventId: event.id },
        path: null,
        actors: [],
        actorCount: 1,
        createdAt: new Date().toISOString(),
      },
    });
    expect(await screen.findByRole("button", { name: "Going" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(screen.queryByRole("button", { name: "Waitlisted #1" })).toBeNull();
  });
});
