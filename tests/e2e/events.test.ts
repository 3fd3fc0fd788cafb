// Journey: a member creates an event through the Create Event dialog and finds it on /events; another
// member opens it, marks Going, then Interested, then presses Interested again to remove the answer, and
// the counts follow each step, for them and (after a reload) for the host. The calendar file carries the
// start in UTC.
import type { Page } from "playwright-core";
import { agoraApi, closeMemberContexts, freshUsername, pageAs } from "./api";
import { closeBrowser, waitForRoute } from "./browser";
import { baseUrl } from "./state";

const JOURNEY_MS = 180_000;

afterAll(async () => {
  await closeMemberContexts();
  await closeBrowser();
}, 60_000);

/** The toast titled `title` (the app shows one at a time). */
const toast = (page: Page, title: string) => page.getByRole("status").filter({ hasText: title });

/** A date input's and a time input's values for an instant, in the page's (the browser's) zone. */
async function inputsFor(page: Page, at: Date): Promise<{ date: string; time: string }> {
  return page.evaluate((iso) => {
    const d = new Date(iso);
    const pad = (n: number) => String(n).padStart(2, "0");
    return {
      date: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
      time: `${pad(d.getHours())}:${pad(d.getMinutes())}`,
    };
  }, at.toISOString());
}

test(
  "a member creates an event; another marks going, then interested, then none, and the counts follow",
  async () => {
    const api = agoraApi(baseUrl());
    const [host, guest] = await Promise.all([
      api.signUp({ username: freshUsername("host") }),
      api.signUp({ username: freshUsername("guest") }),
    ]);
    const title = `Harbour meetup ${host.username.slice(-8)}`;

    // The host creates the event from /events.
    const page = await pageAs(host, api.baseUrl);
    await page.goto("/#/events");
    await page.getByRole("heading", { level: 1, name: "Events" }).waitFor();
    await page.getByRole("button", { name: "Create Event" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Create Event" });
    await dialog.waitFor();
    // Nothing filled in: the spec's toast.
    await dialog.getByRole("button", { name: "Create Event" }).click();
    await toast(page, "Required fields missing")
      .getByText("Please fill in all required fields")
      .waitFor();

    const start = new Date(Date.now() + 5 * 86_400_000);
    start.setSeconds(0, 0);
    const { date, time } = await inputsFor(page, start);
    await dialog.getByLabel(/^Title/).fill(title);
    await dialog.getByLabel(/^Description/).fill("Boats, founders and a short talk.");
    await dialog.getByLabel(/^Date/).fill(date);
    await dialog.getByLabel(/^Time/).fill(time);
    await dialog.getByLabel(/^Location/).fill("Old Harbour, Porto");
    await dialog.getByRole("button", { name: "Create Event" }).click();
    await dialog.waitFor({ state: "detached" });

    const upcoming = page.getByRole("list", { name: "Upcoming" });
    const card = upcoming.getByRole("listitem").filter({ hasText: title });
    await card.getByText("0 going · 0 interested").waitFor();
    await card.getByRole("link", { name: title }).click();
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    const eventPath = new URL(page.url()).hash.replace(/^#/, "");
    const eventId = eventPath.split("/").pop()!;
    await waitForRoute(page, `/events/${eventId}`);

    // The guest answers on the event's page.
    const guestPage = await pageAs(guest, api.baseUrl);
    await guestPage.goto(`/#/events/${eventId}`);
    await guestPage.getByRole("heading", { level: 1, name: title }).waitFor();
    await guestPage.getByText("0 going · 0 interested").waitFor();

    await guestPage.getByRole("button", { name: "Join" }).click();
    await toast(guestPage, "You're now attending this event!").waitFor();
    await guestPage.getByText("1 going · 0 interested").waitFor();
    await guestPage.getByRole("button", { name: "Going", pressed: true }).waitFor();
    await guestPage.getByRole("tab", { name: "Going (1)" }).waitFor();
    await guestPage.getByRole("link", { name: guest.username }).waitFor();

    await guestPage.getByRole("button", { name: "Interested" }).click();
    await toast(guestPage, "Marked as interested!").waitFor();
    await guestPage.getByText("0 going · 1 interested").waitFor();
    await guestPage.getByRole("button", { name: "Interested", pressed: true }).waitFor();

    // Pressing the active answer removes it.
    await guestPage.getByRole("button", { name: "Interested", pressed: true }).click();
    await toast(guestPage, "Attendance updated").waitFor();
    await guestPage.getByText("0 going · 0 interested").waitFor();
    await guestPage.getByRole("button", { name: "Join", pressed: false }).waitFor();

    // The host's page, reloaded, reads the server's counts; the guest goes again to show they move.
    await guestPage.getByRole("button", { name: "Join" }).click();
    await guestPage.getByText("1 going · 0 interested").waitFor();
    await page.reload();
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    await page.getByText("1 going · 0 interested").waitFor();

    // The calendar file: RFC 5545, the start in UTC.
    const ics = await (await fetch(`${api.baseUrl}/calendar/events/${eventId}.ics`)).text();
    expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    const utc = start
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d{3}/, "");
    expect(ics).toContain(`\r\nDTSTART:${utc}\r\n`);
    expect(await page.getByRole("link", { name: "Add to calendar" }).getAttribute("href")).toBe(
      `/calendar/events/${eventId}.ics`,
    );
  },
  JOURNEY_MS,
);
