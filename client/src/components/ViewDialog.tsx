import { CloseButton, Dialog, Portal } from "@chakra-ui/react";
import type { ReactNode } from "react";

type RootProps = Omit<Dialog.RootProps, "open" | "onOpenChange" | "children">;

export interface ViewDialogProps extends RootProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** The body. */
  children: ReactNode;
}

/** A centred dialog that shows something: its title, the body and the ×, with no buttons below. */
export function ViewDialog({ open, onOpenChange, title, children, ...rootProps }: ViewDialogProps) {
  return (
    <Dialog.Root
      {...rootProps}
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
