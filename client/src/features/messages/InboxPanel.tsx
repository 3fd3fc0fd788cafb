import { Box, Button, HStack, Skeleton, SkeletonCircle, Stack, Tabs, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { LoadMoreButton } from "../../components/LoadMoreButton";
import { InboxDocument, type MessageFieldsFragment } from "./messages.generated";
import type { MessageType } from "../../gql/types";
import { INBOX_PAGE } from "./cache";
import { MessagePreviewItem } from "./MessagePreviewItem";

function InboxSkeleton() {
  return (
    <Stack gap="0" aria-busy="true" aria-label="Loading messages">
      {[0, 1, 2, 3].map((index) => (
        <HStack key={index} gap="3" px="4" py="3" align="start">
          <SkeletonCircle size="10" />
          <Stack gap="2" flex="1">
            <Skeleton h="3.5" w="45%" />
            <Skeleton h="3" w="85%" />
          </Stack>
        </HStack>
      ))}
    </Stack>
  );
}

type InboxQuery = ReturnType<typeof useInbox>;

function useInbox(type: MessageType) {
  return useQuery(InboxDocument, {
    variables: { type, first: INBOX_PAGE },
    fetchPolicy: "cache-and-network",
  });
}

function InboxList({
  query,
  onSelect,
}: {
  query: InboxQuery;
  onSelect: (message: MessageFieldsFragment) => void;
}) {
  const { data, loading, error, refetch, fetchMore } = query;
  const inbox = data?.inbox;

  if (!inbox && loading) return <InboxSkeleton />;
  if (!inbox && error) {
    return (
      <Stack gap="3" align="center" py="10" px="4" role="alert" textAlign="center">
        <Text fontSize="sm" color="fg.error">
          Failed to load messages.
        </Text>
        <Button
          size="sm"
          variant="outline"
          colorPalette="gray"
          onClick={() => void refetch().catch(() => undefined)}
        >
          Try again
        </Button>
      </Stack>
    );
  }
  const edges = inbox?.edges ?? [];
  if (!edges.length) {
    return (
      <Text color="fg.muted" fontSize="sm" textAlign="center" py="10" px="4">
        No messages yet
      </Text>
    );
  }
  return (
    <Box>
      <Stack as="ul" gap="0" listStyleType="none">
        {edges.map(({ node }) => (
          <MessagePreviewItem key={node.id} message={node} onSelect={onSelect} />
        ))}
      </Stack>
      {inbox?.pageInfo.hasNextPage ? (
        <Box p="3">
          <LoadMoreButton
            size="sm"
            onLoadMore={() => fetchMore({ variables: { after: inbox.pageInfo.endCursor } })}
            onError={(cause) => console.error("Could not load more messages", cause)}
          />
        </Box>
      ) : null}
    </Box>
  );
}

export interface InboxPanelProps {
  tab: MessageType;
  onTabChange: (tab: MessageType) => void;
  onSelect: (message: MessageFieldsFragment) => void;
}

/** The inbox: received messages, newest first, in two tabs, 'General (n)' and 'Business Inquiries (n)'. */
export function InboxPanel({ tab, onTabChange, onSelect }: InboxPanelProps) {
  const general = useInbox("GENERAL");
  const business = useInbox("BUSINESS_INQUIRY");
  const count = (query: InboxQuery) => query.data?.inbox.totalCount ?? 0;
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(details) => onTabChange(details.value as MessageType)}
      variant="line"
      size="sm"
      fitted
      lazyMount
      unmountOnExit
      display="flex"
      flexDirection="column"
      h="full"
      minH="0"
    >
      <Tabs.List flexShrink={0}>
        <Tabs.Trigger value="GENERAL">General ({count(general)})</Tabs.Trigger>
        <Tabs.Trigger value="BUSINESS_INQUIRY">Business Inquiries ({count(business)})</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="GENERAL" p="0" flex="1" minH="0" overflowY="auto">
        <InboxList query={general} onSelect={onSelect} />
      </Tabs.Content>
      <Tabs.Content value="BUSINESS_INQUIRY" p="0" flex="1" minH="0" overflowY="auto">
        <InboxList query={business} onSelect={onSelect} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
