import { Button } from "@chakra-ui/react";
import { LuBell } from "react-icons/lu";
import { BellPopover } from "./BellPopover";

/**
 * The notifications bell. Notifications arrive with a later issue; until then the dropdown shows its
 * empty text and no badge.
 */
export function NotificationsBell() {
  const unreadCount = 0;
  return (
    <BellPopover
      title="Notifications"
      icon={<LuBell />}
      unreadCount={unreadCount}
      loading={false}
      emptyText="No notifications yet"
      viewAllText="View all notifications"
      viewAllTo="/notifications"
      headerAction={
        <Button size="xs" variant="ghost" disabled={unreadCount === 0}>
          Mark all as read
        </Button>
      }
    />
  );
}
