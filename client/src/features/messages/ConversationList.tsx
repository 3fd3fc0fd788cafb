import {
  Badge,
  Box,
  Button,
  HStack,
  Skeleton,
  SkeletonCircle,
  Stack,
  Tabs,
  Text,
} from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { LoadMoreButton } from "../../components/LoadMoreButton";
import { usePagedList } from "../../apollo/usePagedList";
import { UserAvatar } from "../../components/UserAvatar";
import type { MessageType } from "../../gql/types";
import { displayName } from "../../lib/names";
import { CONVERSATIONS_PAGE, type ConversationContext } from "./cache";
import { ConversationsDocument, type ConversationFieldsFragment } from "./messages.generated";
import { formatWhen, relativeWhen } from "../../lib/formatWhen";

/** The conversation shown as open: its member and context. */
export interface OpenConversation extends ConversationContext {
  partnerId: string;
}

function ConversationsSkeleton() {
  return (
    <Stack gap="0" aria-busy="true" aria-label="Loading conversations">
      {[0, 1, 2, 3, 4].map((index) => (
        <HStack key={index} gap="3" px="4" py="3" align="start">
          <SkeletonCircle size="10" />
          <Stack gap="2" flex="1">
            <Skeleton h="3.5" w="50%" />
            <Skeleton h="3" w="85%" />
          </Stack>
        </HStack>
      ))}
    </Stack>
  );
}

function ConversationRow({
  conversation,
  viewerId,
  selected,
  onSelect,
}: {
  conversation: ConversationFieldsFragment;
  viewerId: string;
  selected: boolean;
  onSelect: (conversation: ConversationFieldsFragment) => void;
}) {
  const { partner, lastMessage, unreadCount } = conversation;
  const name = partner ? displayName(partner) : "Unknown User";
  const unread = unreadCount > 0;
  const mine = lastMessage.sender?.id === viewerId;
  return (
    <Box as="li" borderBottomWidth="1px" _last={{ borderBottomWidth: "0" }}>
      <HStack
        asChild
        w="full"
        gap="3"
        px="4"
        py="3"
        align="start"
        textAlign="start"
        cursor="pointer"
        bg={selected ? "brand.subtle" : undefined}
        _hover={{ bg: selected ? "brand.subtle" : "bg.muted" }}
        focusRing="inside"
        transition="background 0.15s"
      >
        <button
          type="button"
          aria-current={selected ? "true" : undefined}
          onClick={() => onSelect(conversation)}
        >
          <UserAvatar
            name={name}
            src={partner ? (partner.avatarThumbnailUrl ?? partner.avatarUrl) : null}
            size="md"
          />
          <Stack gap="0.5" flex="1" minW="0">
            <HStack justify="space-between" gap="2" align="baseline">
              <Text fontWeight={unread ? "bold" : "medium"} fontSize="sm" truncate>
                {name}
              </Text>
              <Text
                as="time"
                fontSize="xs"
                color={unread ? "brand.fg" : "fg.muted"}
                fontWeight={unread ? "semibold" : undefined}
                flexShrink={0}
                title={formatWhen(lastMessage.createdAt)}
              >
                {relativeWhen(lastMessage.createdAt)}
              </Text>
            </HStack>
            {conversation.businessIdeaId ? (
              <Text fontSize="xs" fontWeight="medium" color="brand.fg" truncate>
                {lastMessage.businessIdea
                  ? `Re: ${lastMessage.businessIdea.title}`
                  : "Business inquiry"}
              </Text>
            ) : lastMessage.businessPage ? (
              <Text fontSize="xs" fontWeight="medium" color="brand.fg" truncate>
                {`Re: ${lastMessage.businessPage.name}`}
              </Text>
            ) : null}
            <HStack gap="2" align="center">
              <Text
                fontSize="sm"
                flex="1"
                minW="0"
                color={unread ? "fg" : "fg.muted"}
                fontWeight={unread ? "semibold" : undefined}
                truncate
              >
                {mine ? <Text as="span">You: </Text> : null}
                {lastMessage.content}
              </Text>
              {unread ? (
                <Badge
                  variant="solid"
                  colorPalette="brand"
                  borderRadius="full"
                  size="sm"
                  flexShrink={0}
                  aria-label={`${unreadCount} unread`}
                >
                  {unreadCount > 99 ? "99+" : unreadCount}
                </Badge>
              ) : null}
            </HStack>
          </Stack>
        </button>
      </HStack>
    </Box>
  );
}

type ConversationsQuery = ReturnType<typeof useConversations>;

function useConversations(type: MessageType) {
  return useQuery(ConversationsDocument, {
    variables: { type, first: CONVERSATIONS_PAGE },
    fetchPolicy: "cache-and-network",
  });
}

function ConversationRows({
  query,
  viewerId,
  open,
  onSelect,
}: {
  query: ConversationsQuery;
  viewerId: string;
  open: OpenConversation | null;
  onSelect: (conversation: ConversationFieldsFragment) => void;
}) {
  const { data, loading, error, refetch, fetchMore } = query;
  const list = data?.conversations;
  const pager = usePagedList(list, fetchMore);
  if (!list && loading) return <ConversationsSkeleton />;
  if (!list && error) {
    return (
      <Stack gap="3" align="center" py="10" px="4" role="alert" textAlign="center">
        <Text fontSize="sm" color="fg.error">
          Failed to load conversations.
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
  const edges = list?.edges ?? [];
  if (!edges.length) {
    return (
      <Text color="fg.muted" fontSize="sm" textAlign="center" py="10" px="4">
        No conversations yet
      </Text>
    );
  }
  return (
    <Box>
      <Stack as="ul" gap="0" listStyleType="none" aria-label="Conversations">
        {edges.map(({ node }) => (
          <ConversationRow
            key={node.id}
            conversation={node}
            viewerId={viewerId}
            selected={
              !!open &&
              open.partnerId === node.partner?.id &&
              open.messageType === node.messageType &&
              open.businessIdeaId === (node.businessIdeaId ?? null)
            }
            onSelect={onSelect}
          />
        ))}
      </Stack>
      {pager.hasMore ? (
        <Box p="3">
          <LoadMoreButton
            size="sm"
            onLoadMore={pager.loadMore}
            onError={(cause) => console.error("Could not load more conversations", cause)}
          />
        </Box>
      ) : null}
    </Box>
  );
}

export interface ConversationListProps {
  viewerId: string;
  tab: MessageType;
  onTabChange: (tab: MessageType) => void;
  open: OpenConversation | null;
  onSelect: (conversation: ConversationFieldsFragment) => void;
}

/**
 * The viewer's conversations, newest activity first, in the spec's two inbox tabs, 'General (n)' and
 * 'Business Inquiries (n)' (n: how many conversations): the other member, the newest message in either
 * direction ('You: ' when the viewer sent it), when, and the unread count.
 */
export function ConversationList({
  viewerId,
  tab,
  onTabChange,
  open,
  onSelect,
}: ConversationListProps) {
  const general = useConversations("GENERAL");
  const business = useConversations("BUSINESS_INQUIRY");
  const count = (query: ConversationsQuery) => query.data?.conversations.totalCount ?? 0;
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(details) => onTabChange(details.value as MessageType)}
      variant="line"
      size="sm"
      lazyMount
      unmountOnExit
      display="flex"
      flexDirection="column"
      h="full"
      minH="0"
    >
      <Tabs.List flexShrink={0} px="2" whiteSpace="nowrap">
        <Tabs.Trigger value="GENERAL">General ({count(general)})</Tabs.Trigger>
        <Tabs.Trigger value="BUSINESS_INQUIRY">Business Inquiries ({count(business)})</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="GENERAL" p="0" flex="1" minH="0" overflowY="auto">
        <ConversationRows query={general} viewerId={viewerId} open={open} onSelect={onSelect} />
      </Tabs.Content>
      <Tabs.Content value="BUSINESS_INQUIRY" p="0" flex="1" minH="0" overflowY="auto">
        <ConversationRows query={business} viewerId={viewerId} open={open} onSelect={onSelect} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
