import removeMarkdown from "remove-markdown";

/*
 * Text helpers every area may use: they import nothing of the app, so the areas that word notifications
 * and excerpts never import each other for them.
 */

/** The markup-free text of markdown, whitespace collapsed. */
export const plainText = (markdown: string) =>
  removeMarkdown(markdown, { useImgAltText: true }).replace(/\s+/g, " ").trim();

/**
 * The first `length` characters of the text, markup stripped, with an ellipsis when longer. Characters are
 * code points, as Postgres counts them: a cut never splits an emoji into a lone surrogate.
 */
export function clipText(markdown: string, length: number): string {
  const chars = Array.from(plainText(markdown));
  return chars.length > length ? `${chars.slice(0, length).join("").trimEnd()}…` : chars.join("");
}

/** The name used in notification texts: full name, then username, then 'Someone'. */
export function displayName(
  profile: { fullName?: string | null; username?: string | null } | null,
): string {
  return profile?.fullName?.trim() || profile?.username?.trim() || "Someone";
}
