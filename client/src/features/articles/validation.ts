/** The article categories the server accepts ('' is none). */
export const ARTICLE_CATEGORIES = ["Technology", "Business", "Lifestyle"] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

/** The spec's limits and messages (document 2, validation table); the server checks the same. */
export const ARTICLE_LIMITS = { titleMin: 3, titleMax: 100, contentMin: 10, contentMax: 10000 };

export const ARTICLE_MESSAGES = {
  titleShort: `Title must be at least ${ARTICLE_LIMITS.titleMin} characters`,
  titleLong: `Title must be less than ${ARTICLE_LIMITS.titleMax} characters`,
  contentShort: `Content must be at least ${ARTICLE_LIMITS.contentMin} characters`,
  contentLong: `Content must be less than ${ARTICLE_LIMITS.contentMax} characters`,
  publishFailed: "Failed to publish article. Please try again.",
  draftFailed: "Failed to save draft. Please try again.",
};

export interface ArticleFieldErrors {
  title?: string;
  content?: string;
  category?: string;
  file?: string;
}

/** The title and content checks, as the server makes them (on trimmed text). */
export function validateArticle(values: { title: string; content: string }): ArticleFieldErrors {
  const errors: ArticleFieldErrors = {};
  const title = values.title.trim();
  const content = values.content.trim();
  if (title.length < ARTICLE_LIMITS.titleMin) errors.title = ARTICLE_MESSAGES.titleShort;
  else if (title.length > ARTICLE_LIMITS.titleMax) errors.title = ARTICLE_MESSAGES.titleLong;
  if (content.length < ARTICLE_LIMITS.contentMin) errors.content = ARTICLE_MESSAGES.contentShort;
  else if (content.length > ARTICLE_LIMITS.contentMax)
    errors.content = ARTICLE_MESSAGES.contentLong;
  return errors;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Article ids are UUIDs; anything else is a broken link (spec: 'Invalid Article'). */
export function isArticleId(value: string | undefined): value is string {
  return !!value && UUID.test(value);
}
