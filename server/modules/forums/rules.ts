import { z } from "zod";

// The forum rules the server and the forum screens check alike (spec document 2, §5 and §9). Only zod and
// plain constants here: the client imports this file too (`@rules/forums`).

export const FORUM_LIMITS = {
  titleMax: 200,
  contentMax: 10000,
  /** The card's excerpt: characters of the content, markup stripped. */
  excerpt: 150,
};

export const FORUM_MESSAGES = {
  signIn: "Not authenticated",
  titleEmpty: "Title is required.",
  titleLong: `Title must not exceed ${FORUM_LIMITS.titleMax} characters.`,
  contentEmpty: "Content is required.",
  contentLong: `Content must not exceed ${FORUM_LIMITS.contentMax} characters.`,
  categoryEmpty: "Please choose a category.",
  locked: "This post is locked and no longer accepts replies.",
  notFound: "Post not found",
  notYours: "Only its author can edit this post.",
  deleteForbidden: "You do not have permission to delete this post.",
  created: "Your forum post has been created successfully!",
  replied: "Your reply has been posted!",
} as const;

const messages = FORUM_MESSAGES;

export const forumTitle = z
  .string()
  .trim()
  .min(1, { error: messages.titleEmpty, abort: true })
  .max(FORUM_LIMITS.titleMax, messages.titleLong);

export const forumContent = z
  .string()
  .trim()
  .min(1, { error: messages.contentEmpty, abort: true })
  .max(FORUM_LIMITS.contentMax, messages.contentLong);

/** A new post's title and content (its category is a closed set, checked by the schema's enum). */
export const forumPostSchema = z.object({ title: forumTitle, content: forumContent });

/** A post's changes: each left out stays. */
export const forumPostUpdateSchema = z.object({
  title: forumTitle.optional(),
  content: forumContent.optional(),
});

/**
 * The four fixed categories, in their order: name, description and colour (a theme palette name), keyed
 * by the GraphQL enum's value.
 */
export const FORUM_CATEGORIES = [
  {
    key: "GENERAL_DISCUSSION",
    name: "General Discussion",
    description: "Introductions, news and conversations about professional life.",
    color: "blue",
  },
  {
    key: "TECHNOLOGY",
    name: "Technology",
    description: "Software, hardware, data and the tools teams build with.",
    color: "purple",
  },
  {
    key: "BUSINESS",
    name: "Business",
    description: "Strategy, funding, sales and growing a company.",
    color: "green",
  },
  {
    key: "HELP_SUPPORT",
    name: "Help & Support",
    description: "Questions about Agora and help from the community.",
    color: "orange",
  },
] as const;

export type ForumCategoryKey = (typeof FORUM_CATEGORIES)[number]["key"];
