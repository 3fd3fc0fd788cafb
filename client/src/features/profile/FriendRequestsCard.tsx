import { Button, Card, HStack } from "@chakra-ui/react";
import { useConnectionActions } from "./useConnectionActions";
import type { ProfileListItemFieldsFragment } from "./profile.generated";
import { displayName } from "../../lib/names";
import { useFriendRequestsList } from "./lists";
import { ProfileList } from "./ProfileList";
import { CountBadge, SectionCard } from "../../components/SectionCard";

function RequestActions({ profile }: { profile: ProfileListItemFieldsFragment }) {
  const name = displayName(profile);
  const { run, pending } = useConnectionActions({ id: profile.id, name });
  return (
    <HStack gap="1.5">
      <Button
        size="xs"
        aria-label={`Accept friend request from ${name}`}
        loading={pending === "acceptFriendRequest"}
        disabled={pending !== null}
        onClick={() => void run("acceptFriendRequest")}
      >
        Accept
      </Button>
      <Button
        size="xs"
        variant="outline"
        colorPalette="gray"
        aria-label={`Reject friend request from ${name}`}
        loading={pending === "rejectFriendRequest"}
        disabled={pending !== null}
        onClick={() => void run("rejectFriendRequest")}
      >
        Reject
      </Button>
    </HStack>
  );
}

/** The viewer's pending friend requests, each with Accept and Reject (own profile only). */
export function FriendRequestsCard() {
  const state = useFriendRequestsList();
  const count = state.page?.totalCount ?? 0;
  return (
    <SectionCard
      headingId="friend-requests-title"
      title="Friend Requests"
      cardTitle
      aside={<CountBadge count={count} />}
    >
      <Card.Body pt="1">
        <ProfileList
          label="Friend requests"
          state={state}
          emptyText="No pending friend requests"
          errorText="Failed to load friend requests. Please try again."
          actions={(profile) => <RequestActions profile={profile} />}
        />
      </Card.Body>
    </SectionCard>
  );
}
