import type { ModerationTarget } from "../../gql/types";

/** How the dashboard names each content kind: the tab (plural) and the toasts (singular). */
export const KIND_NAMES: Record<ModerationTarget, { one: string; many: string }> = {
  PROFILE: { one: "profile", many: "profiles" },
  ARTICLE: { one: "article", many: "articles" },
  GROUP: { one: "group", many: "groups" },
  GROUP_POST: { one: "group post", many: "group posts" },
  COMMENT: { one: "comment", many: "comments" },
  FORUM_POST: { one: "forum post", many: "forum posts" },
  EVENT: { one: "event", many: "events" },
  BUSINESS_IDEA: { one: "business idea", many: "business ideas" },
  BUSINESS_PAGE: { one: "business page", many: "business pages" },
  PAGE_POST: { one: "page post", many: "page posts" },
  REVIEW: { one: "review", many: "reviews" },
};

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The dashboard's texts (spec document 2, section 8, for users and articles; the same shape for the rest). */
export const ADMIN_TEXT = {
  title: "Super Admin Dashboard",
  usersFailed: "Failed to fetch users",
  banned: "User banned successfully",
  banFailed: "Failed to ban user",
  unbanned: "User unbanned successfully",
  unbanFailed: "Failed to unban user",
  deleted: "User deleted successfully",
  deleteFailed: "Failed to delete user",
  noUsername: "No username",
  /** Under a failure whose cause is not written for people ('Failed to fetch', a masked server error). */
  tryAgain: "Something went wrong. Check your connection and try again.",
  statsFailed: "Failed to load statistics",
  contentFailed: (kind: ModerationTarget) => `Failed to fetch ${KIND_NAMES[kind].many}`,
  contentDeleted: (kind: ModerationTarget) =>
    `${capitalise(KIND_NAMES[kind].one)} deleted successfully`,
  contentDeleteFailed: (kind: ModerationTarget) => `Failed to delete ${KIND_NAMES[kind].one}`,
  confirmContent: (kind: ModerationTarget) =>
    `Are you sure you want to delete this ${KIND_NAMES[kind].one}? This action cannot be undone.`,
} as const;
