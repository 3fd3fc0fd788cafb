import { Box, Button, Stack } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { Suspense, useMemo } from "react";
import { Link as RouterLink, useNavigate } from "react-router-dom";
import { ArrowLeftIcon, SearchXIcon } from "lucide-react";
import { userMessage } from "../../apollo/errors";
import { useSession } from "../../apollo/session";
import { AvatarSkeleton } from "../../components/AvatarSkeleton";
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

/** Hits per page (spec §9: up to 10 matches), more with 'Load more'. */
export const SEARCH_PAGE = 10;

export const SEARCH_LOAD_FAILED = "Failed to load search results";

function SearchSkeleton() {
  return (
    <Stack gap="0" aria-busy="true" aria-label="Loading search results">
      {[0, 1, 2, 3].map((index) => (
        <AvatarSkeleton
          key={index}
          px={{ base: "4", md: "5" }}
          py="4"
          borderBottomWidth="1px"
          _last={{ borderBottomWidth: "0" }}
          lines={[
            ["3.5", "35%"],
            ["3", "20%"],
            ["3", "50%"],
          ]}
        />
      ))}
    </Stack>
  );
}

/** `/?search=`: ranked hits for the term, its words marked, with 'Back to Feed'. */
export default function SearchResults({ term }: { term: string }) {
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
    return (
      <Page title={`Search results for "${term}"`} maxW="3xl" actions={<BackToFeed />}>
        <ErrorState
          title={SEARCH_LOAD_FAILED}
          description={userMessage(error, "An unexpected error occurred")}
          onRetry={() => void refetch().catch(() => undefined)}
        />
      </Page>
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
    </Page>
  );
}

function BackToFeed() {
  const navigate = useNavigate();
  return (
    <Button variant="outline" colorPalette="gray" onClick={() => navigate("/")}>
      <ArrowLeftIcon /> Back to Feed
    </Button>
  );
}
