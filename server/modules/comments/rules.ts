import { z } from "zod";

// The comment rules the server and the comment boxes check alike. Only zod and plain constants here: the
// client imports this file too (`@rules/comments`).

export const COMMENT_LIMITS = { min: 1, max: 2000 };

export const COMMENT_MESSAGES = {
  empty: "Comment cannot be empty.",
  tooLong: `Comment must not exceed ${COMMENT_LIMITS.max} characters.`,
} as const;

/** A comment's text, trimmed. */
export const commentContent = z
  .string()
  .trim()
  .min(COMMENT_LIMITS.min, { error: COMMENT_MESSAGES.empty, abort: true })
  .max(COMMENT_LIMITS.max, COMMENT_MESSAGES.tooLong);

export const commentSchema = z.object({ content: commentContent });
