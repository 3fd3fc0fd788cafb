import type { ArticleCategory } from "../../gql/types";

/** The article categories, in the order tabs and the editor list them, with the labels members see. */
export const ARTICLE_CATEGORY_LABELS: Readonly<Record<ArticleCategory, string>> = {
  TECHNOLOGY: "Technology",
  BUSINESS: "Business",
  LIFESTYLE: "Lifestyle",
};

export const ARTICLE_CATEGORIES = Object.keys(ARTICLE_CATEGORY_LABELS) as ArticleCategory[];

/** What members read for a category: 'Technology' for TECHNOLOGY. */
export function articleCategoryLabel(category: ArticleCategory): string {
  return ARTICLE_CATEGORY_LABELS[category];
}
