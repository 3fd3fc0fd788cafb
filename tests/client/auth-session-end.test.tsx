import { act, render, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import { MemoryRouter, useLocation } from "react-router-dom";
import type { RealtimeOptions } from "../../client/src/apollo/realtime";
import { clearSessionEnd } from "../../client/src/apollo/session-end";
import { createApolloSetup } from "../../client/src/app-setup";
import { AppRoutes, ROUTER_OPTIONS } from "../../client/src/App";
import { AppProviders } from "../../client/src/AppProviders";
import { makeViewer, type ViewerFixture } from "./support/fixtures";
import { api, gqlData, meHandler } from "./support/graphql";
import { renderApp } from "./support/render";
import { server } from "./support/server";

// The socket is replaced by a silent link; the test plays the server closing it (what realtime.ts hears
// from graphql-ws: close code 4403 with the reason the server gave).
const mockRealtime: { options?: RealtimeOptions } = {};
jest.mock("../../client/src/apollo/realtime", () => {
  const { ApolloLink } = jest.requireActual<typeof import("@apollo/client")>("@apollo/client");
  const { Observable } = jest.requireActual<typeof import("rxjs")>("rxjs");
  return {
    createRealtime: (_url: string, options: RealtimeOptions) => {
      mockRealtime.options = options;
      return {
        client: { terminate: () => undefined, dispose: () => undefined },
        link: new ApolloLink(() => new Observable(() => undefined)),
      };
    },
  };
});

afterEach(() => {
  clearSessionEnd();
  mockRealtime.options = undefined;
});

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** The whole app with its socket on (the silent one above). */
function renderWithSocket(path: string) {
  const setup = createApolloSetup({
    uri: "http://localhost/graphql",
    wsUrl: "ws://localhost/graphql",
  });
  render(
    <AppProviders setup={setup}>
      <MemoryRouter initialEntries={[path]} {...ROUTER_OPTIONS}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
}

/** Signs in on the app's first screen, then has the server end the session under the socket. */
async function sessionEndedBy(reason: string) {
  let me: ViewerFixture | null = makeViewer();
  server.use(
    meHandler(() => me),
    api.query("SecuritySessions", () => gqlData({ sessions: [] })),
  );
  renderWithSocket("/settings?tab=security");
  expect(await screen.findByRole("heading", { name: "Settings" })).toBeInTheDocument();
  // The signed-in frame subscribes (notifications, messages), which opens the socket.
  await screen.findByText("No devices are signed in.");
  await waitFor(() => expect(mockRealtime.options).toBeDefined());
  me = null; // the server no longer knows the session
  act(() => mockRealtime.options!.onSessionEnded!(reason));
  return screen.findByRole("form", { name: "Login" });
}

describe("a session the server ended", () => {
  it("says the account is suspended, and why, when a ban closed the socket", async () => {
    await sessionEndedBy("BANNED");

    const alert = screen.getByRole("alert");
    expect(within(alert).getByText("Your account has been suspended.")).toBeInTheDocument();
    expect(alert).toHaveTextContent(
      "A moderator suspended your account for breaking the community rules. You can't sign in while it is suspended.",
    );
    expect(screen.getByTestId("location")).toHaveTextContent("/auth");
  });

  it("says 'You were signed out from another device' when another device signed this one out", async () => {
    await sessionEndedBy("REVOKED");

    expect(screen.getByRole("alert")).toHaveTextContent("You were signed out from another device");
  });

  it("says nothing more after an ordinary ending (the session's own sign-out in another tab)", async () => {
    await sessionEndedBy("SIGNED_OUT");

    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});

describe("signing in as a suspended member", () => {
  it("says the account is suspended, and why, above the form", async () => {
    server.use(
      meHandler(null),
      api.mutation("SignIn", () =>
        HttpResponse.json({
          errors: [
            {
              message: "Your account has been suspended.",
              extensions: { code: "FORBIDDEN", reason: "BANNED" },
            },
          ],
          data: null,
        }),
      ),
    );
    const { user } = renderApp("/auth");
    await screen.findByRole("form", { name: "Login" });
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();

    await user.type(screen.getAllByLabelText("Email")[0], "ada@example.com");
    await user.type(screen.getAllByLabelText("Password")[0], "secret123");
    await user.click(screen.getByRole("button", { name: "Log in" }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Your account has been suspended.");
    expect(alert).toHaveTextContent("You can't sign in while it is suspended.");
    expect(screen.getByTestId("location")).toHaveTextContent("/auth");
  });
});

describe("a session the server ended under a public page", () => {
  it("tells the visitor it left why, where they are", async () => {
    let me: ViewerFixture | null = makeViewer();
    server.use(meHandler(() => me));
    renderWithSocket("/");
    await screen.findByRole("heading", { name: "News Feed" });
    await waitFor(() => expect(mockRealtime.options).toBeDefined());
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();

    me = null;
    act(() => mockRealtime.options!.onSessionEnded!("BANNED"));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Your account has been suspended.");
    expect(alert).toHaveTextContent("You can't sign in while it is suspended.");
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/);
  });
});
