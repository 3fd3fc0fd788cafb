// What counts as a mention (`@username`) and a tag (`#word`) in members' texts. The server finds them in
// the saved text (the client's markup is never trusted); the client uses the same tokenizer to render them
// as links (`@rules/mentions`). Only plain TypeScript here: the client imports this file too.
//
// - `@username`: an `@` that does not follow a letter, digit or one of `_ . - + @ / & #` (so
//   `ana@example.com` is no mention), then username characters (`A-Z a-z 0-9 . _ -`), not followed by
//   another `@` (`@ana@example.com`, a handle elsewhere, is none). A trailing `.` or `-` is not part of it.
//   The server takes the longest existing username among the run and its prefixes that end before a `.`
//   or `-` (`@ana.lee.` → `ana.lee`, else `ana`), case-insensitive; an `@name` of nobody stays plain text.
// - `#word`: a `#` that starts a word (not after a letter, digit, `_`, `&`, `#` or `/`: not `C#`, not
//   `&#39;`, not a path's `/#anchor`), then 2–50 letters, digits or `_` (any script), kept lower-case
//   without the `#`. A longer or shorter run is no tag.
// - Neither counts inside code (fenced blocks, inline code spans), URLs (`https://…`, `www.…`, a markdown
//   link's target) or e-mail addresses.
// - One text mentions at most `mentionsPerText` members and carries at most `tagsPerText` tags (the first
//   ones); each counts once however often it appears.

export const MENTION_LIMITS = {
  usernameMax: 30,
  tagMin: 2,
  tagMax: 50,
  /** How many distinct members one text may mention (notify); later ones stay plain text. */
  mentionsPerText: 50,
  /** How many distinct tags one text may carry. */
  tagsPerText: 30,
} as const;

export type TextToken =
  | { kind: "text"; text: string }
  /** `candidates`: the usernames it may name, longest first (lower-case). */
  | { kind: "mention"; text: string; candidates: string[] }
  /** `tag`: the tag's name, lower-case without the `#`. */
  | { kind: "tag"; text: string; tag: string };

const TOKEN = new RegExp(
  [
    "(```[\\s\\S]*?(?:```|$)|~~~[\\s\\S]*?(?:~~~|$))", // 1: fenced code
    "(`+)[\\s\\S]*?\\2", // 2: inline code span (its opening run)
    "(\\]\\([^)\\s]*\\))", // 3: a markdown link's target
    "((?:https?:\\/\\/|www\\.)[^\\s<>]*[^\\s<>.,;:!?'\")\\]])", // 4: a URL
    "([A-Za-z0-9_.+-]+@[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)+)", // 5: an e-mail address
    "(?<![\\p{L}\\p{N}_.+@/&#-])@([A-Za-z0-9._-]+)(?![@A-Za-z0-9._-])", // 6: a mention's run
    "(?<![\\p{L}\\p{N}_&#/])#([\\p{L}\\p{N}_]+)", // 7: a tag's run
  ].join("|"),
  "gu",
);

/** The usernames `@run` may name, longest first: the run without trailing `.`/`-`, then its shorter prefixes. */
function mentionCandidates(run: string): string[] {
  const trimmed = run.replace(/[.-]+$/, "");
  const out: string[] = [];
  let end = trimmed.length;
  while (end > 0) {
    const candidate = trimmed.slice(0, end).replace(/[.-]+$/, "");
    if (candidate.length > 0 && candidate.length <= MENTION_LIMITS.usernameMax) {
      out.push(candidate.toLowerCase());
    }
    const cut = Math.max(candidate.lastIndexOf("."), candidate.lastIndexOf("-"));
    if (cut <= 0) break;
    end = cut;
  }
  return [...new Set(out)];
}

/** Splits a text into plain runs, mentions and tags (see the rules above). */
export function tokenize(text: string): TextToken[] {
  const tokens: TextToken[] = [];
  let plain = "";
  let last = 0;
  const flush = () => {
    if (plain) tokens.push({ kind: "text", text: plain });
    plain = "";
  };
  for (const match of text.matchAll(TOKEN)) {
    const start = match.index;
    plain += text.slice(last, start);
    last = start + match[0].length;
    const run = match[6];
    const word = match[7];
    if (run !== undefined) {
      const trimmed = run.replace(/[.-]+$/, "");
      const candidates = mentionCandidates(run);
      if (candidates.length === 0) {
        plain += match[0];
        continue;
      }
      flush();
      tokens.push({ kind: "mention", text: `@${trimmed}`, candidates });
      plain += run.slice(trimmed.length);
    } else if (word !== undefined) {
      const length = [...word].length;
      if (length < MENTION_LIMITS.tagMin || length > MENTION_LIMITS.tagMax) {
        plain += match[0];
        continue;
      }
      flush();
      tokens.push({ kind: "tag", text: match[0], tag: word.toLowerCase() });
    } else {
      plain += match[0];
    }
  }
  plain += text.slice(last);
  flush();
  return tokens;
}

/**
 * The mentions and tags of a text, each once: `mentions` the candidate lists of distinct `@runs` (first
 * `mentionsPerText`), `tags` the distinct tag names (first `tagsPerText`).
 */
export function findMentionsAndTags(text: string): { mentions: string[][]; tags: string[] } {
  const mentions = new Map<string, string[]>();
  const tags = new Set<string>();
  for (const token of tokenize(text)) {
    if (token.kind === "mention" && mentions.size < MENTION_LIMITS.mentionsPerText) {
      mentions.set(token.candidates[0]!, token.candidates);
    } else if (token.kind === "tag" && tags.size < MENTION_LIMITS.tagsPerText) {
      tags.add(token.tag);
    }
  }
  return { mentions: [...mentions.values()], tags: [...tags] };
}

/** A tag's name as stored (`'#Rust'` → `'rust'`), or null when it is no valid tag. */
export function normalizeTag(name: string): string | null {
  const word = name.trim().replace(/^#/, "");
  const length = [...word].length;
  if (length < MENTION_LIMITS.tagMin || length > MENTION_LIMITS.tagMax) return null;
  return /^[\p{L}\p{N}_]+$/u.test(word) ? word.toLowerCase() : null;
}
