import { BUSINESS_CATEGORY_LABELS, type BusinessCategoryValue } from "@rules/pages";

/** The business pages' texts (spec document 2, sections 2 and 8). */
export const BUSINESS_TEXT = {
  title: "Business Pages",
  subtitle: "Discover and connect with local businesses",
  search: "Search business pages...",
  create: "Create Business Page",
  createFirst: "Create the first business page",
  emptyFiltered: "No business pages found matching your criteria.",
  empty: "No business pages available yet.",
  loadFailed: "Failed to load business pages",
  created: ["Success", "Business page created successfully"],
  createFailed: "Failed to create business page. Please try again.",
  updated: "Business page updated successfully.",
  updateFailed: "Failed to update business page.",
  followFailed: "Failed to update follow status. Please try again.",
  notFound: "Business Page Not Found",
  notFoundText: "The business page you're looking for doesn't exist or has been removed.",
  coverUpdated: "Cover photo updated",
  coverFailed: ["Upload failed", "Failed to upload cover photo. Please try again."],
  imageFailed: ["Upload failed", "Failed to upload the image. Please try again."],
  /** An edit saved, with images the server refused: 'Changes saved without the cover: …'. */
  savedWithout: (refused: readonly string[]) => `Changes saved without ${refused.join("; ")}`,
  noReviews: "No reviews yet",
  noPosts: "No posts yet",
  postNotFound: ["Post not found", "This post does not exist or has been removed."],
} as const;

export const categoryLabel = (value: string) =>
  BUSINESS_CATEGORY_LABELS[value as BusinessCategoryValue] ?? value;

/** '4.3 ★ (12 reviews)', or null without reviews. */
export function ratingText(average: number | null | undefined, count: number) {
  if (average == null || !count) return null;
  return `${average.toFixed(1)} ★ (${count} ${count === 1 ? "review" : "reviews"})`;
}
