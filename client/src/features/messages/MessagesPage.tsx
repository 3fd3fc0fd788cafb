import { Box, Button, Center, Flex, HStack, Heading, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { MessagesSquareIcon, SquarePenIcon } from "lucide-react";
import { useLocation } from "react-router-dom";
import { useSession } from "../../apollo/session";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { EmptyState } from "../../components/EmptyState";
import { Page } from "../../components/Page";
import type { MessageType } from "../../gql/types";
import { useIsMobile } from "../../lib/useIsMobile";
import type { ConversationContext } from "./cache";
import { ChatThread } from "./ChatThread";
import { ConversationList, type OpenConversation } from "./ConversationList";
import { MessagePageContextDocument } from "./messages.generated";
import { messagesNavigationOf, type MessagesNavigationState } from "./navigation";
import { NewMessageDialog } from "./NewMessageDialog";
import { useSendMessages } from "./useSendMessages";

/** The chat panel's height on a wide screen (spec §9). */
const CHAT_PANEL_HEIGHT = "600px";
/** On a phone the list or the thread fills the screen below the top bar and the page's title. */
const PHONE_PANEL_HEIGHT = "calc(100dvh - 10.5rem)";

const GENERAL: ConversationContext = { messageType: "GENERAL", businessIdeaId: null };

/** A note above the composer on what the next message is (an inquiry, about a page), with one action. */
function ComposerNote({
  text,
  action,
  onAction,
}: {
  text: string;
  action: string;
  onAction: () => void;
}) {
  return (
    <HStack
      justify="space-between"
      gap="2"
      mx="3"
      mb="1"
      px="3"
      py="1.5"
      borderRadius="l2"
      bg="brand.subtle"
      color="brand.fg"
      fontSize="xs"
      flexShrink={0}
      minW="0"
    >
      <Text fontWeight="medium" truncate minW="0" title={text}>
        {text}
      </Text>
      <Button size="2xs" variant="ghost" flexShrink={0} onClick={onAction}>
        {action}
      </Button>
    </HStack>
  );
}

/** The business page a chat was opened from ('Message' on the page), with the member it goes to. */
interface PageContext {
  partnerId: string;
  pageId: string;
}

/**
 * /messages: the viewer's conversations (General and Business Inquiries, newest activity first) beside
 * the open thread, which takes the rest of the width; 'New message' starts a conversation with anyone.
 * On a phone, the list, and the thread full-screen with a back button. Opened from a business page's
 * Message button, the next general message to its owner names the page ('Re: {name}').
 */
export default function MessagesPage() {
  const { me } = useSession();
  useDocumentTitle("Messages");
  const location = useLocation();
  const mobile = useIsMobile();

  // Other screens open a chat with navigation state { selectedUserId, messageType, businessIdeaId },
  // links with the same in the query string (?with=…).
  const fromState = (state: MessagesNavigationState): OpenConversation | null => {
    const next = state;
    if (!next.selectedUserId) return null;
    return {
      partnerId: next.selectedUserId,
      messageType: next.messageType ?? "GENERAL",
      businessIdeaId:
        next.messageType === "BUSINESS_INQUIRY" ? (next.businessIdeaId ?? null) : null,
    };
  };
  const navigation = messagesNavigationOf(location);
  const [open, setOpen] = useState<OpenConversation | null>(() => fromState(navigation));
  const pageFromState = (next: MessagesNavigationState): PageContext | null => {
    if (!next.selectedUserId || !next.businessPageId) return null;
    if ((next.messageType ?? "GENERAL") !== "GENERAL") return null;
    return { partnerId: next.selectedUserId, pageId: next.businessPageId };
  };
  const [pageContext, setPageContext] = useState<PageContext | null>(() =>
    pageFromState(navigation),
  );
  const [tab, setTab] = useState<MessageType>(navigation.messageType ?? "GENERAL");
  const [picking, setPicking] = useState(false);
  // A new navigation to /messages while it is open (the bell, say) brings new state.
  const [navigationKey, setNavigationKey] = useState(location.key);
  if (navigationKey !== location.key) {
    setNavigationKey(location.key);
    const next = fromState(navigation);
    if (next) {
      setOpen(next);
      setTab(next.messageType);
      setPageContext(pageFromState(navigation));
    }
  }
  const pageQuery = useQuery(MessagePageContextDocument, {
    variables: { id: pageContext?.pageId ?? "" },
    skip: !pageContext,
  });

  const sending = useSendMessages(me?.id ?? "");

  if (!me) {
    return (
      <Page title="Messages">
        <Text color="fg.muted">Please log in to use the chat.</Text>
      </Page>
    );
  }

  // Nobody chats with themself (a stale link could ask for it).
  const current = open && open.partnerId !== me.id ? open : null;
  const contextPage = pageQuery.data?.businessPage ?? null;
  const aboutPage =
    current &&
    current.messageType === "GENERAL" &&
    pageContext?.partnerId === current.partnerId &&
    contextPage?.id === pageContext.pageId
      ? { id: contextPage.id, name: contextPage.name }
      : null;
  const openChat = (partnerId: string, context: ConversationContext = GENERAL) => {
    setOpen({ partnerId, ...context });
    setTab(context.messageType);
  };

  const thread = current ? (
    <ChatThread
      key={`${current.partnerId}:${current.messageType}:${current.businessIdeaId ?? ""}`}
      viewerId={me.id}
      partnerId={current.partnerId}
      context={current}
      pending={sending.pending.filter(
        (item) =>
          item.partnerId === current.partnerId &&
          item.messageType === current.messageType &&
          item.businessIdeaId === current.businessIdeaId,
      )}
      onSend={(content, afterMessageId) => {
        sending.send(current.partnerId, content, {
          messageType: current.messageType,
          businessIdeaId: current.businessIdeaId,
          businessPage: aboutPage,
          afterMessageId,
        });
        // The page is named once, by the message that opens the subject.
        if (aboutPage) setPageContext(null);
      }}
      onRetry={sending.retry}
      onDiscard={sending.discard}
      onBack={mobile ? () => setOpen(null) : undefined}
      composerNote={
        aboutPage ? (
          <ComposerNote
            text={`Re: ${aboutPage.name}`}
            action="Remove"
            onAction={() => setPageContext(null)}
          />
        ) : (
          current.messageType === "BUSINESS_INQUIRY" && (
            <ComposerNote
              text="Sending as a business inquiry"
              action="Send as general"
              onAction={() => openChat(current.partnerId)}
            />
          )
        )
      }
    />
  ) : null;

  const list = (
    <Flex
      as="section"
      aria-label="Conversations"
      direction="column"
      h="full"
      minH="0"
      w={{ base: "full", md: "72", lg: "80" }}
      flexShrink={0}
      borderEndWidth={{ base: "0", md: "1px" }}
    >
      <HStack justify="space-between" gap="2" px="4" pt="3" pb="2" flexShrink={0}>
        <Heading as="h2" size="sm">
          Conversations
        </Heading>
        <Button size="xs" variant="outline" onClick={() => setPicking(true)}>
          <SquarePenIcon />
          New message
        </Button>
      </HStack>
      <Box flex="1" minH="0">
        <ConversationList
          viewerId={me.id}
          tab={tab}
          onTabChange={setTab}
          open={current}
          onSelect={(conversation) => {
            if (!conversation.partner) return;
            openChat(conversation.partner.id, {
              messageType: conversation.messageType,
              businessIdeaId: conversation.businessIdeaId ?? null,
            });
          }}
        />
      </Box>
    </Flex>
  );

  const showThreadOnly = mobile && thread;
  return (
    <Page title="Messages" subtitle="Your conversations and business inquiries" maxW="7xl">
      <Flex
        h={mobile ? PHONE_PANEL_HEIGHT : CHAT_PANEL_HEIGHT}
        minH={mobile ? "420px" : undefined}
        borderWidth="1px"
        borderRadius="l3"
        bg="bg.panel"
        overflow="hidden"
      >
        {showThreadOnly ? null : list}
        {mobile ? (
          thread ? (
            <Box as="section" aria-label="Chat" flex="1" minW="0" h="full">
              {thread}
            </Box>
          ) : null
        ) : (
          <Box as="section" aria-label="Chat" flex="1" minW="0" h="full">
            {thread ?? (
              <Center h="full" p="6">
                <EmptyState
                  icon={<MessagesSquareIcon />}
                  title="Select a contact to start chatting"
                  description="Open a conversation, or start one with New message."
                  titleAs="h3"
                />
              </Center>
            )}
          </Box>
        )}
      </Flex>
      <NewMessageDialog
        open={picking}
        onOpenChange={setPicking}
        onPick={(userId) => openChat(userId)}
      />
    </Page>
  );
}
