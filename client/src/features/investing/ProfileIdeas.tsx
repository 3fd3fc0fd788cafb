import { Box, Button, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { fundingProgress, IDEA_MESSAGES } from "@rules/ideas";
import { Link as RouterLink } from "react-router-dom";
import { TrendingUpIcon } from "lucide-react";
import { ProfileTabEmpty } from "../../components/ProfileTabEmpty";
import { ErrorState } from "../../components/ErrorState";
import { CardGridSkeleton, PagedCardGrid } from "../../components/CardGrid";
import { usePagedList } from "../../apollo/usePagedList";
import type { ProfileTabProps } from "../feature";
import { FundingProgress } from "./FundingProgress";
import { IdeaCard } from "./IdeaCard";
import { BusinessIdeasDocument, FundingTotalsDocument } from "./investing.generated";

const PAGE_SIZE = 6;

/** The owner's funding totals: raised of the goal across all their ideas, with the overall progress. */
function FundingTotals() {
  const { data } = useQuery(FundingTotalsDocument, { fetchPolicy: "cache-and-network" });
  const totals = data?.fundingTotals;
  if (!totals) return <Skeleton h="16" borderRadius="l2" />;
  return (
    <Box borderWidth="1px" borderRadius="l2" p="3" bg="bg.subtle" aria-label="Funding totals">
      <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" mb="2">
        Funding across {totals.ideaCount} {totals.ideaCount === 1 ? "idea" : "ideas"}
      </Text>
      <FundingProgress
        currentFunding={totals.currentFunding}
        fundingGoal={totals.fundingGoal}
        fundingProgress={fundingProgress(totals.currentFunding, totals.fundingGoal)}
      />
    </Box>
  );
}

function ExploreButton() {
  return (
    <Button asChild size="sm" variant="outline" colorPalette="gray">
      <RouterLink to="/investing">
        <TrendingUpIcon /> Explore Investing
      </RouterLink>
    </Button>
  );
}

/**
 * A profile's Investing tab: the business ideas the member founded, newest first; on one's own profile,
 * the funding totals of all of them.
 */
export default function ProfileIdeas({ memberId, memberName, own }: ProfileTabProps) {
  const { data, loading, error, refetch, fetchMore } = useQuery(BusinessIdeasDocument, {
    variables: { founderId: memberId, first: PAGE_SIZE },
    fetchPolicy: "cache-and-network",
  });
  const list = data?.businessIdeas;
  const pager = usePagedList(list, fetchMore);

  if (!list && loading)
    return (
      <CardGridSkeleton
        label="Loading business ideas"
        imageHeight="28"
        extra={<Skeleton h="2" />}
      />
    );
  if (!list) {
    return error ? (
      <ErrorState
        title={IDEA_MESSAGES.listFailed}
        description="Please check your connection and try again."
        onRetry={() => void refetch().catch(() => undefined)}
      />
    ) : null;
  }
  if (!list.edges.length) {
    return (
      <ProfileTabEmpty
        icon={<TrendingUpIcon />}
        title="No business ideas yet"
        own={own}
        ownText="Business ideas you post to find investors will show here."
        otherText={`${memberName} hasn't posted any business ideas yet.`}
      >
        {own ? <ExploreButton /> : null}
      </ProfileTabEmpty>
    );
  }
  return (
    <Stack gap="4" py="1">
      {own ? (
        <Stack gap="3">
          <FundingTotals />
          <HStack justify="end">
            <ExploreButton />
          </HStack>
        </Stack>
      ) : null}
      <PagedCardGrid
        label="Business ideas"
        items={list.edges.map((edge) => edge.node)}
        renderItem={(idea) => <IdeaCard idea={idea} />}
        hasNextPage={pager.hasMore}
        onLoadMore={pager.loadMore}
        loadFailed={IDEA_MESSAGES.listFailed}
      />
    </Stack>
  );
}
