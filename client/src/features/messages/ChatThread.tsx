import {
  Box,
  Button,
  Center,
  Flex,
  HStack,
  IconButton,
  Link,
  Skeleton,
  Spinner,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { ArrowLeftIcon, MessageCircleIcon } from "lucide-react";
import { Link as RouterLink } from "react-router-dom";
import { EmptyState } from "../../components/EmptyState";
import { LinkedText, type MentionedMember } from "../../components/RichText";
import { UserAvatar } from "../../components/UserAvatar";
import {
  ChatPartnerDocument,
  ConversationDocument,
  MarkConversationReadDocument,
  SetTypingDocument,
  TypingDocument,
  type MessageFieldsFragment,
} from "./messages.generated";
import { displayName } from "../../lib/names";
import { adjustUnreadCounts } from "../../apollo/unread";
import {
  conversationVariables,
  markReadFromSenderInCache,
  showConversationOnScreen,
  conversationKey,
  type ConversationContext,
} from "./cache";
import { Composer } from "./Composer";
import { formatWhen } from "../../lib/formatWhen";
import { useLiveSubscription } from "../../apollo/useLiveSubscription";
import type { PendingMessage } from "./useSendMessages";

/** `setTyping` goes out at most this often while the member types. */
export const TYPING_THROTTLE_MS = 2_000;
/** The typing indicator hides after this long without a new typing event. */
export const TYPING_TIMEOUT_MS = 3_000;
/** Older messages load when the thread is scrolled this close to its top. */
const LOAD_OLDER_THRESHOLD_PX = 48;

function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState !== "hidden");
  useEffect(() => {
    const onChange = () => setVisible(document.visibilityState !== "hidden");
    document.addEventListener("visibilitychange", onChange);
    return () => document.removeEventListener("visibilitychange", onChange);
  }, []);
  return visible;
}

function Bubble({
  mine,
  content,
  businessInquiry,
  inquiryTitle,
  pageName,
  mentions,
  pending,
  children,
}: {
  mine: boolean;
  content: string;
  /** The members the server found in the message, whose `@names` become links. */
  mentions?: readonly MentionedMember[] | null;
  businessInquiry?: boolean;
  /** The idea a business inquiry is about: 'Re: {title}'. */
  inquiryTitle?: string | null;
  /** The business page a message was sent from: 'Re: {name}'. */
  pageName?: string | null;
  pending?: boolean;
  children?: ReactNode;
}) {
  return (
    <Flex justify={mine ? "flex-end" : "flex-start"} as="li">
      <Stack gap="1" maxW="80%" align={mine ? "end" : "start"}>
        <Box
          px="3.5"
          py="2"
          borderRadius="2xl"
          borderBottomEndRadius={mine ? "sm" : "2xl"}
          borderBottomStartRadius={mine ? "2xl" : "sm"}
          bg={mine ? "brand.solid" : "bg.muted"}
          color={mine ? "brand.contrast" : "fg"}
          opacity={pending ? 0.7 : 1}
          whiteSpace="pre-wrap"
          wordBreak="break-word"
          fontSize="sm"
        >
          {businessInquiry ? (
            <Text fontSize="xs" fontWeight="semibold" opacity={0.85} mb="0.5">
              {inquiryTitle ? `Re: ${inquiryTitle}` : "Business inquiry"}
            </Text>
          ) : pageName ? (
            <Text fontSize="xs" fontWeight="semibold" opacity={0.85} mb="0.5">
              {`Re: ${pageName}`}
            </Text>
          ) : null}
          <LinkedText
            text={content}
            mentions={mentions}
            tags={false}
            color={mine ? "inherit" : "brand"}
          />
        </Box>
        {children}
      </Stack>
    </Flex>
  );
}

function ThreadSkeleton() {
  return (
    <Stack gap="3" p="4" aria-busy="true" aria-label="Loading messages">
      <Skeleton h="9" w="55%" borderRadius="2xl" />
      <Skeleton h="9" w="40%" borderRadius="2xl" alignSelf="end" />
      <Skeleton h="14" w="60%" borderRadius="2xl" />
      <Skeleton h="9" w="35%" borderRadius="2xl" alignSelf="end" />
    </Stack>
  );
}

export interface ChatThreadProps {
  viewerId: string;
  partnerId: string;
  /** Which conversation with the member: general, or a business inquiry (about an idea). */
  context: ConversationContext;
  pending: PendingMessage[];
  /** Sends; `afterMessageId` is the newest message on screen at the time. */
  onSend: (content: string, afterMessageId: string | null) => void;
  onRetry: (key: string) => void;
  onDiscard: (key: string) => void;
  /** Shown as a back button (phones, where the thread replaces the contact list). */
  onBack?: () => void;
  /** A line above the composer, e.g. that the message will be a business inquiry. */
  composerNote?: ReactNode;
}

/**
 * A conversation: the other member's header, the messages (oldest at the top, older pages as the
 * member scrolls up), a typing indicator, read receipts ('Seen') and the composer. Opening it, and
 * every message that arrives while it is open and on screen, marks the conversation read.
 */
export function ChatThread({
  viewerId,
  partnerId,
  context,
  pending,
  onSend,
  onRetry,
  onDiscard,
  onBack,
  composerNote,
}: ChatThreadProps) {
  const client = useApolloClient();
  const partnerQuery = useQuery(ChatPartnerDocument, { variables: { id: partnerId } });
  const partner = partnerQuery.data?.profile ?? null;
  const partnerMissing = !partnerQuery.loading && !partner;
  const name = partner ? displayName(partner) : partnerMissing ? "Unknown User" : "";

  const { data, loading, error, refetch, fetchMore } = useQuery(ConversationDocument, {
    variables: conversationVariables(partnerId, context),
    fetchPolicy: "cache-and-network",
  });
  const conversation = data?.conversation;
  const edges = conversation?.edges ?? [];
  const messages = edges.map((edge) => edge.node);
  const [markConversationRead] = useMutation(MarkConversationReadDocument);
  const [setTyping] = useMutation(SetTypingDocument);

  // --- Reading: on open, and for each message that arrives while the thread is on screen.
  const visible = usePageVisible();
  const latestUnread = [...messages]
    .reverse()
    .find((message) => message.sender?.id === partnerId && !message.read);
  const latestUnreadId = latestUnread?.id ?? null;
  const loaded = Boolean(conversation);
  const opened = useRef(false);
  const handledUnread = useRef<string | null>(null);
  const contextKey = conversationKey(partnerId, context);
  useEffect(() => {
    if (!loaded || !visible) return;
    return showConversationOnScreen(contextKey);
  }, [contextKey, loaded, visible]);
  useEffect(() => {
    if (!loaded || !visible) return;
    if (opened.current && (!latestUnreadId || latestUnreadId === handledUnread.current)) return;
    opened.current = true;
    handledUnread.current = latestUnreadId;
    markConversationRead({
      variables: {
        userId: partnerId,
        type: context.messageType,
        businessIdeaId: context.businessIdeaId,
      },
    })
      .then(({ data: result }) => {
        markReadFromSenderInCache(client.cache, partnerId, context);
        const count = result?.markConversationRead ?? 0;
        if (count > 0) adjustUnreadCounts(client.cache, { messages: -count });
      })
      .catch((cause: unknown) => console.error("Could not mark the conversation read", cause));
  }, [client, context, latestUnreadId, loaded, markConversationRead, partnerId, visible]);

  // --- Typing: shown while events keep coming, hidden ~3 s after the last one or when they send.
  const latestFromPartnerId =
    [...messages].reverse().find((message) => message.sender?.id === partnerId)?.id ?? null;
  const latestFromPartnerRef = useRef(latestFromPartnerId);
  useEffect(() => {
    latestFromPartnerRef.current = latestFromPartnerId;
  }, [latestFromPartnerId]);
  const [typing, setTypingState] = useState<{ after: string | null } | null>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(typingTimer.current), []);
  useLiveSubscription(TypingDocument, ({ typing: event }) => {
    if (event.userId !== partnerId) return;
    setTypingState({ after: latestFromPartnerRef.current });
    clearTimeout(typingTimer.current);
    typingTimer.current = setTimeout(() => setTypingState(null), TYPING_TIMEOUT_MS);
  });
  const showTyping = typing !== null && typing.after === latestFromPartnerId;

  const lastTypingSent = useRef(0);
  const onTyping = useCallback(() => {
    const now = Date.now();
    if (now - lastTypingSent.current < TYPING_THROTTLE_MS) return;
    lastTypingSent.current = now;
    setTyping({ variables: { userId: partnerId } }).catch(() => undefined);
  }, [partnerId, setTyping]);

  // --- Read receipts: the last of the viewer's messages the other member has read.
  let seenId: string | null = null;
  for (const message of messages) {
    if (message.sender?.id === viewerId && (message.read || message.readAt)) seenId = message.id;
  }

  // --- Pending messages: one on its way may already be in the conversation (the subscription can
  // deliver it before the mutation answers); it shows once, as delivered.
  const claimed = new Set<string>();
  const shownPending = pending.filter((item) => {
    if (item.status !== "sending") return true;
    const start = messages.findIndex((message) => message.id === item.afterMessageId) + 1;
    const delivered = messages
      .slice(start)
      .find(
        (message) =>
          message.sender?.id === viewerId &&
          message.content === item.content &&
          !claimed.has(message.id),
      );
    if (delivered) claimed.add(delivered.id);
    return !delivered;
  });

  // --- Scrolling: to the newest on open and on new messages; older pages keep the position.
  const scroller = useRef<HTMLDivElement>(null);
  const olderAnchor = useRef<{ height: number; top: number } | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const firstId = messages[0]?.id ?? null;
  const lastId = messages.at(-1)?.id ?? null;
  const previous = useRef<{ firstId: string | null; lastId: string | null; pending: number }>({
    firstId: null,
    lastId: null,
    pending: 0,
  });
  useLayoutEffect(() => {
    const element = scroller.current;
    const before = previous.current;
    previous.current = { firstId, lastId, pending: shownPending.length };
    if (!element) return;
    if (olderAnchor.current && firstId !== before.firstId) {
      const anchor = olderAnchor.current;
      olderAnchor.current = null;
      element.scrollTop = element.scrollHeight - anchor.height + anchor.top;
    } else if (lastId !== before.lastId || shownPending.length > before.pending) {
      element.scrollTop = element.scrollHeight;
    }
  }, [firstId, lastId, shownPending.length]);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || !showTyping) return;
    if (element.scrollHeight - element.scrollTop - element.clientHeight < 80) {
      element.scrollTop = element.scrollHeight;
    }
  }, [showTyping]);

  const hasOlder = Boolean(conversation?.pageInfo.hasPreviousPage);
  const loadOlder = () => {
    const element = scroller.current;
    if (!conversation || !hasOlder || loadingOlder) return;
    if (element) olderAnchor.current = { height: element.scrollHeight, top: element.scrollTop };
    setLoadingOlder(true);
    fetchMore({ variables: { before: conversation.pageInfo.startCursor } })
      .catch((cause: unknown) => {
        olderAnchor.current = null;
        console.error("Could not load older messages", cause);
      })
      .finally(() => setLoadingOlder(false));
  };

  let body;
  if (!conversation && loading) {
    body = <ThreadSkeleton />;
  } else if (!conversation && error) {
    body = (
      <Center h="full" p="6">
        <Stack gap="3" align="center" role="alert" textAlign="center">
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
      </Center>
    );
  } else if (!messages.length && !shownPending.length) {
    body = (
      <Center h="full">
        <EmptyState
          size="sm"
          icon={<MessageCircleIcon />}
          title="Start the conversation"
          description={name ? `Say hello to ${name}.` : undefined}
          titleAs="h3"
        />
      </Center>
    );
  } else {
    body = (
      <Stack as="ol" gap="2.5" listStyleType="none" px="4" py="3">
        {hasOlder ? (
          <Box as="li" textAlign="center">
            <Button
              size="xs"
              variant="ghost"
              colorPalette="gray"
              loading={loadingOlder}
              loadingText="Loading..."
              onClick={loadOlder}
            >
              Load earlier messages
            </Button>
          </Box>
        ) : null}
        {messages.map((message: MessageFieldsFragment) => {
          const mine = message.sender?.id === viewerId;
          return (
            <Bubble
              key={message.id}
              mine={mine}
              content={message.content}
              businessInquiry={Boolean(message.businessIdeaId)}
              inquiryTitle={message.businessIdea?.title}
              pageName={message.businessPage?.name}
              mentions={message.mentions}
            >
              <HStack gap="1.5" fontSize="2xs" color="fg.muted">
                <Text as="time">{formatWhen(message.createdAt)}</Text>
                {message.id === seenId ? (
                  <Text fontWeight="medium" color="brand.fg">
                    Seen
                  </Text>
                ) : null}
              </HStack>
            </Bubble>
          );
        })}
        {shownPending.map((item) => (
          <Bubble
            key={item.key}
            mine
            content={item.content}
            businessInquiry={Boolean(item.businessIdeaId)}
            pageName={item.businessPage?.name}
            pending
          >
            {item.status === "sending" ? (
              <Text fontSize="2xs" color="fg.muted">
                Sending...
              </Text>
            ) : (
              <HStack gap="1" role="alert" wrap="wrap">
                <Text fontSize="2xs" color="fg.error" fontWeight="medium">
                  Not sent
                </Text>
                {item.reason ? (
                  <Text fontSize="2xs" color="fg.error">
                    {item.reason}
                  </Text>
                ) : null}
                <Button
                  size="2xs"
                  variant="ghost"
                  colorPalette="red"
                  onClick={() => onRetry(item.key)}
                >
                  Retry
                </Button>
                <Button
                  size="2xs"
                  variant="ghost"
                  colorPalette="gray"
                  onClick={() => onDiscard(item.key)}
                >
                  Discard
                </Button>
              </HStack>
            )}
          </Bubble>
        ))}
      </Stack>
    );
  }

  return (
    <Flex direction="column" h="full" minH="0">
      <HStack gap="3" px="4" py="3" borderBottomWidth="1px" flexShrink={0} minH="16">
        {onBack ? (
          <IconButton
            aria-label="Back to conversations"
            variant="ghost"
            colorPalette="gray"
            size="sm"
            ms="-2"
            onClick={onBack}
          >
            <ArrowLeftIcon />
          </IconButton>
        ) : null}
        {partnerQuery.loading && !partner ? (
          <Spinner size="sm" color="fg.muted" />
        ) : (
          <>
            <UserAvatar
              name={name}
              src={partner ? (partner.avatarThumbnailUrl ?? partner.avatarUrl) : null}
              size="sm"
            />
            <Stack gap="0" minW="0">
              {partner ? (
                <Link asChild fontWeight="semibold" color="fg" truncate display="block">
                  <RouterLink to={`/profile/${partner.id}`}>{name}</RouterLink>
                </Link>
              ) : (
                <Text fontWeight="semibold">{name}</Text>
              )}
              {partner ? (
                <Text fontSize="xs" color="fg.muted" truncate>
                  @{partner.username}
                </Text>
              ) : null}
            </Stack>
          </>
        )}
      </HStack>
      <Box
        ref={scroller}
        flex="1"
        minH="0"
        overflowY="auto"
        overscrollBehavior="contain"
        role="log"
        aria-label={name ? `Conversation with ${name}` : "Conversation"}
        onScroll={(event) => {
          if (event.currentTarget.scrollTop < LOAD_OLDER_THRESHOLD_PX) loadOlder();
        }}
      >
        {body}
      </Box>
      <Box px="4" minH="6" flexShrink={0} aria-live="polite">
        {showTyping ? (
          <Text fontSize="xs" color="fg.muted" fontStyle="italic">
            {name} is typing…
          </Text>
        ) : null}
      </Box>
      {composerNote}
      <Composer
        onSend={(content) => onSend(content, lastId)}
        onTyping={onTyping}
        disabled={partnerMissing}
        placeholder={partnerMissing ? "This member is not available" : undefined}
      />
    </Flex>
  );
}
