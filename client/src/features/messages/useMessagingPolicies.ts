import { useApolloClient } from "@apollo/client/react";
import { registerMessagingPolicies } from "../../apollo/messaging-policies";

/**
 * Makes sure the cache knows how to page and merge the messaging lists before a screen queries them.
 * Every top-level messaging component (the bells, /messages, /notifications) calls it first.
 */
export function useMessagingPolicies(): void {
  registerMessagingPolicies(useApolloClient().cache);
}
