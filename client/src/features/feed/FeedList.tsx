import { Box, Button, Card, Skeleton, Stack } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useCallback } from "react";
import { NewspaperIcon } from "lucide-react";
import { userMessage } from "../../apollo/errors";
import { usePagedList } from "../../apollo/usePagedList";
import { AvatarSkeleton } from "../../components/AvatarSkeleton";
import { EmptyState } from "../../components/EmptyState";
import { ErrorState } from "../../components/ErrorState";
import { FeedDocument } from "./feed.generated";
import { notify } from "../../theme/toaster";
import { emptyFeedText, FEED_PAGE, filterOf, type FeedOrder, type FeedTab } from "./feed";
import { FeedItemCard } from "./FeedItemCard";
import { useInfiniteScroll } from "./useInfiniteScroll";

export const FEED_LOAD_FAILED = "Failed to load feed items";
export const UNEXPECTED_ERROR = "An unexpected error occurred";

/** The spec's five placeholder cards. */
function FeedSkeleton() {
  return (
    <Stack as="ul" gap="4" listStyleType="none" aria-busy="true" aria-label="Loading feed">
      {[0, 1, 2, 3, 4].map((index) => (
        <Card.Root as="li" key={index} variant="outline" bg="bg.panel">
          <Card.Body gap="3" p={{ base: "4", md: "5" }}>
            <AvatarSkeleton
              lines={[
                ["3.5", "30%"],
                ["2.5", "15%"],
              ]}
            >
              <Skeleton h="5" w="16" borderRadius="l2" />
            </AvatarSkeleton>
            <Skeleton h="5" w="70%" />
            <Skeleton h="3.5" w="full" />
            <Skeleton h="3.5" w="85%" />
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}

export interface FeedListProps {
  tab: FeedTab;
  /** TOP: a member's ranked feed, each item with why it is there; RECENT: newest first (visitors). */
  order: FeedOrder;
  /** Given for visitors: items that need an account ask to sign in instead of opening. */
  onSignInRequired?: (action: string) => void;
}

/**
 * One filter's feed in one order: skeletons, then the cards, more pages as the reader nears the end
 * (and a 'Load more' button for keyboards and browsers without IntersectionObserver), the spec's empty
 * texts, and an error with a retry.
 */
export function FeedList({ tab, order, onSignInRequired }: FeedListProps) {
  const { data, loading, error, refetch, fetchMore } = useQuery(FeedDocument, {
    variables: { filter: filterOf(tab), order, first: FEED_PAGE },
    fetchPolicy: "cache-and-network",
  });
  const feed = data?.feed;

  const { hasMore, loadMore: loadNextPage, loadingMore } = usePagedList(feed, fetchMore);
  const loadMore = useCallback(() => {
    loadNextPage().catch((cause: unknown) =>
      notify.error(FEED_LOAD_FAILED, userMessage(cause, UNEXPECTED_ERROR), "feed-load-more"),
    );
  }, [loadNextPage]);

  const sentinel = useInfiniteScroll<HTMLDivElement>(loadMore, {
    enabled: hasMore,
    page: feed?.pageInfo.endCursor ?? null,
  });

  if (!feed && loading) return <FeedSkeleton />;
  if (!feed) {
    return (
      <ErrorState
        title={FEED_LOAD_FAILED}
        description={userMessage(error, UNEXPECTED_ERROR)}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }

  // Items whose author is gone are dropped, as the spec says (the server leaves them out already). A
  // live item put on top of a ranked list can come again in a later page: it shows once, on top.
  const seen = new Set<string>();
  const items = feed.edges
    .map((edge) => edge.node)
    .filter((item) => {
      if (!item.author || seen.has(item.id)) return false;
      seen.add(item.id);
      return true;
    });
  if (!items.length) {
    return (
      <Box borderWidth="1px" borderRadius="l3" bg="bg.panel">
        <EmptyState
          icon={<NewspaperIcon />}
          title={emptyFeedText(tab)}
          description="Posts, articles, events and business ideas from your network will appear here."
        />
      </Box>
    );
  }

  return (
    <Stack gap="4">
      <Stack as="ul" gap="4" listStyleType="none" aria-label="Feed">
        {items.map((item) => (
          <li key={item.id}>
            <FeedItemCard item={item} onSignInRequired={onSignInRequired} />
          </li>
        ))}
      </Stack>
      {hasMore ? (
        <Box ref={sentinel}>
          <Button
            w="full"
            variant="outline"
            colorPalette="gray"
            loading={loadingMore}
            loadingText="Loading..."
            onClick={loadMore}
          >
            Load more
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}
