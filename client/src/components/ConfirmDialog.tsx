import { Button, CloseButton, Dialog, Portal, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

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
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="center"
      size="sm"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {typeof message === "string" ? <Text>{message}</Text> : message}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" colorPalette="gray" disabled={pending}>
                  Cancel
                </Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette={destructive ? "red" : "brand"}
                loading={pending}
                loadingText={pendingLabel}
                onClick={onConfirm}
              >
                {confirmLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" disabled={pending} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
