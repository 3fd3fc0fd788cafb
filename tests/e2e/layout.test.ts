// Journey: the frame and the article editor fit the screen. A member opens the article editor on a
// desktop (1280x800) and on a phone (390px): the dialog leaves a margin round it on the desktop and
// fills the phone, its footer (Cancel, Save as draft, Publish) and the image hint are in view, and a
// toast raised while it is open covers none of its actions; the same for Settings' Save changes. In
// dark mode the sidebar's column runs to the bottom of a page longer than the screen.
import type { Locator, Page } from "playwright-core";
import { agoraApi, closeMemberContexts, pageAs, type ApiMember } from "./api";
import { closeBrowser, JOURNEY_TIMEOUT_MS, waitForRoute } from "./browser";
import { baseUrl } from "./state";

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const IMAGE_HINT = "JPG, PNG or GIF, at least 400x300px, up to 10MB.";

type Box = { x: number; y: number; width: number; height: number };

let member: ApiMember;

beforeAll(async () => {
  member = await agoraApi(baseUrl()).signUp();
}, JOURNEY_TIMEOUT_MS);

afterAll(async () => {
  await closeMemberContexts();
  await closeBrowser();
}, 60_000);

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${String(locator)} is not on screen`);
  return box;
}

function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The whole of `locator` lies inside the viewport. */
async function expectInViewport(page: Page, locator: Locator): Promise<void> {
  const box = await boxOf(locator);
  const viewport = page.viewportSize()!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
}

/** The document's height (the page scrolled as far as it goes shows its end). */
function documentHeight(page: Page): Promise<number> {
  return page.evaluate(() => {
    const doc = (globalThis as unknown as { document: { documentElement: Element } }).document;
    return (doc.documentElement as unknown as { scrollHeight: number }).scrollHeight;
  });
}

/** Scrolls the page to its end, as a member reaching the bottom of a form, and waits until it is there. */
async function scrollToEnd(page: Page): Promise<number> {
  await page.waitForFunction(() => {
    const win = globalThis as unknown as {
      scrollY: number;
      innerHeight: number;
      scrollTo(x: number, y: number): void;
      document: { documentElement: { scrollHeight: number } };
    };
    const end = win.document.documentElement.scrollHeight;
    win.scrollTo(0, end);
    return Math.ceil(win.scrollY + win.innerHeight) >= end;
  });
  return documentHeight(page);
}

/** The one toast on screen, titled `title`. */
function toast(page: Page, title: string): Locator {
  return page.getByRole("status").filter({ hasText: title });
}

/** The toast covers none of `controls`. */
async function expectClearOf(toastBox: Box, controls: Locator[]): Promise<void> {
  for (const control of controls) {
    const box = await boxOf(control);
    if (intersects(toastBox, box)) {
      throw new Error(
        `The toast ${JSON.stringify(toastBox)} covers ${String(control)} ${JSON.stringify(box)}`,
      );
    }
  }
}

async function openEditor(page: Page): Promise<Locator> {
  await page.goto("/#/articles");
  await page.getByRole("button", { name: "Write Article" }).click();
  const dialog = page.getByRole("dialog", { name: "Create New Article" });
  await dialog.getByRole("button", { name: "Publish" }).waitFor();
  return dialog;
}

/** Picks a file that is not an image: the editor refuses it with an 'Invalid file type' toast. */
async function raiseImageToast(page: Page, dialog: Locator): Promise<Box> {
  await dialog.locator('input[type="file"]').setInputFiles({
    name: "notes.png",
    mimeType: "text/plain",
    buffer: Buffer.from("not an image"),
  });
  const shown = toast(page, "Invalid file type");
  await shown.waitFor();
  return boxOf(shown);
}

function footerActions(dialog: Locator): Locator[] {
  return [
    dialog.getByRole("button", { name: "Cancel" }),
    dialog.getByRole("button", { name: "Save as draft" }),
    dialog.getByRole("button", { name: "Publish" }),
    dialog.getByRole("button", { name: "Close" }),
  ];
}

test(
  "at 1280x800 the editor is a centred panel with its footer and image hint in view, and a toast clears its actions",
  async () => {
    const page = await pageAs(member, baseUrl());
    const dialog = await openEditor(page);

    const panel = await boxOf(dialog);
    expect(panel.width).toBeLessThanOrEqual(DESKTOP.width * 0.7);
    expect(panel.x).toBeGreaterThan(0);
    expect(panel.y).toBeGreaterThan(0);
    expect(panel.y + panel.height).toBeLessThan(DESKTOP.height);

    for (const action of footerActions(dialog)) await expectInViewport(page, action);
    // The hint under the image button is above the footer, not under it.
    const hint = await boxOf(dialog.getByText(IMAGE_HINT));
    const cancel = await boxOf(dialog.getByRole("button", { name: "Cancel" }));
    expect(hint.y + hint.height).toBeLessThanOrEqual(cancel.y);

    const toastBox = await raiseImageToast(page, dialog);
    await expectClearOf(toastBox, [
      ...footerActions(dialog),
      dialog.getByRole("tab", { name: "Edit" }),
      dialog.getByRole("tab", { name: "Preview" }),
    ]);

    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
  },
  JOURNEY_TIMEOUT_MS,
);

test(
  "at 390px the editor fills the screen, Cancel is within it and closes the editor, and a toast clears the footer and the Edit and Preview tabs",
  async () => {
    const page = await pageAs(member, baseUrl());
    await page.setViewportSize(PHONE);
    const dialog = await openEditor(page);

    const panel = await boxOf(dialog);
    expect(panel.width).toBeLessThanOrEqual(PHONE.width);
    for (const action of footerActions(dialog)) await expectInViewport(page, action);

    // The body scrolls between the header and the footer: the hint comes into view above the footer.
    const hintText = dialog.getByText(IMAGE_HINT);
    await hintText.scrollIntoViewIfNeeded();
    const hint = await boxOf(hintText);
    const footerTop = (await boxOf(dialog.getByRole("button", { name: "Publish" }))).y;
    expect(hint.y + hint.height).toBeLessThanOrEqual(footerTop);

    const toastBox = await raiseImageToast(page, dialog);
    await expectClearOf(toastBox, [
      ...footerActions(dialog).slice(0, 3),
      dialog.getByRole("tab", { name: "Edit" }),
      dialog.getByRole("tab", { name: "Preview" }),
    ]);
    // Both tabs are in view and still switch the editor while the toast shows.
    await expectInViewport(page, dialog.getByRole("tab", { name: "Edit" }));
    await dialog.getByRole("tab", { name: "Preview" }).click();
    await dialog.getByText("Nothing to preview yet. Write something in the Edit tab.").waitFor();
    await dialog.getByRole("tab", { name: "Edit" }).click();

    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
  },
  JOURNEY_TIMEOUT_MS,
);

test(
  "Settings' 'Profile updated successfully!' toast does not cover Save changes, on a desktop and a phone",
  async () => {
    const page = await pageAs(member, baseUrl());
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto("/#/settings");
      const save = page.getByRole("button", { name: "Save changes" });
      await save.waitFor();
      // At the end of the form Save changes sits at the bottom of the screen, on the right.
      await scrollToEnd(page);
      await save.click();
      const shown = toast(page, "Profile updated successfully!");
      await shown.waitFor();
      await expectClearOf(await boxOf(shown), [save]);
      await shown.getByRole("button").click();
      await shown.waitFor({ state: "detached" });
    }
  },
  JOURNEY_TIMEOUT_MS,
);

test(
  "in dark mode the sidebar's column reaches the bottom of a long page, and its links stay in view",
  async () => {
    const page = await pageAs(member, baseUrl());
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.addInitScript(() => {
      (
        globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
      ).localStorage.setItem("vite-ui-theme", "dark");
    });
    await page.goto("/#/settings");
    await waitForRoute(page, "/settings");
    await page.getByRole("button", { name: "Save changes" }).waitFor();
    expect(await page.locator("html").getAttribute("class")).toContain("dark");

    expect(await documentHeight(page)).toBeGreaterThan(500 * 1.5);
    const height = await scrollToEnd(page);

    // The column runs from under the top bar to the end of the page: the top bar's height and its own
    // make the document's; scrolled to the end, its bottom edge is the viewport's.
    const sidebar = page.locator("aside");
    const column = await boxOf(sidebar);
    const topBar = await boxOf(page.locator("header").first());
    expect(Math.abs(topBar.height + column.height - height)).toBeLessThanOrEqual(1);
    expect(Math.abs(column.y + column.height - 500)).toBeLessThanOrEqual(1);
    await expectInViewport(page, sidebar.getByRole("link", { name: "News Feed" }));
  },
  JOURNEY_TIMEOUT_MS,
);
