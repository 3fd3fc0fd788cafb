import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { delay } from "msw";
import { File as NodeFile } from "node:buffer";
import type { ArticleCategory } from "../../client/src/gql/types";
import {
  articleHandlers,
  articlePage,
  authorOf,
  makeArticle,
  type ArticleFixture,
} from "./support/articles";
import { makeViewer, type ViewerFixture } from "./support/fixtures";
import { api, gqlData, graphQLError, httpFailure, meHandler } from "./support/graphql";
import { renderApp } from "./support/render";
import { server } from "./support/server";

/** The one toast on screen (the app shows at most one). */
function findToast(title: string | RegExp) {
  return screen.findByRole("status", { name: title });
}

async function findList() {
  return screen.findByRole("list", { name: "Articles" });
}

describe("/articles", () => {
  it("lists articles newest first with the count, links and a 200-character preview", async () => {
    const long = `## Why it matters\n\n${"**Bold** words and [a link](https://example.com) ".repeat(10)}`;
    // The server strips the markup and cuts at 200 characters.
    const preview = `Why it matters ${"Bold words and a link ".repeat(9)}Bold words…`;
    const first = makeArticle({
      title: "Scaling a marketplace",
      content: long,
      preview,
      category: "BUSINESS",
      readingMinutes: 4,
      author: authorOf({
        id: "60000000-0000-4000-8000-00000000a1a1",
        username: "ada",
        fullName: "Ada Lovelace",
      }),
      publishedAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
    });
    const second = makeArticle({ title: "Remote teams", content: "Short and sweet content." });
    const { handlers } = articleHandlers([first, second]);
    server.use(meHandler(null), ...handlers);
    renderApp("/articles");

    expect(await screen.findByRole("heading", { name: "Articles", level: 1 })).toBeInTheDocument();
    expect(
      screen.getByText("Discover insights and share your knowledge with the community"),
    ).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Articles (2)" })).toBeInTheDocument();

    const items = within(await findList()).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole("link", { name: "Scaling a marketplace" })).toHaveAttribute(
      "href",
      `/articles/${first.id}`,
    );
    expect(within(items[0]).getByText("Business")).toBeInTheDocument();
    expect(within(items[0]).getByText("4 min read")).toBeInTheDocument();
    // Who and when as everywhere else: the full name, and the feed's clock.
    expect(within(items[0]).getByText("Ada Lovelace")).toBeInTheDocument();
    expect(within(items[0]).queryByText("ada")).not.toBeInTheDocument();
    expect(within(items[0]).getByText("2d ago")).toBeInTheDocument();
    // The card shows the preview, never the markdown itself.
    expect(within(items[0]).getByText(preview)).toBeInTheDocument();
    expect(within(items[0]).queryByText(/\*\*Bold\*\*/)).not.toBeInTheDocument();
    expect(within(items[1]).getByText("Short and sweet content.")).toBeInTheDocument();
  });

  it("shows three loading skeletons while the list loads", async () => {
    server.use(
      meHandler(null),
      api.query("Articles", async () => {
        await delay("infinite");
        return gqlData({ articles: articlePage([]) });
      }),
    );
    renderApp("/articles");

    const loading = await screen.findByLabelText("Loading articles");
    expect(within(loading).getAllByTestId("article-skeleton")).toHaveLength(3);
  });

  it("says 'No articles found.' when there are none", async () => {
    const { handlers } = articleHandlers([]);
    server.use(meHandler(null), ...handlers);
    renderApp("/articles");

    expect(await screen.findByRole("heading", { name: "No articles found." })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Articles (0)" })).toBeInTheDocument();
  });

  it("shows the error with 'Try Again', which loads the list again", async () => {
    let calls = 0;
    const article = makeArticle({ title: "Back online" });
    server.use(
      meHandler(null),
      api.query("Articles", () => {
        calls += 1;
        return calls === 1 ? httpFailure() : gqlData({ articles: articlePage([article]) });
      }),
    );
    const { user } = renderApp("/articles");

    const alert = await screen.findByRole("alert");
    expect(
      within(alert).getByText("Failed to load articles. Please try again later."),
    ).toBeInTheDocument();
    await user.click(within(alert).getByRole("button", { name: "Try Again" }));

    expect(await screen.findByRole("link", { name: "Back online" })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it("sends the category of the chosen tab", async () => {
    const tech = makeArticle({ title: "Rust at scale", category: "TECHNOLOGY" });
    const life = makeArticle({ title: "Slow mornings", category: "LIFESTYLE" });
    const { handlers, requests } = articleHandlers([tech, life], ({ category }) =>
      category ? [tech, life].filter((article) => article.category === category) : [tech, life],
    );
    server.use(meHandler(null), ...handlers);
    const { user } = renderApp("/articles");

    const tabs = (await screen.findAllByRole("tab")).map((tab) => tab.textContent?.trim());
    expect(tabs).toEqual(["All Articles", "Technology", "Business", "Lifestyle"]);
    expect(await screen.findByRole("link", { name: "Slow mornings" })).toBeInTheDocument();
    expect(requests[0].category ?? null).toBeNull();

    await user.click(screen.getByRole("tab", { name: "Technology" }));
    expect(await screen.findByRole("heading", { name: "Articles (1)" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Rust at scale" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Slow mornings" })).not.toBeInTheDocument();
    expect(requests.at(-1)).toMatchObject({ category: "TECHNOLOGY" });

    await user.click(screen.getByRole("tab", { name: "Business" }));
    expect(await screen.findByRole("heading", { name: "No articles found." })).toBeInTheDocument();
    expect(requests.at(-1)).toMatchObject({ category: "BUSINESS" });
  });

  it("refreshes with 'Articles refreshed' / 'Loaded N articles'", async () => {
    const articles = [makeArticle(), makeArticle()];
    const { handlers, requests } = articleHandlers(articles);
    server.use(meHandler(null), ...handlers);
    const { user } = renderApp("/articles");

    await findList();
    articles.push(makeArticle({ title: "Fresh off the press" }));
    await user.click(screen.getByRole("button", { name: "Refresh" }));

    const toast = await findToast(/Articles refreshed/);
    expect(toast).toHaveTextContent("Loaded 3 articles");
    expect(await screen.findByRole("link", { name: "Fresh off the press" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Articles (3)" })).toBeInTheDocument();
    expect(requests.length).toBeGreaterThanOrEqual(2);
  });

  it("loads the next page with 'Load more'", async () => {
    const firstPage = [makeArticle({ title: "Page one" })];
    const secondPage = [makeArticle({ title: "Page two" })];
    server.use(
      meHandler(null),
      api.query("Articles", ({ variables }) =>
        gqlData({
          articles: variables.after
            ? articlePage(secondPage, false, 2)
            : articlePage(firstPage, true, 2),
        }),
      ),
    );
    const { user } = renderApp("/articles");

    expect(await screen.findByRole("link", { name: "Page one" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("link", { name: "Page two" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Page one" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  it("hides 'Write Article' and My Articles from visitors", async () => {
    const { handlers } = articleHandlers([makeArticle()]);
    server.use(meHandler(null), ...handlers);
    renderApp("/articles");

    await findList();
    expect(screen.queryByRole("button", { name: "Write Article" })).not.toBeInTheDocument();
    expect(screen.queryByRole("tab", { name: "My Articles" })).not.toBeInTheDocument();
  });

  it("gives members My Articles: their own articles and drafts, with a 'Draft' badge and Publish", async () => {
    const me = makeViewer({ username: "ada" });
    const draft = makeArticle({
      title: "Half-written thoughts",
      status: "DRAFT",
      publishedAt: null,
      author: authorOf(me),
    });
    const published = makeArticle({ title: "Finished piece", author: authorOf(me) });
    const other = makeArticle({ title: "Someone else's" });
    const { handlers, requests } = articleHandlers([draft, published, other], ({ authorId }) =>
      authorId ? [draft, published].filter((a) => a.author?.id === authorId) : [published, other],
    );
    let publishedId: unknown;
    server.use(
      meHandler(me),
      ...handlers,
      api.mutation("PublishArticle", ({ variables }) => {
        publishedId = variables.id;
        Object.assign(draft, { status: "PUBLISHED", publishedAt: new Date().toISOString() });
        return gqlData({
          publishArticle: {
            __typename: "Article",
            id: draft.id,
            status: draft.status,
            publishedAt: draft.publishedAt,
          },
        });
      }),
    );
    const { user } = renderApp("/articles");

    expect(await screen.findByRole("button", { name: "Write Article" })).toBeInTheDocument();
    await user.click(await screen.findByRole("tab", { name: "My Articles" }));

    const mine = await screen.findByRole("link", { name: "Half-written thoughts" });
    expect(requests.at(-1)).toMatchObject({ authorId: me.id });
    const card = mine.closest("li")!;
    expect(within(card).getByText("Draft")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Someone else's" })).not.toBeInTheDocument();
    const finished = screen.getByRole("link", { name: "Finished piece" }).closest("li")!;
    expect(within(finished).queryByText("Draft")).not.toBeInTheDocument();
    expect(within(finished).queryByRole("button", { name: /Publish/ })).not.toBeInTheDocument();

    await user.click(within(card).getByRole("button", { name: /Publish/ }));
    expect(await findToast(/Article published/)).toBeInTheDocument();
    expect(publishedId).toBe(draft.id);
    await waitFor(() => expect(within(card).queryByText("Draft")).not.toBeInTheDocument());
  });
});

/** Opens 'Create New Article' as a signed-in member, with an empty list behind it. */
async function openEditor(me: ViewerFixture = makeViewer(), articles: ArticleFixture[] = []) {
  const { handlers, requests } = articleHandlers(articles);
  server.use(meHandler(me), ...handlers);
  const utils = renderApp("/articles");
  await utils.user.click(await screen.findByRole("button", { name: "Write Article" }));
  const dialog = await screen.findByRole("dialog", { name: "Create New Article" });
  return { ...utils, dialog, requests, articles };
}

describe("the article editor", () => {
  it("checks title and content before sending, with the spec's messages", async () => {
    let calls = 0;
    server.use(
      api.mutation("CreateArticle", () => {
        calls += 1;
        return graphQLError("unexpected", "INTERNAL_SERVER_ERROR");
      }),
    );
    const { user, dialog } = await openEditor();

    await user.click(within(dialog).getByRole("button", { name: "Publish" }));
    expect(
      await within(dialog).findByText("Title must be at least 3 characters"),
    ).toBeInTheDocument();
    expect(within(dialog).getByText("Content must be at least 10 characters")).toBeInTheDocument();

    await user.click(within(dialog).getByLabelText("Title"));
    await user.paste("x".repeat(101));
    await user.type(within(dialog).getByLabelText("Content"), "Long enough content here.");
    await user.click(within(dialog).getByRole("button", { name: "Publish" }));
    expect(
      await within(dialog).findByText("Title must be less than 100 characters"),
    ).toBeInTheDocument();
    expect(
      within(dialog).queryByText("Content must be at least 10 characters"),
    ).not.toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it("formats the selection from the toolbar: '## ' heading, '**' bold, '- ' list, a link", async () => {
    const { user, dialog } = await openEditor();
    const content = within(dialog).getByLabelText("Content") as HTMLTextAreaElement;
    await user.type(content, "Intro line");

    content.setSelectionRange(0, 0);
    await user.click(within(dialog).getByRole("button", { name: "Heading" }));
    expect(content).toHaveValue("## Intro line");

    content.setSelectionRange(3, 8);
    await user.click(within(dialog).getByRole("button", { name: "Bold" }));
    expect(content).toHaveValue("## **Intro** line");

    fireEvent.change(content, { target: { value: "one\ntwo" } });
    content.setSelectionRange(0, 7);
    await user.click(within(dialog).getByRole("button", { name: "List" }));
    expect(content).toHaveValue("- one\n- two");

    content.setSelectionRange(2, 5);
    await user.click(within(dialog).getByRole("button", { name: "Link" }));
    await user.type(within(dialog).getByLabelText("Link URL"), "example.com{Enter}");
    expect(content).toHaveValue("- [one](https://example.com)\n- two");
  });

  it("previews the markdown", async () => {
    const { user, dialog } = await openEditor();
    await user.type(within(dialog).getByLabelText("Title"), "My first article");
    await user.type(
      within(dialog).getByLabelText("Content"),
      "## Getting started{Enter}{Enter}Some **strong** words",
    );

    await user.click(within(dialog).getByRole("tab", { name: "Preview" }));
    const preview = await within(dialog).findByLabelText("Article preview");
    expect(
      await within(preview).findByRole("heading", { name: "Getting started" }),
    ).toBeInTheDocument();
    expect(within(preview).getByRole("heading", { name: "My first article" })).toBeInTheDocument();
    expect(within(preview).getByText("strong").tagName).toBe("STRONG");
  });

  it("publishes: sends createArticle, closes, shows the new article first, and starts the next one on Edit", async () => {
    const me = makeViewer({ username: "ada" });
    const articles = [makeArticle({ title: "An older article" })];
    let sent: Record<string, unknown> | undefined;
    server.use(
      api.mutation("CreateArticle", ({ variables }) => {
        sent = variables.input as Record<string, unknown>;
        const created = makeArticle({
          title: String(sent.title),
          content: String(sent.content),
          category: (sent.category as ArticleCategory | null) ?? null,
          author: authorOf(me),
          createdAt: new Date().toISOString(),
          publishedAt: new Date().toISOString(),
        });
        articles.unshift(created);
        return gqlData({ createArticle: created });
      }),
    );
    const { user, dialog } = await openEditor(me, articles);

    await user.type(within(dialog).getByLabelText("Title"), "Lessons from launch");
    await user.selectOptions(within(dialog).getByLabelText("Category"), "Technology");
    await user.type(within(dialog).getByLabelText("Content"), "We shipped it and learned a lot.");
    await user.click(within(dialog).getByRole("tab", { name: "Preview" }));
    await user.click(within(dialog).getByRole("button", { name: "Publish" }));

    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Create New Article" })).not.toBeInTheDocument(),
    );
    expect(sent).toEqual({
      title: "Lessons from launch",
      content: "We shipped it and learned a lot.",
      category: "TECHNOLOGY",
      image: null,
      draft: false,
    });
    await waitFor(async () => {
      const items = within(await findList()).getAllByRole("listitem");
      expect(
        within(items[0]).getByRole("link", { name: "Lessons from launch" }),
      ).toBeInTheDocument();
    });
    expect(screen.getByRole("heading", { name: "Articles (2)" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Write Article" }));
    const again = await screen.findByRole("dialog", { name: "Create New Article" });
    expect(within(again).getByRole("tab", { name: "Edit" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(within(again).getByLabelText("Title")).toHaveValue("");
    expect(within(again).getByLabelText("Content")).toHaveValue("");
  });

  it("saves a draft with draft: true", async () => {
    let sent: Record<string, unknown> | undefined;
    server.use(
      api.mutation("CreateArticle", ({ variables }) => {
        sent = variables.input as Record<string, unknown>;
        return gqlData({
          createArticle: makeArticle({
            status: "DRAFT",
            publishedAt: null,
            title: String(sent.title),
          }),
        });
      }),
    );
    const { user, dialog } = await openEditor();
    await user.type(within(dialog).getByLabelText("Title"), "Work in progress");
    await user.type(within(dialog).getByLabelText("Content"), "Not ready for the world yet.");
    await user.click(within(dialog).getByRole("button", { name: "Save as draft" }));

    expect(await findToast(/Draft saved/)).toBeInTheDocument();
    expect(sent).toMatchObject({ title: "Work in progress", draft: true, category: null });
  });

  it("shows the server's field messages and the failure toast, keeping what was typed", async () => {
    server.use(
      api.mutation("CreateArticle", () =>
        graphQLError("Content must be less than 10000 characters", "BAD_USER_INPUT", {
          content: "Content must be less than 10000 characters",
        }),
      ),
    );
    const { user, dialog } = await openEditor();
    await user.type(within(dialog).getByLabelText("Title"), "Kept title");
    await user.type(within(dialog).getByLabelText("Content"), "Kept content, all of it.");
    await user.click(within(dialog).getByRole("button", { name: "Publish" }));

    expect(
      await within(dialog).findByText("Content must be less than 10000 characters"),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Title")).toHaveValue("Kept title");
    expect(within(dialog).getByLabelText("Content")).toHaveValue("Kept content, all of it.");
  });

  it("says 'Failed to publish article. Please try again.' when the server fails", async () => {
    server.use(api.mutation("CreateArticle", () => httpFailure()));
    const { user, dialog } = await openEditor();
    await user.type(within(dialog).getByLabelText("Title"), "Unlucky");
    await user.type(within(dialog).getByLabelText("Content"), "The server is down today.");
    await user.click(within(dialog).getByRole("button", { name: "Publish" }));

    const toast = await findToast(/Error/);
    expect(toast).toHaveTextContent("Failed to publish article. Please try again.");
    expect(screen.getByRole("dialog", { name: "Create New Article" })).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Title")).toHaveValue("Unlucky");
  });

  describe("image", () => {
    const OriginalImage = window.Image;
    let size = { width: 1200, height: 800 };
    beforeEach(() => {
      // jsdom decodes no images: this stands in for the browser's decoder, with a chosen size.
      class FakeImage {
        onload: (() => void) | null = null;
        onerror: (() => void) | null = null;
        naturalWidth = 0;
        naturalHeight = 0;
        set src(_url: string) {
          setTimeout(() => {
            this.naturalWidth = size.width;
            this.naturalHeight = size.height;
            this.onload?.();
          });
        }
      }
      window.Image = FakeImage as unknown as typeof Image;
      URL.createObjectURL = () => "blob:preview";
      URL.revokeObjectURL = () => undefined;
    });
    afterEach(() => {
      window.Image = OriginalImage;
    });

    function png(name = "cover.png", bytes = 8) {
      // Node's File: the test environment's FormData (Node's) takes only Node's blobs.
      return new NodeFile([new Uint8Array(bytes)], name, { type: "image/png" }) as unknown as File;
    }

    it("checks the type, size and dimensions before uploading", async () => {
      let calls = 0;
      server.use(
        api.mutation("CreateArticle", () => {
          calls += 1;
          return graphQLError("unexpected", "INTERNAL_SERVER_ERROR");
        }),
      );
      const { dialog } = await openEditor();
      const user = userEvent.setup({ applyAccept: false });
      const input = within(dialog).getByTestId("article-image-input");

      await user.upload(input, new File(["hello"], "notes.txt", { type: "text/plain" }));
      expect(await within(dialog).findByText("Please upload an image file")).toBeInTheDocument();

      await user.upload(input, png("huge.png", 10 * 1024 * 1024 + 1));
      expect(await within(dialog).findByText("Image must be less than 10MB")).toBeInTheDocument();

      size = { width: 300, height: 200 };
      await user.upload(input, png());
      expect(
        await within(dialog).findByText("Image too small. Minimum size: 400x300px"),
      ).toBeInTheDocument();

      size = { width: 2400, height: 1000 };
      await user.upload(input, png());
      expect(
        await within(dialog).findByText("Image too large. Maximum size: 2000x2000px"),
      ).toBeInTheDocument();

      size = { width: 1600, height: 400 };
      await user.upload(input, png());
      expect(
        await within(dialog).findByText(
          "Image aspect ratio should be between 1:2 and 3:1 for optimal display",
        ),
      ).toBeInTheDocument();
      expect(calls).toBe(0);
    });

    it("sends a good image with the article, and shows the server's image message", async () => {
      size = { width: 1200, height: 800 };
      const received: string[] = [];
      server.use(
        api.mutation("CreateArticle", ({ variables }) => {
          const input = variables.input as { image: File | null };
          received.push(input.image?.name ?? "none");
          return HttpResponseWithTitle();
        }),
      );
      const { dialog, user } = await openEditor();
      await user.type(within(dialog).getByLabelText("Title"), "With a picture");
      await user.type(within(dialog).getByLabelText("Content"), "A thousand words, or so.");
      await user.upload(within(dialog).getByTestId("article-image-input"), png("photo.png"));
      expect(await within(dialog).findByText("photo.png")).toBeInTheDocument();

      await user.click(within(dialog).getByRole("button", { name: "Publish" }));
      const toast = await findToast(/Invalid image dimensions/);
      expect(toast).toHaveTextContent("Image too small. Minimum size: 400x300px");
      expect(received).toEqual(["photo.png"]);
      expect(
        within(dialog).getByText("Image too small. Minimum size: 400x300px"),
      ).toBeInTheDocument();
    });
  });
});

/** The server's image refusal: BAD_USER_INPUT with a title and the file's message. */
function HttpResponseWithTitle() {
  const message = "Image too small. Minimum size: 400x300px";
  return Response.json({
    data: null,
    errors: [
      {
        message,
        extensions: {
          code: "BAD_USER_INPUT",
          title: "Invalid image dimensions",
          fields: { file: message },
        },
      },
    ],
  });
}

describe("/articles/:articleId", () => {
  const MARKDOWN = [
    "## Getting started",
    "",
    "- first point",
    "- second point",
    "",
    "Read [the guide](https://example.com/guide) first.",
    "",
    "<script>alert('hi')</script>",
  ].join("\n");

  it("renders the article: markdown without raw HTML, safe links, author, time and reading time", async () => {
    const author = makeViewer({ username: "grace", fullName: "Grace Hopper" });
    const article = makeArticle({
      title: "Shipping safely",
      content: MARKDOWN,
      readingMinutes: 3,
      author: authorOf(author),
      imageUrl: "/uploads/articles/cover.webp",
      createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
      publishedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    });
    const { handlers } = articleHandlers([article]);
    server.use(meHandler(null), ...handlers);
    renderApp(`/articles/${article.id}`);

    expect(
      await screen.findByRole("heading", { name: "Shipping safely", level: 1 }),
    ).toBeInTheDocument();
    const main = screen.getByRole("article");
    expect(within(main).getByRole("heading", { name: "Getting started" })).toBeInTheDocument();
    expect(within(main).getByText("first point").tagName).toBe("LI");
    const link = within(main).getByRole("link", { name: "the guide" });
    expect(link).toHaveAttribute("href", "https://example.com/guide");
    expect(link).toHaveAttribute("rel", "noopener nofollow");
    expect(link).toHaveAttribute("target", "_blank");
    // Raw HTML is shown as the text typed, never run.
    expect(within(main).getByText("<script>alert('hi')</script>")).toBeInTheDocument();
    expect(document.querySelector("article script")).toBeNull();

    // The author by the app's one name rule (full name first), and the time as the feed says it.
    expect(within(main).getByRole("link", { name: "Grace Hopper" })).toHaveAttribute(
      "href",
      `/profile/${author.id}`,
    );
    expect(within(main).queryByText("grace")).not.toBeInTheDocument();
    expect(within(main).getByText("5m ago")).toBeInTheDocument();
    expect(within(main).getByText("3 min read")).toBeInTheDocument();
    expect(within(main).getByText("Comments (0)")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Articles" })).toHaveAttribute(
      "href",
      "/articles",
    );
    expect(within(main).queryByRole("button", { name: /Delete/ })).not.toBeInTheDocument();
  });

  it("lets the author delete after confirming, then goes to /articles", async () => {
    const me = makeViewer({ username: "ada" });
    const article = makeArticle({
      title: "Mine to delete",
      author: authorOf(me),
      viewerCanDelete: true,
    });
    const articles = [article];
    const { handlers } = articleHandlers(articles);
    let deletedId: unknown;
    server.use(
      meHandler(me),
      ...handlers,
      api.mutation("DeleteArticle", ({ variables }) => {
        deletedId = variables.id;
        articles.splice(0, 1);
        return gqlData({ deleteArticle: true });
      }),
    );
    const { user } = renderApp(`/articles/${article.id}`);

    await user.click(await screen.findByRole("button", { name: "Delete" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete Article" });
    expect(
      within(confirm).getByText(
        "Are you sure you want to delete this article? This action cannot be undone.",
      ),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));

    expect(await findToast("Article has been deleted.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/articles$/));
    expect(deletedId).toBe(article.id);
    expect(await screen.findByRole("heading", { name: "No articles found." })).toBeInTheDocument();
  });

  it("says 'Failed to delete article' when the server refuses", async () => {
    const me = makeViewer();
    const article = makeArticle({ author: authorOf(me), viewerCanDelete: true });
    const { handlers } = articleHandlers([article]);
    server.use(
      meHandler(me),
      ...handlers,
      api.mutation("DeleteArticle", () =>
        graphQLError(
          "Unauthorized: You do not have permission to delete this article.",
          "FORBIDDEN",
        ),
      ),
    );
    const { user } = renderApp(`/articles/${article.id}`);

    await user.click(await screen.findByRole("button", { name: "Delete" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete Article" });
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));

    const toast = await findToast(/Failed to delete article/);
    expect(toast).toHaveTextContent(
      "Unauthorized: You do not have permission to delete this article.",
    );
    expect(screen.getByTestId("location")).toHaveTextContent(`/articles/${article.id}`);
  });

  it("offers 'Delete (Admin)' to a super admin who is not the author", async () => {
    const admin = makeViewer({ isSuperAdmin: true });
    const article = makeArticle({ title: "Someone's post", viewerCanDelete: true });
    const { handlers } = articleHandlers([article]);
    server.use(meHandler(admin), ...handlers);
    renderApp(`/articles/${article.id}`);

    expect(await screen.findByRole("button", { name: "Delete (Admin)" })).toBeInTheDocument();
  });

  it("shows no delete button to another member", async () => {
    const article = makeArticle({ title: "Not yours" });
    const { handlers } = articleHandlers([article]);
    server.use(meHandler(makeViewer()), ...handlers);
    renderApp(`/articles/${article.id}`);

    expect(await screen.findByRole("heading", { name: "Not yours" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Delete/ })).not.toBeInTheDocument();
  });

  it("sends an invalid link to /articles with 'Invalid Article'", async () => {
    const { handlers } = articleHandlers([]);
    server.use(meHandler(null), ...handlers);
    renderApp("/articles/not-a-real-id");

    const toast = await findToast(/Invalid Article/);
    expect(toast).toHaveTextContent("The article link is invalid.");
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/articles$/));
  });

  it("sends an unknown article to /articles with 'Article Not Found'", async () => {
    const { handlers } = articleHandlers([]);
    server.use(meHandler(null), ...handlers);
    renderApp("/articles/50000000-0000-4000-8000-999999999999");

    const toast = await findToast(/Article Not Found/);
    expect(toast).toHaveTextContent(
      "The article you're looking for does not exist or has been removed.",
    );
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/articles$/));
  });

  it("says 'Failed to load article' with Try Again when loading fails", async () => {
    const article = makeArticle({ title: "Eventually loaded" });
    let calls = 0;
    server.use(
      meHandler(null),
      api.query("Article", () => {
        calls += 1;
        return calls === 1 ? httpFailure() : gqlData({ article });
      }),
    );
    const { user } = renderApp(`/articles/${article.id}`);

    expect(await screen.findByText("Failed to load article")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("heading", { name: "Eventually loaded" })).toBeInTheDocument();
  });
});
