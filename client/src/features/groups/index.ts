import { UsersIcon } from "lucide-react";
import { lazy } from "react";
import { dataText, defineFeature, type NotificationKind } from "../feature";

/** A group notification opens the group. */
const groupActivity: NotificationKind = {
  icon: UsersIcon,
  opens: (data) => {
    const groupId = dataText(data, "groupId");
    return groupId ? { to: `/groups/${groupId}` } : null;
  },
};

/** Groups: the directory, a group's page and creating one. */
export const groups = defineFeature({
  name: "groups",
  routes: [
    { path: "/groups", frame: "public", page: lazy(() => import("./GroupsPage")) },
    { path: "/groups/:groupId", frame: "public", page: lazy(() => import("./GroupDetailPage")) },
    { path: "/create-group", frame: "members", page: lazy(() => import("./CreateGroupPage")) },
  ],
  nav: { label: "Groups", to: "/groups", icon: UsersIcon, order: 10, membersOnly: true },
  feedKinds: {
    GROUP: { label: "Group", palette: "purple", tab: "groups" },
    GROUP_POST: {
      label: "Group post",
      palette: "purple",
      tab: "groups",
      // The feed item carries the post's id only; /groups/{groupId} needs the group's (server TODO).
      target: (item) => (item.contentId ? { to: `/groups/${item.contentId}` } : null),
    },
    SHARED_POST: { label: "Shared post", palette: "purple", tab: "groups" },
  },
  reactable: { GROUP_POST: "GroupPost" },
  notifications: {
    GROUP_INVITATION: groupActivity,
    GROUP_JOIN_DECISION: groupActivity,
    GROUP_JOIN_REQUEST: groupActivity,
  },
});
