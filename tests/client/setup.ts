// Client test setup: jest-dom matchers, msw answering GraphQL at http://localhost/graphql (anything
// unhandled fails the test), Testing Library's waits sized for a busy machine, and the browser APIs
// jsdom lacks that Chakra UI and our layout use.
import "@testing-library/jest-dom";
import * as React from "react";
import { cleanup, configure } from "@testing-library/react";
import { server } from "./support/server";
import { toaster } from "../../client/src/theme/toaster";

function installBrowserShims(): void {
  if (!window.matchMedia) {
    Object.defineProperty(window, "matchMedia", {
      writable: true,
      configurable: true,
      value: (query: string): MediaQueryList => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }),
    });
  }

  class ResizeObserverShim {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  class IntersectionObserverShim {
    readonly root = null;
    readonly rootMargin = "";
    readonly thresholds: number[] = [];
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }
  }
  window.ResizeObserver ??= ResizeObserverShim;
  window.IntersectionObserver ??=
    IntersectionObserverShim as unknown as typeof IntersectionObserver;

  // jsdom has no PointerEvent; without it user-event's clicks carry no pointerType, and Chakra's menus
  // (zag-js) ignore them.
  if (!window.PointerEvent) {
    class PointerEventShim extends MouseEvent {
      readonly pointerId: number;
      readonly pointerType: string;
      readonly isPrimary: boolean;
      readonly width = 1;
      readonly height = 1;
      readonly pressure: number;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
        this.pointerType = init.pointerType ?? "mouse";
        this.isPrimary = init.isPrimary ?? true;
        this.pressure = init.pressure ?? 0;
      }
    }
    window.PointerEvent = PointerEventShim as unknown as typeof PointerEvent;
  }

  // jest-fixed-jsdom swaps in Node's FormData, which cannot read a jsdom <form>. React 19 builds
  // `new FormData(form)` when a submit handler starts a transition (a router navigation does).
  const NodeFormData = globalThis.FormData;
  class FormDataFromForm extends NodeFormData {
    constructor(form?: unknown) {
      super();
      if (form instanceof HTMLFormElement) {
        for (const element of Array.from(form.elements)) {
          const field = element as HTMLInputElement;
          if (field.name && !field.disabled) this.append(field.name, field.value);
        }
      }
    }
  }
  globalThis.FormData = FormDataFromForm as typeof FormData;
  window.FormData = FormDataFromForm as typeof FormData;

  window.scrollTo = () => undefined;
  Element.prototype.scrollTo = () => undefined;
  Element.prototype.scrollIntoView = () => undefined;
  if (!globalThis.CSS?.escape) {
    globalThis.CSS = {
      ...(globalThis.CSS ?? {}),
      escape: (value: string) => value.replace(/([^\w-])/g, "\\$1"),
    } as typeof CSS;
  }
}

installBrowserShims();

// React's development build captures an Error (a stack) for every element it creates, to print "owner
// stacks" in its warnings; that was a third of a client test's time. The warnings still print, without
// those stacks. React stops capturing once this counter passes 10,000, and resets it on every commit.
const internals = (React as unknown as Record<string, Record<string, unknown>>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
Object.defineProperty(internals, "recentlyCreatedOwnerStacks", {
  get: () => Number.MAX_SAFE_INTEGER,
  set: () => undefined,
});

// findBy* and waitFor give up after asyncUtilTimeout: Testing Library's 1 s is too short when the machine
// is busy (a full run, two suites at once), and a wait that holds early costs nothing. Jest's own test
// timeout (30 s) stays well above it.
configure({ asyncUtilTimeout: 10_000 });

// Every request a test makes must be one it answers: msw's "error" strategy only prints, so unhandled
// requests are recorded here and fail the test that made them (in afterEach, once it has finished).
const unhandled: Promise<string>[] = [];
const describeRequest = async (request: Request) => {
  const body = await request.text().catch(() => "");
  let operation = "";
  try {
    operation = (JSON.parse(body) as { operationName?: string }).operationName ?? "";
  } catch {
    // Not GraphQL: the method and address say enough.
  }
  return `${request.method} ${request.url}${operation ? ` (operation ${operation})` : ""}`;
};

beforeAll(() =>
  server.listen({
    onUnhandledRequest: (request, print) => {
      unhandled.push(describeRequest(request.clone()));
      print.error();
    },
  }),
);

afterEach(async () => {
  cleanup();
  server.resetHandlers();
  toaster.remove();
  window.localStorage.clear();
  const requests = await Promise.all(unhandled.splice(0));
  if (requests.length > 0)
    throw new Error(`The test made requests no handler answers:\n  ${requests.join("\n  ")}`);
});

afterAll(() => server.close());
