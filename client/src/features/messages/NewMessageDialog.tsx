import { Box, CloseButton, Dialog, Portal } from "@chakra-ui/react";
import { ContactList } from "./ContactList";

export interface NewMessageDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A member was picked: start (or open) the general conversation with them. */
  onPick: (userId: string) => void;
}

/** 'New message': any member the viewer can message, found by name or e-mail. */
export function NewMessageDialog({ open, onOpenChange, onPick }: NewMessageDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="center"
      size="md"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-label="New message">
            <Dialog.Header>
              <Dialog.Title>New message</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body p="0" h={{ base: "60dvh", sm: "420px" }} minH="0">
              <Box h="full" w="full" borderTopWidth="1px">
                {open ? (
                  <ContactList
                    selectedUserId={null}
                    onSelect={(userId) => {
                      onOpenChange(false);
                      onPick(userId);
                    }}
                  />
                ) : null}
              </Box>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
