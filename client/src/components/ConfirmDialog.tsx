import { Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { FormDialog } from "./FormDialog";

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** What will happen, e.g. 'Are you sure you want to delete this post? This action cannot be undone.' */
  message: ReactNode;
  /** The confirming button's text, e.g. 'Delete'. */
  confirmLabel: string;
  /** Shown on the confirming button while the action runs, e.g. 'Deleting...'. */
  pendingLabel?: string;
  pending?: boolean;
  /** Red for what cannot be undone (the default). */
  destructive?: boolean;
  onConfirm: () => void;
}

/** Asks before an action that is hard to take back: Cancel, or the action itself. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  pendingLabel,
  pending = false,
  destructive = true,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <FormDialog
      role="alertdialog"
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={title}
      submitLabel={confirmLabel}
      submittingLabel={pendingLabel}
      submitting={pending}
      submitProps={{ colorPalette: destructive ? "red" : "brand" }}
      onConfirm={onConfirm}
    >
      {typeof message === "string" ? <Text>{message}</Text> : message}
    </FormDialog>
  );
}
