import type { Context } from "../../kernel/context";
import type { Viewer } from "../../kernel/viewer";
import { UserInputError } from "../../graphql/errors";
import type { PageArgs } from "../../graphql/pagination";
import { blockedEither } from "../blocks";
import { relationSql } from "../connections";
import { feedPageWhere } from "../feed";
import { type Profile, profileFromRow, profileSelect } from "../profiles";
import { normalizeTag } from "./rules";

export const MENTION_MESSAGES = {
  invalidTag: "Tags are 2–50 letters, digits or underscores",
} as const;

/** How many hours of content trendingTags counts. */
export const TRENDING_HOURS = 24;
const MAX_CANDIDATES = 20;

const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Members whose username or full name starts with `prefix` (case-insensitive; a leading '@' is ignored),
 * for the '@' autocomplete: the viewer's connections first, then by username. Never the viewer, a banned
 * member, nor one on either side of a block with the viewer. One statement (the prefix indexes).
 */
export async function mentionCandidates(
  { db }: Pick<Context, "db">,
  viewer: Viewer,
  prefix: string,
  first: number | null | undefined,
): Promise<Profile[]> {
  const size = Math.max(0, Math.min(first ?? 8, MAX_CANDIDATES));
  if (size === 0) return [];
  const pattern = likePrefix(prefix.trim().replace(/^@/, "").toLowerCase());
  const friends = relationSql("friends", "$1::uuid");
  const rows: Record<string, unknown>[] = await db.query(
    `SELECT ${profileSelect("p", "s")}
       FROM profiles p LEFT JOIN member_settings s ON s.user_id = p.id
      WHERE (lower(p.username::text) LIKE $2 OR lower(p.full_name) LIKE $2)
        AND p.id <> $1::uuid AND NOT p.is_banned
        AND NOT ${blockedEither("$1::uuid", "p.id")}
      ORDER BY EXISTS (SELECT 1 FROM connections c
                        WHERE ${friends.where} AND ${friends.other} = p.id) DESC,
               lower(p.username::text)
      LIMIT $3`,
    [viewer.id, pattern, size],
  );
  return rows.map((row) => profileFromRow(row, viewer));
}

/** A tag's stored name from what a member typed ('#Rust' → 'rust'), or BAD_USER_INPUT. */
export function requireTag(name: string): string {
  const tag = normalizeTag(name);
  if (!tag) throw new UserInputError({ name: MENTION_MESSAGES.invalidTag });
  return tag;
}

/**
 * The tagged content the viewer may see, as the feed's items (RestrictedFeed): the items of content
 * carrying the tag (`$n`), and, since a private group's posts have no feed item, rows shaped as items for
 * the tagged posts of the private groups the viewer (`$n+1`) is a member of. That part reads the groups'
 * tables by name (as the network area reads the ties' tables), so a private group's posts are listed to
 * its members only.
 */
const tagged = (tag: string, viewer: Pick<Context, "viewer">["viewer"]) => ({
  where: (n: number) => `(f.type::text, f.content_id) IN (SELECT ct.content_type, ct.content_id
                                                            FROM content_tags ct WHERE ct.tag = $${n})`,
  values: [tag, viewer?.id ?? null],
  items: (n: number) => `
    SELECT gp.id, 'group_post'::feed_item_type, gp.author_id, gp.id, g.name, left(gp.content, 1000),
           gp.image_url, gp.created_at
      FROM content_tags ct
      JOIN group_posts gp ON gp.id = ct.content_id
      JOIN groups g ON g.id = gp.group_id AND g.is_private
     WHERE ct.tag = $${n} AND ct.content_type = 'group_post'
       AND EXISTS (SELECT 1 FROM group_members gm
                    WHERE gm.group_id = g.id AND gm.user_id = $${n + 1}::uuid)`,
});

type FeedCtx = Pick<Context, "db" | "registry" | "viewer" | "loaders">;

/**
 * The tagged articles, group posts, page posts and forum posts the viewer may see, newest first, as the
 * feed's items (its audience rules; a private group's posts to its members only). An invalid tag has none.
 */
export function taggedContent(ctx: FeedCtx, name: string, page: PageArgs) {
  return feedPageWhere(ctx, tagged(normalizeTag(name) ?? "", ctx.viewer), page);
}

/** The tag, or null when it is invalid or no content the viewer may see carries it. */
export async function findTag(ctx: FeedCtx, name: string): Promise<string | null> {
  const tag = normalizeTag(name);
  if (!tag) return null;
  const [row]: { found: boolean }[] = await ctx.db.query(
    `SELECT EXISTS (SELECT 1 FROM content_tags ct
                      JOIN profiles p ON p.id = ct.author_id AND NOT p.is_banned
                     WHERE ct.tag = $1 AND ct.public) AS found`,
    [tag],
  );
  if (row?.found) return tag;
  const page = await feedPageWhere(ctx, tagged(tag, ctx.viewer), { first: 1 });
  return page.edges.length ? tag : null;
}

/** The tags most used in the last TRENDING_HOURS, in content everyone may see; ties by name. */
export async function trendingTags({ db }: Pick<Context, "db">, first: number | null | undefined) {
  const size = Math.max(0, Math.min(first ?? 10, 50));
  const rows: { tag: string }[] = await db.query(
    `SELECT ct.tag FROM content_tags ct
       JOIN profiles p ON p.id = ct.author_id AND NOT p.is_banned
      WHERE ct.public AND ct.created_at > now() - make_interval(hours => $1)
      GROUP BY ct.tag ORDER BY count(*) DESC, ct.tag LIMIT $2`,
    [TRENDING_HOURS, size],
  );
  return rows.map((row) => row.tag);
}

/** The tags the viewer follows, by name. */
export async function followedTags({ db }: Pick<Context, "db">, viewer: Viewer) {
  const rows: { tag: string }[] = await db.query(
    `SELECT tag FROM tag_follows WHERE user_id = $1 ORDER BY tag`,
    [viewer.id],
  );
  return rows.map((row) => row.tag);
}

/** The viewer follows the tag (again: nothing changes); answers its stored name. */
export async function followTag({ db }: Pick<Context, "db">, viewer: Viewer, name: string) {
  const tag = requireTag(name);
  await db.query(`INSERT INTO tag_follows (user_id, tag) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
    viewer.id,
    tag,
  ]);
  return tag;
}

/** The viewer no longer follows the tag; answers its stored name. */
export async function unfollowTag({ db }: Pick<Context, "db">, viewer: Viewer, name: string) {
  const tag = requireTag(name);
  await db.query(`DELETE FROM tag_follows WHERE user_id = $1 AND tag = $2`, [viewer.id, tag]);
  return tag;
}
