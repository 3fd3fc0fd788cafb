import { LuMessageSquare } from "react-icons/lu";
import { BellPopover } from "./BellPopover";

/**
 * The messages bell. Messaging arrives with a later issue; until then the dropdown shows its empty text
 * and no badge.
 */
export function MessagesBell() {
  return (
    <BellPopover
      title="Messages"
      icon={<LuMessageSquare />}
      unreadCount={0}
      loading={false}
      emptyText="No messages yet"
      viewAllText="View all messages"
      viewAllTo="/messages"
    />
  );
}
