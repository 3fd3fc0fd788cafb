import { useQuery } from "@apollo/client/react";
import {
  ConnectionsDocument,
  FollowersDocument,
  FriendRequestsDocument,
} from "./profile.generated";
import type { ConnectionStatus } from "../../gql/types";
import { LIST_PAGE_SIZE, type ProfileListState } from "./ProfileList";

/** Whom the member follows or is friends with (one status, or both). */
export function useConnectionsList(
  userId: string,
  status: ConnectionStatus | null,
): ProfileListState {
  const { data, loading, error, refetch, fetchMore } = useQuery(ConnectionsDocument, {
    variables: { userId, status, first: LIST_PAGE_SIZE },
  });
  const page = data?.connections;
  return {
    page,
    loading,
    error,
    retry: () => void refetch().catch(() => undefined),
    loadMore: () => fetchMore({ variables: { after: page?.pageInfo.endCursor ?? null } }),
  };
}

/** Members who follow the member. */
export function useFollowersList(userId: string): ProfileListState {
  const { data, loading, error, refetch, fetchMore } = useQuery(FollowersDocument, {
    variables: { userId, first: LIST_PAGE_SIZE },
  });
  const page = data?.followers;
  return {
    page,
    loading,
    error,
    retry: () => void refetch().catch(() => undefined),
    loadMore: () => fetchMore({ variables: { after: page?.pageInfo.endCursor ?? null } }),
  };
}

/** Friend requests waiting for the viewer's answer. */
export function useFriendRequestsList(): ProfileListState {
  const { data, loading, error, refetch, fetchMore } = useQuery(FriendRequestsDocument, {
    variables: { first: LIST_PAGE_SIZE },
  });
  const page = data?.friendRequests;
  return {
    page,
    loading,
    error,
    retry: () => void refetch().catch(() => undefined),
    loadMore: () => fetchMore({ variables: { after: page?.pageInfo.endCursor ?? null } }),
  };
}
