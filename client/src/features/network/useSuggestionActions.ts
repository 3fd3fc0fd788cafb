import type { ApolloCache, Reference, StoreObject } from "@apollo/client";
import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { userMessage } from "../../apollo/errors";
import { notify } from "../../theme/toaster";
import { ConnectWithSuggestionDocument, DismissSuggestionDocument } from "./suggestions.generated";

export const FRIEND_REQUEST_SENT = "Friend request sent";
export const CONNECT_FAILED = "Failed to send friend request. Please try again.";
export const DISMISS_FAILED = "Failed to dismiss suggestion. Please try again.";

interface StoredSuggestions {
  edges?: readonly { node: StoreObject | Reference }[];
}

/**
 * Takes the member out of every cached suggestions list (the card's and /network's). Run in the
 * mutations' optimistic answers, so the person leaves at once and comes back if the server refuses.
 */
export function removeSuggestion(cache: ApolloCache, memberId: string): void {
  cache.modify({
    id: "ROOT_QUERY",
    fields: {
      peopleYouMayKnow(existing, { readField }) {
        const list = existing as StoredSuggestions | undefined;
        if (!list?.edges) return existing;
        return {
          ...list,
          edges: list.edges.filter((edge) => {
            const profile = readField<Reference>("profile", edge.node);
            return readField<string>("id", profile) !== memberId;
          }),
        };
      },
    },
  });
}

/** 'Connect' (a friend request) and 'Dismiss' on a suggested member, with their toasts. */
export function useSuggestionActions(memberId: string, onDone?: () => void) {
  const [pending, setPending] = useState<"connect" | "dismiss" | null>(null);
  const [connect] = useMutation(ConnectWithSuggestionDocument, {
    variables: { userId: memberId },
    optimisticResponse: {
      sendFriendRequest: {
        __typename: "Profile" as const,
        id: memberId,
        connectionStatus: "FRIEND_REQUESTED" as const,
        hasIncomingFriendRequest: false,
      },
      // The generated result type leaves out __typename, which the cache needs to find the member.
    } as never,
    update: (cache) => removeSuggestion(cache, memberId),
  });
  const [dismiss] = useMutation(DismissSuggestionDocument, {
    variables: { memberId },
    optimisticResponse: { dismissSuggestion: true },
    update: (cache) => removeSuggestion(cache, memberId),
  });

  const run = async (action: "connect" | "dismiss") => {
    if (pending) return;
    setPending(action);
    try {
      if (action === "connect") {
        await connect();
        notify.success(FRIEND_REQUEST_SENT);
      } else {
        await dismiss();
      }
      onDone?.();
    } catch (error) {
      notify.error(
        "Error",
        userMessage(error, action === "connect" ? CONNECT_FAILED : DISMISS_FAILED),
      );
    } finally {
      setPending(null);
    }
  };

  return { run, pending };
}
