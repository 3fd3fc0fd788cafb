import {
  Badge,
  Box,
  Center,
  Float,
  HStack,
  IconButton,
  Link,
  Popover,
  Portal,
  Text,
} from "@chakra-ui/react";
import { useCallback, useState, type ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";

export interface BellPopoverProps {
  /** The button's accessible name and the dropdown's title, e.g. "Notifications". */
  title: string;
  icon: ReactNode;
  unreadCount: number;
  viewAllText: string;
  viewAllTo: string;
  /** An action in the header, e.g. 'Mark all as read'. */
  headerAction?: ReactNode;
  /**
   * The list, rendered only while the dropdown is open (so it loads when first opened); `close` closes
   * the dropdown, e.g. after an item is chosen.
   */
  children: (close: () => void) => ReactNode;
}

/** A line of text centred in a bell's list: 'Loading...', or its empty text. */
export function BellListNotice({ children }: { children: ReactNode }) {
  return (
    <Center h="full" px="4" textAlign="center">
      <Text color="fg.muted" fontSize="sm">
        {children}
      </Text>
    </Center>
  );
}

/** The badge text: the count, capped at 99+. */
export function badgeText(count: number): string {
  return count > 99 ? "99+" : String(count);
}

/** The shared frame of the top bar's bells: a badge, a titled dropdown with a 300px list and a footer link. */
export function BellPopover({
  title,
  icon,
  unreadCount,
  viewAllText,
  viewAllTo,
  headerAction,
  children,
}: BellPopoverProps) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const label = unreadCount > 0 ? `${title} (${unreadCount} unread)` : title;
  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      positioning={{ placement: "bottom-end" }}
      lazyMount
      unmountOnExit
    >
      <Popover.Trigger asChild>
        <IconButton aria-label={label} variant="ghost" colorPalette="gray" position="relative">
          {icon}
          {unreadCount > 0 ? (
            <Float offset="2">
              <Badge
                size="xs"
                variant="solid"
                colorPalette="red"
                borderRadius="full"
                minW="4.5"
                justifyContent="center"
                aria-hidden="true"
                data-testid={`${title.toLowerCase()}-badge`}
              >
                {badgeText(unreadCount)}
              </Badge>
            </Float>
          ) : null}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          {/* Named here too: with lazy mounting, the title is not rendered yet when zag-js looks for
              it. Header and footer are plain divs, not extra banner and contentinfo landmarks. */}
          <Popover.Content
            width={{ base: "calc(100vw - 1rem)", sm: "sm" }}
            maxW="sm"
            aria-label={title}
          >
            <Popover.Header as="div" borderBottomWidth="1px" py="3">
              <HStack justify="space-between" gap="2">
                <Popover.Title fontWeight="semibold">{title}</Popover.Title>
                {headerAction}
              </HStack>
            </Popover.Header>
            <Popover.Body p="0">
              <Box h="300px" overflowY="auto" overscrollBehavior="contain">
                {children(close)}
              </Box>
            </Popover.Body>
            <Popover.Footer as="div" borderTopWidth="1px" py="3" justifyContent="center">
              <Link asChild color="brand.fg" fontWeight="medium" fontSize="sm">
                <RouterLink to={viewAllTo} onClick={close}>
                  {viewAllText}
                </RouterLink>
              </Link>
            </Popover.Footer>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
