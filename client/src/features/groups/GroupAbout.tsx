import { Card, Heading, HStack, Icon, Link, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";
import {
  CalendarIcon,
  GlobeIcon,
  LockIcon,
  UserIcon,
  UsersIcon,
  type LucideIcon,
} from "lucide-react";
import { displayName } from "../../lib/names";
import type { GroupDetailFieldsFragment } from "./group.generated";
import { longDate, memberCountText } from "./text";

function Fact({ icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <HStack as="li" gap="3" align="start">
      <Icon as={icon} boxSize="4" mt="0.5" color="fg.muted" aria-hidden="true" />
      <Text fontSize="sm">{children}</Text>
    </HStack>
  );
}

/** The About tab: the description and the group's facts (public, private group or not). */
export function GroupAbout({ group }: { group: GroupDetailFieldsFragment }) {
  const creator = group.creator;
  return (
    <Card.Root variant="outline" bg="bg.panel" as="section" aria-labelledby="group-about-heading">
      <Card.Body gap="5">
        <Stack gap="2">
          <Heading as="h2" size="md" id="group-about-heading">
            About this group
          </Heading>
          <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
            {group.description}
          </Text>
        </Stack>
        <Stack as="ul" gap="3" listStyleType="none">
          {group.isPrivate ? (
            <Fact icon={LockIcon}>
              <strong>Private.</strong> Only members see who is in the group and what they post.
            </Fact>
          ) : (
            <Fact icon={GlobeIcon}>
              <strong>Public.</strong> Anyone can see who is in the group and what they post.
            </Fact>
          )}
          <Fact icon={UsersIcon}>{memberCountText(group.memberCount)}</Fact>
          <Fact icon={CalendarIcon}>Created {longDate(group.createdAt)}</Fact>
          {creator ? (
            <Fact icon={UserIcon}>
              Created by{" "}
              <Link asChild fontWeight="medium">
                <RouterLink to={`/profile/${creator.id}`}>{displayName(creator)}</RouterLink>
              </Link>
            </Fact>
          ) : null}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
