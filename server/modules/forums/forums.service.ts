import { emit } from "../../kernel/events";
import crypto from "node:crypto";
import type { EntityManager } from "typeorm";
import { escapeLike } from "../../db/like";
import { inTransaction } from "../../db/transaction";
import { requireSignedIn } from "../../graphql/signed-in";
import type { Context, Services } from "../../kernel/context";
import { DomainError, ErrorCode, ForbiddenError } from "../../graphql/errors";
import { asEntities, entityColumns, keysetPage, type PageArgs } from "../../graphql/pagination";
import { parseInput } from "../../graphql/validation";
import { blockedEither } from "../blocks";
import type { Viewer } from "../../kernel/viewer";
import { clipText } from "../../lib/text";
import type { Commentable } from "../../kernel/commentable";
import type { Reactable } from "../../kernel/reactable";
import { ForumCategory, ForumPost, ForumPostSave, PINNED_RANK } from "./forum.entity";
import type { CreateForumPostInput, UpdateForumPostInput } from "./forums.inputs";
import { can } from "./forums.policy";
import {
  FORUM_CATEGORIES,
  FORUM_LIMITS,
  FORUM_MESSAGES,
  forumPostSchema,
  forumPostUpdateSchema,
} from "./rules";
import type { ForumCategoryInfo } from "./forums.types";

/** What forum actions need of the process's services (the seed passes its own). */
export type ForumServices = Pick<Services, "db" | "pubSub" | "registry">;
type Db = Pick<Services, "db">;

/** The card's excerpt: 150 characters of the content, markup stripped. */
export const forumExcerpt = (content: string) => clipText(content, FORUM_LIMITS.excerpt);

/** Where a post opens. */
export const forumPostPath = (id: string) => `/forums/${id}`;

const postNotFound = () => new DomainError(ErrorCode.NOT_FOUND, FORUM_MESSAGES.notFound);

/** Only posts whose author is in good standing are listed, counted and found. */
const LISTED = "forum_posts fp JOIN profiles p ON p.id = fp.author_id AND NOT p.is_banned";

/** The post, or NOT_FOUND; in a transaction, held FOR UPDATE until it ends. */
async function requirePost(db: EntityManager, id: string, lock = false): Promise<ForumPost> {
  const post = await db
    .getRepository(ForumPost)
    .findOne({ where: { id }, ...(lock ? { lock: { mode: "pessimistic_write" as const } } : {}) });
  if (!post) throw postNotFound();
  return post;
}

/** Whether the post's author is banned: `forumPost(id)` and the lists then hide it. */
async function authorBanned(db: EntityManager, post: ForumPost): Promise<boolean> {
  const rows: unknown[] = await db.query(`SELECT 1 FROM profiles WHERE id = $1 AND is_banned`, [
    post.authorId,
  ]);
  return rows.length > 0;
}

/** The post as `forumPost(id)` finds it (not a banned member's), or NOT_FOUND. */
async function requireListedPost(db: EntityManager, id: string): Promise<ForumPost> {
  const post = await requirePost(db, id);
  if (await authorBanned(db, post)) throw postNotFound();
  return post;
}

/** The four categories, in order, with how many listed posts each holds: one statement. */
export async function forumCategories({ db }: Db): Promise<ForumCategoryInfo[]> {
  const rows: { category: ForumCategory; count: number }[] = await db.query(
    `SELECT fp.category, count(*)::int AS count FROM ${LISTED} GROUP BY fp.category`,
  );
  const counts = new Map(rows.map((r) => [r.category, r.count]));
  return FORUM_CATEGORIES.map((c) => ({
    category: ForumCategory[c.key],
    name: c.name,
    description: c.description,
    color: c.color,
    postCount: counts.get(ForumCategory[c.key]) ?? 0,
  }));
}

/**
 * Forum posts, pinned first and then newest: one category, a search of the title and content
 * (case-insensitive), and the viewer's saved posts (members) narrow it.
 */
export async function listForumPosts(
  { db }: Db,
  viewer: Viewer | null,
  input: PageArgs & {
    category?: ForumCategory | null;
    search?: string | null;
    saved?: boolean | null;
  },
) {
  const where: string[] = [];
  const params: unknown[] = [];
  if (input.category) {
    params.push(input.category);
    where.push(`fp.category = $${params.length}`);
  }
  const search = input.search?.trim();
  if (search) {
    params.push(`%${escapeLike(search)}%`);
    where.push(`(fp.title ILIKE $${params.length} OR fp.content ILIKE $${params.length})`);
  }
  if (input.saved) {
    const member = requireSignedIn(viewer, FORUM_MESSAGES.signIn);
    params.push(member.id);
    where.push(
      `EXISTS (SELECT 1 FROM forum_post_saves s WHERE s.post_id = fp.id AND s.user_id = $${params.length})`,
    );
  }
  params.push(viewer?.id ?? null);
  where.push(`NOT ${blockedEither(`$${params.length}::uuid`, "fp.author_id")}`);
  return keysetPage(
    db,
    {
      select: `${entityColumns(db, ForumPost, "fp")}, ${PINNED_RANK("fp")} AS rank`,
      from: LISTED,
      where: where.join(" AND "),
      params,
      alias: "fp",
      rank: PINNED_RANK("fp"),
    },
    input,
    asEntities(ForumPost),
  );
}

/**
 * Whose view this is: 'm:' and a member's id, or for a visitor (who has no session) 'v:' and a digest of
 * their address and user agent, which stands for their browsing session without storing either.
 */
export function viewerKey(viewer: Viewer | null, ip: string, userAgent: string | null) {
  if (viewer) return `m:${viewer.id}`;
  const digest = crypto
    .createHash("sha256")
    .update(`${ip}\n${userAgent ?? ""}`)
    .digest("base64url");
  return `v:${digest}`;
}

type ViewContext = Pick<Context, "db" | "loaders" | "viewer" | "ip" | "userAgent">;

/**
 * A post, counting the view: once per viewer key per post per clock hour. One statement records the view
 * (ON CONFLICT DO NOTHING: a repeat in the same hour inserts nothing), adds one to the counter only when
 * it went in, prunes the post's views of past hours and reads the post. Null when there is no such post
 * (or its author is banned).
 */
export async function viewForumPost(ctx: ViewContext, id: string): Promise<ForumPost | null> {
  const key = viewerKey(ctx.viewer, ctx.ip, ctx.userAgent);
  const rows: (ForumPost & { counted: number | null })[] = await ctx.db.query(
    `WITH post AS (SELECT fp.id FROM ${LISTED} WHERE fp.id = $1),
          seen AS (INSERT INTO forum_post_views (post_id, viewer_key, hour)
                   SELECT id, $2, date_trunc('hour', now()) FROM post
                   ON CONFLICT DO NOTHING RETURNING post_id),
          counted AS (UPDATE forum_posts SET view_count = view_count + 1
                       WHERE id IN (SELECT post_id FROM seen) RETURNING view_count),
          pruned AS (DELETE FROM forum_post_views
                      WHERE post_id IN (SELECT id FROM post) AND hour < date_trunc('hour', now()))
     SELECT ${entityColumns(ctx.db, ForumPost, "fp")}, (SELECT view_count FROM counted) AS counted
       FROM forum_posts fp WHERE fp.id IN (SELECT id FROM post)`,
    [id, key],
  );
  const [row] = rows;
  if (!row) return null;
  const { counted, ...columns } = row;
  const post = Object.assign(new ForumPost(), columns, {
    viewCount: counted ?? columns.viewCount,
  });
  ctx.loaders.forumPostById.prime(post.id, post);
  return post;
}

/** Creates a post with its `forum_post` feed item, in one transaction. 'Not authenticated' when signed out. */
export async function createForumPost(
  services: ForumServices,
  member: Viewer,
  input: CreateForumPostInput,
): Promise<ForumPost> {
  const { title, content } = parseInput(forumPostSchema, input);
  return inTransaction(services.db, async (tx, afterCommit) => {
    const post = await tx.getRepository(ForumPost).save({
      title,
      content,
      category: input.category,
      authorId: member.id,
      editedAt: null,
    });
    await emit({ tx, afterCommit, services }, "ContentPublished", {
      type: "forum_post",
      userId: member.id,
      contentId: post.id,
      title,
      description: forumExcerpt(content),
      imageUrl: null,
    });
    await emit({ tx, afterCommit, services }, "TextSaved", {
      contentType: "forum_post",
      contentId: post.id,
      authorId: member.id,
      text: `${title}\n\n${content}`,
    });
    return post;
  });
}

/** Edits a post (its author); what is left out stays. Marks it edited and refreshes its feed item. */
export async function updateForumPost(
  services: ForumServices,
  viewer: Viewer,
  id: string,
  input: UpdateForumPostInput,
): Promise<ForumPost> {
  const parsed = parseInput(forumPostUpdateSchema, {
    title: input.title ?? undefined,
    content: input.content ?? undefined,
  });
  return inTransaction(services.db, async (tx, afterCommit) => {
    const post = await requirePost(tx, id, true);
    if (!can(viewer, "edit", post)) {
      if (await authorBanned(tx, post)) throw postNotFound();
      throw new ForbiddenError(FORUM_MESSAGES.notYours);
    }
    Object.assign(
      post,
      Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== undefined)),
      input.category ? { category: input.category } : {},
      { editedAt: new Date() },
    );
    await tx.getRepository(ForumPost).save(post);
    await tx.query(
      `UPDATE feed_items SET title = $2, description = $3
        WHERE type = 'forum_post' AND content_id = $1`,
      [id, post.title, forumExcerpt(post.content)],
    );
    await emit({ tx, afterCommit, services }, "TextSaved", {
      contentType: "forum_post",
      contentId: post.id,
      authorId: post.authorId,
      text: `${post.title}\n\n${post.content}`,
    });
    return post;
  });
}

/**
 * Deletes a post (its author or a super admin, who may also remove a banned member's post); saves and
 * views by foreign key, replies, likes and its feed item by triggers. To anyone else, a banned member's
 * post is not found, as `forumPost(id)` hides it.
 */
export async function deleteForumPost({ db }: Db, viewer: Viewer, id: string): Promise<boolean> {
  const post = await requirePost(db.manager, id);
  if (!can(viewer, "delete", post)) {
    if (await authorBanned(db.manager, post)) throw postNotFound();
    throw new ForbiddenError(FORUM_MESSAGES.deleteForbidden);
  }
  await db.getRepository(ForumPost).delete({ id });
  return true;
}

const FLAG_ACTIONS = {
  isPinned: ["PIN_FORUM_POST", "UNPIN_FORUM_POST", "Pinned", "Unpinned"],
  isLocked: ["LOCK_FORUM_POST", "UNLOCK_FORUM_POST", "Locked", "Unlocked"],
} as const;

/**
 * Pins or unpins, locks or unlocks a post (super admins, checked by the resolver), with its audit entry
 * in the same transaction (no actor: the seed).
 */
export async function setForumPostFlag(
  services: Pick<Services, "db" | "pubSub" | "registry">,
  actor: Pick<Viewer, "id"> | null,
  id: string,
  flag: "isPinned" | "isLocked",
  value: boolean,
): Promise<ForumPost> {
  return inTransaction(services.db, async (tx, afterCommit) => {
    const post = await requirePost(tx, id, true);
    post[flag] = value;
    await tx.getRepository(ForumPost).save(post);
    const [on, off, onWord, offWord] = FLAG_ACTIONS[flag];
    await emit({ tx, afterCommit, services }, "AdminActed", {
      actorId: actor?.id ?? null,
      action: value ? on : off,
      targetType: "FORUM_POST",
      targetId: id,
      summary: `${value ? onWord : offWord} forum post "${post.title.slice(0, 80)}"`,
    });
    return post;
  });
}

/**
 * Saves a post for the viewer (idempotent), or unsaves it; a banned member's post is not found, as
 * `forumPost(id)` hides it.
 */
export async function setSaved(
  { db }: Db,
  viewer: Viewer,
  id: string,
  saved: boolean,
): Promise<ForumPost> {
  const post = await requireListedPost(db.manager, id);
  if (saved)
    await db
      .createQueryBuilder()
      .insert()
      .into(ForumPostSave)
      .values({ postId: id, userId: viewer.id })
      .orIgnore()
      .execute();
  else await db.getRepository(ForumPostSave).delete({ postId: id, userId: viewer.id });
  return post;
}

/**
 * A post by an author in good standing, for a reaction or a reply: one statement, holding the post FOR
 * SHARE until the writing transaction ends (a plain read outside one).
 */
async function postForContent(tx: EntityManager, id: string): Promise<ForumPost | null> {
  const lock = tx.queryRunner?.isTransactionActive ? "FOR SHARE OF fp" : "";
  const rows: ForumPost[] = await tx.query(
    `SELECT ${entityColumns(tx.connection, ForumPost, "fp")} FROM ${LISTED} WHERE fp.id = $1 ${lock}`,
    [id],
  );
  return asEntities(ForumPost)(rows)[0] ?? null;
}

/** The reactions module's view of a forum post (likes only, which that module enforces). */
export const findReactableForumPost: Reactable = async (tx, id) => {
  const post = await postForContent(tx, id);
  return post
    ? {
        ownerId: post.authorId,
        noun: "forum post",
        title: post.title,
        path: forumPostPath(post.id),
      }
    : null;
};

/** The comments module's view of a forum post: anyone reads its replies; members reply unless it is locked. */
export const findCommentableForumPost: Commentable = async (tx, id) => {
  const post = await postForContent(tx, id);
  if (!post) return null;
  return {
    ownerId: post.authorId,
    noun: "forum post",
    title: post.title,
    path: forumPostPath(post.id),
    readRefusal: null,
    commentRefusal: post.isLocked ? FORUM_MESSAGES.locked : null,
    viewerModerates: false,
  };
};
