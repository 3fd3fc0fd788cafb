import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode } from "react";
import { MemoryRouter } from "react-router-dom";
import { AppRoutes, ROUTER_OPTIONS } from "../../client/src/App";
import { AppProviders } from "../../client/src/AppProviders";
import { createApolloSetup } from "../../client/src/app-setup";
import { makeViewer } from "./support/fixtures";
import { api, gqlData, httpFailure, meHandler } from "./support/graphql";
import { server } from "./support/server";

const MEMBER = "00000000-0000-4000-8000-0000000000aa";

/** An e-mail's unsubscribe token for one kind (`reaction`, `event_reminder`) or the digest. */
const tokenFor = (kind: string) => `${MEMBER}.${kind}.c2lnbmF0dXJl`;

/**
 * The app at `path` under React's StrictMode, as main.tsx renders it, so effects run twice in
 * development and a second unsubscribe would show.
 */
function renderStrict(path: string) {
  const setup = createApolloSetup({ uri: "http://localhost/graphql", wsUrl: null });
  const user = userEvent.setup();
  render(
    <StrictMode>
      <AppProviders setup={setup}>
        <MemoryRouter initialEntries={[path]} {...ROUTER_OPTIONS}>
          <AppRoutes />
        </MemoryRouter>
      </AppProviders>
    </StrictMode>,
  );
  return { user };
}

/** `unsubscribe` answering `answer`, recording each token it is asked about. */
function unsubscribeHandler(answer: () => boolean | Response | Promise<boolean>) {
  const tokens: unknown[] = [];
  const handler = api.mutation("Unsubscribe", async ({ variables }) => {
    tokens.push(variables.token);
    const result = await answer();
    return typeof result === "boolean" ? gqlData({ unsubscribe: result }) : result;
  });
  return { handler, tokens };
}

describe("/unsubscribe", () => {
  it.each([
    ["reaction", "You will no longer get e-mails about reactions to your content."],
    ["event_reminder", "You will no longer get e-mails about event reminders."],
    ["digest", "You will no longer get the e-mail digest."],
  ])(
    "turns off the %s e-mail once, signed out, and says what it turned off",
    async (kind, text) => {
      let answer: () => void = () => undefined;
      const answered = new Promise<boolean>((resolve) => (answer = () => resolve(true)));
      const { handler, tokens } = unsubscribeHandler(() => answered);
      server.use(meHandler(null), handler);
      renderStrict(`/unsubscribe?token=${tokenFor(kind)}`);

      expect(await screen.findByText("Unsubscribing…")).toBeInTheDocument();
      answer();
      expect(
        await screen.findByRole("heading", { name: "You're unsubscribed" }),
      ).toBeInTheDocument();
      expect(screen.getByText(text)).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Manage notification settings" })).toHaveAttribute(
        "href",
        "/settings?tab=notifications",
      );
      expect(tokens).toEqual([tokenFor(kind)]);
    },
  );

  it("works for a signed-in member too", async () => {
    const { handler, tokens } = unsubscribeHandler(() => true);
    server.use(meHandler(makeViewer()), handler);
    renderStrict(`/unsubscribe?token=${tokenFor("digest")}`);

    expect(await screen.findByRole("heading", { name: "You're unsubscribed" })).toBeInTheDocument();
    expect(screen.getByText("You will no longer get the e-mail digest.")).toBeInTheDocument();
    expect(tokens).toEqual([tokenFor("digest")]);
  });

  it("says the link is invalid when the server refuses the token", async () => {
    const { handler, tokens } = unsubscribeHandler(() => false);
    server.use(meHandler(null), handler);
    renderStrict(`/unsubscribe?token=${tokenFor("reaction")}`);

    expect(
      await screen.findByText("This unsubscribe link is invalid or has expired."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "You're unsubscribed" })).not.toBeInTheDocument();
    expect(tokens).toEqual([tokenFor("reaction")]);
  });

  it("says the link is invalid without asking when it has no token", async () => {
    const { handler, tokens } = unsubscribeHandler(() => true);
    server.use(meHandler(null), handler);
    renderStrict("/unsubscribe");

    expect(
      await screen.findByText("This unsubscribe link is invalid or has expired."),
    ).toBeInTheDocument();
    expect(tokens).toEqual([]);
  });

  it("offers to try again when the server cannot be reached", async () => {
    let reachable = false;
    const { handler, tokens } = unsubscribeHandler(() => reachable || httpFailure(503));
    server.use(meHandler(null), handler);
    const { user } = renderStrict(`/unsubscribe?token=${tokenFor("reaction")}`);

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to unsubscribe. Please try again.");
    reachable = true;
    await user.click(screen.getByRole("button", { name: "Try again" }));

    expect(await screen.findByRole("heading", { name: "You're unsubscribed" })).toBeInTheDocument();
    expect(tokens).toEqual([tokenFor("reaction"), tokenFor("reaction")]);
  });
});
