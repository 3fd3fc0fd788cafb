import { MessageSquareIcon } from "lucide-react";
import { lazy } from "react";
import { dataText, defineFeature } from "../feature";
import { messagingTypePolicies } from "./policies";

/** Messages: the conversation list, threads and the picker of members, live. */
export const messages = defineFeature({
  name: "messages",
  routes: [{ path: "/messages", frame: "members", page: lazy(() => import("./MessagesPage")) }],
  nav: {
    label: "Messages",
    to: "/messages",
    icon: MessageSquareIcon,
    order: 70,
    membersOnly: true,
  },
  typePolicies: messagingTypePolicies,
  notifications: {
    // Opens the conversation with the sender (a business inquiry's, about its idea).
    MESSAGE: {
      icon: MessageSquareIcon,
      opens: (data) => {
        const senderId = dataText(data, "senderId");
        const state = senderId
          ? {
              selectedUserId: senderId,
              messageType: dataText(data, "messageType"),
              businessIdeaId: dataText(data, "businessIdeaId"),
            }
          : undefined;
        return { to: "/messages", state };
      },
    },
  },
});
