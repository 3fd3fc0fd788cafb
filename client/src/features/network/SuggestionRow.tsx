import { Box, Button, HStack, IconButton, Link, Stack, Text } from "@chakra-ui/react";
import { UserPlusIcon, UsersIcon, XIcon } from "lucide-react";
import { Link as RouterLink } from "react-router-dom";
import { DegreeBadge } from "../../components/DegreeBadge";
import { UserAvatar } from "../../components/UserAvatar";
import { displayName } from "../../lib/names";
import type { SuggestionFieldsFragment } from "./suggestions.generated";
import { useSuggestionActions } from "./useSuggestionActions";

export const SUGGESTIONS_EMPTY = "No suggestions right now.";
export const SUGGESTIONS_FAILED = "Failed to load suggestions.";

/** What a member does, as a line under their name: 'Engineer at Acme', or their @username. */
export function headline(profile: SuggestionFieldsFragment["profile"]): string {
  return [profile.title, profile.company].filter(Boolean).join(" at ") || `@${profile.username}`;
}

/** '1 mutual connection' / 'N mutual connections', as the server words the reason. */
export function mutualText(count: number): string {
  return count === 1 ? "1 mutual connection" : `${count} mutual connections`;
}

export interface SuggestionRowProps {
  suggestion: SuggestionFieldsFragment;
  /** 'card': beside the feed, with the first reason; 'page': /network, with every reason. */
  variant: "card" | "page";
  /** Called once the server has taken the connect or dismiss (the row is gone by then). */
  onDone?: () => void;
}

/**
 * A member the viewer may know: avatar, name (to their profile), degree, what they do, why they are
 * suggested, 'Connect' (a friend request) and a dismiss button. Either action takes them off the list
 * at once.
 */
export function SuggestionRow({ suggestion, variant, onDone }: SuggestionRowProps) {
  const { profile, reasons, mutualConnectionCount } = suggestion;
  const name = displayName(profile);
  const { run, pending } = useSuggestionActions(profile.id, onDone);
  const card = variant === "card";
  const why = card ? reasons.slice(0, 1) : reasons;
  // The count is said once: by itself only when no reason says it already.
  const mutual =
    !card && mutualConnectionCount > 0 && !reasons.includes(mutualText(mutualConnectionCount))
      ? mutualText(mutualConnectionCount)
      : null;

  const connect = (
    <Button
      size="xs"
      variant="outline"
      colorPalette="brand"
      alignSelf="start"
      flexShrink={0}
      aria-label={`Connect with ${name}`}
      loading={pending === "connect"}
      disabled={pending !== null}
      onClick={() => void run("connect")}
    >
      <UserPlusIcon />
      Connect
    </Button>
  );

  return (
    <HStack
      as="li"
      gap="3"
      align={card ? "start" : "center"}
      py={card ? "3" : "4"}
      px={card ? undefined : { base: "4", md: "5" }}
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: "0" }}
    >
      <UserAvatar
        name={name}
        src={profile.avatarThumbnailUrl ?? profile.avatarUrl}
        size={card ? "sm" : "md"}
      />
      <Stack gap="0.5" flex="1" minW="0">
        <HStack gap="1.5" minW="0">
          <Link
            asChild
            fontWeight="medium"
            fontSize={card ? "sm" : undefined}
            color="fg"
            truncate
            display="block"
            minW="0"
          >
            <RouterLink to={`/profile/${profile.id}`}>{name}</RouterLink>
          </Link>
          <DegreeBadge degree={profile.degree} />
        </HStack>
        <Text fontSize={card ? "xs" : "sm"} color="fg.muted" truncate>
          {headline(profile)}
        </Text>
        {why.length ? (
          <Text fontSize="xs" color="fg.subtle">
            {why.join(" · ")}
          </Text>
        ) : null}
        {mutual ? (
          <HStack gap="1" fontSize="xs" color="fg.subtle">
            <UsersIcon size="12" aria-hidden="true" />
            <span>{mutual}</span>
          </HStack>
        ) : null}
        {/* A narrow card has no room beside the text: Connect goes under it. */}
        {card ? <Box pt="1.5">{connect}</Box> : null}
      </Stack>
      {card ? null : connect}
      <IconButton
        size="xs"
        variant="ghost"
        colorPalette="gray"
        flexShrink={0}
        aria-label={`Dismiss ${name}`}
        loading={pending === "dismiss"}
        disabled={pending !== null}
        onClick={() => void run("dismiss")}
      >
        <XIcon />
      </IconButton>
    </HStack>
  );
}
