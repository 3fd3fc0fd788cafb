import { Stack } from "@chakra-ui/react";
import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import { useEffect } from "react";
import { MessageSquareIcon } from "lucide-react";
import { useNavigate } from "react-router-dom";
import { useSession } from "../apollo/session";
import {
  BELL_MESSAGES,
  InboxPreviewDocument,
  MarkMessageReadDocument,
  type MessageFieldsFragment,
  MessagePreviewItem,
  useMessagingSync,
} from "../features/messages";
import { UnreadCountsDocument } from "../features/notifications";
import { adjustUnreadCounts } from "../apollo/unread";
import { BellListNotice, BellPopover } from "./BellPopover";

/** The 10 newest received messages; choosing one marks it read and opens the chat with its sender. */
function MessagesBellList({ close }: { close: () => void }) {
  const navigate = useNavigate();
  const client = useApolloClient();
  const { data, loading, error } = useQuery(InboxPreviewDocument, {
    variables: { first: BELL_MESSAGES },
    fetchPolicy: "cache-and-network",
  });
  const [markRead] = useMutation(MarkMessageReadDocument);

  const open = (message: MessageFieldsFragment) => {
    close();
    if (!message.read) {
      markRead({ variables: { id: message.id } })
        .then(() => adjustUnreadCounts(client.cache, { messages: -1 }))
        .catch((cause: unknown) => console.error("Could not mark the message read", cause));
    }
    navigate(
      "/messages",
      message.sender
        ? {
            state: {
              selectedUserId: message.sender.id,
              messageType: message.messageType,
              businessIdeaId: message.businessIdeaId,
            },
          }
        : undefined,
    );
  };

  // Errors loading the dropdown are logged and otherwise ignored (spec §8): it shows as empty.
  useEffect(() => {
    if (error) console.error("Could not load the messages dropdown", error);
  }, [error]);

  const edges = data?.inbox.edges ?? [];
  if (!data && loading) return <BellListNotice>Loading...</BellListNotice>;
  if (!edges.length) return <BellListNotice>No messages yet</BellListNotice>;
  return (
    <Stack as="ul" gap="0" listStyleType="none" aria-label="Recent messages">
      {edges.slice(0, BELL_MESSAGES).map(({ node }) => (
        <MessagePreviewItem key={node.id} message={node} onSelect={open} compact />
      ))}
    </Stack>
  );
}

/** Subscribes to new messages for the whole signed-in app. */
function MessagingSync({ viewerId }: { viewerId: string }) {
  useMessagingSync(viewerId);
  return null;
}

/** The messages bell: the unread count, and a dropdown of the newest received messages. */
export function MessagesBell() {
  const { me } = useSession();
  const { data } = useQuery(UnreadCountsDocument);
  return (
    <>
      {me ? <MessagingSync viewerId={me.id} /> : null}
      <BellPopover
        title="Messages"
        icon={<MessageSquareIcon />}
        unreadCount={data?.unreadCounts.messages ?? 0}
        viewAllText="View all messages"
        viewAllTo="/messages"
      >
        {(close) => <MessagesBellList close={close} />}
      </BellPopover>
    </>
  );
}
