import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { delay } from "msw";
import { MemoryRouter } from "react-router-dom";
import { createApolloSetup } from "../../client/src/app-setup";
import { AppProviders } from "../../client/src/AppProviders";
import { LIKE_ONLY, Reactions } from "../../client/src/components/Reactions";
import type { ReactionType } from "../../client/src/gql/types";
import {
  articleHandlers,
  makeArticle,
  reactionCounts,
  type ArticleFixture,
} from "./support/articles";
import { makeViewer, type ViewerFixture } from "./support/fixtures";
import { api, gqlData, graphQLError, meHandler } from "./support/graphql";
import { renderApp } from "./support/render";
import { server } from "./support/server";

interface ToggleInput {
  contentType: string;
  contentId: string;
  reactionType: ReactionType;
}

/**
 * An article page whose reactions the server keeps: each toggle adds or takes back the viewer's
 * reaction and answers the new counts. Returns the inputs the server received.
 */
function articleWithReactions(
  me: ViewerFixture | null,
  article: ArticleFixture,
  /** The server answers once this settles. */
  gate: Promise<void> = delay(20),
) {
  const received: ToggleInput[] = [];
  const { handlers } = articleHandlers([article]);
  server.use(
    meHandler(me),
    ...handlers,
    api.mutation("ToggleReaction", async ({ variables }) => {
      const input = variables.input as ToggleInput;
      received.push(input);
      await gate;
      article.reactions = article.reactions.map((reaction) =>
        reaction.type === input.reactionType
          ? {
              ...reaction,
              count: reaction.count + (reaction.viewerHasReacted ? -1 : 1),
              viewerHasReacted: !reaction.viewerHasReacted,
            }
          : reaction,
      );
      return gqlData({
        toggleReaction: {
          __typename: "ReactionSummary",
          contentType: input.contentType,
          contentId: input.contentId,
          reactions: article.reactions,
        },
      });
    }),
  );
  return received;
}

async function reactionsBar() {
  return screen.findByRole("group", { name: "Reactions" });
}

describe("the reactions bar", () => {
  it("offers Like, Dislike, Love, Haha and Sad with their counts and pressed state", async () => {
    const article = makeArticle({ reactions: reactionCounts({ LIKE: 3, LAUGH: 1 }, ["LAUGH"]) });
    articleWithReactions(makeViewer(), article);
    renderApp(`/articles/${article.id}`);

    const bar = await reactionsBar();
    const names = within(bar)
      .getAllByRole("button")
      .map((button) => button.getAttribute("aria-label"));
    expect(names).toEqual(["Like (3)", "Dislike", "Love", "Haha (1)", "Sad"]);
    expect(within(bar).getByRole("button", { name: "Haha (1)" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(within(bar).getByRole("button", { name: "Like (3)" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    expect(within(bar).getByRole("button", { name: "Like (3)" })).toHaveTextContent("3");
  });

  it("pressing Love sends toggleReaction LOVE and shows the count at once", async () => {
    const article = makeArticle();
    let answer = () => undefined as void;
    const gate = new Promise<void>((resolve) => (answer = resolve));
    const received = articleWithReactions(makeViewer(), article, gate);
    const { user } = renderApp(`/articles/${article.id}`);

    const bar = await reactionsBar();
    await user.click(within(bar).getByRole("button", { name: "Love" }));

    // Shown before the server has answered.
    const love = await within(bar).findByRole("button", { name: "Love (1)" });
    expect(love).toHaveAttribute("aria-pressed", "true");
    expect(love).toHaveTextContent("1");
    answer();
    await waitFor(() => expect(article.reactions[2]).toMatchObject({ type: "LOVE", count: 1 }));
    expect(within(bar).getByRole("button", { name: "Love (1)" })).toBeInTheDocument();
    await waitFor(() =>
      expect(received).toEqual([
        { contentType: "ARTICLE", contentId: article.id, reactionType: "LOVE" },
      ]),
    );
  });

  it("pressing a held reaction takes it back", async () => {
    const article = makeArticle({ reactions: reactionCounts({ LIKE: 2 }, ["LIKE"]) });
    const received = articleWithReactions(makeViewer(), article);
    const { user } = renderApp(`/articles/${article.id}`);

    const bar = await reactionsBar();
    await user.click(within(bar).getByRole("button", { name: "Like (2)" }));

    const like = await within(bar).findByRole("button", { name: "Like (1)" });
    expect(like).toHaveAttribute("aria-pressed", "false");
    await waitFor(() => expect(received).toHaveLength(1));
    // Still right once the server's answer has replaced the optimistic one.
    await waitFor(() => expect(article.reactions[0]).toMatchObject({ count: 1 }));
    expect(within(bar).getByRole("button", { name: "Like (1)" })).toBeInTheDocument();
  });

  it("undoes the press and says 'Failed to update reaction' when the server fails", async () => {
    const article = makeArticle({ reactions: reactionCounts({ LIKE: 4 }) });
    const { handlers } = articleHandlers([article]);
    server.use(
      meHandler(makeViewer()),
      ...handlers,
      api.mutation("ToggleReaction", async () => {
        await delay(20);
        return graphQLError("Something broke", "INTERNAL_SERVER_ERROR");
      }),
    );
    const { user } = renderApp(`/articles/${article.id}`);

    const bar = await reactionsBar();
    await user.click(within(bar).getByRole("button", { name: "Like (4)" }));

    expect(
      await screen.findByRole("status", { name: /Failed to update reaction/ }),
    ).toBeInTheDocument();
    expect(await within(bar).findByRole("button", { name: "Like (4)" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  });

  it("asks a visitor to sign in, and sends nothing", async () => {
    const article = makeArticle();
    const received = articleWithReactions(null, article);
    const { user } = renderApp(`/articles/${article.id}`);

    const bar = await reactionsBar();
    await user.click(within(bar).getByRole("button", { name: "Like" }));

    const dialog = await screen.findByRole("alertdialog", { name: "Sign in required" });
    expect(
      within(dialog).getByText("You need to be signed in to react to this content."),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() =>
      expect(
        screen.queryByRole("alertdialog", { name: "Sign in required" }),
      ).not.toBeInTheDocument(),
    );
    expect(within(bar).getByRole("button", { name: "Like" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    expect(received).toHaveLength(0);
  });

  it("offers only Like where only likes are allowed (business ideas, forum posts)", async () => {
    server.use(meHandler(null));
    const setup = createApolloSetup({ uri: "http://localhost/graphql", wsUrl: null });
    const user = userEvent.setup();
    render(
      <AppProviders setup={setup}>
        <MemoryRouter>
          <Reactions
            contentType="FORUM_POST"
            contentId="70000000-0000-4000-8000-000000000001"
            reactions={reactionCounts({ LIKE: 7 })}
            kinds={LIKE_ONLY}
          />
        </MemoryRouter>
      </AppProviders>,
    );

    const bar = await reactionsBar();
    expect(within(bar).getAllByRole("button")).toHaveLength(1);
    expect(within(bar).getByRole("button", { name: "Like (7)" })).toBeInTheDocument();
    await user.click(within(bar).getByRole("button", { name: "Like (7)" }));
    expect(
      await screen.findByRole("alertdialog", { name: "Sign in required" }),
    ).toBeInTheDocument();
  });
});
