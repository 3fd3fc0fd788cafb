import { Button, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { inviteSchema } from "@rules/groups";
import { useState, type FormEvent } from "react";
import { SendIcon, UserPlusIcon } from "lucide-react";
import { errorCode, errorTitle, fieldErrors, userMessage } from "../../apollo/errors";
import { TextField } from "../../components/TextField";
import { displayName } from "../../lib/names";
import { FormDialog } from "../../components/FormDialog";
import { notify } from "../../theme/toaster";
import { InviteToGroupDocument } from "./group.generated";
import { GROUP_TEXT } from "./text";

/** Codes whose messages the server writes for the admin ('Already a member', 'User not found'…). */
const TOLD = new Set(["BAD_USER_INPUT", "CONFLICT", "NOT_FOUND", "FORBIDDEN"]);

/** Admins invite someone by e-mail address or username; the invitee is notified. */
export function InviteDialog({ groupId, groupName }: { groupId: string; groupName: string }) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [invite, { loading }] = useMutation(InviteToGroupDocument);

  const close = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setValue("");
      setError(undefined);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = inviteSchema.safeParse({ emailOrUsername: value });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    try {
      const { data } = await invite({
        variables: { groupId, emailOrUsername: checked.data.emailOrUsername },
      });
      const invitee = data?.inviteToGroup.invitee;
      close(false);
      notify.success(
        "Invitation sent",
        invitee
          ? `${displayName(invitee)} has been invited to join ${groupName}.`
          : `The invitation to ${groupName} has been sent.`,
      );
    } catch (cause) {
      const field = fieldErrors(cause).emailOrUsername;
      const title = errorTitle(cause);
      const code = errorCode(cause);
      if (title) notify.error(title, userMessage(cause, GROUP_TEXT.inviteFailed));
      else if (code && TOLD.has(code)) notify.error(userMessage(cause, GROUP_TEXT.inviteFailed));
      else notify.error("Error", GROUP_TEXT.inviteFailed);
      if (field && code === "BAD_USER_INPUT") setError(field);
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      size="sm"
      initialFocusEl={() => document.querySelector<HTMLInputElement>("input[name='invitee']")}
      trigger={
        <Button variant="outline" colorPalette="gray">
          <UserPlusIcon /> Invite
        </Button>
      }
      title="Invite to group"
      label="Invite to group"
      onSubmit={(event) => void submit(event)}
      submitLabel={
        <>
          <SendIcon /> Send Invitation
        </>
      }
      submittingLabel="Sending..."
      submitting={loading}
    >
      <Stack gap="4">
        <Text color="fg.muted" fontSize="sm">
          Invite a member to {groupName}. They get a notification and can accept or decline.
        </Text>
        <TextField
          label="Email or username"
          name="invitee"
          placeholder="name@example.com or username"
          autoComplete="off"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setError(undefined);
          }}
          error={error}
          disabled={loading}
        />
      </Stack>
    </FormDialog>
  );
}
