import { Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { Trash2Icon } from "lucide-react";
import { userMessage } from "../../apollo/errors";
import { FormDialog } from "../../components/FormDialog";
import { TextField } from "../../components/TextField";
import { notify } from "../../theme/toaster";
import { DeleteGroupDocument } from "./group.generated";
import { GROUP_TEXT } from "./text";

export interface DeleteGroupDialogProps {
  group: { id: string; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Deleting a group, confirmed by typing its name: the group goes with its posts, comments and members,
 * the directory lists load again, and the viewer lands on /groups.
 */
export function DeleteGroupDialog({ group, open, onOpenChange }: DeleteGroupDialogProps) {
  const navigate = useNavigate();
  const [typed, setTyped] = useState("");
  const [deleteGroup, { loading }] = useMutation(DeleteGroupDocument, {
    update(cache) {
      // Every directory list (each search, All and My Groups, members' profiles) loads again.
      cache.evict({ id: "ROOT_QUERY", fieldName: "groups" });
      cache.gc();
    },
  });
  const confirmed = typed.trim() === group.name;

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) setTyped("");
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed) return;
    try {
      await deleteGroup({ variables: { id: group.id } });
    } catch (error) {
      notify.error(
        GROUP_TEXT.deleteFailed.title,
        userMessage(error, GROUP_TEXT.deleteFailed.description),
        "delete-group",
      );
      return;
    }
    close(false);
    notify.success(GROUP_TEXT.deleted.title, GROUP_TEXT.deleted.description, "delete-group");
    navigate("/groups", { replace: true });
  };

  return (
    <FormDialog
      role="alertdialog"
      open={open}
      onOpenChange={close}
      size="sm"
      title="Delete group"
      label="Delete group"
      initialFocusEl={() => document.querySelector<HTMLInputElement>("input[name='confirm-name']")}
      onSubmit={(event) => void submit(event)}
      submitLabel={
        <>
          <Trash2Icon /> Delete group
        </>
      }
      submittingLabel="Deleting..."
      submitting={loading}
      submitDisabled={!confirmed}
      submitProps={{ colorPalette: "red" }}
    >
      <Stack gap="4">
        <Text>
          This permanently deletes{" "}
          <Text as="strong" overflowWrap="anywhere">
            {group.name}
          </Text>{" "}
          with its posts, comments and members. This action cannot be undone.
        </Text>
        <TextField
          label="Type the group's name to confirm"
          name="confirm-name"
          autoComplete="off"
          placeholder={group.name}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          disabled={loading}
        />
      </Stack>
    </FormDialog>
  );
}
