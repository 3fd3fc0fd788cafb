// Beside time.ts (the app's one clock), in a file of its own: time.ts ships with the landing page's
// feed, which never shows these formats (a message's or notification's time, the conversation list's).
import { relativeTime } from "./time";

const formatter = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});
const dateOnly = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric" });
const WEEK = 7 * 24 * 60 * 60_000;

/** A message's or notification's time in the spec's US format: short month, day, time ("Mar 4, 2:05 PM"). */
export function formatWhen(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : formatter.format(date);
}

/**
 * How long ago, for the conversation list: relativeTime's 'Just now', '5m ago', '3h ago', '2d ago'
 * within a week, then 'Mar 4' (never the year); '' when the time is unreadable.
 */
export function relativeWhen(iso: string, now: number = Date.now()): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return "";
  return now - time < WEEK ? relativeTime(iso, now) : dateOnly.format(new Date(time));
}
