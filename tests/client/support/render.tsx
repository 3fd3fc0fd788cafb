import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, useLocation } from "react-router-dom";
import { createApolloSetup } from "../../../client/src/app-setup";
import { AppRoutes, ROUTER_OPTIONS } from "../../../client/src/App";
import { AppProviders } from "../../../client/src/AppProviders";

/** Shows where the app is, so tests can assert navigation like a user reading the address bar. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders the whole app (providers, route table, layout) at `path`, with a real Apollo Client whose
 * requests msw answers. Returns Testing Library's queries plus a user-event instance.
 */
export function renderApp(path = "/") {
  const setup = createApolloSetup({ uri: "http://localhost/graphql", wsUrl: null });
  const user = userEvent.setup();
  const utils = render(
    <AppProviders setup={setup}>
      <MemoryRouter initialEntries={[path]} {...ROUTER_OPTIONS}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...utils, user, client: setup.client };
}
