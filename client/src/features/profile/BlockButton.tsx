import { useMutation } from "@apollo/client/react";
import { Button, IconButton } from "@chakra-ui/react";
import { BanIcon } from "lucide-react";
import { useState } from "react";
import { userMessage } from "../../apollo/errors";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { notify } from "../../theme/toaster";
import { BlockMemberDocument, UnblockMemberDocument } from "./blocks.generated";

export const BLOCK_TEXT = {
  confirmTitle: (name: string) => `Block ${name}?`,
  confirm:
    "They won't be able to message you, follow you or send you requests, and neither of you will see the other's posts, articles or comments. Any connection between you ends. You can unblock them in Settings.",
  blocked: "Member blocked",
  blockedDescription: (name: string) => `You blocked ${name}.`,
  blockFailed: "Failed to block member",
  unblocked: "Member unblocked",
  unblockedDescription: (name: string) => `You unblocked ${name}.`,
  unblockFailed: "Failed to unblock member",
} as const;

/** Block a member (after a confirmation), or lift the viewer's block; the server enforces what follows. */
export function BlockButton({
  profile,
  name,
  compact = false,
}: {
  profile: { id: string; viewerHasBlocked: boolean };
  name: string;
  compact?: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  const [block, { loading: blocking }] = useMutation(BlockMemberDocument);
  const [unblock, { loading: unblocking }] = useMutation(UnblockMemberDocument, {
    refetchQueries: ["BlockedMembers"],
  });

  const doBlock = async () => {
    try {
      await block({ variables: { userId: profile.id }, refetchQueries: ["BlockedMembers"] });
      setConfirming(false);
      notify.success(BLOCK_TEXT.blocked, BLOCK_TEXT.blockedDescription(name));
    } catch (error) {
      notify.error(BLOCK_TEXT.blockFailed, userMessage(error, "Please try again."));
    }
  };
  const doUnblock = async () => {
    try {
      await unblock({ variables: { userId: profile.id } });
      notify.success(BLOCK_TEXT.unblocked, BLOCK_TEXT.unblockedDescription(name));
    } catch (error) {
      notify.error(BLOCK_TEXT.unblockFailed, userMessage(error, "Please try again."));
    }
  };

  if (profile.viewerHasBlocked)
    return (
      <Button
        variant="outline"
        colorPalette="gray"
        size="sm"
        loading={unblocking}
        onClick={() => void doUnblock()}
      >
        Unblock
      </Button>
    );
  const label = `Block ${name}`;
  return (
    <>
      {compact ? (
        <IconButton
          size="xs"
          variant="ghost"
          colorPalette="gray"
          aria-label={label}
          title={label}
          onClick={() => setConfirming(true)}
        >
          <BanIcon />
        </IconButton>
      ) : (
        <Button variant="outline" colorPalette="red" size="sm" onClick={() => setConfirming(true)}>
          <BanIcon /> Block
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={BLOCK_TEXT.confirmTitle(name)}
        message={BLOCK_TEXT.confirm}
        confirmLabel="Block"
        pendingLabel="Blocking..."
        pending={blocking}
        onConfirm={() => void doBlock()}
      />
    </>
  );
}
