// Mentions and tags for the demo content of `npm run seed`: a line appended to some demo texts, naming a
// demo member (@username, so the mentioned member gets a MENTION notification as a real one would) and a
// few recurring tags, so tag pages, trending tags and followed tags show something. The texts go through
// the same services members use, which find the mentions and tags in them (the TextSaved event).

/** Tags that recur across the demo content. */
export const DEMO_TAGS = [
  "hiring",
  "startups",
  "ai",
  "remote",
  "postgres",
  "product",
  "fundraising",
];

/** The demo members' usernames (scripts/seed.ts), whom demo texts mention. */
const DEMO_USERNAMES = [
  "mayachen",
  "dokafor",
  "sofiarossi",
  "liamwalsh",
  "amarasingh",
  "kenjit",
  "epetrova",
  "mjohnson",
  "priyanair",
];

/**
 * The `i`-th demo text with a line of two recurring tags and, every other text, a mention of a demo
 * member; every fourth text is left as it is.
 */
export function withMentionsAndTags(text: string, i: number): string {
  if (i % 4 === 3) return text;
  const tags = [DEMO_TAGS[i % DEMO_TAGS.length], DEMO_TAGS[(i * 3 + 1) % DEMO_TAGS.length]];
  const line = [...new Set(tags)].map((tag) => `#${tag}`).join(" ");
  const mention = i % 2 === 0 ? ` cc @${DEMO_USERNAMES[(i * 5 + 2) % DEMO_USERNAMES.length]}` : "";
  return `${text}\n\n${line}${mention}`;
}
