import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { Link as RouterLink } from "react-router-dom";
import { PlusIcon, SearchIcon, UsersIcon } from "lucide-react";
import { ProfileTabEmpty } from "../../components/ProfileTabEmpty";
import { ErrorState } from "../../components/ErrorState";
import { CardGridSkeleton, PagedCardGrid } from "../../components/CardGrid";
import { usePagedList } from "../../apollo/usePagedList";
import type { ProfileTabProps } from "../feature";
import { GroupCard } from "./GroupCard";
import { MemberGroupsDocument } from "./groups.generated";

const PAGE_SIZE = 6;
const GROUPS_LOAD_FAILED = "Failed to load groups";

/** Find Groups and Create, offered on one's own profile. */
function OwnActions() {
  return (
    <HStack gap="2" wrap="wrap" justify="center">
      <Button asChild size="sm" variant="outline" colorPalette="gray">
        <RouterLink to="/groups">
          <SearchIcon /> Find Groups
        </RouterLink>
      </Button>
      <Button asChild size="sm">
        <RouterLink to="/create-group">
          <PlusIcon /> Create
        </RouterLink>
      </Button>
    </HStack>
  );
}

/**
 * A profile's Groups tab: the groups the member belongs to, newest first (a private one only to those
 * the server lets see its members). On one's own profile: Find Groups and Create, and a settings button
 * on the groups one runs.
 */
export default function ProfileGroups({ memberId, memberName, own }: ProfileTabProps) {
  const { data, loading, error, refetch, fetchMore } = useQuery(MemberGroupsDocument, {
    variables: { memberId, first: PAGE_SIZE },
    fetchPolicy: "cache-and-network",
  });
  const list = data?.groups;
  const pager = usePagedList(list, fetchMore);

  if (!list && loading) return <CardGridSkeleton label="Loading groups" imageHeight="32" />;
  if (!list) {
    return error ? (
      <ErrorState
        title={GROUPS_LOAD_FAILED}
        description="Please check your connection and try again."
        onRetry={() => void refetch().catch(() => undefined)}
      />
    ) : null;
  }
  if (!list.edges.length) {
    return (
      <ProfileTabEmpty
        icon={<UsersIcon />}
        title="No groups yet"
        own={own}
        ownText="Groups you join or create will show here."
        otherText={`${memberName} hasn't joined any groups yet.`}
      >
        {own ? <OwnActions /> : null}
      </ProfileTabEmpty>
    );
  }
  return (
    <Stack gap="4" py="1">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          {list.totalCount} {list.totalCount === 1 ? "group" : "groups"}
        </Text>
        {own ? <OwnActions /> : null}
      </HStack>
      <PagedCardGrid
        label="Groups"
        items={list.edges.map((edge) => edge.node)}
        renderItem={(group) => (
          <GroupCard group={group} manage={own && group.viewerRole === "ADMIN"} />
        )}
        hasNextPage={pager.hasMore}
        onLoadMore={pager.loadMore}
        loadFailed={GROUPS_LOAD_FAILED}
      />
    </Stack>
  );
}
