import { Badge, Card, Flex, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { CalendarIcon, LockIcon, UsersIcon } from "lucide-react";
import { GroupCover } from "./GroupCover";
import { GroupSettings } from "./GroupSettings";
import type { GroupDetailFieldsFragment } from "./group.generated";
import { InviteDialog } from "./InviteDialog";
import { MembershipActions } from "./MembershipActions";
import { longDate, memberCountText, ROLE_LABELS } from "./text";

/**
 * The group's banner: cover, name, size, age and privacy, with Invite and Edit group (admins) and
 * membership actions.
 */
export function GroupHeader({ group }: { group: GroupDetailFieldsFragment }) {
  const admin = group.viewerRole === "ADMIN";
  return (
    <Card.Root
      variant="outline"
      bg="bg.panel"
      overflow="hidden"
      as="section"
      aria-labelledby="group-name"
    >
      <GroupCover
        src={group.coverImageUrl}
        h={{ base: "36", md: "56" }}
        alt={`${group.name} cover`}
      />
      <Card.Body gap="4">
        <Flex justify="space-between" align={{ base: "stretch", md: "end" }} gap="4" wrap="wrap">
          <Stack gap="2" minW="0" flex="1 1 20rem">
            <HStack gap="2" wrap="wrap">
              <Heading
                as="h1"
                id="group-name"
                size={{ base: "2xl", md: "3xl" }}
                letterSpacing="tight"
                overflowWrap="anywhere"
              >
                {group.name}
              </Heading>
              {group.isPrivate ? (
                <Badge colorPalette="gray" variant="surface" size="md">
                  <LockIcon aria-hidden="true" /> Private
                </Badge>
              ) : null}
              {group.viewerRole && group.viewerRole !== "MEMBER" ? (
                <Badge colorPalette="brand" variant="subtle" size="md">
                  {ROLE_LABELS[group.viewerRole]}
                </Badge>
              ) : null}
            </HStack>
            <HStack gap="4" rowGap="1" wrap="wrap" color="fg.muted" fontSize="sm">
              <HStack gap="1.5">
                <UsersIcon aria-hidden="true" />
                <Text>{memberCountText(group.memberCount)}</Text>
              </HStack>
              <HStack gap="1.5">
                <CalendarIcon aria-hidden="true" />
                <Text>
                  Created <time dateTime={group.createdAt}>{longDate(group.createdAt)}</time>
                </Text>
              </HStack>
            </HStack>
          </Stack>
          <HStack gap="2" wrap="wrap" justify={{ base: "flex-start", md: "flex-end" }}>
            {admin ? <InviteDialog groupId={group.id} groupName={group.name} /> : null}
            <GroupSettings group={group} />
            <MembershipActions group={group} />
          </HStack>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
