// Journey: a visitor follows a broken link, sees the 404 page and finds the way home.
import { closeBrowser, JOURNEY_TIMEOUT_MS, newPage, waitForRoute } from "./browser";

afterAll(closeBrowser);

test(
  "an unknown route shows 'Page not found' with a working 'Return to Home' link",
  async () => {
    const page = await newPage();
    await page.goto("/#/no-such-page");

    await page.getByText("Page not found").waitFor();
    const home = page.getByRole("link", { name: "Return to Home" });
    await home.click();

    await waitForRoute(page, "/");
    // The signed-out home is the landing page; the 404 text is gone.
    await page.getByRole("link", { name: "Get Started" }).waitFor();
    expect(await page.getByText("Page not found").count()).toBe(0);
  },
  JOURNEY_TIMEOUT_MS,
);
