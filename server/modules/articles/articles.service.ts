import { emit } from "../../kernel/events";
import { clipText, plainText } from "../../lib/text";
import type { DataSource, EntityManager } from "typeorm";
import { inTransaction, shareLockIn, type AfterCommit } from "../../db/transaction";
import type { Services } from "../../kernel/context";
import { DomainError, ErrorCode, ForbiddenError } from "../../graphql/errors";
import { parseInput } from "../../graphql/validation";
import { asEntities, entityColumns, keysetPage, type PageArgs } from "../../graphql/pagination";
import { blockedEither } from "../blocks";
import type { Viewer } from "../../kernel/viewer";
import type { Commentable } from "../../kernel/commentable";
import type { Reactable } from "../../kernel/reactable";
import { Reaction } from "../reactions";
import { Article, ArticleCategory, ARTICLE_LIMITS, ArticleStatus } from "./article.entity";
import type { CreateArticleInput } from "./articles.inputs";
import { articleTextSchema } from "./rules";
import { can } from "./articles.policy";

export const ARTICLE_MESSAGES = {
  signIn: "You must be logged in to post an article",
  invalidId: "The article link is invalid.",
  deleteSignIn: "You must be logged in.",
  deleteForbidden: "Unauthorized: You do not have permission to delete this article.",
  publishForbidden: "Only the author can publish this article.",
};

/** The stored excerpt: 150 characters. */
export const excerptOf = (markdown: string) => clipText(markdown, ARTICLE_LIMITS.excerpt);

/** Minutes to read at 200 words per minute, at least one. */
export function readingMinutesOf(markdown: string): number {
  const words = plainText(markdown).split(" ").filter(Boolean).length;
  return Math.max(1, Math.ceil(words / ARTICLE_LIMITS.wordsPerMinute));
}

/** No such article (or a malformed id): the client shows 'Invalid Article: The article link is invalid.' */
export const articleNotFound = () =>
  new DomainError(ErrorCode.NOT_FOUND, ARTICLE_MESSAGES.invalidId, { title: "Invalid Article" });

/** The title and content by the rules shared with the editor; the category is an enum the schema checks. */
function validate(input: CreateArticleInput) {
  const { title, content } = parseInput(articleTextSchema, input);
  return { title, content, category: input.category ?? null };
}

/** What article actions need of the process's services (the seed passes its own). */
export type ArticleServices = Pick<Services, "db" | "pubSub" | "storage" | "registry">;

/** The feed item of a published article: exactly one, written when it is published (under its row lock). */
function articleFeedItem(tx: EntityManager, services: ArticleServices, article: Article) {
  return (afterCommit: AfterCommit) =>
    emit({ tx, afterCommit, services }, "ContentPublished", {
      type: "article",
      userId: article.authorId,
      contentId: article.id,
      title: article.title,
      description: article.excerpt,
      imageUrl: article.imageUrl,
    });
}

/**
 * Creates an article, published at once (with its feed item, in the same transaction) unless saved as a
 * draft. The optional image goes through the upload pipeline with the article dimension rules.
 */
export async function createArticle(
  services: ArticleServices,
  viewer: Viewer,
  input: CreateArticleInput,
): Promise<Article> {
  const { title, content, category } = validate(input);
  const draft = input.draft ?? false;
  return inTransaction(services.db, async (tx, afterCommit) => {
    const image = input.image
      ? await services.storage.storeImage(tx, viewer.id, "article", input.image)
      : null;
    const now = new Date();
    const article = await tx.getRepository(Article).save({
      authorId: viewer.id,
      title,
      content,
      excerpt: excerptOf(content),
      category,
      imageUrl: image?.url ?? null,
      imageThumbnailUrl: image?.thumbnailUrl ?? null,
      status: draft ? ArticleStatus.DRAFT : ArticleStatus.PUBLISHED,
      readingMinutes: readingMinutesOf(content),
      publishedAt: draft ? null : now,
    });
    if (!draft) await articleFeedItem(tx, services, article)(afterCommit);
    await emit({ tx, afterCommit, services }, "TextSaved", {
      contentType: "article",
      contentId: article.id,
      authorId: article.authorId,
      text: `${title}\n\n${content}`,
    });
    return article;
  });
}

/** Publishes one of the author's drafts: it gets its publication time and its feed item. */
export async function publishArticle(services: ArticleServices, viewer: Viewer, id: string) {
  return inTransaction(services.db, async (tx, afterCommit) => {
    const repo = tx.getRepository(Article);
    const article = await repo.findOne({ where: { id }, lock: { mode: "pessimistic_write" } });
    if (!article || !can(viewer, "see", article)) throw articleNotFound();
    if (!can(viewer, "publish", article))
      throw new ForbiddenError(ARTICLE_MESSAGES.publishForbidden);
    if (article.status === ArticleStatus.PUBLISHED) return article;
    article.status = ArticleStatus.PUBLISHED;
    article.publishedAt = new Date();
    await repo.save(article);
    await articleFeedItem(tx, services, article)(afterCommit);
    await emit({ tx, afterCommit, services }, "TextSaved", {
      contentType: "article",
      contentId: article.id,
      authorId: article.authorId,
      text: `${article.title}\n\n${article.content}`,
    });
    return article;
  });
}

/**
 * Published articles, newest first, by category and author; a member's own list (authorId = viewer)
 * includes their drafts.
 */
export function listArticles(
  services: Pick<Services, "db">,
  viewer: Viewer | null,
  input: PageArgs & { category: ArticleCategory | null; authorId: string | null },
) {
  const own = !!input.authorId && input.authorId === viewer?.id;
  return keysetPage(
    services.db,
    {
      select: entityColumns(services.db, Article, "a"),
      from: "articles a JOIN profiles ap ON ap.id = a.author_id AND NOT ap.is_banned",
      where: `($1::text IS NULL OR a.category = $1) AND ($2::uuid IS NULL OR a.author_id = $2)
              AND ($3 OR a.status = 'published') AND NOT ${blockedEither("$4::uuid", "a.author_id")}`,
      params: [input.category, input.authorId, own, viewer?.id ?? null],
      alias: "a",
    },
    input,
    asEntities(Article),
  );
}

/** An article by id; null when it doesn't exist or is someone else's draft. */
export async function findArticle(
  services: Pick<Services, "db">,
  viewer: Viewer | null,
  id: string,
) {
  const [article] = (await services.db.query(
    `SELECT ${entityColumns(services.db, Article, "a")} FROM articles a
       JOIN profiles ap ON ap.id = a.author_id AND (NOT ap.is_banned OR $2)
      WHERE a.id = $1`,
    [id, viewer?.isSuperAdmin ?? false],
  )) as Article[];
  // A banned member's articles are hidden until the ban is lifted (super admins still open them).
  return article && can(viewer, "see", article) ? Object.assign(new Article(), article) : null;
}

/**
 * Deletes an article with its feed items and its reactions, in one transaction; then its image files.
 * Only the author or a super admin may.
 */
export async function deleteArticle(services: ArticleServices, viewer: Viewer, id: string) {
  const { db } = services;
  const article = await db.getRepository(Article).findOneBy({ id });
  if (!article || !(can(viewer, "see", article) || viewer.isSuperAdmin)) throw articleNotFound();
  if (!can(viewer, "delete", article)) throw new ForbiddenError(ARTICLE_MESSAGES.deleteForbidden);
  await db.transaction(async (tx) => {
    // The article row first: it waits for reactions being added (they hold it FOR SHARE, see
    // findReactableArticle), whose rows the next statement then sees; later reactions find no article.
    await tx.getRepository(Article).delete({ id });
    // Its feed item went with the row (a trigger, see the FeedContentPairs migration); reactions have no
    // foreign key.
    await tx.getRepository(Reaction).delete({ contentType: "article", contentId: id });
  });
  await services.storage.discard(db, article.authorId, article.imageUrl);
  return true;
}

/**
 * The reactions module's view of an article: one the viewer can see, owned by its author. The row is held
 * FOR SHARE until the reaction's transaction ends, so a deletion can't slip in between and leave the
 * reaction behind.
 */
export const findReactableArticle: Reactable = async (tx, id, viewerId) => {
  const article = await tx
    .getRepository(Article)
    .findOne({ where: { id }, lock: { mode: "pessimistic_read" } });
  // Whether a member may see it does not hang on being a super admin.
  if (!article || !can({ id: viewerId, isSuperAdmin: false }, "see", article)) return null;
  return {
    ownerId: article.authorId,
    noun: "article",
    title: article.title,
    path: `/articles/${article.id}`,
  };
};

/** The comments module's view of an article: published ones (drafts: their author's), owned by the author. */
export const findCommentableArticle: Commentable = async (tx, id, viewer) => {
  const article = await tx.getRepository(Article).findOne({ where: { id }, ...shareLockIn(tx) });
  if (!article || !can(viewer, "see", article)) return null;
  return {
    ownerId: article.authorId,
    noun: "article",
    title: article.title,
    path: `/articles/${article.id}`,
    readRefusal: null,
    commentRefusal: null,
    viewerModerates: false,
  };
};

/** Loads articles by id in one statement, in the order asked. */
export async function articlesByIds(db: DataSource, ids: readonly string[]) {
  const rows = await db
    .getRepository(Article)
    .createQueryBuilder("a")
    .where("a.id IN (:...ids)", { ids })
    .getMany();
  const map = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => map.get(id) ?? null);
}

/** The viewer's own articles counted: all of them and their drafts (their profile's Articles tab). */
export async function countOwnArticles(services: Pick<Services, "db">, viewer: Viewer) {
  const [row] = (await services.db.query(
    `SELECT count(*)::int AS total, (count(*) FILTER (WHERE status = 'draft'))::int AS drafts
       FROM articles WHERE author_id = $1`,
    [viewer.id],
  )) as { total: number; drafts: number }[];
  return row;
}
