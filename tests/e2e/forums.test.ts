// Journey: a member writes a forum post; another replies, and the first sees the reply arrive live on the
// post's page and gets a notification; a super admin locks the post and the reply box disappears.
//
// Three members in three browser contexts, on the shared app (whose ADMIN_EMAILS is E2E_ADMIN_EMAIL).
import {
  agoraApi,
  closeMemberContexts,
  freshUsername,
  pageAs,
  subscribed,
  superAdmin,
} from "./api";
import { closeBrowser } from "./browser";
import { baseUrl } from "./state";

const JOURNEY_MS = 180_000;
const LOCKED = "This post is locked and no longer accepts replies.";

afterAll(async () => {
  await closeMemberContexts();
  await closeBrowser();
}, 60_000);

describe("forums", () => {
  test(
    "a member posts, another replies live with a notification, a super admin locks the post",
    async () => {
      const api = agoraApi(baseUrl());
      const [author, replier] = await Promise.all([
        api.signUp({ username: freshUsername("poster") }),
        api.signUp({ username: freshUsername("replier") }),
      ]);
      const admin = await superAdmin(api);
      const title = `Retrospective formats ${freshUsername("")}`;

      // The author writes the post from the forum list.
      const page = await pageAs(author, api.baseUrl);
      // Listened for before the app opens its socket, so every subscription it asks for is seen.
      const live = subscribed(page, "CommentAdded");
      const notified = subscribed(page, "NotificationAdded");
      await page.goto("/#/forums");
      await page.getByRole("heading", { level: 1, name: "Forums" }).waitFor();
      await page.getByRole("button", { name: "New Post" }).first().click();
      const dialog = page.getByRole("dialog", { name: "Create New Post" });
      await dialog.getByRole("textbox", { name: "Title" }).fill(title);
      await dialog.getByRole("combobox", { name: "Category" }).selectOption("BUSINESS");
      await dialog
        .getByRole("combobox", { name: "Content" })
        .fill("Which formats keep your retrospectives useful after a year?");
      await dialog.getByRole("button", { name: "Create Post" }).click();
      await page.getByText("Your forum post has been created successfully!").waitFor();
      const link = page
        .getByRole("list", { name: "Forum posts" })
        .getByRole("link", { name: title });
      // The author opens it and waits for replies to arrive live.
      await link.click();
      await page.getByRole("heading", { level: 1, name: title }).waitFor();
      await page.getByText("No replies yet. Be the first to reply!").waitFor();
      await Promise.all([live, notified]);
      const postPath = new URL(page.url()).hash.slice(1);

      // Another member replies.
      const other = await pageAs(replier, api.baseUrl);
      await other.goto(`/#${postPath}`);
      await other.getByRole("heading", { level: 1, name: title }).waitFor();
      await other.getByRole("combobox", { name: "Write a reply" }).fill("Start, stop, continue.");
      await other.getByRole("button", { name: "Reply" }).click();
      await other.getByText("Your reply has been posted!").waitFor();

      // The author sees it without reloading, and a notification.
      await page.getByText("Start, stop, continue.").waitFor();
      await page.getByRole("heading", { name: "Replies (1)" }).waitFor();
      await page
        .locator("header")
        .first()
        .getByRole("button", { name: "Notifications (1 unread)" })
        .waitFor();

      // A super admin locks it: the reply box goes, the reason shows.
      const adminPage = await pageAs(admin, api.baseUrl);
      await adminPage.goto(`/#${postPath}`);
      await adminPage.getByRole("combobox", { name: "Write a reply" }).waitFor();
      await adminPage.getByRole("button", { name: "Lock" }).click();
      await adminPage.getByText(LOCKED).waitFor();
      await adminPage.getByRole("button", { name: "Unlock" }).waitFor();
      expect(await adminPage.getByRole("combobox", { name: "Write a reply" }).count()).toBe(0);
      // The replier, opening it again, sees it locked too.
      await other.reload();
      await other.getByText(LOCKED).waitFor();
      expect(await other.getByRole("combobox", { name: "Write a reply" }).count()).toBe(0);
    },
    JOURNEY_MS,
  );

  test(
    "at 390px the four category cards are equally wide, and the open tab survives a reload",
    async () => {
      const api = agoraApi(baseUrl());
      const member = await api.signUp({ username: freshUsername("reader") });
      const page = await pageAs(member, api.baseUrl);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto("/#/forums");
      const cards = page.getByRole("list", { name: "Categories" }).getByRole("button");
      await cards.first().waitFor();
      const widths: number[] = [];
      for (const card of await cards.all()) widths.push((await card.boundingBox())!.width);
      expect(widths).toHaveLength(4);
      for (const width of widths) expect(Math.abs(width - widths[0])).toBeLessThanOrEqual(1);

      await page.getByRole("tab", { name: "Technology" }).click();
      await page.waitForURL(/tab=technology/);
      await page.reload();
      await page
        .getByRole("tab", { name: "Technology", selected: true })
        .waitFor({ state: "visible" });
      await page.goBack();
      await page.getByRole("tab", { name: "All Posts", selected: true }).waitFor();
    },
    JOURNEY_MS,
  );
});
