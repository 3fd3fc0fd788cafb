import { Box, Button, Center, Flex, Grid, Heading, HStack, Text } from "@chakra-ui/react";
import { useApolloClient, useMutation } from "@apollo/client/react";
import { useRef, useState } from "react";
import { MessagesSquareIcon } from "lucide-react";
import { useLocation } from "react-router-dom";
import { useSession } from "../../apollo/session";
import { EmptyState } from "../../components/EmptyState";
import { Page } from "../../components/Page";
import { MarkMessageReadDocument, type MessageFieldsFragment } from "./messages.generated";
import type { MessageType } from "../../gql/types";
import { useIsMobile } from "../../lib/useIsMobile";
import { adjustUnreadCounts } from "../notifications/unread";
import { ChatThread } from "./ChatThread";
import { ContactList } from "./ContactList";
import { InboxPanel } from "./InboxPanel";
import { readMessagesNavigationState } from "./navigation";
import { useSendMessages } from "./useSendMessages";

/** The chat panel's height (spec §9). */
const CHAT_PANEL_HEIGHT = "600px";

interface Compose {
  messageType: MessageType;
  businessIdeaId: string | null;
}

const GENERAL: Compose = { messageType: "GENERAL", businessIdeaId: null };

function ComposeNote({ compose, onGeneral }: { compose: Compose; onGeneral: () => void }) {
  if (compose.messageType !== "BUSINESS_INQUIRY") return null;
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
    >
      <Text fontWeight="medium">Sending as a business inquiry</Text>
      <Button size="2xs" variant="ghost" onClick={onGeneral}>
        Send as general
      </Button>
    </HStack>
  );
}

/** /messages: the inbox (General and Business Inquiries) beside the chat (contacts, thread, composer). */
export default function MessagesPage() {
  const { me } = useSession();
  const location = useLocation();
  const mobile = useIsMobile();
  const client = useApolloClient();
  const [markMessageRead] = useMutation(MarkMessageReadDocument);
  const chatPanel = useRef<HTMLElement>(null);

  // Other screens open a chat with navigation state { selectedUserId, messageType, businessIdeaId }.
  const initial = readMessagesNavigationState(location.state);
  const [selectedUserId, setSelectedUserId] = useState<string | null>(
    initial.selectedUserId ?? null,
  );
  const [tab, setTab] = useState<MessageType>(initial.messageType ?? "GENERAL");
  const [compose, setCompose] = useState<Compose>({
    messageType: initial.messageType ?? "GENERAL",
    businessIdeaId: initial.businessIdeaId ?? null,
  });
  // A new navigation to /messages while it is open (the bell, say) brings new state.
  const [navigationKey, setNavigationKey] = useState(location.key);
  if (navigationKey !== location.key) {
    setNavigationKey(location.key);
    const next = readMessagesNavigationState(location.state);
    if (next.selectedUserId) {
      setSelectedUserId(next.selectedUserId);
      setCompose({
        messageType: next.messageType ?? "GENERAL",
        businessIdeaId: next.businessIdeaId ?? null,
      });
    }
    if (next.messageType) setTab(next.messageType);
  }

  const sending = useSendMessages(me?.id ?? "");

  if (!me) {
    return (
      <Page title="Messages">
        <Text color="fg.muted">Please log in to use the chat.</Text>
      </Page>
    );
  }

  const openChat = (userId: string, next: Compose = GENERAL) => {
    setSelectedUserId(userId);
    setCompose(next);
  };

  const onInboxSelect = (message: MessageFieldsFragment) => {
    if (!message.read) {
      // Opening the chat marks the whole conversation read; a message from a member who no longer
      // exists has no chat, so it is marked here.
      if (!message.sender) {
        markMessageRead({ variables: { id: message.id } })
          .then(() => adjustUnreadCounts(client.cache, { messages: -1 }))
          .catch((cause: unknown) => console.error("Could not mark the message read", cause));
      }
    }
    if (!message.sender) return;
    openChat(message.sender.id, {
      messageType: message.messageType,
      businessIdeaId: message.businessIdeaId ?? null,
    });
    if (mobile || window.innerWidth < 1280) {
      chatPanel.current?.scrollIntoView({ behavior: "smooth", block: "start" });
    }
  };

  // Nobody chats with themself (a stale link could ask for it).
  const partnerId = selectedUserId && selectedUserId !== me.id ? selectedUserId : null;
  const thread = partnerId ? (
    <ChatThread
      key={partnerId}
      viewerId={me.id}
      partnerId={partnerId}
      pending={sending.pending.filter((item) => item.partnerId === partnerId)}
      onSend={(content, afterMessageId) =>
        sending.send(partnerId, content, { ...compose, afterMessageId })
      }
      onRetry={sending.retry}
      onDiscard={sending.discard}
      onBack={mobile ? () => setSelectedUserId(null) : undefined}
      composerNote={<ComposeNote compose={compose} onGeneral={() => setCompose(GENERAL)} />}
    />
  ) : null;

  const contacts = (
    <ContactList selectedUserId={partnerId} onSelect={(userId) => openChat(userId)} />
  );

  return (
    <Page title="Messages" subtitle="Your conversations and business inquiries" maxW="7xl">
      <Grid
        templateColumns={{ base: "minmax(0, 1fr)", xl: "360px minmax(0, 1fr)" }}
        gap={{ base: "4", md: "6" }}
        alignItems="start"
      >
        <Flex
          as="section"
          aria-label="Inbox"
          direction="column"
          h={{ base: "auto", xl: CHAT_PANEL_HEIGHT }}
          maxH={{ base: "420px", xl: CHAT_PANEL_HEIGHT }}
          borderWidth="1px"
          borderRadius="l3"
          bg="bg.panel"
          overflow="hidden"
        >
          <Heading as="h2" size="sm" px="4" pt="4" pb="1" flexShrink={0}>
            Inbox
          </Heading>
          <InboxPanel tab={tab} onTabChange={setTab} onSelect={onInboxSelect} />
        </Flex>

        <Box
          as="section"
          ref={chatPanel}
          aria-label="Chat"
          h={CHAT_PANEL_HEIGHT}
          borderWidth="1px"
          borderRadius="l3"
          bg="bg.panel"
          overflow="hidden"
          scrollMarginTop="20"
        >
          {mobile ? (
            (thread ?? (
              <Flex direction="column" h="full">
                <Text px="4" pt="3" fontSize="sm" color="fg.muted" flexShrink={0}>
                  Select a contact to start chatting
                </Text>
                <Box flex="1" minH="0">
                  {contacts}
                </Box>
              </Flex>
            ))
          ) : (
            <Flex h="full">
              <Box w={{ md: "56", lg: "64" }} flexShrink={0} borderEndWidth="1px" h="full">
                {contacts}
              </Box>
              <Box flex="1" minW="0" h="full">
                {thread ?? (
                  <Center h="full" p="6">
                    <EmptyState
                      icon={<MessagesSquareIcon />}
                      title="Select a contact to start chatting"
                      description="Pick someone from your contacts, or open a message from your inbox."
                      titleAs="h3"
                    />
                  </Center>
                )}
              </Box>
            </Flex>
          )}
        </Box>
      </Grid>
    </Page>
  );
}
