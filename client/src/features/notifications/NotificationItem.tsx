import {
  AvatarGroup,
  Box,
  Circle,
  Float,
  HStack,
  Icon,
  Stack,
  Text,
  VisuallyHidden,
} from "@chakra-ui/react";
import type { NotificationFieldsFragment } from "./notifications.generated";
import { UserAvatar } from "../../components/UserAvatar";
import { formatWhen } from "../../lib/formatWhen";
import { displayName } from "../../lib/names";
import { useFeatures } from "../registry";
import { notificationIcon } from "./kinds";

export interface NotificationItemProps {
  notification: NotificationFieldsFragment;
  onSelect: (notification: NotificationFieldsFragment) => void;
  /** Tighter spacing, for the bell's dropdown. */
  compact?: boolean;
}

/** How many of a notification's members the row shows (the server lists at most this many). */
const SHOWN_ACTORS = 3;

/**
 * Who a notification is from: the avatars of its members, newest first on top, with its kind's icon as
 * a small badge; the kind's icon alone when it names no member. Decorative: the message says who.
 */
function NotificationVisual({
  notification,
  compact,
}: Pick<NotificationItemProps, "notification" | "compact">) {
  const features = useFeatures();
  const icon = notificationIcon(features, notification.type);
  const actors = notification.actors.slice(0, SHOWN_ACTORS);
  if (!actors.length) {
    return (
      <Circle size={compact ? "8" : "10"} bg="brand.muted" color="brand.fg" flexShrink={0}>
        <Icon as={icon} boxSize={compact ? "4" : "5"} aria-hidden="true" />
      </Circle>
    );
  }
  return (
    <Box position="relative" flexShrink={0} aria-hidden="true">
      <AvatarGroup stacking="first-on-top" isolation="isolate" data-testid="notification-actors">
        {actors.map((actor) => (
          <UserAvatar
            key={actor.id}
            name={displayName(actor)}
            src={actor.avatarThumbnailUrl ?? actor.avatarUrl}
            size={compact ? "sm" : "md"}
            css={compact ? { "--avatar-size": "sizes.8" } : undefined}
          />
        ))}
      </AvatarGroup>
      <Float placement="bottom-end" offset="1">
        <Circle
          size={compact ? "4" : "5"}
          bg="brand.solid"
          color="brand.contrast"
          borderWidth="2px"
          borderColor="bg"
        >
          <Icon as={icon} boxSize={compact ? "2" : "2.5"} />
        </Circle>
      </Float>
    </Box>
  );
}

/**
 * A notification in a list: who it is from (or an icon for its kind), the title, the message, the time
 * and an unread dot.
 */
export function NotificationItem({
  notification,
  onSelect,
  compact = false,
}: NotificationItemProps) {
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
          <NotificationVisual notification={notification} compact={compact} />
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
