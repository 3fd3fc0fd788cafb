import { Link, Text, type TextProps } from "@chakra-ui/react";
import { tokenize } from "@rules/mentions";
import { memo, type ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";

/** A member a text mentions, as the server stored it (`mentions { id username }`). */
export interface MentionedMember {
  id: string;
  username: string;
}

export interface LinkifyOptions {
  /** The members the server found in the text: only these `@names` become links. */
  mentions?: readonly MentionedMember[] | null;
  /** Whether `#words` link to their tag page (messages have no tags). */
  tags?: boolean;
}

/** Builds the lookup of mentioned members by lower-case username. */
export function mentionIndex(
  mentions: readonly MentionedMember[] | null | undefined,
): ReadonlyMap<string, MentionedMember> {
  return new Map((mentions ?? []).map((member) => [member.username.toLowerCase(), member]));
}

/**
 * A text's plain runs, with `@username` (a member the server stored as mentioned: the longest candidate
 * it knows) linked to the profile and `#word` to `/tags/{word}`. Only React elements and strings come
 * out: nothing of the text becomes markup but these links (the shared tokenizer, `@rules/mentions`,
 * decides what counts).
 */
export function linkify(
  text: string,
  index: ReadonlyMap<string, MentionedMember>,
  tags: boolean,
  keyPrefix = "",
  /** The links' colour: the brand's, or the text's own (on a coloured bubble), underlined. */
  color: "brand" | "inherit" = "brand",
): ReactNode[] {
  const look =
    color === "brand"
      ? { color: "brand.fg" }
      : { color: "inherit", textDecoration: "underline", textUnderlineOffset: "2px" };
  const out: ReactNode[] = [];
  let plain = "";
  const push = (node: ReactNode) => {
    if (plain) out.push(plain);
    plain = "";
    out.push(node);
  };
  tokenize(text).forEach((token, position) => {
    const key = `${keyPrefix}${position}`;
    if (token.kind === "mention") {
      const username = token.candidates.find((candidate) => index.has(candidate));
      const member = username === undefined ? undefined : index.get(username);
      if (!member || username === undefined) {
        plain += token.text;
        return;
      }
      const shown = token.text.slice(0, username.length + 1);
      push(
        <Link key={key} asChild fontWeight="medium" {...look}>
          <RouterLink to={`/profile/${member.id}`}>{shown}</RouterLink>
        </Link>,
      );
      plain += token.text.slice(shown.length);
    } else if (token.kind === "tag" && tags) {
      push(
        <Link key={key} asChild {...look}>
          <RouterLink to={`/tags/${encodeURIComponent(token.tag)}`}>{token.text}</RouterLink>
        </Link>,
      );
    } else {
      plain += token.text;
    }
  });
  if (plain) out.push(plain);
  return out;
}

/** A text's runs with its mentions (and tags) as links, inside an element that sets the text's style. */
export function LinkedText({
  text,
  mentions,
  tags = true,
  color = "brand",
}: LinkifyOptions & { text: string; color?: "brand" | "inherit" }) {
  return <>{linkify(text, mentionIndex(mentions), tags, "", color)}</>;
}

export interface RichTextProps extends Omit<TextProps, "children">, LinkifyOptions {
  /** The member's plain text (a post, a comment, a message). */
  text: string;
}

/** A member's plain text, as typed (line breaks kept), with its mentions and tags as links. */
export const RichText = memo(function RichText({
  text,
  mentions,
  tags = true,
  ...props
}: RichTextProps) {
  return (
    <Text whiteSpace="pre-wrap" overflowWrap="anywhere" {...props}>
      {linkify(text, mentionIndex(mentions), tags)}
    </Text>
  );
});
