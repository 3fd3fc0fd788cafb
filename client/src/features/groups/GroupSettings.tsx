import { Button } from "@chakra-ui/react";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { SettingsIcon, Trash2Icon } from "lucide-react";
import { DeleteGroupDialog } from "./DeleteGroupDialog";
import { EditGroupDialog } from "./EditGroupDialog";
import type { GroupDetailFieldsFragment } from "./group.generated";

/**
 * The banner's settings, as the server allows them: Edit group for the group's admins (with Delete group
 * inside), Delete group alone for a super admin who is not one of them; nothing for anyone else.
 * `?edit=1` (the settings button on an admin's profile) opens Edit group; closing it drops the flag.
 */
export function GroupSettings({ group }: { group: GroupDetailFieldsFragment }) {
  const [params, setParams] = useSearchParams();
  const [editing, setEditingState] = useState(() => params.get("edit") === "1");
  const setEditing = (open: boolean) => {
    setEditingState(open);
    if (!open && params.has("edit")) {
      const next = new URLSearchParams(params);
      next.delete("edit");
      setParams(next, { replace: true });
    }
  };
  const [deleting, setDeleting] = useState(false);
  if (!group.viewerCanEdit && !group.viewerCanDelete) return null;
  return (
    <>
      {group.viewerCanEdit ? (
        <Button variant="outline" colorPalette="gray" onClick={() => setEditing(true)}>
          <SettingsIcon /> Edit group
        </Button>
      ) : (
        <Button variant="outline" colorPalette="red" onClick={() => setDeleting(true)}>
          <Trash2Icon /> Delete group
        </Button>
      )}
      {group.viewerCanEdit ? (
        <EditGroupDialog
          group={group}
          open={editing}
          onOpenChange={setEditing}
          onDelete={
            group.viewerCanDelete
              ? () => {
                  setEditing(false);
                  setDeleting(true);
                }
              : undefined
          }
        />
      ) : null}
      {group.viewerCanDelete ? (
        <DeleteGroupDialog group={group} open={deleting} onOpenChange={setDeleting} />
      ) : null}
    </>
  );
}
