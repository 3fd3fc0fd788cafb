import { Box, HStack, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { UserAvatar } from "../../components/UserAvatar";
import type { MessageFieldsFragment } from "./messages.generated";
import { displayName } from "../../lib/names";
import { formatWhen } from "../../lib/formatWhen";

/** The name a message shows for its sender: 'Unknown User' when the sender no longer exists (spec §5). */
export function senderName(message: Pick<MessageFieldsFragment, "sender">): string {
  return message.sender ? displayName(message.sender) : "Unknown User";
}

export interface MessagePreviewItemProps {
  message: MessageFieldsFragment;
  onSelect: (message: MessageFieldsFragment) => void;
  /** One line of content (the bell) rather than two (the inbox). */
  compact?: boolean;
}

/**
 * A received message in a list (the bell, the inbox): the sender's avatar and name, the time, a
 * business-inquiry or business-page line ('Re: …'), the content and an unread dot. The whole row is one button.
 */
export function MessagePreviewItem({
  message,
  onSelect,
  compact = false,
}: MessagePreviewItemProps) {
  const name = senderName(message);
  const sender = message.sender;
  const unread = !message.read;
  return (
    <Box as="li" borderBottomWidth="1px" _last={{ borderBottomWidth: "0" }}>
      <HStack
        asChild
        w="full"
        gap="3"
        px="4"
        py="3"
        align="start"
        textAlign="start"
        cursor="pointer"
        bg={unread ? { base: "brand.subtle", _dark: "brand.subtle/50" } : undefined}
        _hover={{ bg: "bg.muted" }}
        focusRing="inside"
        transition="background 0.15s"
      >
        <button type="button" onClick={() => onSelect(message)}>
          <UserAvatar
            name={name}
            src={sender ? (sender.avatarThumbnailUrl ?? sender.avatarUrl) : null}
            size={compact ? "sm" : "md"}
          />
          <Stack gap="0.5" flex="1" minW="0">
            <HStack justify="space-between" gap="2" align="baseline">
              <Text fontWeight={unread ? "semibold" : "medium"} fontSize="sm" truncate>
                {name}
              </Text>
              <Text as="time" fontSize="xs" color="fg.muted" flexShrink={0}>
                {formatWhen(message.createdAt)}
              </Text>
            </HStack>
            {message.businessIdeaId ? (
              <Text fontSize="xs" fontWeight="medium" color="brand.fg">
                {message.businessIdea ? `Re: ${message.businessIdea.title}` : "Business inquiry"}
              </Text>
            ) : message.businessPage ? (
              <Text fontSize="xs" fontWeight="medium" color="brand.fg" truncate>
                {`Re: ${message.businessPage.name}`}
              </Text>
            ) : null}
            <Text
              fontSize="sm"
              color={unread ? "fg" : "fg.muted"}
              lineClamp={compact ? 1 : 2}
              wordBreak="break-word"
            >
              {message.content}
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
