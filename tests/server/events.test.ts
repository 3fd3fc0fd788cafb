import crypto from "node:crypto";
import sharp from "sharp";
import { makeMember, type Member } from "../support/factories";
import { errorCode, gql, type GraphQLResponse } from "../support/graphql-client";
import { gqlMultipart } from "../support/multipart";
import { startTestServer, type TestServer } from "../support/server";

const SUPER_ADMIN_EMAIL = "events-admin@agora.test";

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer({ ADMIN_EMAILS: SUPER_ADMIN_EMAIL });
});
afterAll(async () => {
  await app.stop();
});

const EVENT_FIELDS = `id title description location startsAt endsAt timeZone capacity imageUrl
  imageThumbnailUrl createdAt updatedAt cancelledAt goingCount interestedCount waitlistCount spotsLeft
  viewerStatus viewerWaitlistPosition viewerCanEdit viewerCanCancel hasEnded icsUrl creator { id }`;
const CREATE = `mutation ($input: CreateEventInput!) { createEvent(input: $input) { ${EVENT_FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateEventInput!) { updateEvent(id: $id, input: $input) { ${EVENT_FIELDS} } }`;
const CANCEL = `mutation ($id: ID!) { cancelEvent(id: $id) { id cancelledAt } }`;
const ATTEND = `mutation ($id: ID!, $status: AttendanceStatus!) {
  setAttendance(eventId: $id, status: $status) { id goingCount interestedCount waitlistCount spotsLeft
    viewerStatus viewerWaitlistPosition }
}`;
const EVENT = `query ($id: ID!) { event(id: $id) { ${EVENT_FIELDS} } }`;
const EVENTS = `query ($period: EventPeriod!, $first: Int, $after: String) {
  events(period: $period, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { id title startsAt } }
  }
}`;
const ATTENDEES = `query ($id: ID!, $status: AttendanceStatus!, $first: Int, $after: String) {
  eventAttendees(eventId: $id, status: $status, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { node { status waitlistPosition respondedAt profile { id } } }
  }
}`;
const NOTIFICATIONS = `query { notifications(first: 50) { edges { node { type title message data } } } }`;
const FEED = `query { feed(filter: EVENTS, first: 100) { edges { node { type contentId path title } } } }`;
const SEARCH = `query ($q: String!) { search(query: $q, first: 50) { edges { node { __typename ... on Event { id title } } } } }`;

type Viewer = Member | null;
const as = (viewer: Viewer, query: string, variables: Record<string, unknown> = {}) =>
  gql(app.url, query, variables, viewer ? { token: viewer.token } : {});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read untyped response data freely
function ok(res: GraphQLResponse<any>) {
  expect(res.errors).toBeUndefined();
  return res.data;
}

const word = () =>
  Array.from(crypto.randomBytes(8), (b) => String.fromCharCode(97 + (b % 26))).join("");
const inDays = (days: number, hours = 0) =>
  new Date(Date.now() + days * 86_400_000 + hours * 3_600_000);
const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  app.db.query(text, params) as Promise<T[]>;

type EventData = { id: string; title: string; startsAt: string; goingCount: number };

async function createEvent(owner: Member, input: Record<string, unknown> = {}) {
  const res = await as(owner, CREATE, {
    input: {
      title: `Meetup ${word()}`,
      location: "Lisbon",
      startsAt: inDays(7).toISOString(),
      ...input,
    },
  });
  return ok(res).createEvent as EventData;
}

const attend = (who: Member, id: string, status: string) => as(who, ATTEND, { id, status });

const notificationsOf = async (member: Member) =>
  ok(await as(member, NOTIFICATIONS)).notifications.edges.map(
    (e: { node: { type: string; data: Record<string, unknown> } }) => e.node,
  );

/** Moves an event into the past (creation refuses past dates; time does the rest in real life). */
const endEvent = (id: string, daysAgo = 1) =>
  sql(
    `UPDATE events SET starts_at = now() - make_interval(days => $2), ends_at = NULL WHERE id = $1`,
    [id, daysAgo],
  );

describe("creating events", () => {
  let owner: Member;
  beforeAll(async () => {
    owner = await makeMember(app.url);
  });

  const valid = () => ({ title: "Valid", location: "Porto", startsAt: inDays(3).toISOString() });

  it.each([
    [{ title: "   " }, "Please fill in all required fields", "Required fields missing"],
    [{ location: "" }, "Please fill in all required fields", "Required fields missing"],
    [{ startsAt: inDays(-1).toISOString() }, "Event date must be in the future", undefined],
    [{ title: "t".repeat(101) }, "Title must be less than 100 characters", undefined],
    [{ description: "d".repeat(501) }, "Description must be less than 500 characters", undefined],
    [{ location: "l".repeat(101) }, "Location must be less than 100 characters", undefined],
    [{ endsAt: inDays(2).toISOString() }, "The event must end after it starts", undefined],
    [{ timeZone: "Mars/Olympus" }, "Please choose a valid time zone", undefined],
    [{ capacity: 0 }, "Capacity must be at least 1", undefined],
    [{ capacity: 100001 }, "Capacity must be at most 100,000", undefined],
  ])("refuses %j with the spec's message", async (input, message, title) => {
    const res = await as(owner, CREATE, { input: { ...valid(), ...input } });
    expect(errorCode(res)).toBe("BAD_USER_INPUT");
    expect(res.errors![0].message).toBe(message);
    expect((res.errors![0].extensions as { title?: string }).title).toBe(title);
    expect(Object.values(res.errors![0].extensions!.fields!)).toContain(message);
  });

  it("asks a visitor to log in, with the spec's toast", async () => {
    const res = await as(null, CREATE, { input: valid() });
    expect(errorCode(res)).toBe("UNAUTHENTICATED");
    expect(res.errors![0].message).toBe("Please log in to create an event");
    expect((res.errors![0].extensions as { title?: string }).title).toBe("Authentication required");
  });

  it("keeps the instant and the creator's zone, defaults to UTC, and adds an event feed item", async () => {
    const startsAt = inDays(5);
    const made = await createEvent(owner, {
      title: "  Pitch night  ",
      description: "  Five founders, five minutes each.  ",
      startsAt: startsAt.toISOString(),
      endsAt: inDays(5, 2).toISOString(),
      timeZone: "Europe/Lisbon",
      capacity: 40,
    });
    const event = ok(await as(owner, EVENT, { id: made.id })).event;
    expect(event).toMatchObject({
      title: "Pitch night",
      description: "Five founders, five minutes each.",
      timeZone: "Europe/Lisbon",
      capacity: 40,
      spotsLeft: 40,
      goingCount: 0,
      viewerStatus: "NONE",
      viewerCanEdit: true,
      viewerCanCancel: true,
      hasEnded: false,
      creator: { id: owner.id },
      icsUrl: `/calendar/events/${made.id}.ics`,
    });
    expect(new Date(event.startsAt).getTime()).toBe(startsAt.getTime());
    const plain = await createEvent(owner);
    expect(ok(await as(null, EVENT, { id: plain.id })).event).toMatchObject({
      timeZone: "UTC",
      capacity: null,
      spotsLeft: null,
      viewerCanEdit: false,
    });
    const items = ok(await as(owner, FEED)).feed.edges.map(
      (e: { node: { contentId: string } }) => e.node,
    );
    expect(items.filter((i: { contentId: string }) => i.contentId === made.id)).toEqual([
      { type: "EVENT", contentId: made.id, path: `/events/${made.id}`, title: "Pitch night" },
    ]);
  });

  it("stores an image with the article image rules", async () => {
    const query = `mutation ($input: CreateEventInput!) { createEvent(input: $input) { id imageUrl imageThumbnailUrl } }`;
    const image = (w: number, h: number) =>
      sharp({ create: { width: w, height: h, channels: 3, background: "#2f855a" } })
        .jpeg()
        .toBuffer();
    const good = await gqlMultipart(
      app.url,
      query,
      { input: valid() },
      { "input.image": { data: await image(800, 600), name: "e.jpg", type: "image/jpeg" } },
      { token: owner.token },
    );
    expect(good.errors).toBeUndefined();
    expect(good.data!.createEvent.imageUrl).toMatch(/^\/uploads\//);
    expect(good.data!.createEvent.imageThumbnailUrl).toMatch(/^\/uploads\//);
    const small = await gqlMultipart(
      app.url,
      query,
      { input: valid() },
      { "input.image": { data: await image(200, 100), name: "e.jpg", type: "image/jpeg" } },
      { token: owner.token },
    );
    expect(small.errors![0].message).toBe("Image too small. Minimum size: 400x300px");
  });

  it("is found by search, by visitors too, on its title, description and location", async () => {
    const tag = word();
    const made = await createEvent(owner, {
      title: `Founders ${tag}`,
      description: "Breakfast with founders",
      location: `Hall ${word()}`,
    });
    const hits = ok(await as(null, SEARCH, { q: tag })).search.edges.map(
      (e: { node: { id?: string } }) => e.node.id,
    );
    expect(hits).toContain(made.id);
  });
});

describe("who may change an event", () => {
  let creator: Member;
  let member: Member;
  let admin: Member;
  beforeAll(async () => {
    [creator, member, admin] = await Promise.all([
      makeMember(app.url),
      makeMember(app.url),
      makeMember(app.url, { email: SUPER_ADMIN_EMAIL }),
    ]);
  });

  it("updateEvent: visitor no, member no, super admin no, creator yes (left out stay)", async () => {
    const event = await createEvent(creator, { description: "Keep me" });
    const input = { title: "Renamed" };
    expect(errorCode(await as(null, UPDATE, { id: event.id, input }))).toBe("UNAUTHENTICATED");
    expect(errorCode(await as(member, UPDATE, { id: event.id, input }))).toBe("FORBIDDEN");
    expect(errorCode(await as(admin, UPDATE, { id: event.id, input }))).toBe("FORBIDDEN");
    const updated = ok(await as(creator, UPDATE, { id: event.id, input })).updateEvent;
    expect(updated).toMatchObject({ title: "Renamed", description: "Keep me", location: "Lisbon" });
    expect(errorCode(await as(creator, UPDATE, { id: crypto.randomUUID(), input }))).toBe(
      "NOT_FOUND",
    );
  });

  it("cancelEvent: visitor no, member no, creator yes, super admin yes", async () => {
    const mine = await createEvent(creator);
    const other = await createEvent(creator);
    expect(errorCode(await as(null, CANCEL, { id: mine.id }))).toBe("UNAUTHENTICATED");
    expect(errorCode(await as(member, CANCEL, { id: mine.id }))).toBe("FORBIDDEN");
    expect(ok(await as(creator, CANCEL, { id: mine.id })).cancelEvent.cancelledAt).toBeTruthy();
    expect(ok(await as(admin, CANCEL, { id: other.id })).cancelEvent.cancelledAt).toBeTruthy();
    // A cancelled event takes no answers and no more changes.
    expect(errorCode(await attend(member, mine.id, "GOING"))).toBe("CONFLICT");
    expect(errorCode(await as(creator, UPDATE, { id: mine.id, input: { title: "x" } }))).toBe(
      "CONFLICT",
    );
  });

  it("setAttendance: visitor no; member, creator and super admin yes; never on an ended event", async () => {
    const event = await createEvent(creator);
    expect(errorCode(await attend(null as unknown as Member, event.id, "GOING"))).toBe(
      "UNAUTHENTICATED",
    );
    for (const who of [member, creator, admin])
      expect(ok(await attend(who, event.id, "GOING")).setAttendance.viewerStatus).toBe("GOING");
    expect(ok(await as(null, EVENT, { id: event.id })).event.goingCount).toBe(3);
    await endEvent(event.id);
    const res = await attend(member, event.id, "NONE");
    expect(errorCode(res)).toBe("CONFLICT");
    expect(res.errors![0].message).toBe("This event has already ended.");
  });

  it("an event of a banned member, or across a block either way, is not found to answer, list, change, cancel or download", async () => {
    const [owner, attendee, blocker] = await Promise.all([0, 1, 2].map(() => makeMember(app.url)));
    const event = await createEvent(owner);
    ok(await attend(attendee, event.id, "GOING"));
    ok(
      await as(blocker, `mutation ($id: ID!) { blockMember(userId: $id) { id } }`, {
        id: owner.id,
      }),
    );
    const blockers = await createEvent(blocker);
    const hidden = async (viewer: Member, id: string) => {
      expect(ok(await as(viewer, EVENT, { id })).event).toBeNull();
      for (const res of [
        await as(viewer, ATTENDEES, { id, status: "GOING" }),
        await attend(viewer, id, "INTERESTED"),
        await as(viewer, UPDATE, { id, input: { title: "Renamed" } }),
        await as(viewer, CANCEL, { id }),
      ]) {
        expect(errorCode(res)).toBe("NOT_FOUND");
        expect(res.errors![0].message).toBe("Event not found");
      }
    };
    await hidden(blocker, event.id);
    await hidden(owner, blockers.id);
    // Anyone else still sees it, and its calendar file.
    expect(ok(await as(attendee, EVENT, { id: event.id })).event.id).toBe(event.id);
    expect((await fetch(`${app.url}/calendar/events/${event.id}.ics`)).status).toBe(200);

    await sql("UPDATE profiles SET is_banned = true WHERE id = $1", [owner.id]);
    await hidden(attendee, event.id);
    await hidden(admin, event.id);
    expect((await fetch(`${app.url}/calendar/events/${event.id}.ics`)).status).toBe(404);
    expect(
      await sql(
        `SELECT e.title, e.cancelled_at AS "cancelledAt", array_agg(a.user_id::text) AS answered
           FROM events e JOIN event_attendees a ON a.event_id = e.id WHERE e.id = $1
          GROUP BY e.id`,
        [event.id],
      ),
    ).toEqual([{ title: event.title, cancelledAt: null, answered: [attendee.id] }]);
  });

  it("a new time or place notifies those who answered; a cancellation too; never the actor", async () => {
    const [going, interested, bystander] = await Promise.all([
      makeMember(app.url),
      makeMember(app.url),
      makeMember(app.url),
    ]);
    const event = await createEvent(creator);
    ok(await attend(going, event.id, "GOING"));
    ok(await attend(interested, event.id, "INTERESTED"));
    ok(await attend(creator, event.id, "GOING"));
    // Only the description: nobody is told.
    ok(await as(creator, UPDATE, { id: event.id, input: { description: "More details" } }));
    expect(
      (await notificationsOf(going)).filter((n: { type: string }) => n.type === "EVENT_UPDATED"),
    ).toEqual([]);
    ok(await as(creator, UPDATE, { id: event.id, input: { location: "Madrid" } }));
    for (const who of [going, interested])
      expect(await notificationsOf(who)).toContainEqual(
        expect.objectContaining({ type: "EVENT_UPDATED", data: { eventId: event.id } }),
      );
    ok(await as(creator, CANCEL, { id: event.id }));
    for (const who of [going, interested])
      expect(await notificationsOf(who)).toContainEqual(
        expect.objectContaining({ type: "EVENT_CANCELLED", data: { eventId: event.id } }),
      );
    expect(await notificationsOf(creator)).toEqual([]);
    expect(await notificationsOf(bystander)).toEqual([]);
  });
});

describe("attendance", () => {
  let creator: Member;
  beforeAll(async () => {
    creator = await makeMember(app.url);
  });

  it("follows the spec's states: none → going → interested → none, pressing again removes", async () => {
    const member = await makeMember(app.url);
    const event = await createEvent(creator);
    const step = async (status: string) => ok(await attend(member, event.id, status)).setAttendance;
    expect(await step("GOING")).toMatchObject({
      viewerStatus: "GOING",
      goingCount: 1,
      interestedCount: 0,
    });
    expect(await step("GOING")).toMatchObject({ viewerStatus: "GOING", goingCount: 1 });
    expect(await step("INTERESTED")).toMatchObject({
      viewerStatus: "INTERESTED",
      goingCount: 0,
      interestedCount: 1,
    });
    expect(await step("NONE")).toMatchObject({
      viewerStatus: "NONE",
      goingCount: 0,
      interestedCount: 0,
    });
    expect(await sql(`SELECT 1 FROM event_attendees WHERE event_id = $1`, [event.id])).toHaveLength(
      0,
    );
    expect(errorCode(await attend(member, crypto.randomUUID(), "GOING"))).toBe("NOT_FOUND");
    expect(errorCode(await attend(member, "not-a-uuid", "GOING"))).toBe("NOT_FOUND");
  });

  it("keeps one row per member and event under 10 concurrent presses", async () => {
    const member = await makeMember(app.url);
    const event = await createEvent(creator);
    const statuses = ["GOING", "INTERESTED"];
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => attend(member, event.id, statuses[i % 2])),
    );
    for (const res of results) expect(res.errors).toBeUndefined();
    const rows = await sql<{ status: string }>(
      `SELECT status FROM event_attendees WHERE event_id = $1 AND user_id = $2`,
      [event.id, member.id],
    );
    expect(rows).toHaveLength(1);
    const seen = ok(await as(member, EVENT, { id: event.id })).event;
    expect(seen.viewerStatus).toBe(rows[0].status.toUpperCase());
    expect(seen.goingCount + seen.interestedCount).toBe(1);
  });

  it("caps going at the capacity under 10 concurrent joins, then promotes in order as 2 leave at once", async () => {
    const event = await createEvent(creator, { capacity: 3 });
    const members = await Promise.all(Array.from({ length: 10 }, () => makeMember(app.url)));
    const joined = await Promise.all(members.map((m) => attend(m, event.id, "GOING")));
    for (const res of joined) expect(res.errors).toBeUndefined();
    const after = ok(await as(null, EVENT, { id: event.id })).event;
    expect(after).toMatchObject({ goingCount: 3, waitlistCount: 7, spotsLeft: 0 });

    const going = ok(
      await as(null, ATTENDEES, { id: event.id, status: "GOING", first: 20 }),
    ).eventAttendees.edges.map(
      (e: { node: { waitlistPosition: number | null; profile: { id: string } } }) => e.node,
    );
    expect(going).toHaveLength(10);
    expect(going.map((a: { waitlistPosition: number | null }) => a.waitlistPosition)).toEqual([
      null,
      null,
      null,
      1,
      2,
      3,
      4,
      5,
      6,
      7,
    ]);
    const byId = new Map(members.map((m) => [m.id, m]));
    const confirmed = going
      .slice(0, 3)
      .map((a: { profile: { id: string } }) => byId.get(a.profile.id)!);
    const waiting = going.slice(3).map((a: { profile: { id: string } }) => byId.get(a.profile.id)!);
    // Each waiting member sees their own place.
    const third = ok(await as(waiting[2], EVENT, { id: event.id })).event;
    expect(third).toMatchObject({ viewerStatus: "GOING", viewerWaitlistPosition: 3 });

    // Two leave at once while two more join at once: the first two waiting move up, the count stays 3.
    const late = await Promise.all([makeMember(app.url), makeMember(app.url)]);
    const moves = await Promise.all([
      attend(confirmed[0], event.id, "NONE"),
      attend(confirmed[1], event.id, "INTERESTED"),
      ...late.map((m) => attend(m, event.id, "GOING")),
    ]);
    for (const res of moves) expect(res.errors).toBeUndefined();
    const now = ok(await as(null, EVENT, { id: event.id })).event;
    expect(now).toMatchObject({ goingCount: 3, waitlistCount: 7, interestedCount: 1 });
    for (const promoted of waiting.slice(0, 2)) {
      expect(ok(await as(promoted, EVENT, { id: event.id })).event).toMatchObject({
        viewerStatus: "GOING",
        viewerWaitlistPosition: null,
      });
      expect(await notificationsOf(promoted)).toEqual([
        expect.objectContaining({ type: "EVENT_PROMOTED", data: { eventId: event.id } }),
      ]);
    }
    expect(await notificationsOf(waiting[2])).toEqual([]);
    expect(ok(await as(waiting[2], EVENT, { id: event.id })).event.viewerWaitlistPosition).toBe(1);
    const [{ max }] = await sql<{ max: number }>(
      `SELECT count(*)::int AS max FROM event_attendees
        WHERE event_id = $1 AND status = 'going' AND NOT waitlisted`,
      [event.id],
    );
    expect(max).toBe(3);
  });

  it("raising the capacity promotes; lowering it below those going is refused", async () => {
    const event = await createEvent(creator, { capacity: 1 });
    const [a, b, c] = await Promise.all([
      makeMember(app.url),
      makeMember(app.url),
      makeMember(app.url),
    ]);
    for (const who of [a, b, c]) ok(await attend(who, event.id, "GOING"));
    const raised = ok(
      await as(creator, UPDATE, { id: event.id, input: { capacity: 2 } }),
    ).updateEvent;
    expect(raised).toMatchObject({ goingCount: 2, waitlistCount: 1, spotsLeft: 0 });
    expect(await notificationsOf(b)).toContainEqual(
      expect.objectContaining({ type: "EVENT_PROMOTED" }),
    );
    const lowered = await as(creator, UPDATE, { id: event.id, input: { capacity: 1 } });
    expect(lowered.errors![0].message).toBe(
      "Capacity cannot be less than the 2 members already going",
    );
  });
});

describe("lists", () => {
  it("UPCOMING soonest first, PAST latest first, paged by start", async () => {
    const owner = await makeMember(app.url);
    const tag = word();
    const soon = await createEvent(owner, {
      title: `soon ${tag}`,
      startsAt: inDays(1).toISOString(),
    });
    const later = await createEvent(owner, {
      title: `later ${tag}`,
      startsAt: inDays(2).toISOString(),
    });
    const latest = await createEvent(owner, {
      title: `latest ${tag}`,
      startsAt: inDays(3).toISOString(),
    });
    const old = await createEvent(owner, { title: `old ${tag}` });
    const older = await createEvent(owner, { title: `older ${tag}` });
    await endEvent(old.id, 2);
    await endEvent(older.id, 5);

    const pages = async (period: string) => {
      const ids: string[] = [];
      let after: string | null = null;
      for (;;) {
        const page: {
          events: {
            edges: { node: { id: string } }[];
            pageInfo: { hasNextPage: boolean; endCursor: string };
          };
        } = ok(await as(null, EVENTS, { period, first: 2, after }));
        ids.push(...page.events.edges.map((e) => e.node.id));
        if (!page.events.pageInfo.hasNextPage) return ids;
        after = page.events.pageInfo.endCursor;
      }
    };
    const upcoming = await pages("UPCOMING");
    const mine = [soon.id, later.id, latest.id];
    expect(upcoming.filter((id) => mine.includes(id))).toEqual(mine);
    expect(upcoming).not.toContain(old.id);
    const past = await pages("PAST");
    expect(past.filter((id) => [old.id, older.id].includes(id))).toEqual([old.id, older.id]);
    expect(new Set(past).size).toBe(past.length);
  });
});

describe("cancelled events and time zones (issue 30)", () => {
  const MINE = `query ($period: EventPeriod!, $mine: Boolean) {
    events(period: $period, mine: $mine, first: 100) { edges { node { id cancelledAt } } }
  }`;
  const ids = async (viewer: Viewer, period: string, mine?: boolean) =>
    ok(await as(viewer, MINE, { period, mine })).events.edges.map(
      (e: { node: { id: string } }) => e.node.id,
    );

  it("leaves cancelled events out of Upcoming; their creator still finds them among their own", async () => {
    const [creator, member] = await Promise.all([makeMember(app.url), makeMember(app.url)]);
    const kept = await createEvent(creator);
    const called = await createEvent(creator);
    const others = await createEvent(member);
    ok(await as(creator, CANCEL, { id: called.id }));

    for (const viewer of [null, member, creator]) {
      const upcoming = await ids(viewer, "UPCOMING");
      expect(upcoming).toContain(kept.id);
      expect(upcoming).not.toContain(called.id);
    }
    const mine = await ids(creator, "UPCOMING", true);
    expect(mine).toEqual([kept.id, called.id]);
    expect(mine).not.toContain(others.id);
    expect(await ids(member, "UPCOMING", true)).toEqual([others.id]);
    expect(await ids(null, "UPCOMING", true)).toEqual([]);
    // Once over, a cancelled event is history like any other, marked.
    await endEvent(called.id);
    expect(await ids(null, "PAST")).toContain(called.id);
    expect(await ids(creator, "UPCOMING", true)).toEqual([kept.id]);
  });

  it("refuses a capacity above the maximum on update too, and an unknown zone with a clear message", async () => {
    const owner = await makeMember(app.url);
    const event = await createEvent(owner, { timeZone: "America/Los_Angeles" });
    const tooMany = await as(owner, UPDATE, { id: event.id, input: { capacity: 100001 } });
    expect(errorCode(tooMany)).toBe("BAD_USER_INPUT");
    expect(tooMany.errors![0].message).toBe("Capacity must be at most 100,000");
    const zone = await as(owner, UPDATE, { id: event.id, input: { timeZone: "Pacific/Nowhere" } });
    expect(errorCode(zone)).toBe("BAD_USER_INPUT");
    expect(zone.errors![0].message).toBe("Please choose a valid time zone");
    expect(zone.errors![0].extensions!.fields).toEqual({
      timeZone: "Please choose a valid time zone",
    });
    const moved = ok(
      await as(owner, UPDATE, {
        id: event.id,
        input: { timeZone: "europe/paris", capacity: 100000 },
      }),
    ).updateEvent;
    expect(moved).toMatchObject({ timeZone: "Europe/Paris", capacity: 100000 });
  });
});

describe("calendar file", () => {
  it("serves RFC 5545 text with the start in UTC", async () => {
    const owner = await makeMember(app.url);
    const startsAt = new Date(Math.ceil(inDays(10).getTime() / 1000) * 1000);
    const event = await createEvent(owner, {
      title: "Demo day; founders, investors",
      description: "Line one\nLine two",
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 90 * 60_000).toISOString(),
      timeZone: "America/New_York",
    });
    const res = await fetch(`${app.url}/calendar/events/${event.id}.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/calendar/);
    const text = await res.text();
    expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    // Unfold continuation lines, then read properties.
    const lines = text
      .replace(/\r\n[ \t]/g, "")
      .split("\r\n")
      .filter(Boolean);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThan(1000);
    const prop = (name: string) =>
      lines.find((l) => l.startsWith(`${name}:`))?.slice(name.length + 1);
    const utc = (d: Date) =>
      d
        .toISOString()
        .replace(/[-:]/g, "")
        .replace(/\.\d{3}/, "");
    expect(prop("DTSTART")).toBe(utc(startsAt));
    expect(prop("DTSTART")).toMatch(/^\d{8}T\d{6}Z$/);
    expect(prop("DTEND")).toBe(utc(new Date(startsAt.getTime() + 90 * 60_000)));
    expect(prop("SUMMARY")).toBe("Demo day\\; founders\\, investors");
    expect(prop("DESCRIPTION")).toBe("Line one\\nLine two");
    expect(prop("UID")).toBe(`${event.id}@agora`);
    expect(lines).toContain("BEGIN:VEVENT");
    expect(lines).toContain("STATUS:CONFIRMED");

    expect((await fetch(`${app.url}/calendar/events/${crypto.randomUUID()}.ics`)).status).toBe(404);
    expect((await fetch(`${app.url}/calendar/events/nope.ics`)).status).toBe(404);
  });
});

describe("SQL statements stay constant as events grow", () => {
  const statements = (res: GraphQLResponse<unknown>) => Number(res.headers.get("x-sql-statements"));
  const PAGE = `query ($first: Int) {
    upcoming: events(period: UPCOMING, first: $first) { edges { node { ${EVENT_FIELDS} } } }
    past: events(period: PAST, first: $first) { edges { node { ${EVENT_FIELDS} } } }
  }`;
  const LIST = `query ($first: Int) {
    events(period: UPCOMING, first: $first) { edges { node { ${EVENT_FIELDS} } } }
  }`;
  // An event page's requests, one root field each: root fields resolve concurrently, so how their
  // loaders' batches line up (and so the count) would depend on which database answer came first.
  const DETAIL = [
    `query ($id: ID!) { event(id: $id) { ${EVENT_FIELDS} } }`,
    `query ($id: ID!) { eventAttendees(eventId: $id, status: GOING, first: 50) {
      edges { node { status waitlistPosition profile { id username } } } } }`,
    `query ($id: ID!) { eventAttendees(eventId: $id, status: INTERESTED, first: 50) {
      edges { node { status profile { id username } } } } }`,
  ];
  /** The statements of each of an event page's requests, in order. */
  const detailCost = async (viewer: Member, id: string) => {
    const counts = [];
    for (const query of DETAIL) {
      const res = await as(viewer, query, { id });
      ok(res);
      counts.push(statements(res));
    }
    return counts;
  };

  it("the events page and an event page cost the same for few and many events and attendees", async () => {
    const owner = await makeMember(app.url);
    const crowd = await Promise.all(Array.from({ length: 6 }, () => makeMember(app.url)));
    const small = await createEvent(owner, { capacity: 2 });
    ok(await attend(crowd[0], small.id, "GOING"));
    ok(await attend(crowd[1], small.id, "INTERESTED"));
    const busy = await createEvent(owner, { capacity: 2 });
    for (const who of crowd.slice(0, 3)) await createEvent(who);
    for (const [i, who] of crowd.entries())
      ok(await attend(who, busy.id, i % 3 === 2 ? "INTERESTED" : "GOING"));

    // One list, one event or twenty: the same statements (each loader batches the whole page).
    const one = await as(crowd[0], LIST, { first: 1 });
    const many = await as(crowd[0], LIST, { first: 20 });
    ok(one);
    expect(ok(many).events.edges.length).toBeGreaterThan(3);
    expect(statements(many)).toBe(statements(one));
    expect(statements(many)).toBeLessThanOrEqual(6);
    // The events screen asks for both periods at once: at most one more batch per loader.
    const page = await as(crowd[0], PAGE, { first: 20 });
    ok(page);
    expect(statements(page)).toBeLessThanOrEqual(10);

    const going = `query ($id: ID!) { eventAttendees(eventId: $id, status: GOING, first: 50) {
      edges { node { status } } } }`;
    expect(ok(await as(crowd[0], going, { id: busy.id })).eventAttendees.edges).toHaveLength(4);
    const smallPage = await detailCost(crowd[0], small.id);
    const busyPage = await detailCost(crowd[0], busy.id);
    expect(busyPage).toEqual(smallPage);
    // Each request's count includes the session lookup.
    expect(busyPage.reduce((a, b) => a + b)).toBeLessThanOrEqual(11);
    // Recorded for the notes.
    console.info(
      `events list: ${statements(many)}, events screen (both periods): ${statements(page)}, event page: ${busyPage.join(" + ")} statements`,
    );
  });
});
