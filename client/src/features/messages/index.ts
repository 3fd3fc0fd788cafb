import { MessageSquareIcon } from "lucide-react";
import { lazy } from "react";
import { dataText, defineFeature } from "../feature";
import { messagingTypePolicies } from "./policies";

/** Messages: the inbox, contacts and conversations, live. */
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
    // Opens the chat with the sender.
    MESSAGE: {
      icon: MessageSquareIcon,
      opens: (data) => {
        const senderId = dataText(data, "senderId");
        return { to: "/messages", state: senderId ? { selectedUserId: senderId } : undefined };
      },
    },
  },
});
