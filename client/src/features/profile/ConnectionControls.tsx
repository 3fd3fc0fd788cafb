import { Button, HStack, Menu, Portal } from "@chakra-ui/react";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import {
  CheckIcon,
  ChevronDownIcon,
  ClockIcon,
  MessageSquareIcon,
  UserCheckIcon,
  UserMinusIcon,
  UserPlusIcon,
  UsersIcon,
  XIcon,
} from "lucide-react";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { useConnectionActions } from "./useConnectionActions";
import type { ProfileHeaderFieldsFragment } from "./profile.generated";

/**
 * Follow, friend and message controls on another member's profile (spec §4): Follow ⇄ Following,
 * a disabled 'Request Sent' while the viewer's request waits, Accept / Reject for a request the member
 * sent, 'Friends' (with Remove friend) once they are friends, Add Friend otherwise, and Message.
 */
export function ConnectionControls({
  profile,
  name,
}: {
  profile: ProfileHeaderFieldsFragment;
  name: string;
}) {
  const navigate = useNavigate();
  const { run, pending } = useConnectionActions({ id: profile.id, name });
  const [confirmRemove, setConfirmRemove] = useState(false);
  const status = profile.connectionStatus ?? null;
  const incoming = profile.hasIncomingFriendRequest;
  const busy = pending !== null;

  const message = (
    <Button
      variant="outline"
      colorPalette="gray"
      size="sm"
      onClick={() => navigate("/messages", { state: { selectedUserId: profile.id } })}
    >
      <MessageSquareIcon /> Message
    </Button>
  );

  if (status === "FRIENDS") {
    return (
      <HStack gap="2" wrap="wrap">
        <Menu.Root positioning={{ placement: "bottom-end" }}>
          <Menu.Trigger asChild>
            <Button
              variant="subtle"
              colorPalette="brand"
              size="sm"
              loading={pending === "removeFriend"}
            >
              <UsersIcon /> Friends <ChevronDownIcon />
            </Button>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content>
                <Menu.Item
                  value="remove-friend"
                  color="fg.error"
                  _hover={{ bg: "bg.error", color: "fg.error" }}
                  onClick={() => setConfirmRemove(true)}
                >
                  <UserMinusIcon /> Remove friend
                </Menu.Item>
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
        {message}
        <ConfirmDialog
          open={confirmRemove}
          onOpenChange={setConfirmRemove}
          title="Remove friend"
          message={`Are you sure you want to remove ${name} from your friends? You will no longer follow each other.`}
          confirmLabel="Remove friend"
          pendingLabel="Removing..."
          pending={pending === "removeFriend"}
          onConfirm={() => void run("removeFriend").then((done) => done && setConfirmRemove(false))}
        />
      </HStack>
    );
  }

  // The viewer's own row: following, or a request they sent (an incoming request also reads as
  // FRIEND_REQUESTED, which is answered below instead).
  const outgoingRequest = status === "FRIEND_REQUESTED" && !incoming;
  const following = status === "FOLLOWING";

  return (
    <HStack gap="2" wrap="wrap">
      {incoming ? (
        <>
          <Button
            size="sm"
            loading={pending === "acceptFriendRequest"}
            disabled={busy}
            onClick={() => void run("acceptFriendRequest")}
          >
            <CheckIcon /> Accept
          </Button>
          <Button
            size="sm"
            variant="outline"
            colorPalette="gray"
            loading={pending === "rejectFriendRequest"}
            disabled={busy}
            onClick={() => void run("rejectFriendRequest")}
          >
            <XIcon /> Reject
          </Button>
        </>
      ) : null}
      {outgoingRequest ? (
        <Button size="sm" variant="outline" colorPalette="gray" disabled>
          <ClockIcon /> Request Sent
        </Button>
      ) : following ? (
        <Button
          size="sm"
          variant="outline"
          colorPalette="gray"
          title="Unfollow"
          loading={pending === "unfollow"}
          disabled={busy}
          onClick={() => void run("unfollow")}
        >
          <UserCheckIcon /> Following
        </Button>
      ) : (
        <Button
          size="sm"
          variant={incoming ? "outline" : "solid"}
          colorPalette={incoming ? "gray" : "brand"}
          loading={pending === "follow"}
          disabled={busy}
          onClick={() => void run("follow")}
        >
          <UserPlusIcon /> Follow
        </Button>
      )}
      {!incoming && !outgoingRequest ? (
        <Button
          size="sm"
          variant="outline"
          colorPalette="gray"
          loading={pending === "sendFriendRequest"}
          disabled={busy}
          onClick={() => void run("sendFriendRequest")}
        >
          <UsersIcon /> Add Friend
        </Button>
      ) : null}
      {message}
    </HStack>
  );
}
