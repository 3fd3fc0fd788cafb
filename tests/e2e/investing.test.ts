// Journey: a founder submits a business idea with an image; a member filters the ideas by its industry,
// opens it and contacts the founder, who sees the business inquiry arrive live in their messages.
//
// Two members in two browser contexts, on the shared app.
import sharp from "sharp";
import { agoraApi, closeMemberContexts, freshUsername, pageAs, subscribed } from "./api";
import { closeBrowser } from "./browser";
import { baseUrl } from "./state";

const JOURNEY_MS = 180_000;

afterAll(async () => {
  await closeMemberContexts();
  await closeBrowser();
}, 60_000);

describe("investing", () => {
  test(
    "a founder submits an idea with an image; a member filters, opens it and contacts the founder live",
    async () => {
      const api = agoraApi(baseUrl());
      const [founder, investor] = await Promise.all([
        api.signUp({ username: freshUsername("founder") }),
        api.signUp({ username: freshUsername("investor") }),
      ]);
      const title = `Cargo bikes ${freshUsername("")}`;
      const image = await sharp({
        create: { width: 800, height: 450, channels: 3, background: "#2f855a" },
      })
        .jpeg()
        .toBuffer();

      // The founder submits the idea from /investing and lands on its page.
      const page = await pageAs(founder, api.baseUrl);
      // Listened for before the app opens its socket (once, at start): the founder's live messages.
      const received = subscribed(page, "MessageReceived");
      await page.goto("/#/investing");
      await page.getByRole("heading", { level: 1, name: "Investing Opportunities" }).waitFor();
      await page.getByRole("button", { name: "Submit Business Idea" }).first().click();
      const dialog = page.getByRole("dialog", { name: "Submit Business Idea" });
      await dialog.getByRole("textbox", { name: "Title" }).fill(title);
      await dialog
        .getByRole("textbox", { name: "Description" })
        .fill("Electric cargo bikes leased to city couriers, paid weekly from their earnings.");
      await dialog.getByRole("spinbutton", { name: "Funding goal (USD)" }).fill("75000");
      await dialog.getByRole("combobox", { name: "Industry" }).selectOption("TRANSPORTATION");
      await dialog.getByRole("spinbutton", { name: "Equity offered (%)" }).fill("7.5");
      await dialog.getByLabel("Image", { exact: true }).setInputFiles({
        name: "bike.jpg",
        mimeType: "image/jpeg",
        buffer: image,
      });
      await dialog.getByRole("img", { name: "Preview" }).waitFor();
      await dialog.getByRole("button", { name: "Submit Idea" }).click();
      await page.getByText("Your business idea has been submitted!").waitFor();
      await page.getByRole("heading", { level: 1, name: title }).waitFor();
      await page.getByRole("img", { name: title }).waitFor();
      const ideaPath = new URL(page.url()).hash.slice(1);
      expect(ideaPath).toMatch(/^\/investing\/[0-9a-f-]{36}$/);

      // The founder waits in their messages.
      await page.goto("/#/messages");
      await page.getByRole("tab", { name: "Business Inquiries (0)" }).waitFor();
      await received;

      // The investor finds it under its industry and contacts the founder.
      const other = await pageAs(investor, api.baseUrl);
      await other.goto("/#/investing");
      await other.getByRole("tab", { name: "Transportation" }).click();
      const grid = other.getByRole("list", { name: "Business ideas" });
      await grid.getByRole("link", { name: title }).click();
      await other.getByRole("heading", { level: 1, name: title }).waitFor();
      await other.getByText("Transportation").first().waitFor();
      await other.getByRole("button", { name: "Contact Founder" }).click();
      const contact = other.getByRole("dialog", { name: "Contact Founder" });
      await contact
        .getByRole("textbox")
        .fill("We run forty riders and would lease ten bikes to start.");
      await contact.getByRole("button", { name: "Send Message" }).click();
      await other.getByText("Your message has been sent to the founder.").waitFor();
      await other.waitForURL(/#\/messages$/);

      // The founder sees the inquiry arrive, under Business Inquiries, about the idea.
      const tab = page.getByRole("tab", { name: "Business Inquiries (1)" });
      await tab.waitFor();
      await tab.click();
      const panel = page.getByRole("tabpanel", { name: "Business Inquiries (1)" });
      await panel.getByText(`Re: ${title}`).waitFor();
      await panel.getByText("We run forty riders and would lease ten bikes to start.").waitFor();
    },
    JOURNEY_MS,
  );
});
