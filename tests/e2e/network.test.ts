// Journey: a member adds a position at a company on their profile; a colleague with a position at the
// same company finds them in People you may know ('Also at …'), connects, and once the first accepts,
// the first member's new article leads the colleague's Top feed, saying why.
import { randomBytes } from "node:crypto";
import { agoraApi, closeMemberContexts, pageAs } from "./api";
import { closeBrowser, JOURNEY_TIMEOUT_MS } from "./browser";
import { baseUrl } from "./state";

afterAll(async () => {
  await closeMemberContexts();
  await closeBrowser();
});

test(
  "a colleague in People you may know, connected, leads the Top feed with a reason",
  async () => {
    const api = agoraApi(baseUrl());
    const [ana, ben] = await Promise.all([api.signUp(), api.signUp()]);
    await Promise.all([
      api.updateProfile(ana, { fullName: "Ana Lindqvist" }),
      api.updateProfile(ben, { fullName: "Ben Okafor" }),
    ]);
    // A company no other journey's member works at, so the tie is theirs alone.
    const company = `Acme ${randomBytes(3).toString("hex")}`;
    await api.addPosition(ben, { title: "Engineer", company, startMonth: "2022-01" });

    // Ana adds her current position on her profile.
    const anaPage = await pageAs(ana, api.baseUrl);
    await anaPage.goto(`/#/profile/${ana.id}`);
    const experience = anaPage.getByRole("region", { name: "Experience" });
    await experience.getByText("Add your experience so people know what you do.").waitFor();
    await experience.getByRole("button", { name: "Add position" }).click();
    const dialog = anaPage.getByRole("dialog", { name: "Add position" });
    await dialog.getByLabel("Title").fill("Product Designer");
    await dialog.getByLabel("Company").fill(company);
    await dialog.getByText("I currently work here").click();
    expect(await dialog.getByRole("checkbox", { name: "I currently work here" }).isChecked()).toBe(
      true,
    );
    await dialog.getByLabel("Start month").fill("2021-03");
    await dialog.getByRole("button", { name: "Save" }).click();
    await anaPage.getByText("Position added").waitFor();
    await experience.getByText("Product Designer").waitFor();
    await experience.getByText("Mar 2021 – Present").waitFor();

    // Ben finds her beside his feed, with the reason, and connects.
    const benPage = await pageAs(ben, api.baseUrl);
    await benPage.goto("/#/");
    const suggestions = benPage.getByRole("complementary", { name: "Suggestions" });
    await suggestions.getByRole("link", { name: "Ana Lindqvist" }).waitFor();
    await suggestions.getByText(`Also at ${company}`).waitFor();
    await suggestions.getByRole("button", { name: "Connect with Ana Lindqvist" }).click();
    await benPage.getByText("Friend request sent").waitFor();
    await suggestions.getByRole("link", { name: "Ana Lindqvist" }).waitFor({ state: "detached" });

    // Ana accepts and writes; Ben's Top feed opens with her article and says why.
    await api.acceptFriendRequest(ana, ben.id);
    const title = `Designing for trust ${randomBytes(3).toString("hex")}`;
    await api.createArticle(ana, { title, content: "What a first week at a new company teaches." });
    await benPage.reload();
    const feed = benPage.getByRole("list", { name: "Feed" });
    const first = feed.getByRole("listitem").first();
    await first.getByRole("link", { name: title }).waitFor();
    await first.getByText("Ana Lindqvist is a connection").waitFor();
  },
  JOURNEY_TIMEOUT_MS,
);
