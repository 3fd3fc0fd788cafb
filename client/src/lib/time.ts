// The app's one clock: how every screen says when something happened (spec: relative times with 'ago',
// 'Just now', 'Nh ago', 'Nd ago', and 'recently' when the time is unknown; dates in the US format).

const sameYear = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric" });
const otherYear = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
});
const full = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const parse = (iso: string | null | undefined) => (iso ? Date.parse(iso) : Number.NaN);

/**
 * When something happened: 'Just now', '5m ago', '3h ago', '2d ago' within a week, then the US date
 * ('Mar 4', or 'Mar 4, 2024' in another year); 'recently' when the time is missing or unreadable.
 */
export function relativeTime(iso: string | null | undefined, now: number = Date.now()): string {
  const time = parse(iso);
  if (Number.isNaN(time)) return "recently";
  const elapsed = Math.max(0, now - time);
  if (elapsed < MINUTE) return "Just now";
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`;
  if (elapsed < 7 * DAY) return `${Math.floor(elapsed / DAY)}d ago`;
  const date = new Date(time);
  return (date.getFullYear() === new Date(now).getFullYear() ? sameYear : otherYear).format(date);
}

/** The full date and time, for a tooltip or `title`: 'Mar 4, 2025, 2:05 PM' ('' when unknown). */
export function fullTime(iso: string | null | undefined): string {
  const time = parse(iso);
  return Number.isNaN(time) ? "" : full.format(new Date(time));
}
