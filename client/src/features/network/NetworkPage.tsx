import { Box, Stack } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { UsersIcon } from "lucide-react";
import { userMessage } from "../../apollo/errors";
import { usePagedList } from "../../apollo/usePagedList";
import { AvatarListSkeleton } from "../../components/AvatarSkeleton";
import { EmptyState } from "../../components/EmptyState";
import { ErrorState } from "../../components/ErrorState";
import { PagedLoadMoreButton } from "../../components/LoadMoreButton";
import { Page } from "../../components/Page";
import { notify } from "../../theme/toaster";
import { PeopleYouMayKnowDocument } from "./suggestions.generated";
import { SUGGESTIONS_EMPTY, SUGGESTIONS_FAILED, SuggestionRow } from "./SuggestionRow";
import { useDocumentTitle } from "../../lib/useDocumentTitle";

/** Suggestions per page, more with 'Load more'. */
export const NETWORK_PAGE = 20;

function NetworkSkeleton() {
  return (
    <AvatarListSkeleton
      label="Loading suggestions"
      lines={[
        ["3.5", "35%"],
        ["3", "50%"],
        ["3", "25%"],
      ]}
    />
  );
}

/** `/network`: everyone the member may know, best first, page by page, to connect with or dismiss. */
export default function NetworkPage() {
  const { data, loading, error, refetch, fetchMore } = useQuery(PeopleYouMayKnowDocument, {
    variables: { first: NETWORK_PAGE },
    fetchPolicy: "cache-and-network",
  });
  const page = data?.peopleYouMayKnow;
  const pager = usePagedList(page, fetchMore);
  useDocumentTitle("My network");

  let content;
  if (!page && loading) {
    content = (
      <Box borderWidth="1px" borderRadius="l3" bg="bg.panel" overflow="hidden">
        <NetworkSkeleton />
      </Box>
    );
  } else if (!page) {
    content = (
      <ErrorState
        title={SUGGESTIONS_FAILED}
        description={userMessage(error, "An unexpected error occurred")}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  } else if (!pager.nodes.length) {
    content = (
      <Box borderWidth="1px" borderRadius="l3" bg="bg.panel">
        <EmptyState
          icon={<UsersIcon />}
          title={SUGGESTIONS_EMPTY}
          description="As you connect with members, add your experience and join groups, people you may know will appear here."
        />
      </Box>
    );
  } else {
    content = (
      <>
        <Box borderWidth="1px" borderRadius="l3" bg="bg.panel" overflow="hidden">
          <Stack as="ul" gap="0" listStyleType="none" aria-label="People you may know">
            {pager.nodes.map((suggestion) => (
              <SuggestionRow key={suggestion.profile.id} suggestion={suggestion} variant="page" />
            ))}
          </Stack>
        </Box>
        <PagedLoadMoreButton
          mt="4"
          variant="outline"
          list={pager}
          onError={(cause) =>
            notify.error(
              SUGGESTIONS_FAILED,
              userMessage(cause, "An unexpected error occurred"),
              "network-load-more",
            )
          }
        />
      </>
    );
  }

  return (
    <Page
      title="My network"
      subtitle="People you may know, best matches first: connect with them or dismiss them."
      maxW="3xl"
    >
      {content}
    </Page>
  );
}
