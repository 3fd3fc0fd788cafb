import {
  Badge,
  Card,
  Heading,
  HStack,
  IconButton,
  LinkBox,
  LinkOverlay,
  Text,
} from "@chakra-ui/react";
import type { MouseEvent } from "react";
import { Link as RouterLink } from "react-router-dom";
import { LinkCard } from "../../components/LinkCard";
import { LockIcon, SettingsIcon, UsersIcon } from "lucide-react";
import { GroupCover } from "./GroupCover";
import type { GroupCardFieldsFragment } from "./groups.generated";
import { memberCountText, ROLE_LABELS } from "./text";

export interface GroupCardProps {
  group: GroupCardFieldsFragment;
  /** Given for visitors: called instead of opening the group (they are asked to sign in). */
  onSignInRequired?: () => void;
  /** A settings button opening the group's Edit group, for its admins (their profile's Groups tab). */
  manage?: boolean;
}

/** A group in the directory: cover, name, the start of its description, its size and privacy. */
export function GroupCard({ group, onSignInRequired, manage = false }: GroupCardProps) {
  const onOpen = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onSignInRequired) return;
    event.preventDefault();
    onSignInRequired();
  };
  return (
    <LinkBox as="article" h="full" aria-labelledby={`group-name-${group.id}`}>
      <LinkCard overflow="hidden" h="full">
        <GroupCover src={group.coverThumbnailUrl ?? group.coverImageUrl} h="32" />
        <Card.Body gap="2" p="4">
          <Heading as="h3" size="md" lineHeight="short" id={`group-name-${group.id}`}>
            <LinkOverlay asChild>
              <RouterLink to={`/groups/${group.id}`} onClick={onOpen}>
                {group.name}
              </RouterLink>
            </LinkOverlay>
          </Heading>
          <Text color="fg.muted" fontSize="sm" lineClamp={2} overflowWrap="anywhere">
            {group.description}
          </Text>
        </Card.Body>
        <Card.Footer px="4" pb="4" pt="0" gap="2" flexWrap="wrap">
          <HStack gap="1.5" color="fg.muted" fontSize="sm" me="auto">
            <UsersIcon aria-hidden="true" />
            <Text as="span">{memberCountText(group.memberCount)}</Text>
          </HStack>
          {group.viewerRole ? (
            <Badge colorPalette="brand" variant="subtle">
              {group.viewerRole === "MEMBER" ? "Joined" : ROLE_LABELS[group.viewerRole]}
            </Badge>
          ) : null}
          {group.isPrivate ? (
            <Badge colorPalette="gray" variant="surface">
              <LockIcon aria-hidden="true" /> Private
            </Badge>
          ) : null}
          {manage ? (
            <IconButton
              asChild
              size="xs"
              variant="ghost"
              colorPalette="gray"
              position="relative"
              zIndex="1"
              aria-label={`Manage ${group.name}`}
            >
              <RouterLink to={`/groups/${group.id}?edit=1`}>
                <SettingsIcon />
              </RouterLink>
            </IconButton>
          ) : null}
        </Card.Footer>
      </LinkCard>
    </LinkBox>
  );
}
