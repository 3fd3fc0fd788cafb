import { FORUM_MESSAGES } from "@rules/forums";

/** The forum screens' texts (spec document 2, §2 and §8). */
export const FORUM_TEXT = {
  ...FORUM_MESSAGES,
  loadFailedTitle: "Error",
  loadFailed: "Failed to load forum posts.",
  postLoadFailed: "Failed to load forum post.",
  createFailed: "Failed to create post. Please try again.",
  replyFailed: "Failed to post reply. Please try again.",
  noReplies: "No replies yet. Be the first to reply!",
  deleteConfirm: "Are you sure you want to delete this post? This action cannot be undone.",
} as const;

/** '1 reply', '3 replies'. */
export const countText = (count: number, one: string, many: string) =>
  `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;
