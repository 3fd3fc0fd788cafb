const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const dateOnly = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric" });

/** How long ago, for the conversation list: 'Just now', '5m ago', '3h ago', '2d ago', then 'Mar 4'. */
export function relativeWhen(iso: string, now: number = Date.now()): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return "";
  const elapsed = Math.max(0, now - time);
  if (elapsed < MINUTE) return "Just now";
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`;
  if (elapsed < 7 * DAY) return `${Math.floor(elapsed / DAY)}d ago`;
  return dateOnly.format(new Date(time));
}
