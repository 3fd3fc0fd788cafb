// Each view is its own chunk, lazily loaded by its area (feed/views.ts, search/views.ts). They are
// imported here, one step away from HomePage, because a chunk that imports another lists every file
// the other needs (for preloading): from HomePage, those lists alone would add ~0.4 KB gzipped to the
// landing page, whose JavaScript budget is nearly spent.
import { Feed, LatestOnAgora } from "../feed";
import { SearchResults } from "../search";

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
