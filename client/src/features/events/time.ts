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

/** The parts a date and a time input show for an instant, in the viewer's zone. */
export function toInputs(iso: string): { date: string; time: string } {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return {
    date: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
    time: `${pad(d.getHours())}:${pad(d.getMinutes())}`,
  };
}

/** The instant a date and a time input mean in the viewer's zone; null when either is missing or bad. */
export function fromInputs(date: string, time: string): Date | null {
  if (!date || !time) return null;
  const [y, m, d] = date.split("-").map(Number);
  const [hh, mm] = time.split(":").map(Number);
  const instant = new Date(y, m - 1, d, hh, mm);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** Today in the viewer's zone, as a date input's minimum. */
export function todayInput(): string {
  return toInputs(new Date().toISOString()).date;
}
