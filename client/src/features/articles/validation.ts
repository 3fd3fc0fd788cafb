/** The article categories the server accepts ('' is none). */
export const ARTICLE_CATEGORIES = ["Technology", "Business", "Lifestyle"] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

// The title and content rules (limits and messages) are shared with the server: `@rules/articles`.
export const ARTICLE_MESSAGES = {
  publishFailed: "Failed to publish article. Please try again.",
  draftFailed: "Failed to save draft. Please try again.",
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Article ids are UUIDs; anything else is a broken link (spec: 'Invalid Article'). */
export function isArticleId(value: string | undefined): value is string {
  return !!value && UUID.test(value);
}
