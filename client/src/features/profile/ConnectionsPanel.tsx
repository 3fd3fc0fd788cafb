import { Card, Heading, Stack, Tabs } from "@chakra-ui/react";
import { useSession } from "../../apollo/session";
import { ConnectButton } from "./ConnectButton";
import type { ProfileListItemFieldsFragment } from "./profile.generated";
import { useConnectionsList, useFollowersList } from "./lists";
import { ProfileList } from "./ProfileList";

const CONNECTIONS_ERROR = "Failed to load connections. Please try again.";
const FOLLOWERS_ERROR = "Failed to load followers. Please try again.";

function useRowActions() {
  const { me } = useSession();
  return (profile: ProfileListItemFieldsFragment) =>
    profile.id === me?.id ? null : <ConnectButton profile={profile} />;
}

function FollowingAndFriends({ userId }: { userId: string }) {
  const following = useConnectionsList(userId, "FOLLOWING");
  const friends = useConnectionsList(userId, "FRIENDS");
  const actions = useRowActions();
  return (
    <Stack gap="4">
      <Stack gap="1" as="section" aria-label="Following">
        <Heading as="h3" size="sm">
          Following
        </Heading>
        <ProfileList
          label="Following"
          state={following}
          emptyText="You're not following anyone yet"
          errorText={CONNECTIONS_ERROR}
          actions={actions}
        />
      </Stack>
      <Stack gap="1" as="section" aria-label="Friends">
        <Heading as="h3" size="sm">
          Friends
        </Heading>
        <ProfileList
          label="Friends"
          state={friends}
          emptyText="You don't have any friends yet"
          errorText={CONNECTIONS_ERROR}
          actions={actions}
        />
      </Stack>
    </Stack>
  );
}

function AllConnections({ userId }: { userId: string }) {
  const state = useConnectionsList(userId, null);
  const actions = useRowActions();
  return (
    <ProfileList
      label="Connections"
      state={state}
      emptyText="No connections yet"
      errorText={CONNECTIONS_ERROR}
      actions={actions}
    />
  );
}

function Followers({ userId }: { userId: string }) {
  const state = useFollowersList(userId);
  const actions = useRowActions();
  return (
    <ProfileList
      label="Followers"
      state={state}
      emptyText="No followers yet"
      errorText={FOLLOWERS_ERROR}
      actions={actions}
    />
  );
}

/**
 * The member's network: on one's own profile 'My Connections' (Following and Friends) and 'My Followers';
 * on another's, 'Connections' and 'Followers'. A tab's list loads when the tab opens.
 */
export function ConnectionsPanel({ userId, own }: { userId: string; own: boolean }) {
  return (
    <Card.Root variant="outline" bg="bg.panel" size="sm">
      <Card.Body pt="2">
        <Tabs.Root
          defaultValue="connections"
          variant="line"
          size="sm"
          lazyMount
          unmountOnExit
          fitted
        >
          <Tabs.List mb="3">
            <Tabs.Trigger value="connections">
              {own ? "My Connections" : "Connections"}
            </Tabs.Trigger>
            <Tabs.Trigger value="followers">{own ? "My Followers" : "Followers"}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="connections" pt="0">
            {own ? <FollowingAndFriends userId={userId} /> : <AllConnections userId={userId} />}
          </Tabs.Content>
          <Tabs.Content value="followers" pt="0">
            <Followers userId={userId} />
          </Tabs.Content>
        </Tabs.Root>
      </Card.Body>
    </Card.Root>
  );
}
