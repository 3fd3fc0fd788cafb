// Event times as a viewer reads them: in their own time zone, US style (spec: short month, day, time).

/** The viewer's IANA time zone ('Europe/Paris'), as the browser knows it. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

const dateTime = (zone?: string) =>
  new Intl.DateTimeFormat("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: zone,
  });

const timeOnly = (zone?: string) =>
  new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: zone });

const dayKey = (date: Date, zone?: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(date);

/** 'Tue, Dec 1, 2026, 6:00 PM' or, with an end the same day, '… 6:00 PM – 8:00 PM'. */
export function eventWhen(startsAt: string, endsAt?: string | null, zone?: string): string {
  const start = new Date(startsAt);
  const from = dateTime(zone).format(start);
  if (!endsAt) return from;
  const end = new Date(endsAt);
  const to =
    dayKey(start, zone) === dayKey(end, zone)
      ? timeOnly(zone).format(end)
      : dateTime(zone).format(end);
  return `${from} – ${to}`;
}

/** A zone's short name at a date ('CET', 'GMT+1'), for 'times in …'. */
export function zoneName(zone: string, at = new Date()): string {
  const part = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "short" })
    .formatToParts(at)
    .find((p) => p.type === "timeZoneName");
  return part?.value ?? zone;
}

/** The wall clock of `zone` at an instant: year, month (1-12), day, hour (0-23), minute. */
function wallClock(at: Date, zone?: string) {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part("year"),
    month: part("month"),
    day: part("day"),
    hour: part("hour") % 24,
    minute: part("minute"),
  };
}

/** How far `zone`'s clock is ahead of UTC at an instant, in ms (Paris in winter: an hour). */
function zoneOffset(at: Date, zone: string): number {
  const c = wallClock(at, zone);
  const minute = Math.floor(at.getTime() / 60_000) * 60_000;
  return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute) - minute;
}

/** The list of IANA zones a picker offers, with UTC and the given ones (the viewer's, an event's). */
export function timeZones(...also: string[]): string[] {
  const known =
    typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return [...new Set([...known, "UTC", ...also.filter(Boolean)])].sort();
}

/**
 * Whether a zone's clock reads the same as the viewer's at the event's times (another name for the same
 * offset, 'Europe/Lisbon' beside 'Europe/London' in winter, shows nothing more).
 */
export function sameClock(zone: string, viewerZone: string, ...instants: Date[]): boolean {
  try {
    return instants.every((at) => zoneOffset(at, zone) === zoneOffset(at, viewerZone));
  } catch {
    // A zone this browser does not know: shown as the viewer's.
    return true;
  }
}

const dayMonth = (zone: string) =>
  new Intl.DateTimeFormat("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    timeZone: zone,
  });

/**
 * An event's time where it happens and, when that clock differs from the viewer's, in theirs:
 * 'Tue, Dec 2, 2026, 5:00 PM PST · 2:00 AM your time (Wed, Dec 3)', the day added when it differs.
 * With the same clock, as `eventWhen` says it in the viewer's zone.
 */
export function eventWhenAcrossZones(
  startsAt: string,
  endsAt: string | null | undefined,
  zone: string,
  viewerZone = viewerTimeZone(),
): string {
  const start = new Date(startsAt);
  const end = endsAt ? new Date(endsAt) : null;
  if (sameClock(zone, viewerZone, start, ...(end ? [end] : [])))
    return eventWhen(startsAt, endsAt, viewerZone);
  const there = `${eventWhen(startsAt, endsAt, zone)} ${zoneName(zone, start)}`;
  let here = timeOnly(viewerZone).format(start);
  if (end)
    here += ` – ${
      dayKey(start, viewerZone) === dayKey(end, viewerZone)
        ? timeOnly(viewerZone).format(end)
        : `${dayMonth(viewerZone).format(end)}, ${timeOnly(viewerZone).format(end)}`
    }`;
  const otherDay = dayKey(start, zone) !== dayKey(start, viewerZone);
  return `${there} · ${here} your time${otherDay ? ` (${dayMonth(viewerZone).format(start)})` : ""}`;
}

/** The parts a date and a time input show for an instant, in `zone` (the viewer's by default). */
export function toInputs(iso: string, zone?: string): { date: string; time: string } {
  const c = wallClock(new Date(iso), zone);
  const pad = (n: number) => String(n).padStart(2, "0");
  return {
    date: `${c.year}-${pad(c.month)}-${pad(c.day)}`,
    time: `${pad(c.hour)}:${pad(c.minute)}`,
  };
}

/**
 * The instant a date and a time input mean in `zone` (the viewer's by default); null when either is
 * missing or bad. A time a clock change skips moves by the change.
 */
export function fromInputs(date: string, time: string, zone?: string): Date | null {
  if (!date || !time) return null;
  const [y, m, d] = date.split("-").map(Number);
  const [hh, mm] = time.split(":").map(Number);
  if (!zone) {
    const instant = new Date(y, m - 1, d, hh, mm);
    return Number.isNaN(instant.getTime()) ? null : instant;
  }
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  if (Number.isNaN(wall)) return null;
  try {
    const guess = wall - zoneOffset(new Date(wall), zone);
    return new Date(wall - zoneOffset(new Date(guess), zone));
  } catch {
    return null;
  }
}

/** Today in the viewer's zone, as a date input's minimum. */
export function todayInput(): string {
  return toInputs(new Date().toISOString()).date;
}
