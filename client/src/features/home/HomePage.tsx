import { lazy } from "react";
import { useSearchParams } from "react-router-dom";
import { useSession } from "../../apollo/session";
import { PageSpinner } from "../../components/PageSpinner";
import { Landing } from "./Landing";

// Members' views load separately, so a visitor's landing page stays small.
const Feed = lazy(() => import("./Feed"));
const SearchResults = lazy(() => import("./SearchResults"));

/** `/`: the landing page for visitors, the feed for members, search results when ?search= is present. */
export default function HomePage() {
  const { me, loading } = useSession();
  const [params] = useSearchParams();
  const term = params.get("search")?.trim() ?? "";

  if (loading) return <PageSpinner />;
  if (!me) return <Landing />;
  if (term) return <SearchResults term={term} />;
  return <Feed />;
}
