import { Button, Stack } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useEffect } from "react";
import { BellIcon } from "lucide-react";
import {
  type NotificationFieldsFragment,
  NotificationItem,
  NOTIFICATIONS_PAGE,
  NotificationsDocument,
  UnreadCountsDocument,
  useNotificationActions,
  useNotificationSync,
} from "../features/notifications";
import { BellListNotice, BellPopover } from "./BellPopover";

/** The newest notifications; choosing one marks it read and goes where it points. */
function NotificationsBellList({
  close,
  onOpen,
}: {
  close: () => void;
  onOpen: (notification: NotificationFieldsFragment) => void;
}) {
  const { data, loading, error } = useQuery(NotificationsDocument, {
    variables: { first: NOTIFICATIONS_PAGE },
    fetchPolicy: "cache-and-network",
  });
  // Errors loading the dropdown are logged and otherwise ignored (spec §8): it shows as empty.
  useEffect(() => {
    if (error) console.error("Could not load the notifications dropdown", error);
  }, [error]);

  const edges = data?.notifications.edges ?? [];
  if (!data && loading) return <BellListNotice>Loading...</BellListNotice>;
  if (!edges.length) return <BellListNotice>No notifications yet</BellListNotice>;
  return (
    <Stack as="ul" gap="0" listStyleType="none" aria-label="Recent notifications">
      {edges.map(({ node }) => (
        <NotificationItem
          key={node.id}
          notification={node}
          compact
          onSelect={(notification) => {
            close();
            onOpen(notification);
          }}
        />
      ))}
    </Stack>
  );
}

/** Subscribes to new notifications for the whole signed-in app. */
function NotificationSync() {
  useNotificationSync();
  return null;
}

/** The notifications bell: the unread count, 'Mark all as read' and a dropdown of the newest. */
export function NotificationsBell() {
  const { data } = useQuery(UnreadCountsDocument);
  const unreadCount = data?.unreadCounts.notifications ?? 0;
  const { open, markAll, markingAll } = useNotificationActions();
  return (
    <>
      <NotificationSync />
      <BellPopover
        title="Notifications"
        icon={<BellIcon />}
        unreadCount={unreadCount}
        viewAllText="View all notifications"
        viewAllTo="/notifications"
        headerAction={
          <Button
            size="xs"
            variant="ghost"
            disabled={unreadCount === 0}
            loading={markingAll}
            onClick={() => void markAll()}
          >
            Mark all as read
          </Button>
        }
      >
        {(close) => <NotificationsBellList close={close} onOpen={open} />}
      </BellPopover>
    </>
  );
}
