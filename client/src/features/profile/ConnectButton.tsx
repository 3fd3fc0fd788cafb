import { Button, type ButtonProps } from "@chakra-ui/react";
import { useState } from "react";
import { UserCheckIcon, UserPlusIcon } from "lucide-react";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { useSession } from "../../apollo/session";
import { displayName } from "../../lib/names";
import { useSignInPrompt } from "../../components/SignInPrompt";
import { isConnected, useConnectionActions, type ConnectionTarget } from "./useConnectionActions";

export interface ConnectButtonProps extends Omit<ButtonProps, "onClick" | "children"> {
  profile: ConnectionTarget & {
    fullName?: string | null;
    username?: string | null;
  };
}

/** What removing the connection does, as the confirmation says it. */
function removalMessage(status: ConnectionTarget["connectionStatus"], name: string): string {
  if (status === "FRIENDS") {
    return `Are you sure you want to remove ${name} from your friends? You will no longer follow each other.`;
  }
  if (status === "FRIEND_REQUESTED") {
    return `Are you sure you want to withdraw your friend request to ${name}? You will no longer follow them.`;
  }
  return `Are you sure you want to stop following ${name}?`;
}

/**
 * The small Connect button (spec §4): 'Connect' follows the member ('You are now following {name}') and
 * turns into 'Connected'; pressing 'Connected' asks first, then removes the connection (friends are
 * unfriended in both directions). Not shown on oneself; a visitor is asked to sign in.
 */
export function ConnectButton({ profile, ...buttonProps }: ConnectButtonProps) {
  const { me } = useSession();
  const name = displayName(profile);
  const { run, pending } = useConnectionActions({ id: profile.id, name });
  const { prompt, element } = useSignInPrompt();
  const [confirming, setConfirming] = useState(false);
  if (me?.id === profile.id) return null;

  const connected = isConnected(profile);
  const friends = profile.connectionStatus === "FRIENDS";
  const onClick = () => {
    if (!me) {
      prompt("connect with other members");
      return;
    }
    if (!connected) void run("connect");
    else setConfirming(true);
  };
  const remove = async () => {
    if (await run(friends ? "disconnectFriend" : "disconnect")) setConfirming(false);
  };

  return (
    <>
      <Button
        size="xs"
        variant={connected ? "outline" : "solid"}
        colorPalette={connected ? "gray" : "brand"}
        loading={pending !== null}
        aria-label={connected ? `Connected with ${name}` : `Connect with ${name}`}
        {...buttonProps}
        onClick={onClick}
      >
        {connected ? <UserCheckIcon /> : <UserPlusIcon />}
        {connected ? "Connected" : "Connect"}
      </Button>
      {element}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Remove connection"
        message={removalMessage(profile.connectionStatus, name)}
        confirmLabel={friends ? "Remove friend" : "Remove"}
        pendingLabel="Removing..."
        pending={pending !== null}
        onConfirm={() => void remove()}
      />
    </>
  );
}
