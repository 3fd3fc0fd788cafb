// Demo events for `npm run seed`, made through the same services members use: upcoming and past events,
// some with images and a capacity, one full with members on its waitlist, members going and interested.
// Skipped when demo members already host events.
import type { DataSource } from "typeorm";
import type { Config } from "../server/config";
import { createLogger } from "../server/logger";
import { setAttendance } from "../server/modules/events/attendance.service";
import { AttendanceStatus } from "../server/modules/events/event.entity";
import { createEvent } from "../server/modules/events/events.service";
import { createStorage } from "../server/storage/storage";
import { asUpload, cover, seedViewer, silentPubSub } from "./seed-articles";
import { createRegistry } from "../server/kernel/registry";
import { modules } from "../server/modules";

type DemoEvent = {
  title: string;
  description: string;
  location: string;
  /** Days from now (negative: in the past), and the hour (UTC) it starts. */
  day: number;
  hour: number;
  hours: number;
  timeZone: string;
  capacity?: number;
  going: number;
  interested: number;
};

const events: DemoEvent[] = [
  {
    title: "Climate Tech Pitch Night",
    description:
      "Six early-stage climate founders pitch for five minutes each, then Q&A with a panel of seed investors. Drinks after.",
    location: "Impact Hub, London",
    day: 6,
    hour: 18,
    hours: 3,
    timeZone: "Europe/London",
    capacity: 3,
    going: 5,
    interested: 1,
  },
  {
    title: "Product Discovery Workshop",
    description:
      "A hands-on morning on interviewing customers and turning what you hear into bets. Bring a problem you are working on.",
    location: "Online (link sent to attendees)",
    day: 3,
    hour: 15,
    hours: 2,
    timeZone: "America/New_York",
    going: 4,
    interested: 3,
  },
  {
    title: "Founders Breakfast",
    description: "Coffee, pastries and honest talk about the hard parts of building a company.",
    location: "Greenloop HQ, San Francisco",
    day: 10,
    hour: 16,
    hours: 2,
    timeZone: "America/Los_Angeles",
    capacity: 20,
    going: 3,
    interested: 2,
  },
  {
    title: "Fintech in West Africa: Investor AMA",
    description:
      "Ask a partner at Harbor Ventures anything about raising for fintech across the region.",
    location: "Online",
    day: 14,
    hour: 12,
    hours: 1,
    timeZone: "Africa/Lagos",
    going: 2,
    interested: 4,
  },
  {
    title: "Remote Engineering Leaders Meetup",
    description:
      "Lightning talks on running distributed teams across time zones, then open discussion.",
    location: "Factory Berlin",
    day: 21,
    hour: 17,
    hours: 3,
    timeZone: "Europe/Berlin",
    capacity: 40,
    going: 3,
    interested: 1,
  },
  {
    title: "Design Systems Roundtable",
    description:
      "How teams keep a design system alive after launch: governance, tokens and adoption.",
    location: "Figma Office, London",
    day: -4,
    hour: 18,
    hours: 2,
    timeZone: "Europe/London",
    going: 4,
    interested: 1,
  },
  {
    title: "Seed Fundraising 101",
    description: "From the first investor update to closing a SAFE: a practical walk-through.",
    location: "Online",
    day: -12,
    hour: 17,
    hours: 2,
    timeZone: "UTC",
    going: 5,
    interested: 2,
  },
  {
    title: "Year-End Networking Mixer",
    description: "Meet members across industries over drinks.",
    location: "The Hoxton, Amsterdam",
    day: -30,
    hour: 19,
    hours: 3,
    timeZone: "Europe/Amsterdam",
    going: 6,
    interested: 0,
  },
];

const at = (day: number, hour: number) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + day);
  date.setUTCHours(hour, 0, 0, 0);
  return date;
};

/**
 * Seeds the demo events once, hosted by demo members. Past events are made as upcoming ones (creation
 * refuses the past), answered, then moved back to their dates.
 */
export async function seedEvents(db: DataSource, config: Config, memberIds: string[]) {
  const n = memberIds.length;
  if (n < 6) return;
  const [{ count }]: { count: number }[] = await db.query(
    `SELECT count(*)::int AS count FROM events WHERE creator_id = ANY($1)`,
    [memberIds],
  );
  if (count > 0) return;
  const services = {
    db,
    pubSub: silentPubSub,
    storage: createStorage(config, createLogger("warn", false)),
    registry: createRegistry(modules),
  };
  for (const [i, demo] of events.entries()) {
    const hostId = memberIds[i % n];
    const past = demo.day < 0;
    const startsAt = past ? at(1, demo.hour) : at(demo.day, demo.hour);
    const event = await createEvent(services, seedViewer(hostId), {
      title: demo.title,
      description: demo.description,
      location: demo.location,
      startsAt,
      endsAt: new Date(startsAt.getTime() + demo.hours * 3600_000),
      timeZone: demo.timeZone,
      capacity: demo.capacity ?? null,
      image: i % 2 === 0 ? Promise.resolve(asUpload(await cover(i + 40), "event.jpg")) : null,
    });
    const others = memberIds.filter((id) => id !== hostId);
    const answers = [
      ...others.slice(0, demo.going).map((id) => [id, AttendanceStatus.GOING] as const),
      ...others
        .slice(demo.going, demo.going + demo.interested)
        .map((id) => [id, AttendanceStatus.INTERESTED] as const),
    ];
    for (const [userId, status] of answers)
      await setAttendance(services, seedViewer(userId), { eventId: event.id, status });
    if (past) {
      const start = at(demo.day, demo.hour);
      await db.query(
        `UPDATE events SET starts_at = $2, ends_at = $3, created_at = $4 WHERE id = $1`,
        [
          event.id,
          start,
          new Date(start.getTime() + demo.hours * 3600_000),
          new Date(start.getTime() - 14 * 86_400_000),
        ],
      );
      await db.query(`UPDATE feed_items SET created_at = $2 WHERE content_id = $1`, [
        event.id,
        new Date(start.getTime() - 14 * 86_400_000),
      ]);
    }
  }
  console.log(`Created ${events.length} demo events (one full, with a waitlist) with attendees.`);
}
