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
import { useState, type ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";

export interface BellPopoverProps {
  /** The button's accessible name and the dropdown's title, e.g. "Notifications". */
  title: string;
  icon: ReactNode;
  unreadCount: number;
  loading: boolean;
  emptyText: string;
  viewAllText: string;
  viewAllTo: string;
  /** An action in the header, e.g. 'Mark all as read'. */
  headerAction?: ReactNode;
  /** The list; when absent or empty the empty text shows. */
  children?: ReactNode;
}

/** The shared frame of the top bar's bells: a badge, a titled dropdown with a 300px list and a footer link. */
export function BellPopover({
  title,
  icon,
  unreadCount,
  loading,
  emptyText,
  viewAllText,
  viewAllTo,
  headerAction,
  children,
}: BellPopoverProps) {
  const [open, setOpen] = useState(false);
  const label = unreadCount > 0 ? `${title} (${unreadCount} unread)` : title;
  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      positioning={{ placement: "bottom-end" }}
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
              >
                {unreadCount > 99 ? "99+" : unreadCount}
              </Badge>
            </Float>
          ) : null}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width={{ base: "xs", sm: "sm" }}>
            <Popover.Header borderBottomWidth="1px" py="3">
              <HStack justify="space-between">
                <Popover.Title fontWeight="semibold">{title}</Popover.Title>
                {headerAction}
              </HStack>
            </Popover.Header>
            <Popover.Body p="0">
              <Box h="300px" overflowY="auto">
                {loading ? (
                  <Center h="full">
                    <Text color="fg.muted">Loading...</Text>
                  </Center>
                ) : children ? (
                  children
                ) : (
                  <Center h="full">
                    <Text color="fg.muted">{emptyText}</Text>
                  </Center>
                )}
              </Box>
            </Popover.Body>
            <Popover.Footer borderTopWidth="1px" py="3" justifyContent="center">
              <Link asChild color="brand.fg" fontWeight="medium" fontSize="sm">
                <RouterLink to={viewAllTo} onClick={() => setOpen(false)}>
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
