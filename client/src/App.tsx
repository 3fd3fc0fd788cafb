import { lazy, Suspense, useEffect, type ReactNode } from "react";
import { HashRouter, useLocation, useRoutes, type RouteObject } from "react-router-dom";
import { RequireAuth, RequireSuperAdmin } from "./components/guards";
import { PageSpinner } from "./components/PageSpinner";
import { RouteErrorBoundary } from "./components/RouteErrorBoundary";
import { AppLayout } from "./layout/AppLayout";

// Every screen is its own chunk, so the landing page loads only the shell and the home screen.
const HomePage = lazy(() => import("./features/home/HomePage"));
const AuthPage = lazy(() => import("./features/auth/AuthPage"));
const VerifyEmailPage = lazy(() => import("./features/auth/VerifyEmailPage"));
const ResetPasswordPage = lazy(() => import("./features/auth/ResetPasswordPage"));
const ProfilePage = lazy(() => import("./features/profile/ProfilePage"));
const ArticlesPage = lazy(() => import("./features/articles/ArticlesPage"));
const ArticleDetailPage = lazy(() => import("./features/articles/ArticleDetailPage"));
const GroupsPage = lazy(() => import("./features/groups/GroupsPage"));
const GroupDetailPage = lazy(() => import("./features/groups/GroupDetailPage"));
const CreateGroupPage = lazy(() => import("./features/groups/CreateGroupPage"));
const ForumsPage = lazy(() => import("./features/forums/ForumsPage"));
const ForumPostPage = lazy(() => import("./features/forums/ForumPostPage"));
const EventsPage = lazy(() => import("./features/events/EventsPage"));
const BusinessDirectoryPage = lazy(() => import("./features/business/BusinessDirectoryPage"));
const BusinessPageDetailPage = lazy(() => import("./features/business/BusinessPageDetailPage"));
const InvestingPage = lazy(() => import("./features/investing/InvestingPage"));
const BusinessIdeaPage = lazy(() => import("./features/investing/BusinessIdeaPage"));
const MessagesPage = lazy(() => import("./features/messages/MessagesPage"));
const NotificationsPage = lazy(() => import("./features/notifications/NotificationsPage"));
const SettingsPage = lazy(() => import("./features/settings/SettingsPage"));
const AdminDashboardPage = lazy(() => import("./features/admin/AdminDashboardPage"));
const NotFoundPage = lazy(() => import("./features/errors/NotFoundPage"));

/** Account screens stand on their own, without the sidebar. */
function Standalone({ children }: { children: ReactNode }) {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageSpinner />}>{children}</Suspense>
    </RouteErrorBoundary>
  );
}

/** The route table (spec document 1 §2), plus the two e-mailed links: /verify-email and /reset-password. */
export const routes: RouteObject[] = [
  {
    path: "/auth",
    element: (
      <Standalone>
        <AuthPage />
      </Standalone>
    ),
  },
  {
    path: "/verify-email",
    element: (
      <Standalone>
        <VerifyEmailPage />
      </Standalone>
    ),
  },
  {
    path: "/reset-password",
    element: (
      <Standalone>
        <ResetPasswordPage />
      </Standalone>
    ),
  },
  {
    path: "/",
    element: <AppLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: "profile", element: <ProfilePage /> },
      { path: "profile/:userId", element: <ProfilePage /> },
      { path: "articles", element: <ArticlesPage /> },
      { path: "articles/:articleId", element: <ArticleDetailPage /> },
      { path: "groups", element: <GroupsPage /> },
      { path: "groups/:groupId", element: <GroupDetailPage /> },
      { path: "forums", element: <ForumsPage /> },
      { path: "forums/:postId", element: <ForumPostPage /> },
      { path: "events", element: <EventsPage /> },
      { path: "business/:id", element: <BusinessPageDetailPage /> },
      {
        element: <RequireAuth />,
        children: [
          { path: "create-group", element: <CreateGroupPage /> },
          { path: "business", element: <BusinessDirectoryPage /> },
          { path: "messages", element: <MessagesPage /> },
          { path: "notifications", element: <NotificationsPage /> },
          { path: "settings", element: <SettingsPage /> },
          { path: "investing", element: <InvestingPage /> },
          { path: "investing/:id", element: <BusinessIdeaPage /> },
        ],
      },
      {
        element: <RequireSuperAdmin />,
        children: [{ path: "admin", element: <AdminDashboardPage /> }],
      },
      { path: "*", element: <NotFoundPage /> },
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
 * The app with hash-based URLs, as the spec asks (e.g. /#/groups). A declarative router: the app loads
 * its data with Apollo, so it needs no route loaders, and this keeps the first page's JavaScript small.
 */
export function App() {
  return (
    <HashRouter>
      <AppRoutes />
    </HashRouter>
  );
}
