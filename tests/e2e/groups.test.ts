// Journey: a member creates a private group with a cover through the wizard; a second member asks to
// join and the admin approves from the requests panel; the new member posts with an image; the admin
// comments and the comment appears live for the new member; a third member, not in the group, sees
// neither the post in the group, the feed or search.
//
// Three members in three browser contexts, on the shared app.
import { pictures } from "../support/pictures";
import { agoraApi, closeMemberContexts, freshUsername, pageAs, subscribed } from "./api";
import { closeBrowser } from "./browser";
import { baseUrl } from "./state";

const JOURNEY_MS = 180_000;

const { picture, remove: removePictures } = pictures("agora-e2e-groups-", ["#6b46c1", "#38b2ac"]);

afterAll(async () => {
  await closeMemberContexts();
  await closeBrowser();
  removePictures();
}, 60_000);

test(
  "a member creates a private group with a cover, approves a request to join, the new member posts " +
    "with an image and sees the admin's comment live; an outsider sees the post nowhere",
  async () => {
    const api = agoraApi(baseUrl());
    const [owner, joiner, outsider] = await Promise.all([
      api.signUp({ username: freshUsername("owner") }),
      api.signUp({ username: freshUsername("joiner") }),
      api.signUp({ username: freshUsername("outsider") }),
    ]);
    const tag = owner.username.slice(-8);
    const name = `Harbour Guild ${tag}`;
    const postText = `Harbour Guild ${tag} meets on Thursday at the old pier.`;
    const commentText = `Welcome aboard, ${joiner.username}!`;
    const cover = await picture("guild-cover.png", 1200, 600);
    const photo = await picture("pier.png", 900, 600);

    // The owner creates the group: details, a private switch and a cover, then review and create.
    const ownerPage = await pageAs(owner, api.baseUrl);
    await ownerPage.goto("/#/groups");
    await ownerPage.getByRole("heading", { level: 1, name: "Groups" }).waitFor();
    await ownerPage.getByRole("button", { name: "Create Group" }).click();
    const details = ownerPage.getByRole("form", { name: "Group Details" });
    await details.waitFor();
    await details.getByLabel("Group name").fill(name);
    await details.getByLabel("Description").fill("Sailors and founders who meet by the sea.");
    await details.getByRole("checkbox", { name: "Private group" }).check({ force: true });
    const chooser = ownerPage.waitForEvent("filechooser");
    await details.getByRole("button", { name: "Add image" }).click();
    await (await chooser).setFiles(cover);
    await details.getByRole("img", { name: "Selected cover image" }).waitFor();
    await details.getByRole("button", { name: "Next: Review" }).click();
    const review = ownerPage.getByRole("region", { name: "Review" });
    await review.getByText(name).waitFor();
    await review.getByRole("button", { name: "Create Group" }).click();
    await ownerPage.getByRole("heading", { name: "Group created successfully" }).waitFor();
    await ownerPage.getByRole("link", { name: "Go to Group" }).click();
    await ownerPage.waitForURL(/#\/groups\/[0-9a-f-]{36}$/);
    const groupPath = new URL(ownerPage.url()).hash.slice(1);
    await ownerPage.getByRole("heading", { level: 1, name }).waitFor();
    await ownerPage.getByText("Private", { exact: true }).first().waitFor();
    await ownerPage.locator('img[src^="/uploads/group/"]').first().waitFor();

    // The second member is asked to join before seeing posts, and asks.
    const joinerPage = await pageAs(joiner, api.baseUrl);
    await joinerPage.goto(`/#${groupPath}`);
    await joinerPage.getByRole("heading", { level: 1, name }).waitFor();
    await joinerPage.getByText("Join the group to see and create posts.").waitFor();
    await joinerPage.getByRole("button", { name: "Request to join" }).click();
    await joinerPage.getByText("Request Pending").first().waitFor();

    // The owner approves from the requests panel.
    await ownerPage.reload();
    const requests = ownerPage.getByRole("list", { name: "Pending join requests" });
    const request = requests.getByRole("listitem").filter({ hasText: joiner.username });
    await request.getByRole("button", { name: "Approve" }).click();
    await ownerPage.getByText("Request approved").first().waitFor();
    await requests.waitFor({ state: "detached" });

    // The new member posts with an image. (Listening for the page's comment subscription starts before
    // the reload, which opens the page's socket.)
    const live = subscribed(joinerPage, "CommentAdded");
    await joinerPage.reload();
    const composer = joinerPage.getByRole("form", { name: "Create a post" });
    await composer.getByRole("combobox", { name: "Post content" }).fill(postText);
    const photoChooser = joinerPage.waitForEvent("filechooser");
    await composer.getByRole("button", { name: "Add image" }).click();
    await (await photoChooser).setFiles(photo);
    await composer.getByRole("img", { name: "Selected image" }).waitFor();
    await composer.getByRole("button", { name: "Post", exact: true }).click();
    await joinerPage.getByText("Post created").first().waitFor();
    const joinerPost = joinerPage.getByRole("article", { name: `Post by ${joiner.username}` });
    await joinerPost.getByText(postText).waitFor();
    await joinerPost.locator('img[src^="/uploads/group/"]').waitFor();

    // The new member opens the post's comments and listens; the owner comments.
    await joinerPost.getByRole("button", { name: "Comments (0)" }).click();
    await joinerPost.getByText("No comments yet. Be the first to comment.").waitFor();
    await live;

    await ownerPage.reload();
    const ownerView = ownerPage.getByRole("article", { name: `Post by ${joiner.username}` });
    await ownerView.getByText(postText).waitFor();
    await ownerView.getByRole("button", { name: "Comments (0)" }).click();
    await ownerView.getByRole("combobox", { name: "Write a comment" }).fill(commentText);
    await ownerView.getByRole("button", { name: "Comment", exact: true }).click();
    await ownerView.getByRole("listitem", { name: `Comment by ${owner.username}` }).waitFor();

    // It reaches the new member without a reload.
    await joinerPost
      .getByRole("listitem", { name: `Comment by ${owner.username}` })
      .getByText(commentText)
      .waitFor();

    // An outsider: the group's card, not its posts.
    const outsiderPage = await pageAs(outsider, api.baseUrl);
    await outsiderPage.goto(`/#${groupPath}`);
    await outsiderPage.getByRole("heading", { level: 1, name }).waitFor();
    await outsiderPage.getByText("Join the group to see and create posts.").waitFor();
    expect(await outsiderPage.getByText(postText).count()).toBe(0);

    // Nor in the feed: their own welcome item shows the feed has loaded, without the post.
    await outsiderPage.goto("/#/");
    const feed = outsiderPage.getByRole("list", { name: "Feed" });
    await feed.getByText(`${outsider.username} joined Agora`).first().waitFor();
    expect(await feed.getByText(postText).count()).toBe(0);

    // Nor in search: the group's public card is found by its name, the post is not.
    await outsiderPage.goto(`/#/?search=${encodeURIComponent(`Harbour Guild ${tag}`)}`);
    await outsiderPage.getByRole("link", { name }).first().waitFor();
    expect(await outsiderPage.getByText(postText).count()).toBe(0);
  },
  JOURNEY_MS,
);
