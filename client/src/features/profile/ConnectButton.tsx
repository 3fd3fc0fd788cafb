import { Button, type ButtonProps } from "@chakra-ui/react";
import { UserCheckIcon, UserPlusIcon } from "lucide-react";
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

/**
 * The small Connect button (spec §4): 'Connect' follows the member and turns into 'Connected'; pressing
 * 'Connected' removes the connection (friends are unfriended in both directions). Not shown on oneself;
 * a visitor is asked to sign in.
 */
export function ConnectButton({ profile, ...buttonProps }: ConnectButtonProps) {
  const { me } = useSession();
  const name = displayName(profile);
  const { run, pending } = useConnectionActions({ id: profile.id, name });
  const { prompt, element } = useSignInPrompt();
  if (me?.id === profile.id) return null;

  const connected = isConnected(profile);
  const onClick = () => {
    if (!me) {
      prompt("connect with other members");
      return;
    }
    if (!connected) void run("connect");
    else if (profile.connectionStatus === "FRIENDS") void run("disconnectFriend");
    else void run("disconnect");
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
    </>
  );
}
