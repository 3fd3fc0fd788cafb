import { AvatarGroup, Box, HStack, Link, Text } from "@chakra-ui/react";
import { lazy, Suspense, useState } from "react";
import { UserAvatar } from "../../components/UserAvatar";
import { displayName } from "../../lib/names";
import type { MutualConnectionsSummaryFragment } from "./mutual-connections.generated";

const MutualConnectionsDialog = lazy(() => import("./MutualConnectionsDialog"));

/** '1 mutual connection', '5 mutual connections'. */
export function mutualCountText(count: number): string {
  return `${count} mutual connection${count === 1 ? "" : "s"}`;
}

/**
 * Up to two of the shared connections by first name, then how many more: 'Ana', 'Ana and Ben',
 * 'Ana, Ben and 1 other', 'Ana, Ben and 3 others'; empty when no names are known.
 */
export function mutualNamesText(count: number, names: readonly string[]): string {
  const shown = names.slice(0, 2);
  if (!shown.length) return "";
  const rest = Math.max(0, count - shown.length);
  if (!rest) return shown.join(" and ");
  return `${shown.join(", ")} and ${rest} other${rest === 1 ? "" : "s"}`;
}

/** A member's first name as the summary says it: the first word of their display name. */
const firstName = (person: { fullName?: string | null; username?: string | null }) =>
  displayName(person).split(/\s+/)[0];

/**
 * On a member's profile: how many connections the viewer shares with them and the first two by name,
 * opening the list of them. Nothing on one's own profile or when they share none.
 */
export function MutualConnections({
  profile,
  memberName,
  own,
}: {
  profile: MutualConnectionsSummaryFragment;
  /** The member's display name, for the list's title. */
  memberName: string;
  own: boolean;
}) {
  const [open, setOpen] = useState(false);
  // Mounted once first opened, so the list's code and query wait for the click.
  const [opened, setOpened] = useState(false);
  const count = profile.mutualConnectionCount;
  if (own || count <= 0) return null;
  const people = profile.mutualConnections.edges.map(({ node }) => node);
  const names = mutualNamesText(count, people.map(firstName));
  return (
    <>
      <HStack gap="2" data-testid="mutual-connections">
        {people.length ? (
          <AvatarGroup size="xs" stacking="first-on-top" aria-hidden="true" flexShrink={0}>
            {people.slice(0, 2).map((person) => (
              <UserAvatar
                key={person.id}
                name={displayName(person)}
                src={person.avatarThumbnailUrl ?? person.avatarUrl}
                size="sm"
                css={{ "--avatar-size": "sizes.6", "--avatar-font-size": "fontSizes.2xs" }}
              />
            ))}
          </AvatarGroup>
        ) : null}
        <Link
          asChild
          fontSize="sm"
          color="fg.muted"
          textAlign="start"
          _hover={{ color: "fg", textDecoration: "underline" }}
        >
          <button
            type="button"
            aria-haspopup="dialog"
            aria-label={names ? `${mutualCountText(count)}: ${names}` : mutualCountText(count)}
            onClick={() => {
              setOpened(true);
              setOpen(true);
            }}
          >
            <Text as="span">
              <Box as="span" fontWeight="semibold" color="fg">
                {mutualCountText(count)}
              </Box>
              {names ? `: ${names}` : null}
            </Text>
          </button>
        </Link>
      </HStack>
      {opened ? (
        <Suspense fallback={null}>
          <MutualConnectionsDialog
            memberId={profile.id}
            memberName={memberName}
            open={open}
            onOpenChange={setOpen}
          />
        </Suspense>
      ) : null}
    </>
  );
}
