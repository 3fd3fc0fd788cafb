import { z } from "zod";

// The article rules the server and the article editor check alike (spec document 2, §5). Only zod and plain
// constants here: the client imports this file too (`@rules/articles`).

/** Title and content bounds, counted on the trimmed text. */
export const ARTICLE_TEXT_LIMITS = {
  titleMin: 3,
  titleMax: 100,
  contentMin: 10,
  contentMax: 10000,
};

export const ARTICLE_TEXT_MESSAGES = {
  titleShort: `Title must be at least ${ARTICLE_TEXT_LIMITS.titleMin} characters`,
  titleLong: `Title must be less than ${ARTICLE_TEXT_LIMITS.titleMax} characters`,
  contentShort: `Content must be at least ${ARTICLE_TEXT_LIMITS.contentMin} characters`,
  contentLong: `Content must be less than ${ARTICLE_TEXT_LIMITS.contentMax} characters`,
} as const;

const limits = ARTICLE_TEXT_LIMITS;
const messages = ARTICLE_TEXT_MESSAGES;

/** The title and content of a new article, trimmed; each field reports its first problem. */
export const articleTextSchema = z.object({
  title: z
    .string()
    .trim()
    .min(limits.titleMin, { error: messages.titleShort, abort: true })
    .max(limits.titleMax, messages.titleLong),
  content: z
    .string()
    .trim()
    .min(limits.contentMin, { error: messages.contentShort, abort: true })
    .max(limits.contentMax, messages.contentLong),
});
