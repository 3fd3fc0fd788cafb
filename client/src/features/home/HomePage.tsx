import { lazy, Suspense } from "react";
import { useSearchParams } from "react-router-dom";
import { useSession } from "../../apollo/session";
import { PageSpinner } from "../../components/PageSpinner";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { Landing } from "./Landing";

// Everything but the landing page loads separately, so a visitor's first page stays small.
const HomeView = lazy(() => import("./HomeView"));

/**
 * `/`: search results whenever ?search= is present (visitors find public content), otherwise the feed
 * for members, and for visitors the landing page with the latest public feed below it.
 */
export default function HomePage() {
  const { me, loading } = useSession();
  const [params] = useSearchParams();
  const term = params.get("search")?.trim() ?? "";
  useDocumentTitle(term ? `Search: ${term}` : me ? "Feed" : null);

  if (loading) return <PageSpinner />;
  if (term) return <HomeView view="search" term={term} />;
  if (me) return <HomeView view="feed" />;
  return (
    <Landing>
      <Suspense fallback={null}>
        <HomeView view="latest" />
      </Suspense>
    </Landing>
  );
}
