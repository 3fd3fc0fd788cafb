import { Box, Button, Stack, Tabs } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { Suspense, useMemo, type ReactNode } from "react";
import { Link as RouterLink, useNavigate, useSearchParams } from "react-router-dom";
import { ArrowLeftIcon, SearchXIcon } from "lucide-react";
import { userMessage } from "../../apollo/errors";
import { useSession } from "../../apollo/session";
import { AvatarListSkeleton } from "../../components/AvatarSkeleton";
import { EmptyState } from "../../components/EmptyState";
import { ErrorState } from "../../components/ErrorState";
import { PagedLoadMoreButton } from "../../components/LoadMoreButton";
import { usePagedList } from "../../apollo/usePagedList";
import { Page } from "../../components/Page";
import { SearchDocument } from "./search.generated";
import { notify } from "../../theme/toaster";
import { useFeatures } from "../registry";
import { searchWords } from "../../components/highlight";
import { isRenderable, SearchHitItem } from "./SearchHitItem";
import { PeopleSearch, peopleFilters, type PeopleFilters } from "./PeopleSearch";

/** Hits per page (spec §9: up to 10 matches), more with 'Load more'. */
export const SEARCH_PAGE = 10;

export const SEARCH_LOAD_FAILED = "Failed to load search results";

function SearchSkeleton() {
  return (
    <AvatarListSkeleton
      label="Loading search results"
      lines={[
        ["3.5", "35%"],
        ["3", "20%"],
        ["3", "50%"],
      ]}
    />
  );
}

/** The search screen's tabs: every kind of result, or members only with filters (members). */
type SearchTab = "all" | "people";

/**
 * `/?search=`: ranked hits for the term, its words marked, with 'Back to Feed'. Members also get a
 * People tab (`&tab=people`), its filters in the address too (`&degree=FIRST&company=…&location=…`), so
 * a view can be shared.
 */
export default function SearchResults({ term }: { term: string }) {
  const { me } = useSession();
  const [params, setParams] = useSearchParams();
  const tab: SearchTab = me && params.get("tab") === "people" ? "people" : "all";

  const changeTab = (next: SearchTab) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      for (const key of ["tab", "degree", "company", "location"]) updated.delete(key);
      if (next === "people") updated.set("tab", "people");
      return updated;
    });
  const changeFilters = (next: Partial<PeopleFilters>) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next.degree) {
          updated.delete("degree");
          for (const degree of next.degree) updated.append("degree", degree);
        }
        for (const key of ["company", "location"] as const) {
          const value = next[key];
          if (value === undefined) continue;
          if (value.trim()) updated.set(key, value);
          else updated.delete(key);
        }
        return updated;
      },
      // Typing in a filter replaces the entry rather than adding one per word.
      { replace: true },
    );

  if (!me) return <AllResults term={term} />;
  return (
    <SearchPage term={term}>
      <Tabs.Root
        value={tab}
        onValueChange={(details) => changeTab(details.value as SearchTab)}
        variant="line"
      >
        <Tabs.List mb="4" aria-label="What to search">
          <Tabs.Trigger value="all">All</Tabs.Trigger>
          <Tabs.Trigger value="people">People</Tabs.Trigger>
        </Tabs.List>
        {/* Only the open tab's panel is rendered (and asks the server). */}
        <Tabs.Content value="all" pt="0">
          {tab === "all" ? <AllResults term={term} framed={false} /> : null}
        </Tabs.Content>
        <Tabs.Content value="people" pt="0">
          {tab === "people" ? (
            <PeopleSearch
              term={term}
              filters={peopleFilters(params)}
              onFiltersChange={changeFilters}
            />
          ) : null}
        </Tabs.Content>
      </Tabs.Root>
    </SearchPage>
  );
}

/** The search screen's frame: its title, and 'Back to Feed'. */
function SearchPage({ term, children }: { term: string; children: ReactNode }) {
  const { me } = useSession();
  return (
    <Page
      title={`Search results for "${term}"`}
      subtitle={
        me
          ? "Members and content on Agora, best matches first"
          : "Public content on Agora, best matches first"
      }
      maxW="3xl"
      actions={<BackToFeed />}
    >
      {children}
    </Page>
  );
}

/**
 * Every kind of hit for the term. `framed`: in its own page (visitors); otherwise inside the
 * members' tabs, which the page frames.
 */
function AllResults({ term, framed = true }: { term: string; framed?: boolean }) {
  const { me } = useSession();
  const features = useFeatures();
  const { data, loading, error, refetch, fetchMore } = useQuery(SearchDocument, {
    variables: { query: term, first: SEARCH_PAGE },
    fetchPolicy: "cache-and-network",
  });
  const words = useMemo(() => searchWords(term), [term]);
  const results = data?.search;
  const pager = usePagedList(results, fetchMore);
  const hits = (results?.edges ?? []).filter((edge) => isRenderable(features, edge.node));

  let content;
  if (!results && loading) {
    content = <SearchSkeleton />;
  } else if (!results) {
    const failed = (
      <ErrorState
        title={SEARCH_LOAD_FAILED}
        description={userMessage(error, "An unexpected error occurred")}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
    return framed ? (
      <Page title={`Search results for "${term}"`} maxW="3xl" actions={<BackToFeed />}>
        {failed}
      </Page>
    ) : (
      failed
    );
  } else if (!hits.length) {
    content = (
      <EmptyState
        icon={<SearchXIcon />}
        title="No results found"
        description="Try adjusting your search terms"
      >
        {me ? null : (
          <Button asChild variant="outline" colorPalette="gray" size="sm">
            <RouterLink to="/auth">Sign in to find members too</RouterLink>
          </Button>
        )}
      </EmptyState>
    );
  } else {
    content = (
      // Each kind of hit renders with its area's row, loaded with the first results.
      <Suspense fallback={<SearchSkeleton />}>
        <Stack as="ul" gap="0" listStyleType="none" aria-label="Search results">
          {hits.map((edge) => (
            <SearchHitItem
              key={`${edge.node.__typename}:${edge.node.id}`}
              hit={edge.node}
              words={words}
            />
          ))}
        </Stack>
      </Suspense>
    );
  }

  const list = (
    <>
      <Box borderWidth="1px" borderRadius="l3" bg="bg.panel" overflow="hidden">
        {content}
      </Box>
      <PagedLoadMoreButton
        mt="4"
        variant="outline"
        list={pager}
        onError={(cause) =>
          notify.error(
            SEARCH_LOAD_FAILED,
            userMessage(cause, "An unexpected error occurred"),
            "search-load-more",
          )
        }
      />
    </>
  );
  return framed ? <SearchPage term={term}>{list}</SearchPage> : list;
}

function BackToFeed() {
  const navigate = useNavigate();
  return (
    <Button variant="outline" colorPalette="gray" onClick={() => navigate("/")}>
      <ArrowLeftIcon /> Back to Feed
    </Button>
  );
}
