import { screen, waitFor, within } from "@testing-library/react";
import { eventHandlers } from "./support/events";
import { makeViewer } from "./support/fixtures";
import { meHandler } from "./support/graphql";
import { renderApp } from "./support/render";
import { server } from "./support/server";

const desktopMatchMedia = window.matchMedia;

/** A phone-sized viewport: the app's `(max-width: 767.98px)` query matches. */
function usePhoneViewport() {
  window.matchMedia = (query: string) =>
    ({
      matches: query.includes("max-width: 767"),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

afterEach(() => {
  window.matchMedia = desktopMatchMedia;
});

describe("sidebar below 768 px", () => {
  it("is a drawer: closed at first, opened by the menu toggle, closed again when a link is tapped", async () => {
    usePhoneViewport();
    server.use(meHandler(makeViewer()), ...eventHandlers([]).handlers);
    const { user } = renderApp("/");
    await screen.findByRole("heading", { name: "News Feed" });

    expect(screen.queryByRole("navigation", { name: "Main navigation" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Toggle menu" }));

    const drawer = await screen.findByRole("dialog");
    const nav = within(drawer).getByRole("navigation", { name: "Main navigation" });
    await user.click(within(nav).getByRole("link", { name: "Events" }));

    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/events$/));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await screen.findByRole("heading", { name: "Events" })).toBeInTheDocument();
  });
});
