import type { GroupRole } from "../../gql/types";

/** The spec's texts of the groups area (spec document 2, §8), in one place for the screens and tests. */
export const GROUP_TEXT = {
  notFound: {
    title: "Group not found",
    description: "The group you are looking for does not exist.",
  },
  /** A group link whose id is not an id at all. */
  invalidId: "Invalid group ID format. Please try again later.",
  loadFailed: { title: "Error", description: "Failed to load group details" },
  membersOnly: "Join the group to see and create posts.",
  /** A public group's non-members read its posts already: they join to post. */
  joinToPost: "Join the group to post.",
  updated: { title: "Group updated", description: "Your changes have been saved." },
  updateFailed: { title: "Error", description: "Failed to update group" },
  deleted: { title: "Group deleted", description: "The group and its posts have been deleted." },
  deleteFailed: { title: "Error", description: "Failed to delete group" },
  goPrivate: {
    title: "Make this group private?",
    description:
      "Its posts and member list will be visible to members only. Its posts leave the news feed and can no longer be shared. Anyone can still find the group and ask to join.",
    confirm: "Make private",
  },
  created: {
    title: "Group created successfully",
    description: "Your new group has been created and you can now invite members.",
  },
  createFailed: "Error creating group",
  postCreated: { title: "Post created", description: "Your post was created successfully" },
  postFailed: { title: "Error", description: "Failed to create post" },
  left: { title: "Left group", description: "You have left the group successfully" },
  leaveFailed: { title: "Error", description: "Failed to leave group" },
  shareFailed: "Error sharing post",
  inviteFailed: "Failed to send invitation. Please try again.",
  joinFailed: "Failed to send join request. Please try again.",
  requestsFailed: "Failed to load join requests",
  approveFailed: "Failed to approve request",
  rejectFailed: "Failed to reject request",
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else finds nothing (a group link reads as 'Invalid group ID format…'). */
export function isUuid(value: string | undefined): value is string {
  return !!value && UUID.test(value);
}

/** '1 member', '12 members'. */
export function memberCountText(count: number): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? "member" : "members"}`;
}

const dateOnly = new Intl.DateTimeFormat("en-US", {
  month: "long",
  day: "numeric",
  year: "numeric",
});

/** 'March 4, 2025'. */
export function longDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? "" : dateOnly.format(new Date(time));
}

export const ROLE_LABELS: Record<GroupRole, string> = {
  ADMIN: "Admin",
  MODERATOR: "Moderator",
  MEMBER: "Member",
};
