// Journey: a member creates a business page with a cover through the dialog; another member follows
// it (the count goes to 1), reviews it (the average shows) and messages the owner from the page; the
// owner, waiting on their messages page, sees the message arrive live.
//
// Two members in two browser contexts, on the shared app.
import { pictures } from "../support/pictures";
import { agoraApi, closeMemberContexts, freshUsername, pageAs, subscribed } from "./api";
import { closeBrowser } from "./browser";
import { baseUrl } from "./state";

const JOURNEY_MS = 180_000;

const { picture, remove: removePictures } = pictures("agora-e2e-business-", ["#dd6b20", "#2b6cb0"]);

afterAll(async () => {
  await closeMemberContexts();
  await closeBrowser();
  removePictures();
}, 60_000);

test(
  "a member creates a page with a cover; another follows it, reviews it and messages the owner, " +
    "who sees the message live",
  async () => {
    const api = agoraApi(baseUrl());
    const [owner, customer] = await Promise.all([
      api.signUp({ username: freshUsername("owner") }),
      api.signUp({ username: freshUsername("customer") }),
    ]);
    const tag = owner.username.slice(-8);
    const name = `Harbour Bakery ${tag}`;
    const reviewText = "Fresh bread every morning and friendly staff.";
    const messageText = `Hello ${owner.username}, do you cater for office breakfasts?`;
    const cover = await picture("bakery-cover.png", 1200, 500);

    // The owner creates the page through the dialog, with a cover. (The app listens for new messages
    // from its first load: listening for that subscription starts before it.)
    const ownerPage = await pageAs(owner, api.baseUrl);
    const live = subscribed(ownerPage, "MessageReceived");
    await ownerPage.goto("/#/business");
    await ownerPage.getByRole("heading", { level: 1, name: "Business Pages" }).waitFor();
    await ownerPage.getByRole("button", { name: "Create Business Page" }).first().click();
    const dialog = ownerPage.getByRole("dialog", { name: "Create Business Page" });
    await dialog.getByLabel(/^Business Name/).fill(name);
    await dialog.getByRole("combobox", { name: /^Category/ }).selectOption("RESTAURANT");
    await dialog.getByLabel(/^Description/).fill("Sourdough, pastries and coffee by the harbour.");
    await dialog.locator('input[type="file"][aria-label="Cover image"]').setInputFiles(cover);
    await dialog.getByRole("img", { name: "Cover image preview" }).waitFor();
    await dialog.getByRole("button", { name: "Create Business Page" }).click();
    await ownerPage.getByText("Business page created successfully").first().waitFor();
    await ownerPage.waitForURL(/#\/business\/[0-9a-f-]{36}$/);
    const pagePath = new URL(ownerPage.url()).hash.slice(1);
    await ownerPage.getByRole("heading", { level: 1, name }).waitFor();
    const coverImage = ownerPage.getByRole("img", { name: `${name} cover` });
    await coverImage.waitFor();
    expect(await coverImage.getAttribute("src")).toMatch(/^\/uploads\//);

    // The owner waits on their messages page.
    await ownerPage.goto("/#/messages");
    await ownerPage.getByRole("tab", { name: "General (0)" }).waitFor();
    await live;

    // Another member follows the page.
    const customerPage = await pageAs(customer, api.baseUrl);
    await customerPage.goto(`/#${pagePath}`);
    await customerPage.getByRole("heading", { level: 1, name }).waitFor();
    await customerPage.getByText("0 followers").waitFor();
    await customerPage.getByRole("button", { name: "Follow", exact: true }).click();
    await customerPage.getByText(`You are now following ${name}`).first().waitFor();
    await customerPage.getByText("1 follower", { exact: true }).waitFor();
    await customerPage.getByRole("button", { name: "Following", exact: true }).waitFor();

    // ... reviews it: the average and count show.
    await customerPage.getByRole("tab", { name: "Reviews" }).click();
    const reviews = customerPage.getByRole("tabpanel", { name: "Reviews" });
    await reviews.getByRole("heading", { name: "Write a review" }).waitFor();
    await reviews.getByRole("radio", { name: "5 stars" }).click();
    await reviews.getByRole("textbox", { name: "Your review" }).fill(reviewText);
    await reviews.getByRole("button", { name: "Post Review" }).click();
    await customerPage.getByText("Your review was posted.").first().waitFor();
    await reviews.getByText("5.0 ★ (1 review)").waitFor();
    await reviews.getByRole("list", { name: "Reviews" }).getByText(reviewText).waitFor();

    // ... and messages the owner from the page.
    await customerPage.getByRole("button", { name: "Message", exact: true }).click();
    await customerPage.waitForURL(/#\/messages$/);
    const composer = customerPage.getByRole("combobox", { name: "Message" });
    await composer.fill(messageText);
    await composer.press("Enter");
    await customerPage
      .getByRole("log", { name: `Conversation with ${owner.username}` })
      .getByText(messageText)
      .waitFor();

    // The owner sees it arrive without a reload.
    const general = ownerPage.getByRole("tab", { name: "General (1)" });
    await general.waitFor();
    await ownerPage.getByRole("tabpanel", { name: "General (1)" }).getByText(messageText).waitFor();
  },
  JOURNEY_MS,
);
