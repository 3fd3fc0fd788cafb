import { parser, RuleType, type MarkdownToJSX } from "markdown-to-jsx/html";

/*
 * Text helpers every area may use: they import nothing of the app, so the areas that word notifications
 * and excerpts never import each other for them.
 */

/** Nodes that show nothing: raw HTML (members' markdown renders without it), references, task boxes. */
const SILENT: ReadonlySet<number> = new Set([
  RuleType.htmlBlock,
  RuleType.htmlSelfClosing,
  RuleType.htmlComment,
  RuleType.frontmatter,
  RuleType.footnote,
  RuleType.ref,
  RuleType.refCollection,
  RuleType.gfmTask,
]);

/** The text a reader sees of parsed markdown: link and image text kept, URLs and raw HTML dropped. */
function textOf(nodes: readonly MarkdownToJSX.ASTNode[]): string {
  let text = "";
  for (const node of nodes) {
    if (SILENT.has(node.type)) continue;
    switch (node.type) {
      case RuleType.text:
      case RuleType.codeInline:
        text += node.text;
        break;
      case RuleType.codeBlock:
      case RuleType.footnoteReference:
        text += ` ${node.text} `;
        break;
      case RuleType.image:
        text += node.alt ?? "";
        break;
      case RuleType.breakLine:
      case RuleType.breakThematic:
        text += " ";
        break;
      case RuleType.unorderedList:
      case RuleType.orderedList:
        for (const item of node.items) text += ` ${textOf(item)} `;
        break;
      case RuleType.table:
        for (const row of [node.header, ...node.cells])
          for (const cell of row) text += ` ${textOf(cell)} `;
        break;
      case RuleType.link:
      case RuleType.textFormatted:
        text += textOf(node.children);
        break;
      default:
        // Headings, paragraphs and quotes: blocks, apart from what surrounds them.
        if ("children" in node && node.children) text += ` ${textOf(node.children)} `;
    }
  }
  return text;
}

/**
 * The text of markdown as the app renders it (the client's renderer parses with the same library), whitespace
 * collapsed: `[click me](javascript:alert(1))` reads 'click me', and raw HTML, which members' markdown never
 * renders, is left out whole (`<script>alert(3)</script>` reads nothing).
 */
export const plainText = (markdown: string) =>
  textOf(parser(markdown, { forceBlock: true }))
    .replace(/\s+/g, " ")
    .trim();

/** A reference definition (`[name]: url`), which a link anywhere before it may use. */
const REFERENCE = /^ {0,3}\[[^\]]+\]:/m;

/**
 * The first `length` characters of the text, markup stripped, with an ellipsis when longer. Characters are
 * code points, as Postgres counts them: a cut never splits an emoji into a lone surrogate.
 *
 * Lists clip every item on every read, so a long text is read up to a blank line (where no link, emphasis
 * or inline HTML can be cut in two) past enough markdown for the clip, and read whole only when that
 * falls short or a reference definition follows.
 */
export function clipText(markdown: string, length: number): string {
  const enough = Math.max(1000, length * 10);
  const blank = markdown.length > enough ? markdown.indexOf("\n\n", enough) : -1;
  const head =
    blank > 0 && !REFERENCE.test(markdown.slice(blank)) ? markdown.slice(0, blank) : null;
  let chars = head === null ? null : Array.from(plainText(head));
  if (!chars || chars.length <= length) chars = Array.from(plainText(markdown));
  return chars.length > length ? `${chars.slice(0, length).join("").trimEnd()}…` : chars.join("");
}

/** The name used in notification texts: full name, then username, then 'Someone'. */
export function displayName(
  profile: { fullName?: string | null; username?: string | null } | null,
): string {
  return profile?.fullName?.trim() || profile?.username?.trim() || "Someone";
}

/** A text made safe to put in HTML (an e-mail's), as element content or an attribute's value. */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

/** '27 November 2026 at 20:13 UTC': e-mails name moments in UTC, since the member's zone is unknown. */
export const utcMoment = (moment: Date) =>
  `${new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }).format(moment)} UTC`;
