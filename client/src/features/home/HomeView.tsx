import { lazy } from "react";

// Each view is its own chunk. They are imported here, one step away from HomePage, because a chunk that
// imports another lists every file the other needs (for preloading): from HomePage, those lists alone
// would add ~0.4 KB gzipped to the landing page, whose JavaScript budget is nearly spent.
const Feed = lazy(() => import("../feed/Feed"));
const SearchResults = lazy(() => import("../search/SearchResults"));
const LatestOnAgora = lazy(() => import("../feed/LatestOnAgora"));

export type HomeViewProps =
  | { view: "feed" }
  | { view: "search"; term: string }
  /** The public feed under a visitor's landing page. */
  | { view: "latest" };

/** What `/` shows besides the landing page itself, chosen by HomePage. */
export default function HomeView(props: HomeViewProps) {
  if (props.view === "search") return <SearchResults term={props.term} />;
  if (props.view === "latest") return <LatestOnAgora />;
  return <Feed />;
}
