// Journey: a member writes an article with an image and a heading, previews it, publishes, sees it in
// the list and the feed; another member reacts with Love and the author gets a notification; a super
// admin deletes it and it disappears from the list and the feed.
//
// Three members in three browser contexts, on the shared app (whose ADMIN_EMAILS is E2E_ADMIN_EMAIL).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import sharp from "sharp";
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

const DELETE_CONFIRMATION =
  "Are you sure you want to delete this article? This action cannot be undone.";

let imageDir: string | undefined;

afterAll(async () => {
  await closeMemberContexts();
  await closeBrowser();
  if (imageDir) fs.rmSync(imageDir, { recursive: true, force: true });
}, 60_000);

/** A 1200x800 PNG cover (a two-colour gradient) in a temporary file. */
async function coverImage(): Promise<string> {
  imageDir = fs.mkdtempSync(path.join(os.tmpdir(), "agora-e2e-article-"));
  const file = path.join(imageDir, "harbour-cover.png");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#1d4ed8"/><stop offset="1" stop-color="#f59e0b"/>
    </linearGradient></defs>
    <rect width="1200" height="800" fill="url(#g)"/>
  </svg>`;
  await sharp(Buffer.from(svg)).png().toFile(file);
  return file;
}

/** About 300 words: a '2 min read' at 200 words a minute. */
function bodyText(): string {
  const sentence =
    "Small harbours trade on trust, and the founders who moor there learn to share the tide tables.";
  return Array.from({ length: 18 }, () => sentence).join(" ");
}

/** The top bar of a page. */
function header(page: Page): Locator {
  return page.locator("header").first();
}

/** The article page's cover: the uploaded image (decorative: no alt text), once it has decoded. */
async function waitForCover(page: Page): Promise<void> {
  await page.locator('article img[src^="/uploads/"]').first().waitFor();
  await page.waitForFunction(() => {
    // Runs in the page; the test's TypeScript has no DOM types.
    const doc = (globalThis as unknown as { document: { querySelector(s: string): unknown } })
      .document;
    const img = doc.querySelector('article img[src^="/uploads/"]') as {
      complete: boolean;
      naturalWidth: number;
    } | null;
    return Boolean(img && img.complete && img.naturalWidth > 0);
  });
}

test(
  "a member writes an article with an image and a heading, previews it, publishes, sees it in the " +
    "list and the feed; another member reacts with Love and the author gets a notification; a super " +
    "admin deletes it and it disappears from the list and the feed",
  async () => {
    const api = agoraApi(baseUrl());
    const [author, reader, admin] = await Promise.all([
      api.signUp({ username: freshUsername("author") }),
      api.signUp({ username: freshUsername("reader") }),
      superAdmin(api),
    ]);
    const cover = await coverImage();
    const title = `Lessons from the harbour ${author.username.slice(-8)}`;
    const heading = "Why it matters";
    const intro = "Every port has a story about the first ship that came in.";

    // The author opens Articles and writes.
    const page = await pageAs(author, api.baseUrl);
    const notificationsLive = subscribed(page, "NotificationAdded");
    await page.goto("/#/articles");
    await page.getByRole("heading", { level: 1, name: "Articles" }).waitFor();
    await page.getByRole("button", { name: "Write Article" }).click();
    const dialog = page.getByRole("dialog", { name: "Create New Article" });
    await dialog.waitFor();
    await dialog.getByLabel("Title", { exact: true }).fill(title);

    // The content: an intro, then a line made a heading with the toolbar, then the body.
    const content = dialog.getByRole("combobox", { name: "Content" });
    await content.click();
    await page.keyboard.insertText(`${intro}\n\n${heading}`);
    await dialog
      .getByRole("toolbar", { name: "Formatting" })
      .getByRole("button", { name: "Heading" })
      .click();
    expect(await content.inputValue()).toBe(`${intro}\n\n## ${heading}`);
    await content.press("Control+End");
    await page.keyboard.insertText(`\n\n${bodyText()}`);

    // The cover image: picked, checked and previewed in the dialog.
    const chooser = page.waitForEvent("filechooser");
    await dialog.getByRole("button", { name: "Add image" }).click();
    await (await chooser).setFiles(cover);
    await dialog.getByRole("img", { name: "Selected cover image" }).waitFor();
    await dialog.getByText("harbour-cover.png").waitFor();

    // Preview: the title, the image and the markdown heading rendered as a heading.
    await dialog.getByRole("tab", { name: "Preview" }).click();
    const preview = dialog.getByLabel("Article preview");
    await preview.getByRole("heading", { name: title }).waitFor();
    await preview.getByRole("heading", { level: 2, name: heading }).waitFor();
    await preview.getByText(intro).waitFor();
    expect(await preview.getByText(`## ${heading}`).count()).toBe(0);

    // Publish. The upload is held at the network until the dialog has shown its progress.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let uploads = 0;
    await page.route("**/graphql", async (route) => {
      const type = route.request().headers()["content-type"] ?? "";
      if (type.startsWith("multipart/form-data")) {
        uploads += 1;
        await held;
      }
      await route.continue();
    });
    await dialog.getByRole("button", { name: "Publish" }).click();
    await dialog.getByText(/^Uploading image\.\.\./).waitFor();
    await dialog.getByRole("progressbar").waitFor();
    await dialog.getByRole("button", { name: "Publishing..." }).waitFor();
    release();
    await dialog.waitFor({ state: "hidden" });
    await page.unroute("**/graphql");
    expect(uploads).toBe(1);
    await page.getByText("Article published").waitFor();

    // The article is first in the list; it opens on its own page.
    const list = page.getByRole("list", { name: "Articles" });
    const newest = list.getByRole("listitem").first().getByRole("link", { name: title });
    await newest.waitFor();
    await newest.click();
    await page.waitForURL(/#\/articles\/[0-9a-f-]{36}$/);
    const articleId = new URL(page.url()).hash.split("/").pop() ?? "";
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    const body = page.locator("article");
    await body.getByRole("heading", { level: 2, name: heading }).waitFor();
    await body.getByText(intro).waitFor();
    await body.getByText("2 min read").waitFor();
    await waitForCover(page);

    // It is in the feed too, with its image.
    await page.goto("/#/");
    const feed = page.getByRole("list", { name: "Feed" });
    await feed.getByRole("link", { name: title, exact: true }).waitFor();
    await feed.getByRole("img", { name: `Image for ${title}` }).waitFor();

    // A reader loves it; the count shows 1, and stays after a reload (the server kept it).
    const readerPage = await pageAs(reader, api.baseUrl);
    await readerPage.goto(`/#/articles/${articleId}`);
    await readerPage.getByRole("heading", { level: 1, name: title }).waitFor();
    const reactions = readerPage.getByRole("group", { name: "Reactions" });
    await notificationsLive;
    await reactions.getByRole("button", { name: "Love", exact: true }).click();
    const loved = reactions.getByRole("button", { name: "Love (1)", exact: true });
    await loved.waitFor();
    expect(await loved.getAttribute("aria-pressed")).toBe("true");
    await readerPage.reload();
    await loved.waitFor();
    expect(await loved.getAttribute("aria-pressed")).toBe("true");

    // The author, still on the feed, gets the notification live: the bell's badge, then the page.
    await header(page).getByRole("button", { name: "Notifications (1 unread)" }).waitFor();
    await page.getByTestId("notifications-badge").waitFor();
    await page.goto("/#/notifications");
    const notifications = page.getByRole("list", { name: "Notifications" });
    await notifications.getByText("New Reaction").waitFor();
    await notifications
      .getByText(`${reader.username} reacted with Love to your article "${title}"`)
      .waitFor();

    // A super admin deletes it, after confirming, and lands on Articles without it.
    const adminPage = await pageAs(admin, api.baseUrl);
    await adminPage.goto(`/#/articles/${articleId}`);
    await adminPage.getByRole("heading", { level: 1, name: title }).waitFor();
    await adminPage.getByRole("button", { name: "Delete (Admin)" }).click();
    const confirm = adminPage.getByRole("alertdialog", { name: "Delete Article" });
    await confirm.getByText(DELETE_CONFIRMATION).waitFor();
    await confirm.getByRole("button", { name: "Delete", exact: true }).click();
    await adminPage.getByText("Article has been deleted.").waitFor();
    await waitForRoute(adminPage, "/articles");
    await adminPage.getByRole("heading", { level: 2, name: /^Articles \(\d+\)$/ }).waitFor();
    await adminPage.getByRole("link", { name: title }).waitFor({ state: "detached" });

    // Gone from the feed as well: the author's 'joined' item, as new, shows; the article does not.
    await adminPage.goto("/#/");
    const adminFeed = adminPage.getByRole("list", { name: "Feed" });
    await adminFeed.getByRole("link", { name: `${author.username} joined Agora` }).waitFor();
    expect(await adminFeed.getByRole("link", { name: title }).count()).toBe(0);
    // And from the author's feed, loaded afresh.
    await page.goto("/#/");
    await page.reload();
    await page
      .getByRole("list", { name: "Feed" })
      .getByRole("link", { name: `${author.username} joined Agora` })
      .waitFor();
    expect(
      await page.getByRole("list", { name: "Feed" }).getByRole("link", { name: title }).count(),
    ).toBe(0);
  },
  JOURNEY_MS,
);
