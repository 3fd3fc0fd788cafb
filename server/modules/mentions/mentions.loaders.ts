import DataLoader from "dataloader";
import type { DataSource } from "typeorm";
import type { Viewer } from "../../kernel/viewer";
import { Profile, profileFromRow, profileSelect } from "../profiles";
import type { TextRef } from "./mentions.service";

const keyOf = (key: TextRef) => `${key.contentType}:${key.contentId}`;
const unnestKeys = (keys: readonly TextRef[]) => [
  keys.map((k) => k.contentType),
  keys.map((k) => k.contentId),
];

/** The members each of any number of pieces of content mentions (banned ones left out), in one statement. */
function createMentionsLoader(db: DataSource, viewer: Viewer | null) {
  return new DataLoader<TextRef, Profile[], string>(
    async (keys) => {
      const rows: Record<string, unknown>[] = await db.query(
        `SELECT cm.content_type AS "key.type", cm.content_id AS "key.id", ${profileSelect("p", "s")}
           FROM content_mentions cm
           JOIN unnest($1::text[], $2::uuid[]) AS k(content_type, content_id)
             ON cm.content_type = k.content_type AND cm.content_id = k.content_id
           JOIN profiles p ON p.id = cm.user_id AND NOT p.is_banned
           LEFT JOIN member_settings s ON s.user_id = p.id
          ORDER BY cm.created_at, p.username`,
        unnestKeys(keys),
      );
      const found = new Map<string, Profile[]>();
      for (const row of rows) {
        const key = `${row["key.type"] as string}:${row["key.id"] as string}`;
        found.set(key, [...(found.get(key) ?? []), profileFromRow(row, viewer)]);
      }
      return keys.map((k) => found.get(keyOf(k)) ?? []);
    },
    { cacheKeyFn: keyOf },
  );
}

/** The tags of each of any number of pieces of content, alphabetical, in one statement. */
function createTagsLoader(db: DataSource) {
  return new DataLoader<TextRef, string[], string>(
    async (keys) => {
      const rows: { content_type: string; content_id: string; tag: string }[] = await db.query(
        `SELECT ct.content_type, ct.content_id, ct.tag
           FROM content_tags ct
           JOIN unnest($1::text[], $2::uuid[]) AS k(content_type, content_id)
             ON ct.content_type = k.content_type AND ct.content_id = k.content_id
          ORDER BY ct.tag`,
        unnestKeys(keys),
      );
      const found = new Map<string, string[]>();
      for (const row of rows) {
        const key = `${row.content_type}:${row.content_id}`;
        found.set(key, [...(found.get(key) ?? []), row.tag]);
      }
      return keys.map((k) => found.get(keyOf(k)) ?? []);
    },
    { cacheKeyFn: keyOf },
  );
}

export type TagFacts = { useCount: number; followerCount: number; viewerFollows: boolean };

/**
 * Each tag's counts: its uses in content everyone may see (by authors in good standing), its followers, and whether the viewer follows
 * it, for any number of tags in one statement.
 */
function createTagFactsLoader(db: DataSource, viewer: Viewer | null) {
  return new DataLoader<string, TagFacts>(async (names) => {
    const rows: ({ tag: string } & TagFacts)[] = await db.query(
      `SELECT t.tag,
              (SELECT count(*)::int FROM content_tags ct
                 JOIN profiles p ON p.id = ct.author_id AND NOT p.is_banned
                WHERE ct.tag = t.tag AND ct.public) AS "useCount",
              (SELECT count(*)::int FROM tag_follows tf WHERE tf.tag = t.tag) AS "followerCount",
              EXISTS (SELECT 1 FROM tag_follows tf
                       WHERE tf.tag = t.tag AND tf.user_id = $2::uuid) AS "viewerFollows"
         FROM unnest($1::text[]) AS t(tag)`,
      [names, viewer?.id ?? null],
    );
    const found = new Map(rows.map((row) => [row.tag, row]));
    return names.map(
      (name) => found.get(name) ?? { useCount: 0, followerCount: 0, viewerFollows: false },
    );
  });
}

export const mentionLoaders = (db: DataSource, viewer: Viewer | null) => ({
  /** The members a piece of content (an article, a post, a comment, a message) mentions. */
  mentionsOf: createMentionsLoader(db, viewer),
  /** The tags a piece of content carries. */
  tagsOf: createTagsLoader(db),
  /** A tag's use and follower counts and whether the viewer follows it. */
  tagFacts: createTagFactsLoader(db, viewer),
});
