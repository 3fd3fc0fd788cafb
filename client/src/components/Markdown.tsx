import { Box, type SystemStyleObject } from "@chakra-ui/react";
import MarkdownToJsx, { RuleType, type MarkdownToJSX } from "markdown-to-jsx/react";
import { memo, useMemo } from "react";
import { linkify, mentionIndex, type MentionedMember } from "./RichText";

/**
 * Members' markdown, rendered safely (docs/ARCHITECTURE.md, "Conventions"): raw HTML is never parsed
 * (it shows as the text that was typed), `javascript:` and other unsafe URLs are dropped by the library's sanitizer, and
 * links open in a new tab without handing over the page or vouching for the target. Given `mentions`,
 * `@username` and `#word` in its text nodes become the app's links (RichText's `linkify`); code spans and
 * blocks and the text of existing links stay as they are.
 */
const OPTIONS: MarkdownToJSX.Options = {
  disableParsingRawHTML: true,
  forceBlock: true,
  forceWrapper: true,
  overrides: {
    a: { component: "a", props: { rel: "noopener nofollow", target: "_blank" } },
    img: { component: "img", props: { loading: "lazy" } },
  },
};

/** Reading styles for the rendered elements, with theme tokens so light and dark both work. */
const PROSE: SystemStyleObject = {
  color: "fg",
  lineHeight: "1.75",
  overflowWrap: "anywhere",
  "& > div > * + *": { mt: "4" },
  "& h1, & h2, & h3, & h4, & h5, & h6": {
    fontWeight: "semibold",
    lineHeight: "1.3",
    letterSpacing: "tight",
  },
  "& > div > :is(h1, h2, h3, h4, h5, h6)": { mt: "7" },
  "& > div > :first-child": { mt: "0" },
  "& h1": { fontSize: "2xl" },
  "& h2": { fontSize: "xl" },
  "& h3": { fontSize: "lg" },
  "& h4, & h5, & h6": { fontSize: "md" },
  "& ul, & ol": { ps: "6" },
  "& ul": { listStyleType: "disc" },
  "& ol": { listStyleType: "decimal" },
  "& li + li, & li > ul, & li > ol": { mt: "1" },
  "& a": {
    color: "brand.fg",
    textDecoration: "underline",
    textUnderlineOffset: "2px",
    _hover: { textDecorationThickness: "2px" },
  },
  "& strong": { fontWeight: "semibold" },
  "& blockquote": {
    borderStartWidth: "3px",
    borderColor: "border.emphasized",
    ps: "4",
    color: "fg.muted",
  },
  "& code": {
    fontFamily: "mono",
    fontSize: "0.875em",
    bg: "bg.muted",
    px: "1",
    borderRadius: "l1",
  },
  "& pre": {
    bg: "bg.muted",
    p: "4",
    borderRadius: "l2",
    overflowX: "auto",
    lineHeight: "1.6",
  },
  "& pre code": { bg: "transparent", px: "0" },
  "& img": { maxW: "full", h: "auto", borderRadius: "l2" },
  "& hr": { borderColor: "border" },
  "& table": { display: "block", overflowX: "auto", borderCollapse: "collapse" },
  "& th, & td": { borderWidth: "1px", px: "3", py: "1.5", textAlign: "start" },
  "& th": { bg: "bg.muted", fontWeight: "semibold" },
};

export interface MarkdownProps {
  children: string;
  /** The members the server found in the text; given (even empty), mentions and tags become links. */
  mentions?: readonly MentionedMember[] | null;
  /** Smaller type for previews; the article page reads at 'md'. */
  size?: "sm" | "md";
}

/** Renders a member's markdown (articles, and later posts) as styled, safe HTML. */
export const Markdown = memo(function Markdown({ children, size = "md", mentions }: MarkdownProps) {
  const options = useMemo<MarkdownToJSX.Options>(() => {
    if (mentions === undefined) return OPTIONS;
    const index = mentionIndex(mentions);
    // A link's own text stays as written: its children are rendered inside `next()`, synchronously.
    let inLink = 0;
    return {
      ...OPTIONS,
      renderRule: (next, node, _children, state) => {
        if (node.type === RuleType.link) {
          inLink += 1;
          try {
            return next();
          } finally {
            inLink -= 1;
          }
        }
        return node.type === RuleType.text && !inLink && !state.inAnchor
          ? linkify(node.text, index, true, `${String(state.key ?? "")}-`)
          : next();
      },
    };
  }, [mentions]);
  return (
    <Box css={PROSE} fontSize={size === "sm" ? "sm" : { base: "md", md: "lg" }}>
      <MarkdownToJsx options={options}>{children}</MarkdownToJsx>
    </Box>
  );
});
