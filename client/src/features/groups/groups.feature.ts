import { relayStylePagination } from "@apollo/client/utilities";
import { UsersIcon } from "lucide-react";
import { lazy } from "react";
import { dataText, defineFeature, type FeedTarget, type NotificationKind } from "../feature";

/** A group notification (a join request, the decision on one, an invitation) opens the group. */
const groupActivity: NotificationKind = {
  icon: UsersIcon,
  opens: (data) => {
    const groupId = dataText(data, "groupId");
    return groupId ? { to: `/groups/${groupId}` } : null;
  },
};

/** A group feed item opens the route the server gives it: the group, or the group at the post. */
const openPath = ({ path }: { path: string }): FeedTarget | null =>
  path.startsWith("/groups") ? { to: path } : null;

/** Groups: the directory, a group's page with its posts, and creating one. */
export const groups = defineFeature({
  name: "groups",
  routes: [
    { path: "/groups", frame: "public", page: lazy(() => import("./GroupsPage")) },
    { path: "/groups/:groupId", frame: "public", page: lazy(() => import("./GroupDetailPage")) },
    { path: "/create-group", frame: "members", page: lazy(() => import("./CreateGroupPage")) },
  ],
  nav: { label: "Groups", to: "/groups", icon: UsersIcon, order: 10, membersOnly: true },
  typePolicies: {
    Query: {
      fields: {
        // One directory list per search text and tab (all, or the viewer's own).
        groups: relayStylePagination(["search", "mine", "memberId"]),
        groupMembers: relayStylePagination(["groupId", "role"]),
        groupPosts: relayStylePagination(["groupId"]),
        joinRequests: relayStylePagination(["groupId"]),
      },
    },
  },
  searchHits: { Group: lazy(() => import("./GroupSearchHit")) },
  profileTabs: [
    { label: "Groups", icon: UsersIcon, order: 10, panel: lazy(() => import("./ProfileGroups")) },
  ],
  feedKinds: {
    GROUP: {
      label: "Group",
      palette: "purple",
      tab: "groups",
      // As on the groups page, a visitor opening a group is asked to sign in first.
      target: (item) => {
        const target = openPath(item);
        return target ? { ...target, signInAction: "join this group" } : null;
      },
    },
    GROUP_POST: { label: "Group post", palette: "purple", tab: "groups", target: openPath },
    // A shared post opens where the server says: a group's post or another area's (a business page's).
    SHARED_POST: {
      label: "Shared post",
      palette: "purple",
      tab: "groups",
      target: ({ path }) => (path !== "/" ? { to: path } : null),
    },
  },
  reactable: { GROUP_POST: "GroupPost" },
  commentable: { GROUP_POST: "GroupPost" },
  // A post's id alone does not name its group: the directory.
  contentRoutes: { GROUP_POST: () => "/groups" },
  notifications: {
    GROUP_INVITATION: { ...groupActivity, refreshes: ["Group"] },
    // Approved: the group page shows the member in, with its posts and members.
    GROUP_JOIN_DECISION: {
      ...groupActivity,
      refreshes: ["Group", "GroupPosts", "GroupMembers", "Groups"],
    },
    // An admin looking at the group sees the request arrive.
    GROUP_JOIN_REQUEST: { ...groupActivity, refreshes: ["JoinRequests", "Group"] },
  },
});
