// Journey: a member writes a group post mentioning a second member (chosen from the '@' autocomplete with
// the keyboard) and tagging #hiring. The second member's bell shows the mention live, and clicking it
// opens the post; a third member follows #hiring on its page and finds the post in their Top feed, with
// the reason 'Tagged #hiring'.
import { randomBytes } from "node:crypto";
import type { Locator, Page } from "playwright-core";
import { agoraApi, closeMemberContexts, freshUsername, pageAs, subscribed } from "./api";
import { closeBrowser, JOURNEY_TIMEOUT_MS } from "./browser";
import { baseUrl } from "./state";

afterAll(async () => {
  await closeMemberContexts();
  await closeBrowser();
});

function header(page: Page): Locator {
  return page.locator("header").first();
}

test(
  "a mention reaches its member live and opens the post; a follower of #hiring finds it in Top",
  async () => {
    const api = agoraApi(baseUrl());
    const [ana, bea, cem] = await Promise.all([
      api.signUp(),
      api.signUp({ username: freshUsername("bea") }),
      api.signUp(),
    ]);
    await Promise.all([
      api.updateProfile(ana, { fullName: "Ana Lindqvist" }),
      api.updateProfile(bea, { fullName: "Bea Moreau" }),
      api.updateProfile(cem, { fullName: "Cem Yilmaz" }),
    ]);
    const group = await api.createGroup(ana, {
      name: `Hiring circle ${randomBytes(3).toString("hex")}`,
      description: "Where we talk about the people we hire and the roles we open.",
    });

    // Bea waits on her feed, listening for notifications.
    const beaPage = await pageAs(bea, api.baseUrl);
    const beaLive = subscribed(beaPage, "NotificationAdded");
    await beaPage.goto("/#/");
    await header(beaPage).getByRole("button", { name: "Notifications", exact: true }).waitFor();
    await beaLive;

    // Ana writes in the group: '@' and the start of Bea's username opens the list; Enter chooses.
    const anaPage = await pageAs(ana, api.baseUrl);
    await anaPage.goto(`/#/groups/${group.id}`);
    const composer = anaPage.getByRole("form", { name: "Create a post" });
    const box = composer.getByRole("combobox", { name: "Post content" });
    await box.click();
    await box.pressSequentially(`Meet @${bea.username.slice(0, 7)}`);
    const list = anaPage.getByRole("listbox", { name: "Members to mention" });
    const option = list.getByRole("option", { name: /Bea Moreau/ });
    await option.waitFor();
    expect(await box.getAttribute("aria-expanded")).toBe("true");
    await box.press("ArrowDown");
    await box.press("ArrowUp");
    expect(await option.getAttribute("aria-selected")).toBe("true");
    expect(await box.getAttribute("aria-activedescendant")).toBe(await option.getAttribute("id"));
    await box.press("Enter");
    await list.waitFor({ state: "hidden" });
    expect(await box.inputValue()).toBe(`Meet @${bea.username} `);
    await box.pressSequentially("who leads our #hiring this spring.");
    const text = `Meet @${bea.username} who leads our #hiring this spring.`;
    expect(await box.inputValue()).toBe(text);
    await composer.getByRole("button", { name: "Post", exact: true }).click();
    await anaPage.getByText("Post created").first().waitFor();
    const post = anaPage.getByRole("article", { name: "Post by Ana Lindqvist" });
    await post.getByRole("link", { name: `@${bea.username}` }).waitFor();
    await post.getByRole("link", { name: "#hiring" }).waitFor();

    // Bea's bell shows the mention without a reload; choosing it opens the post.
    const bell = header(beaPage).getByRole("button", { name: "Notifications (1 unread)" });
    await bell.click();
    const notifications = beaPage.getByRole("dialog", { name: "Notifications" });
    await notifications.getByText("New Mention").waitFor();
    await notifications.getByText(/Ana Lindqvist mentioned you/).click();
    const opened = beaPage.getByRole("article", { name: "Post by Ana Lindqvist" });
    await opened.getByText(/who leads our/).waitFor();
    await opened.getByRole("link", { name: `@${bea.username}` }).waitFor();
    expect(beaPage.url()).toContain(`/groups/${group.id}`);

    // Cem follows #hiring on its page, then finds the post in his Top feed, saying why.
    const cemPage = await pageAs(cem, api.baseUrl);
    await cemPage.goto("/#/tags/hiring");
    await cemPage.getByRole("heading", { level: 1, name: "#hiring" }).waitFor();
    await cemPage
      .getByRole("list", { name: "Posts tagged #hiring" })
      .getByText(/who leads our #hiring this spring/)
      .first()
      .waitFor();
    await cemPage.getByRole("button", { name: "Follow" }).click();
    await cemPage.getByRole("button", { name: "Following" }).waitFor();

    await cemPage.goto("/#/");
    const feed = cemPage.getByRole("list", { name: "Feed" });
    const item = feed
      .getByRole("listitem")
      .filter({ hasText: "who leads our #hiring this spring" })
      .first();
    await item.getByText("Tagged #hiring").waitFor();
    const yours = cemPage.getByRole("list", { name: "Your tags" });
    await yours.getByRole("link", { name: "#hiring" }).waitFor();
  },
  JOURNEY_TIMEOUT_MS,
);
