// Beside time.ts (the app's one clock), in a file of its own: time.ts ships with the landing page's
// feed, which never shows this format.

const formatter = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** A message's or notification's time in the spec's US format: short month, day, time ("Mar 4, 2:05 PM"). */
export function formatWhen(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : formatter.format(date);
}
