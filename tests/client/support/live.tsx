import { ApolloClient, ApolloLink, HttpLink } from "@apollo/client";
import { act, render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Kind, OperationTypeNode } from "graphql";
import { MemoryRouter, useLocation } from "react-router-dom";
import { Observable, type Observer } from "rxjs";
import { createCache, type ApolloSetup } from "../../../client/src/app-setup";
import { AppRoutes } from "../../../client/src/App";
import { AppProviders } from "../../../client/src/AppProviders";

/** Subscriptions by operation name, fed by the test instead of a WebSocket. */
export class LiveLink extends ApolloLink {
  private readonly observers = new Map<string, Set<Observer<ApolloLink.Result>>>();

  request(operation: ApolloLink.Operation) {
    const name = operation.operationName ?? "";
    return new Observable<ApolloLink.Result>((observer) => {
      const set = this.observers.get(name) ?? new Set();
      set.add(observer);
      this.observers.set(name, set);
      return () => {
        set.delete(observer);
      };
    });
  }

  /** Whether a screen is subscribed to `name` right now. */
  active(name: string): boolean {
    return (this.observers.get(name)?.size ?? 0) > 0;
  }

  /** Delivers one event to every subscriber of `name`. */
  emit(name: string, data: Record<string, unknown>): void {
    act(() => {
      for (const observer of this.observers.get(name) ?? []) observer.next({ data });
    });
  }
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Like `renderApp`, but subscriptions go to a `LiveLink` the test drives (queries still go to msw).
 */
export function renderLiveApp(path = "/") {
  const live = new LiveLink();
  const link = ApolloLink.split(
    ({ query }) =>
      query.definitions.some(
        (definition) =>
          definition.kind === Kind.OPERATION_DEFINITION &&
          definition.operation === OperationTypeNode.SUBSCRIPTION,
      ),
    live,
    new HttpLink({ uri: "http://localhost/graphql" }),
  );
  const client = new ApolloClient({ link, cache: createCache() });
  const setup: ApolloSetup = {
    client,
    restartRealtime: () => undefined,
    dispose: () => client.stop(),
  };
  const user = userEvent.setup();
  const utils = render(
    <AppProviders setup={setup}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...utils, live, user, client };
}
