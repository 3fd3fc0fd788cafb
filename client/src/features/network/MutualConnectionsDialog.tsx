import { Box, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { usePagedList } from "../../apollo/usePagedList";
import { AvatarSkeleton } from "../../components/AvatarSkeleton";
import { LoadFailed } from "../../components/LoadFailed";
import { LoadMoreButton } from "../../components/LoadMoreButton";
import { MemberRow } from "../../components/MemberRow";
import { ViewDialog } from "../../components/ViewDialog";
import { displayName } from "../../lib/names";
import { notify } from "../../theme/toaster";
import { MutualConnectionsDocument } from "./mutual-connections.generated";

/** How many members the list shows at first and adds with each 'Load more'. */
export const MUTUAL_PAGE_SIZE = 20;

export const MUTUAL_TEXT = {
  title: "Mutual connections",
  empty: "You have no mutual connections.",
  loadFailed: "Failed to load mutual connections.",
} as const;

export interface MutualConnectionsDialogProps {
  memberId: string;
  memberName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The connections the viewer shares with a member, page by page, each opening their profile. */
export default function MutualConnectionsDialog({
  memberId,
  memberName,
  open,
  onOpenChange,
}: MutualConnectionsDialogProps) {
  const { data, loading, error, refetch, fetchMore } = useQuery(MutualConnectionsDocument, {
    variables: { id: memberId, first: MUTUAL_PAGE_SIZE },
  });
  const connection = data?.profile?.mutualConnections;
  const { nodes, hasMore, loadMore } = usePagedList(connection, fetchMore);

  let body;
  if (loading && !connection) {
    body = (
      <Stack gap="4" py="1" aria-busy="true" aria-label="Loading">
        {[0, 1, 2].map((index) => (
          <AvatarSkeleton
            key={index}
            lines={[
              ["3.5", "40%"],
              ["3", "60%"],
            ]}
          />
        ))}
      </Stack>
    );
  } else if (error && !connection) {
    body = <LoadFailed message={MUTUAL_TEXT.loadFailed} onRetry={() => refetch()} />;
  } else if (!nodes.length) {
    body = (
      <Text fontSize="sm" color="fg.muted">
        {MUTUAL_TEXT.empty}
      </Text>
    );
  } else {
    body = (
      <Box>
        <Stack as="ul" gap="0" listStyleType="none" aria-label={MUTUAL_TEXT.title}>
          {nodes.map((person) => {
            const name = displayName(person);
            const role = [person.title, person.company].filter(Boolean).join(" at ");
            return (
              <MemberRow
                key={person.id}
                as="li"
                py="2.5"
                borderBottomWidth="1px"
                _last={{ borderBottomWidth: "0" }}
                profileId={person.id}
                name={name}
                avatarSrc={person.avatarThumbnailUrl ?? person.avatarUrl}
                detail={role || `@${person.username}`}
              />
            );
          })}
        </Stack>
        {hasMore ? (
          <LoadMoreButton
            mt="2"
            size="sm"
            onLoadMore={loadMore}
            onError={() => notify.error("Error", MUTUAL_TEXT.loadFailed, "mutual-load-more")}
          />
        ) : null}
      </Box>
    );
  }

  return (
    <ViewDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`${MUTUAL_TEXT.title} with ${memberName}`}
      scrollBehavior="inside"
      size={{ base: "full", sm: "md" }}
    >
      {body}
    </ViewDialog>
  );
}
