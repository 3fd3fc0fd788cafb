import { CloseButton, Drawer, Portal } from "@chakra-ui/react";
import { Logo } from "./Logo";
import { SidebarContent } from "./Sidebar";

export interface MobileSidebarProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The sidebar below 768 px: an overlay drawer from the start edge that closes when a link is tapped. */
export default function MobileSidebar({ open, onOpenChange }: MobileSidebarProps) {
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="start"
      size="xs"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header borderBottomWidth="1px" py="3">
              <Drawer.Title>
                <Logo />
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body px="3" py="4">
              <SidebarContent onNavigate={() => onOpenChange(false)} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
