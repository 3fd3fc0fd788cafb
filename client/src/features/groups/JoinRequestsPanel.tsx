import { Button, Card, HStack, Skeleton, SkeletonCircle, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { CheckIcon, XIcon } from "lucide-react";
import { userMessage } from "../../apollo/errors";
import { LoadFailed } from "../../components/LoadFailed";
import { PagedLoadMoreButton } from "../../components/LoadMoreButton";
import { CountBadge, SectionCard } from "../../components/SectionCard";
import { usePagedList } from "../../apollo/usePagedList";
import { MemberRow } from "../../components/MemberRow";
import { displayName } from "../../lib/names";
import { notify } from "../../theme/toaster";
import { fullTime, relativeTime } from "../../lib/time";
import { membersChanged } from "./cache";
import {
  ApproveJoinRequestDocument,
  GroupDocument,
  JoinRequestsDocument,
  RejectJoinRequestDocument,
  type GroupDetailFieldsFragment,
  type JoinRequestFieldsFragment,
} from "./group.generated";
import { GROUP_TEXT } from "./text";

const PAGE_SIZE = 10;

/** Admins: the pending requests to join, oldest first, each with Approve and Reject. */
export function JoinRequestsPanel({ group }: { group: GroupDetailFieldsFragment }) {
  const { data, loading, error, refetch, fetchMore } = useQuery(JoinRequestsDocument, {
    variables: { groupId: group.id, first: PAGE_SIZE },
    fetchPolicy: "cache-and-network",
  });
  const list = data?.joinRequests;
  const pager = usePagedList(list, fetchMore);
  const count = group.pendingRequestCount;

  let body;
  if (!list && loading) {
    body = (
      <Stack gap="3" aria-busy="true" aria-label="Loading join requests">
        {[0, 1].map((index) => (
          <HStack key={index} gap="3">
            <SkeletonCircle size="8" />
            <Skeleton h="3.5" flex="1" />
          </HStack>
        ))}
      </Stack>
    );
  } else if (!list && error) {
    body = <LoadFailed message={GROUP_TEXT.requestsFailed} onRetry={refetch} />;
  } else if (!list?.edges.length) {
    body = (
      <Text fontSize="sm" color="fg.muted">
        No pending requests.
      </Text>
    );
  } else {
    body = (
      <Stack as="ul" gap="3" listStyleType="none" aria-label="Pending join requests">
        {list.edges.map(({ node }) => (
          <JoinRequestRow key={node.id} groupId={group.id} request={node} />
        ))}
      </Stack>
    );
  }

  return (
    <SectionCard
      headingId="join-requests-heading"
      title="Join Requests"
      aside={<CountBadge count={count} />}
    >
      <Card.Body>
        <Stack gap="3">
          {body}
          <PagedLoadMoreButton
            size="xs"
            list={pager}
            onError={() => notify.error("Error", GROUP_TEXT.requestsFailed)}
          />
        </Stack>
      </Card.Body>
    </SectionCard>
  );
}

function JoinRequestRow({
  groupId,
  request,
}: {
  groupId: string;
  request: JoinRequestFieldsFragment;
}) {
  const name = displayName(request.requester);
  const [pending, setPending] = useState<"approve" | "reject" | null>(null);
  const options = {
    // The group's counts change; the request leaves the list.
    refetchQueries: [GroupDocument],
    update: (cache: Parameters<typeof membersChanged>[0]) => {
      cache.evict({ id: cache.identify({ __typename: "GroupJoinRequest", id: request.id }) });
      membersChanged(cache, groupId);
    },
  };
  const [approve] = useMutation(ApproveJoinRequestDocument, options);
  const [reject] = useMutation(RejectJoinRequestDocument, options);

  const decide = async (decision: "approve" | "reject") => {
    setPending(decision);
    try {
      if (decision === "approve") {
        await approve({ variables: { id: request.id } });
        notify.success("Request approved", `${name} is now a member of the group.`);
      } else {
        await reject({ variables: { id: request.id } });
        notify.success("Request rejected", `${name}'s request to join was rejected.`);
      }
    } catch (error) {
      setPending(null);
      notify.error(
        decision === "approve" ? GROUP_TEXT.approveFailed : GROUP_TEXT.rejectFailed,
        userMessage(error, "Please try again."),
      );
    }
  };

  return (
    <Stack as="li" gap="2" aria-label={`Request from ${name}`}>
      <MemberRow
        size="sm"
        profileId={request.requester.id}
        name={name}
        avatarSrc={request.requester.avatarThumbnailUrl ?? request.requester.avatarUrl}
        truncateDetail={false}
        detail={
          <time dateTime={request.createdAt} title={fullTime(request.createdAt)}>
            Asked {relativeTime(request.createdAt).replace(/^Just now$/, "just now")}
          </time>
        }
      />
      <HStack gap="2">
        <Button
          size="xs"
          flex="1"
          onClick={() => void decide("approve")}
          loading={pending === "approve"}
          disabled={pending !== null}
        >
          <CheckIcon /> Approve
        </Button>
        <Button
          size="xs"
          flex="1"
          variant="outline"
          colorPalette="gray"
          onClick={() => void decide("reject")}
          loading={pending === "reject"}
          disabled={pending !== null}
        >
          <XIcon /> Reject
        </Button>
      </HStack>
    </Stack>
  );
}
