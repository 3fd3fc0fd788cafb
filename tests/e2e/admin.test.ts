// Journey: a member reports an article; a super admin resolves the report from the queue by banning the
// author; the author's open browser is signed out at once, the reporter is told the outcome, and the
// dashboard's numbers move.
import type { Page } from "playwright-core";
import {
  agoraApi,
  closeMemberContexts,
  freshUsername,
  pageAs,
  subscribed,
  superAdmin,
} from "./api";
import { closeBrowser, waitForRoute } from "./browser";
import { baseUrl } from "./state";

const JOURNEY_MS = 180_000;

afterAll(async () => {
  await closeMemberContexts();
  await closeBrowser();
}, 60_000);

/** A dashboard number, read from its card ('Banned users: 3'). */
async function stat(page: Page, label: string): Promise<number> {
  const card = page.getByLabel(new RegExp(`^${label}: \\d+$`));
  await card.waitFor();
  const text = (await card.getAttribute("aria-label")) ?? "";
  return Number(text.split(": ")[1]);
}

describe("moderation", () => {
  test(
    "a member reports an article, a super admin bans its author from the queue, the author is signed out and the reporter told",
    async () => {
      const api = agoraApi(baseUrl());
      const [author, reporter] = await Promise.all([
        api.signUp({ username: freshUsername("spammer") }),
        api.signUp({ username: freshUsername("reader") }),
      ]);
      const admin = await superAdmin(api);
      const title = `Cheap followers ${freshUsername("")}`;
      const article = await api.createArticle(author, {
        title,
        content: "Buy followers now, the best prices on the whole network.",
      });

      // The dashboard before.
      const adminPage = await pageAs(admin, api.baseUrl);
      await adminPage.goto("/#/admin");
      await adminPage.getByRole("heading", { level: 1, name: "Super Admin Dashboard" }).waitFor();
      const bannedBefore = await stat(adminPage, "Banned users");

      // The author's browser is open on a members' screen, its socket listening.
      const authorPage = await pageAs(author, api.baseUrl);
      const authorLive = subscribed(authorPage, "NotificationAdded");
      await authorPage.goto("/#/settings");
      await waitForRoute(authorPage, "/settings");
      await authorLive;

      // The reader reports the article.
      const readerPage = await pageAs(reporter, api.baseUrl);
      const readerLive = subscribed(readerPage, "NotificationAdded");
      await readerPage.goto(`/#/articles/${article.id}`);
      await readerPage.getByRole("heading", { level: 1, name: title }).waitFor();
      await readerLive;
      await readerPage.getByRole("button", { name: "Report article" }).click();
      const dialog = readerPage.getByRole("dialog", { name: "Report article" });
      await dialog.getByText("Spam").click();
      await dialog.getByRole("button", { name: "Report" }).click();
      await readerPage.getByText("Report submitted").waitFor();

      // The super admin resolves it from the queue by banning the author.
      await adminPage.reload();
      await adminPage.getByRole("tab", { name: /^Reports/ }).click();
      const entry = adminPage
        .getByRole("list", { name: "Reports" })
        .getByRole("listitem")
        .filter({ hasText: title });
      await entry.getByRole("button", { name: "Ban author" }).click();
      await adminPage.getByRole("alertdialog").getByRole("button", { name: "Ban author" }).click();
      await adminPage.getByText("User banned successfully").waitFor();

      // The author's open browser is signed out at once.
      await waitForRoute(authorPage, "/auth");

      // The reporter is told the outcome.
      await readerPage
        .locator("header")
        .first()
        .getByRole("button", { name: "Notifications (1 unread)" })
        .waitFor();

      // The dashboard's numbers moved. Other journeys ban members of their own on the same server, so the
      // card counts the author and maybe more: at least one more than before.
      await adminPage.waitForFunction(
        `Number(document.querySelector('[aria-label^="Banned users: "]')?.getAttribute("aria-label")?.split(": ")[1]) > ${bannedBefore}`,
      );
    },
    JOURNEY_MS,
  );
});
