import { Box, Circle, HStack, Icon, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import type { NotificationFieldsFragment } from "./notifications.generated";
import { formatWhen } from "../../lib/formatWhen";
import { useFeatures } from "../registry";
import { notificationIcon } from "./kinds";

export interface NotificationItemProps {
  notification: NotificationFieldsFragment;
  onSelect: (notification: NotificationFieldsFragment) => void;
  /** Tighter spacing, for the bell's dropdown. */
  compact?: boolean;
}

/** A notification in a list: an icon for its kind, the title, the message, the time and an unread dot. */
export function NotificationItem({
  notification,
  onSelect,
  compact = false,
}: NotificationItemProps) {
  const features = useFeatures();
  const unread = !notification.read;
  return (
    <Box as="li" borderBottomWidth="1px" _last={{ borderBottomWidth: "0" }}>
      <HStack
        asChild
        w="full"
        gap="3"
        px={compact ? "4" : "5"}
        py={compact ? "3" : "4"}
        align="start"
        textAlign="start"
        cursor="pointer"
        bg={unread ? { base: "brand.subtle", _dark: "brand.subtle/50" } : undefined}
        _hover={{ bg: "bg.muted" }}
        focusRing="inside"
        transition="background 0.15s"
      >
        <button type="button" onClick={() => onSelect(notification)}>
          <Circle size={compact ? "8" : "10"} bg="brand.muted" color="brand.fg" flexShrink={0}>
            <Icon
              as={notificationIcon(features, notification.type)}
              boxSize={compact ? "4" : "5"}
              aria-hidden="true"
            />
          </Circle>
          <Stack gap="0.5" flex="1" minW="0">
            <Text fontSize="sm" fontWeight={unread ? "semibold" : "medium"}>
              {notification.title}
            </Text>
            <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
              {notification.message}
            </Text>
            <Text as="time" fontSize="xs" color="fg.subtle">
              {formatWhen(notification.createdAt)}
            </Text>
          </Stack>
          <Box
            boxSize="2"
            mt="1.5"
            borderRadius="full"
            flexShrink={0}
            bg={unread ? "brand.solid" : "transparent"}
          >
            {unread ? <VisuallyHidden>Unread</VisuallyHidden> : null}
          </Box>
        </button>
      </HStack>
    </Box>
  );
}
