// Journey: on a phone (390 px), a member searches from the bar with a typo and opens the article found.
import crypto from "node:crypto";
import { agoraApi, closeMemberContexts, pageAs } from "./api";
import { closeBrowser, JOURNEY_TIMEOUT_MS, waitForRoute } from "./browser";
import { baseUrl } from "./state";

afterAll(async () => {
  await closeMemberContexts();
  await closeBrowser();
});

test(
  "a Search button in the phone's bar opens the search box, which leads to typo-tolerant results",
  async () => {
    const api = agoraApi(baseUrl());
    const writer = await api.signUp();
    // A word of its own, so the journeys beside this one add nothing to its results.
    const word = Array.from(crypto.randomBytes(10), (b) => String.fromCharCode(97 + (b % 26))).join(
      "",
    );
    const article = await api.createArticle(writer, {
      title: `Mentoring juniors ${word}`,
      content: `How we pair new engineers with mentors: the ${word} programme.`,
    });
    const reader = await api.signUp();

    const page = await pageAs(reader, baseUrl());
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/#/");
    const bar = page.getByRole("banner");
    await page.getByRole("heading", { name: "News Feed" }).waitFor();
    // The desktop box is not shown on a phone: the bar has a Search button instead.
    expect(await page.getByRole("searchbox", { name: "Search" }).count()).toBe(0);
    const searchButton = bar.getByRole("button", { name: "Search" });
    expect(await searchButton.getAttribute("aria-expanded")).toBe("false");

    await searchButton.click();
    const box = bar.getByRole("searchbox", { name: "Search" });
    expect(await box.getAttribute("placeholder")).toBe(
      "Search opportunities, investors, or groups...",
    );
    // The box fits the phone's width.
    const size = await box.boundingBox();
    expect(size!.x).toBeGreaterThanOrEqual(0);
    expect(size!.x + size!.width).toBeLessThanOrEqual(390);
    // Escape closes it again.
    await box.press("Escape");
    await bar.getByRole("searchbox").waitFor({ state: "detached" });
    await searchButton.click();

    // A misspelt word finds the article.
    await bar.getByRole("searchbox", { name: "Search" }).fill(`mentorng ${word}`);
    await bar.getByRole("searchbox", { name: "Search" }).press("Enter");
    await page.getByRole("heading", { name: `Search results for "mentorng ${word}"` }).waitFor();
    await bar.getByRole("searchbox").waitFor({ state: "detached" });
    const results = page.getByRole("list", { name: "Search results" });
    await results.getByRole("link", { name: article.title }).click();

    await waitForRoute(page, `/articles/${article.id}`);
    await page.getByRole("heading", { name: article.title, level: 1 }).waitFor();
  },
  JOURNEY_TIMEOUT_MS,
);
