// The job queue (kernel/jobs.ts, server/jobs/queue.ts) and its first task, event reminders.
import crypto from "node:crypto";
import { makeMember, type Member } from "../support/factories";
import { gql, listen, until, type GraphQLResponse } from "../support/graphql-client";
import { openProbes, type Probes } from "../support/probes";
import { startTestServer, type TestServer } from "../support/server";

// This file's server leaves jobs to other processes: each test decides when a worker runs them.
let app: TestServer;
let probes: Probes;
beforeAll(async () => {
  app = await startTestServer({ JOBS_IN_PROCESS: "false" });
  probes = await openProbes(app);
});
afterAll(async () => {
  await probes?.close();
  await app.stop();
});

const CREATE = `mutation ($input: CreateEventInput!) { createEvent(input: $input) { id title startsAt } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateEventInput!) { updateEvent(id: $id, input: $input) { id startsAt } }`;
const CANCEL = `mutation ($id: ID!) { cancelEvent(id: $id) { id cancelledAt } }`;
const ATTEND = `mutation ($id: ID!, $status: AttendanceStatus!) {
  setAttendance(eventId: $id, status: $status) { id viewerStatus viewerWaitlistPosition }
}`;
const NOTIFICATIONS = `query { notifications(first: 50) { edges { node { type title message data } } } }`;

const as = (viewer: Member, query: string, variables: Record<string, unknown> = {}) =>
  gql(app.url, query, variables, { token: viewer.token });
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read untyped response data freely
function ok(res: GraphQLResponse<any>) {
  expect(res.errors).toBeUndefined();
  return res.data;
}
const word = () =>
  Array.from(crypto.randomBytes(8), (b) => String.fromCharCode(97 + (b % 26))).join("");
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000);

async function createEvent(owner: Member, startsAt: Date, input: Record<string, unknown> = {}) {
  const res = await as(owner, CREATE, {
    input: {
      title: `Meetup ${word()}`,
      location: "Lisbon",
      startsAt: startsAt.toISOString(),
      ...input,
    },
  });
  return ok(res).createEvent as { id: string; title: string; startsAt: string };
}

/** The waiting jobs of an event's reminder (graphile-worker's view of its jobs). */
const reminderJobs = (eventId: string) =>
  app.db.query(
    `SELECT j.task_identifier AS task, j.run_at AS "runAt", p.payload
       FROM graphile_worker.jobs j JOIN graphile_worker._private_jobs p ON p.id = j.id
      WHERE j.key = $1`,
    [`event-reminder:${eventId}`],
  ) as Promise<{ task: string; runAt: Date; payload: { eventId: string; startsAt: string } }[]>;

const remindersOf = async (member: Member) =>
  (
    ok(await as(member, NOTIFICATIONS)).notifications.edges as {
      node: { type: string; message: string; data: Record<string, unknown> };
    }[]
  )
    .map((edge) => edge.node)
    .filter((node) => node.type === "EVENT_REMINDER");

const readiness = async (url: string) =>
  (await (await fetch(`${url}/readyz`)).json()) as {
    status: string;
    queue: { due: number; scheduled: number; failed: number; runsHere: boolean };
  };

describe("event reminders", () => {
  it("are scheduled 24 hours before the start, moved with it and dropped when the event is cancelled", async () => {
    const owner = await makeMember(app.url);
    const startsAt = inHours(72);
    const event = await createEvent(owner, startsAt);
    const [job] = await reminderJobs(event.id);
    expect(job.task).toBe("event-reminder");
    expect(new Date(job.runAt).getTime()).toBe(startsAt.getTime() - 24 * 3_600_000);
    expect(job.payload).toEqual({ eventId: event.id, startsAt: startsAt.toISOString() });

    const later = inHours(96);
    ok(await as(owner, UPDATE, { id: event.id, input: { startsAt: later.toISOString() } }));
    const moved = await reminderJobs(event.id);
    expect(moved).toHaveLength(1);
    expect(new Date(moved[0].runAt).getTime()).toBe(later.getTime() - 24 * 3_600_000);

    // A change that keeps the start keeps the job as it is.
    ok(await as(owner, UPDATE, { id: event.id, input: { location: "Porto" } }));
    expect((await reminderJobs(event.id)).map((j) => new Date(j.runAt).getTime())).toEqual([
      later.getTime() - 24 * 3_600_000,
    ]);

    ok(await as(owner, CANCEL, { id: event.id }));
    expect(await reminderJobs(event.id)).toEqual([]);
  });

  it("wait for a worker, then reach the members going, live, once; not the waitlist or the interested", async () => {
    const [owner, going, waiting, interested] = await Promise.all(
      [0, 1, 2, 3].map(() => makeMember(app.url)),
    );
    // Within 24 hours of its start: the reminder is due at once.
    const event = await createEvent(owner, inHours(5), { capacity: 1 });
    ok(await as(going, ATTEND, { id: event.id, status: "GOING" }));
    ok(await as(waiting, ATTEND, { id: event.id, status: "GOING" }));
    ok(await as(interested, ATTEND, { id: event.id, status: "INTERESTED" }));
    const [due] = await reminderJobs(event.id);
    expect(new Date(due.runAt).getTime()).toBeLessThanOrEqual(Date.now());
    // Nothing runs it here: the job waits, and the queue says so.
    expect(await readiness(app.url)).toMatchObject({
      status: "ready",
      queue: { runsHere: false, failed: 0 },
    });
    expect((await readiness(app.url)).queue.due).toBeGreaterThanOrEqual(1);

    const subscribe = (member: Member) =>
      listen(
        app.url,
        member,
        `subscription { notificationAdded { type title message data } }`,
        probes.notification(member.id),
      );
    const live = await subscribe(going);
    const promoted = await subscribe(waiting);
    // A second process on the same database runs the queue (as after a restart, or `npm run worker`):
    // the job runs there, and its notification reaches this server's subscriber.
    const worker = await startTestServer({}, { databaseUrl: app.databaseUrl });
    try {
      expect(await until(() => live.events.length >= 1, 20_000)).toBe(true);
      expect(live.events[0].notificationAdded).toEqual({
        type: "EVENT_REMINDER",
        title: "Event reminder",
        message: `"${event.title}" starts in 5 hours`,
        data: { eventId: event.id },
      });
      await waitForNoJob(event.id);
      expect(await remindersOf(going)).toHaveLength(1);
      // The going member's reminder proves the job ran: the waitlist and the interested got none.
      expect(await remindersOf(waiting)).toEqual([]);
      expect(await remindersOf(interested)).toEqual([]);
      expect(await remindersOf(owner)).toEqual([]);

      // The same job again (a retry after a crash, say) sends nothing more: once per start time.
      await app.db.query(
        `SELECT graphile_worker.add_job('event-reminder', $1::json, job_key := $2)`,
        [
          JSON.stringify({ eventId: event.id, startsAt: event.startsAt }),
          `event-reminder:${event.id}`,
        ],
      );
      await waitForNoJob(event.id);
      await live.settled();
      expect(live.events).toHaveLength(1);
      expect(await remindersOf(going)).toHaveLength(1);

      // A place comes free: the member promoted from the waitlist is reminded too, at once.
      ok(await as(going, ATTEND, { id: event.id, status: "NONE" }));
      expect(
        await until(
          () => promoted.events.some((e) => e.notificationAdded.type === "EVENT_REMINDER"),
          20_000,
        ),
      ).toBe(true);
      await waitForNoJob(event.id);
      await promoted.settled();
      expect(promoted.events.map((e) => e.notificationAdded.type).sort()).toEqual([
        "EVENT_PROMOTED",
        "EVENT_REMINDER",
      ]);
      expect(await remindersOf(going)).toHaveLength(1);
    } finally {
      await live.close();
      await promoted.close();
      await worker.stop();
    }
  });
});

/** Waits until the worker has taken the event's reminder job off the queue (done, not failed). */
async function waitForNoJob(eventId: string) {
  for (;;) {
    const [row] = (await app.db.query(
      `SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE key = $1`,
      [`event-reminder:${eventId}`],
    )) as { n: number }[];
    if (row.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
