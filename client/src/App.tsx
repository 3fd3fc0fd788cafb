import { Suspense, useEffect, type ReactNode } from "react";
import { HashRouter, useLocation, useRoutes, type RouteObject } from "react-router-dom";
import { RequireAuth, RequireSuperAdmin } from "./components/guards";
import { PageSpinner } from "./components/PageSpinner";
import { RouteErrorBoundary } from "./components/RouteErrorBoundary";
import { features } from "./features";
import type { RouteFrame } from "./features/feature";
import { AppLayout } from "./layout/AppLayout";

/** Account screens stand on their own, without the sidebar. */
function Standalone({ children }: { children: ReactNode }) {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageSpinner />}>{children}</Suspense>
    </RouteErrorBoundary>
  );
}

/** The routes of one frame, as children of it (`/` is the index, other paths relative) or at the top. */
function routesOf(frame: RouteFrame, nested = true): RouteObject[] {
  return features
    .flatMap((feature) => feature.routes ?? [])
    .filter((route) => route.frame === frame)
    .map(({ path, page: Page }) => {
      const element = <Page />;
      if (!nested) return { path, element: <Standalone>{element}</Standalone> };
      if (path === "/") return { index: true, element };
      return { path: path.replace(/^\//, ""), element };
    });
}

/**
 * The route table (spec document 1 §2, plus the two e-mailed links: /verify-email and /reset-password),
 * from the features' manifests: standalone screens, then the app's frame with public screens,
 * members' screens (RequireAuth) and super admins' (RequireSuperAdmin). Every screen is its own chunk,
 * so the landing page loads only the shell and the home screen.
 */
export const routes: RouteObject[] = [
  ...routesOf("standalone", false),
  {
    path: "/",
    element: <AppLayout />,
    children: [
      ...routesOf("public"),
      { element: <RequireAuth />, children: routesOf("members") },
      { element: <RequireSuperAdmin />, children: routesOf("superAdmin") },
    ],
  },
];

/** Starts each new page at the top, as a browser does between documents. */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** The routes, for any router: the app's hash router, or a memory router in tests. */
export function AppRoutes() {
  const element = useRoutes(routes);
  return (
    <>
      <ScrollToTop />
      {element}
    </>
  );
}

/**
 * How every router of the app (and of its tests) moves: a navigation is an ordinary update, not a React
 * transition. In a transition the new page renders beside the one still shown, and a page whose query
 * variables come from the address (Investing's industry, a search) then asked the server for both pages'
 * data in turn, again and again, until the transition won: 26 requests for one tab's click.
 */
export const ROUTER_OPTIONS = { useTransitions: false } as const;

/**
 * The app with hash-based URLs, as the spec asks (e.g. /#/groups). A declarative router: the app loads
 * its data with Apollo, so it needs no route loaders, and this keeps the first page's JavaScript small.
 */
export function App() {
  return (
    <HashRouter {...ROUTER_OPTIONS}>
      <AppRoutes />
    </HashRouter>
  );
}
