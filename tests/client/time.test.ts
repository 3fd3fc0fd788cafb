// The app's one clock (client/src/lib/time.ts): every screen says when something happened this way.
import { fullTime, relativeTime } from "../../client/src/lib/time";

const NOW = Date.parse("2025-06-15T12:00:00Z");
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe("relativeTime", () => {
  it.each([
    ["now", 0, "Just now"],
    ["59 seconds ago", 59_000, "Just now"],
    ["a minute ago", MINUTE, "1m ago"],
    ["59 minutes ago", 59 * MINUTE, "59m ago"],
    ["an hour ago", HOUR, "1h ago"],
    ["23 hours ago", 23 * HOUR, "23h ago"],
    ["a day ago", DAY, "1d ago"],
    ["6 days ago", 6 * DAY + 23 * HOUR, "6d ago"],
  ])("says %s as '%s'", (_case, elapsed, text) => {
    expect(relativeTime(ago(elapsed), NOW)).toBe(text);
  });

  it("gives the US date from a week on, with the year only when it is another year", () => {
    expect(relativeTime("2025-03-04T12:00:00Z", NOW)).toBe("Mar 4");
    expect(relativeTime("2024-03-04T12:00:00Z", NOW)).toBe("Mar 4, 2024");
  });

  it("says 'Just now' for a time a little ahead of the viewer's clock", () => {
    expect(relativeTime(new Date(NOW + 5_000).toISOString(), NOW)).toBe("Just now");
  });

  it("falls back to 'recently' when the time is missing or unreadable", () => {
    expect(relativeTime(null, NOW)).toBe("recently");
    expect(relativeTime(undefined, NOW)).toBe("recently");
    expect(relativeTime("not a date", NOW)).toBe("recently");
  });
});

describe("fullTime", () => {
  it("gives the US date and time for a tooltip, and nothing when unknown", () => {
    expect(fullTime("2025-03-04T14:05:00")).toBe("Mar 4, 2025, 2:05 PM");
    expect(fullTime(null)).toBe("");
    expect(fullTime("nonsense")).toBe("");
  });
});
