import { Button, HStack, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { CheckIcon, ClockIcon, LogOutIcon, UserPlusIcon, XIcon } from "lucide-react";
import { errorCode, userMessage } from "../../apollo/errors";
import { useSession } from "../../apollo/session";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { useSignInPrompt } from "../../components/SignInPrompt";
import { displayName } from "../../lib/names";
import { notify } from "../../theme/toaster";
import { membershipChanged } from "./cache";
import {
  AcceptGroupInvitationDocument,
  CancelJoinRequestDocument,
  DeclineGroupInvitationDocument,
  LeaveGroupDocument,
  RequestToJoinGroupDocument,
  type GroupDetailFieldsFragment,
} from "./group.generated";
import { GROUP_TEXT } from "./text";

type Action = "join" | "cancel" | "accept" | "decline" | "leave";

/** A refusal the server words for people (a conflict such as the last admin leaving), else `fallback`. */
function refusal(error: unknown, fallback: string): string {
  const code = errorCode(error);
  return code === "CONFLICT" || code === "FORBIDDEN" ? userMessage(error, fallback) : fallback;
}

/**
 * What the viewer can do about belonging to the group: Request to join (visitors are asked to sign in),
 * 'Request Pending' with Cancel, Accept / Decline a pending invitation, or Leave Group.
 */
export function MembershipActions({ group }: { group: GroupDetailFieldsFragment }) {
  const { me } = useSession();
  const { prompt, element: signInPrompt } = useSignInPrompt();
  const [pending, setPending] = useState<Action | null>(null);
  const [confirmLeave, setConfirmLeave] = useState(false);
  const update = {
    update: (cache: Parameters<typeof membershipChanged>[0]) => membershipChanged(cache, group.id),
  };
  const variables = { groupId: group.id };
  const [requestToJoin] = useMutation(RequestToJoinGroupDocument, update);
  const [cancelRequest] = useMutation(CancelJoinRequestDocument);
  const [accept] = useMutation(AcceptGroupInvitationDocument, update);
  const [decline] = useMutation(DeclineGroupInvitationDocument);
  const [leave] = useMutation(LeaveGroupDocument, update);

  const run = async (action: Action) => {
    setPending(action);
    try {
      switch (action) {
        case "join": {
          const { data } = await requestToJoin({ variables });
          // Someone already invited joins at once.
          if (data?.requestToJoinGroup.viewerIsMember) {
            notify.success("Joined group", `You are now a member of ${group.name}.`);
          } else {
            notify.success("Request sent", "The group's admins will review your request.");
          }
          break;
        }
        case "cancel":
          await cancelRequest({ variables });
          notify.success("Request cancelled", "Your request to join has been withdrawn.");
          break;
        case "accept":
          await accept({ variables });
          notify.success("Invitation accepted", `You are now a member of ${group.name}.`);
          break;
        case "decline":
          await decline({ variables });
          notify.success("Invitation declined");
          break;
        case "leave":
          await leave({ variables });
          setConfirmLeave(false);
          notify.success(GROUP_TEXT.left.title, GROUP_TEXT.left.description);
          break;
      }
    } catch (error) {
      if (action === "leave") {
        setConfirmLeave(false);
        notify.error(
          GROUP_TEXT.leaveFailed.title,
          refusal(error, GROUP_TEXT.leaveFailed.description),
        );
      } else if (action === "join") {
        notify.error("Error", refusal(error, GROUP_TEXT.joinFailed));
      } else {
        notify.error("Error", userMessage(error, "Something went wrong. Please try again."));
      }
    } finally {
      setPending(null);
    }
  };

  if (!me) {
    return (
      <>
        <Button onClick={() => prompt("join this group")}>
          <UserPlusIcon /> Request to join
        </Button>
        {signInPrompt}
      </>
    );
  }

  if (group.viewerIsMember) {
    return (
      <>
        <Button variant="outline" colorPalette="gray" onClick={() => setConfirmLeave(true)}>
          <LogOutIcon /> Leave Group
        </Button>
        <ConfirmDialog
          open={confirmLeave}
          onOpenChange={setConfirmLeave}
          title="Leave group"
          message={
            group.isPrivate
              ? `Are you sure you want to leave ${group.name}? You will no longer see its posts and members, and you would need to ask again to rejoin.`
              : `Are you sure you want to leave ${group.name}? You would need to ask again to rejoin.`
          }
          confirmLabel="Leave Group"
          pendingLabel="Leaving..."
          pending={pending === "leave"}
          onConfirm={() => void run("leave")}
        />
      </>
    );
  }

  const invitation = group.viewerInvitation;
  if (invitation?.status === "PENDING") {
    const inviter = invitation.invitedBy ? displayName(invitation.invitedBy) : null;
    return (
      <HStack gap="2" wrap="wrap" justify="flex-end">
        <Text fontSize="sm" color="fg.muted" w={{ base: "full", sm: "auto" }}>
          {inviter ? `${inviter} invited you to join` : "You are invited to join"}
        </Text>
        <Button
          onClick={() => void run("accept")}
          loading={pending === "accept"}
          disabled={pending !== null}
        >
          <CheckIcon /> Accept
        </Button>
        <Button
          variant="outline"
          colorPalette="gray"
          onClick={() => void run("decline")}
          loading={pending === "decline"}
          disabled={pending !== null}
        >
          <XIcon /> Decline
        </Button>
      </HStack>
    );
  }

  if (group.viewerRequestStatus === "PENDING") {
    return (
      <HStack gap="2" wrap="wrap">
        <Button variant="subtle" colorPalette="gray" disabled>
          <ClockIcon /> Request Pending
        </Button>
        <Button
          variant="ghost"
          colorPalette="gray"
          onClick={() => void run("cancel")}
          loading={pending === "cancel"}
          loadingText="Cancelling..."
        >
          Cancel request
        </Button>
      </HStack>
    );
  }

  return (
    <Button onClick={() => void run("join")} loading={pending === "join"} loadingText="Sending...">
      <UserPlusIcon /> Request to join
    </Button>
  );
}
