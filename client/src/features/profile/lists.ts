import { useQuery } from "@apollo/client/react";
import {
  ConnectionsDocument,
  FollowersDocument,
  FriendRequestsDocument,
  type ProfileListPageFragment,
} from "./profile.generated";
import type { ConnectionStatus } from "../../gql/types";
import { usePagedList } from "../../apollo/usePagedList";
import { LIST_PAGE_SIZE, type ProfileListState } from "./ProfileList";

/** A list query's state as the list needs it, with 'Load more' fetching the page after the last. */
function useListState(
  query: {
    loading: boolean;
    error?: unknown;
    refetch: () => Promise<unknown>;
    fetchMore: Parameters<typeof usePagedList>[1];
  },
  page: ProfileListPageFragment | undefined,
): ProfileListState {
  const { loadMore } = usePagedList(page, query.fetchMore);
  return {
    page,
    loading: query.loading,
    error: query.error,
    retry: () => void query.refetch().catch(() => undefined),
    loadMore,
  };
}

/** Whom the member follows or is friends with (one status, or both). */
export function useConnectionsList(
  userId: string,
  status: ConnectionStatus | null,
): ProfileListState {
  const query = useQuery(ConnectionsDocument, {
    variables: { userId, status, first: LIST_PAGE_SIZE },
  });
  return useListState(query, query.data?.connections);
}

/** Members who follow the member. */
export function useFollowersList(userId: string): ProfileListState {
  const query = useQuery(FollowersDocument, { variables: { userId, first: LIST_PAGE_SIZE } });
  return useListState(query, query.data?.followers);
}

/** Friend requests waiting for the viewer's answer. */
export function useFriendRequestsList(): ProfileListState {
  const query = useQuery(FriendRequestsDocument, { variables: { first: LIST_PAGE_SIZE } });
  return useListState(query, query.data?.friendRequests);
}
