import { isUuid } from "../../graphql/ids";
import type { ModuleRoutes } from "../../kernel/module";
import type { CalendarEvent } from "./event.entity";
import { findEvent } from "./events.service";

/** Where an event's calendar file is served (`Event.icsUrl`). */
export const icsPath = (id: string) => `/calendar/events/${id}.ics`;

/** An instant in iCalendar's UTC form: 20260301T180000Z. */
export const icsTime = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** TEXT values (RFC 5545 §3.3.11): backslash, semicolon, comma and newlines escaped. */
const icsText = (text: string) =>
  text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");

/** Lines of at most 75 octets, continued with CRLF and a space (§3.1), never splitting a character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = "";
  let bytes = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = parts.length ? 74 : 75;
    if (bytes + size > limit) {
      parts.push(current);
      current = "";
      bytes = 0;
    }
    current += char;
    bytes += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/**
 * One event as an iCalendar file (RFC 5545): times in UTC, the app's page as its URL, a cancelled event
 * as STATUS:CANCELLED. Written here rather than with a library: the format needed is a dozen lines.
 */
export function eventCalendar(event: CalendarEvent, publicUrl: string): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Agora//Events//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${event.id}@agora`,
    `DTSTAMP:${icsTime(event.updatedAt)}`,
    `DTSTART:${icsTime(event.startsAt)}`,
    ...(event.endsAt ? [`DTEND:${icsTime(event.endsAt)}`] : []),
    `SUMMARY:${icsText(event.title)}`,
    ...(event.description ? [`DESCRIPTION:${icsText(event.description)}`] : []),
    `LOCATION:${icsText(event.location)}`,
    `URL:${publicUrl}/#/events/${event.id}`,
    `STATUS:${event.cancelledAt ? "CANCELLED" : "CONFIRMED"}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(fold).join("\r\n") + "\r\n";
}

/**
 * GET /calendar/events/{id}.ics: the event's calendar file, for anyone (events are public); 404 when there
 * is none or its creator is banned.
 */
export const calendarRoutes: ModuleRoutes = (router, services) => {
  router.get("/calendar/events/:file", async (req, res) => {
    const id = /^(.+)\.ics$/.exec(String(req.params.file))?.[1];
    // As `event(id)` shows it to a visitor: not a banned member's.
    const event = id && isUuid(id) ? await findEvent(services, null, id) : null;
    if (!event) {
      res.status(404).json({ error: "Not found." });
      return;
    }
    res
      .status(200)
      .type("text/calendar; charset=utf-8")
      .setHeader("Content-Disposition", `attachment; filename="event-${event.id}.ics"`)
      .setHeader("Cache-Control", "no-cache")
      .send(eventCalendar(event, services.config.publicUrl));
  });
};
