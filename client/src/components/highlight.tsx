import { Box } from "@chakra-ui/react";
import type { ReactNode } from "react";

/**
 * The words of a search to mark in results: split on spaces, stripped of the punctuation of web-search
 * syntax (quotes, a leading '-' excludes a word, so it is not marked; 'or' is an operator), longest first.
 */
export function searchWords(term: string): string[] {
  const words = term
    .split(/\s+/)
    .filter((word) => word && !word.startsWith("-"))
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ""))
    .filter((word) => word && word.toLowerCase() !== "or");
  return [...new Set(words.map((word) => word.toLowerCase()))].sort((a, b) => b.length - a.length);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * `text` with every case-insensitive occurrence of the words wrapped in <mark>. Built from React
 * elements (never HTML strings), so nothing in a result can inject markup.
 */
export function highlight(text: string, words: readonly string[]): ReactNode {
  if (!text || !words.length) return text;
  const pattern = new RegExp(`(${words.map(escapeRegExp).join("|")})`, "giu");
  // With one capture group, split() puts the matches at the odd indexes.
  return text.split(pattern).map((part, index) =>
    index % 2 === 1 ? (
      <Box
        as="mark"
        key={index}
        bg="brand.muted"
        color="inherit"
        borderRadius="xs"
        px="0.5"
        mx="-0.5"
      >
        {part}
      </Box>
    ) : (
      part
    ),
  );
}
