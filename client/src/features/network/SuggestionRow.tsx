import { Box, Button, Grid, HStack, IconButton, Link, Stack, Text } from "@chakra-ui/react";
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
  /**
   * 'card': beside the feed, with the first reason; 'tile': a small card in the strip the feed shows on
   * narrow screens (first reason, on one line); 'page': /network, with every reason.
   */
  variant: "card" | "tile" | "page";
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
  const card = variant !== "page";
  const why = card ? reasons.slice(0, 1) : reasons;
  // The count is said once: by itself only when no reason says it already.
  const mutual =
    !card && mutualConnectionCount > 0 && !reasons.includes(mutualText(mutualConnectionCount))
      ? mutualText(mutualConnectionCount)
      : null;
  const profileLink = <RouterLink to={`/profile/${profile.id}`}>{name}</RouterLink>;

  const connect = (
    <Button
      size="xs"
      variant="outline"
      colorPalette="brand"
      alignSelf="start"
      flexShrink={0}
      w={variant === "tile" ? "full" : undefined}
      aria-label={`Connect with ${name}`}
      loading={pending === "connect"}
      disabled={pending !== null}
      onClick={() => void run("connect")}
    >
      <UserPlusIcon />
      Connect
    </Button>
  );

  const dismiss = (
    <IconButton
      size={variant === "tile" ? "2xs" : "xs"}
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
  );

  if (variant === "tile") {
    return (
      <Stack
        as="li"
        position="relative"
        w="7rem"
        flexShrink={0}
        align="center"
        textAlign="center"
        gap="1"
        px="2"
        pt="3"
        pb="2"
        borderWidth="1px"
        borderRadius="l2"
        bg="bg.panel"
        scrollSnapAlign="start"
      >
        <Box position="absolute" top="0.5" insetEnd="0.5">
          {dismiss}
        </Box>
        <UserAvatar name={name} src={profile.avatarThumbnailUrl ?? profile.avatarUrl} size="md" />
        <Link
          asChild
          fontWeight="medium"
          fontSize="sm"
          color="fg"
          truncate
          display="block"
          maxW="full"
          title={name}
        >
          {profileLink}
        </Link>
        <DegreeBadge degree={profile.degree} />
        {/* One line; the whole reason on hover. A line is kept even without one, so tiles line up. */}
        <Text fontSize="xs" color="fg.subtle" truncate maxW="full" title={why[0]} minH="4">
          {why[0] ?? ""}
        </Text>
        <Box w="full" pt="1">
          {connect}
        </Box>
      </Stack>
    );
  }

  const text = (
    <Stack gap="0.5" flex="1" minW="0" gridArea={card ? undefined : "text"}>
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
          {profileLink}
        </Link>
        <DegreeBadge degree={profile.degree} />
      </HStack>
      <Text fontSize={card ? "xs" : "sm"} color="fg.muted" truncate>
        {headline(profile)}
      </Text>
      {why.length ? (
        // On a phone the reasons would make a tall column: two lines at most there.
        <Text
          fontSize="xs"
          color="fg.subtle"
          lineClamp={card ? undefined : { base: "2", md: "none" }}
        >
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
  );

  if (card) {
    return (
      <HStack
        as="li"
        gap="3"
        align="start"
        py="3"
        borderBottomWidth="1px"
        _last={{ borderBottomWidth: "0" }}
      >
        <UserAvatar name={name} src={profile.avatarThumbnailUrl ?? profile.avatarUrl} size="sm" />
        {text}
        {dismiss}
      </HStack>
    );
  }

  // /network: on a phone the actions go under the text, so the name keeps the row's width.
  return (
    <Grid
      as="li"
      templateColumns={{ base: "auto minmax(0, 1fr)", md: "auto minmax(0, 1fr) auto" }}
      templateAreas={{ base: `"avatar text" ". actions"`, md: `"avatar text actions"` }}
      columnGap="3"
      rowGap="2"
      alignItems="center"
      py="4"
      px={{ base: "4", md: "5" }}
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: "0" }}
    >
      <Box gridArea="avatar" alignSelf={{ base: "start", md: "center" }} display="flex">
        <UserAvatar name={name} src={profile.avatarThumbnailUrl ?? profile.avatarUrl} size="md" />
      </Box>
      {text}
      <HStack gridArea="actions" gap="2">
        {connect}
        {dismiss}
      </HStack>
    </Grid>
  );
}
