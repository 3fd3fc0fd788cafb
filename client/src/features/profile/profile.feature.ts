import { relayStylePagination } from "@apollo/client/utilities";
import { UserIcon, UserPlusIcon } from "lucide-react";
import { lazy } from "react";
import { dataText, defineFeature, type NotificationKind } from "../feature";

const ProfilePage = lazy(() => import("./ProfilePage"));

/** A connection notification opens the other member's profile. */
const connection: NotificationKind = {
  icon: UserPlusIcon,
  opens: (data) => {
    const userId = dataText(data, "senderId", "from_user_id");
    return userId ? { to: `/profile/${userId}` } : null;
  },
};

/** Members' profiles, their connections (follow, friends) and the lists of them. */
export const profile = defineFeature({
  name: "profile",
  routes: [
    { path: "/profile", frame: "public", page: ProfilePage },
    { path: "/profile/:userId", frame: "public", page: ProfilePage },
  ],
  nav: {
    label: "Profile",
    to: (viewerId) => `/profile/${viewerId}`,
    icon: UserIcon,
    order: 90,
    membersOnly: true,
    // `/profile` shows the member's own profile.
    alsoActiveOn: ["/profile"],
  },
  typePolicies: {
    Query: {
      fields: {
        // `profile(id)` can be answered from a Profile already in the cache (e.g. the viewer's own).
        profile: {
          read(existing, { args, toReference, canRead }) {
            if (existing !== undefined) return existing;
            const ref =
              typeof args?.id === "string"
                ? toReference({ __typename: "Profile", id: args.id })
                : undefined;
            return ref && canRead(ref) ? ref : undefined;
          },
        },
        // Cursor connections: one list per member (and status), pages appended by fetchMore.
        connections: relayStylePagination(["userId", "status"]),
        followers: relayStylePagination(["userId"]),
        friendRequests: relayStylePagination(false),
      },
    },
  },
  searchHits: { Profile: lazy(() => import("./ProfileSearchHit")) },
  feedKinds: {
    NEW_USER: {
      label: "New member",
      palette: "green",
      title: (name) => `${name} joined Agora`,
      target: (item) => (item.author ? { to: `/profile/${item.author.id}` } : null),
    },
  },
  notifications: { CONNECTION: connection, CONNECTION_REQUEST: connection },
});
