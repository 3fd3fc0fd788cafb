import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { userMessage } from "../../apollo/errors";
import {
  AcceptFriendRequestDocument,
  FollowDocument,
  RejectFriendRequestDocument,
  RemoveFriendDocument,
  SendFriendRequestDocument,
  UnfollowDocument,
} from "./profile.generated";
import type { ConnectionStatus } from "../../gql/types";
import { notify } from "../../theme/toaster";

/** What the connection controls need to know about the other member. */
export interface ConnectionTarget {
  id: string;
  connectionStatus?: ConnectionStatus | null;
  hasIncomingFriendRequest?: boolean;
}

export type ConnectionAction =
  | "follow"
  | "unfollow"
  | "sendFriendRequest"
  | "acceptFriendRequest"
  | "rejectFriendRequest"
  | "removeFriend"
  | "connect"
  | "disconnect"
  | "disconnectFriend";

// The lists and headers a connection change affects: refetched when they are on screen. The mutation's
// own answer (the other member's fresh counts and status) updates the cache at once.
const AFFECTED_QUERIES = ["ProfileHeader", "Connections", "Followers", "FriendRequests"];

const FEEDBACK: Record<ConnectionAction, { success: (name: string) => string; failure: string }> = {
  follow: { success: (name) => `You are now following ${name}`, failure: "Failed to follow user" },
  unfollow: {
    success: () => "You are no longer following this user",
    failure: "Failed to unfollow user",
  },
  sendFriendRequest: {
    success: () => "Connection request sent",
    failure: "Failed to send friend request. Please try again.",
  },
  acceptFriendRequest: {
    success: () => "Friend request accepted",
    failure: "Failed to accept friend request. Please try again.",
  },
  rejectFriendRequest: {
    success: () => "Friend request rejected",
    failure: "Failed to reject friend request. Please try again.",
  },
  removeFriend: {
    success: () => "Friend removed successfully",
    failure: "Failed to remove friend. Please try again.",
  },
  // Connect follows (spec §4: it creates a following row), so it says so; 'Connection request sent' is
  // Add Friend's.
  connect: {
    success: (name) => `You are now following ${name}`,
    failure: "Failed to update connection",
  },
  disconnect: { success: () => "Connection removed", failure: "Failed to update connection" },
  disconnectFriend: {
    success: () => "Connection removed",
    failure: "Failed to update connection",
  },
};

/**
 * The connection transitions of spec §4 toward one member, with the spec's toasts. `pending` names the
 * action in flight, so its button can show a spinner and the others wait.
 */
export function useConnectionActions(target: { id: string; name: string }) {
  const [pending, setPending] = useState<ConnectionAction | null>(null);
  const options = { refetchQueries: AFFECTED_QUERIES };
  const [follow] = useMutation(FollowDocument, options);
  const [unfollow] = useMutation(UnfollowDocument, options);
  const [sendFriendRequest] = useMutation(SendFriendRequestDocument, options);
  const [acceptFriendRequest] = useMutation(AcceptFriendRequestDocument, options);
  const [rejectFriendRequest] = useMutation(RejectFriendRequestDocument, options);
  const [removeFriend] = useMutation(RemoveFriendDocument, options);

  const mutations: Record<ConnectionAction, () => Promise<unknown>> = {
    follow: () => follow({ variables: { userId: target.id } }),
    unfollow: () => unfollow({ variables: { userId: target.id } }),
    sendFriendRequest: () => sendFriendRequest({ variables: { userId: target.id } }),
    acceptFriendRequest: () => acceptFriendRequest({ variables: { userId: target.id } }),
    rejectFriendRequest: () => rejectFriendRequest({ variables: { userId: target.id } }),
    removeFriend: () => removeFriend({ variables: { userId: target.id } }),
    connect: () => follow({ variables: { userId: target.id } }),
    disconnect: () => unfollow({ variables: { userId: target.id } }),
    disconnectFriend: () => removeFriend({ variables: { userId: target.id } }),
  };

  const run = async (action: ConnectionAction): Promise<boolean> => {
    if (pending) return false;
    setPending(action);
    try {
      await mutations[action]();
    } catch (error) {
      notify.error("Error", userMessage(error, FEEDBACK[action].failure));
      return false;
    } finally {
      setPending(null);
    }
    notify.success(FEEDBACK[action].success(target.name));
    return true;
  };

  return { run, pending };
}

/**
 * Whether the viewer has a connection of their own toward the member (following, friends, or a request
 * they sent), as the small Connect button shows it.
 */
export function isConnected(target: ConnectionTarget): boolean {
  const status = target.connectionStatus ?? null;
  if (status === null) return false;
  if (status === "FRIEND_REQUESTED") return !target.hasIncomingFriendRequest;
  return true;
}
