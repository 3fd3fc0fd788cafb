import { emit } from "../../kernel/events";
import type { FeedItem } from "../feed";
import type { EntityManager } from "typeorm";
import { inTransaction, shareLockIn } from "../../db/transaction";
import type { Services } from "../../kernel/context";
import { DomainError, ErrorCode, ForbiddenError } from "../../graphql/errors";
import { asEntities, entityColumns, keysetPage, type PageArgs } from "../../graphql/pagination";
import { postTitle, type ShareablePost, sharePost } from "../../graphql/posts";
import { parseInput } from "../../graphql/validation";
import type { Viewer } from "../../kernel/viewer";
import type { Commentable } from "../../kernel/commentable";
import type { Reactable } from "../../kernel/reactable";
import type { StoredImage } from "../../storage/storage";
import { BusinessPage, PagePost, PageShare } from "./page.entity";
import type { CreatePagePostInput } from "./pages.inputs";
import { pagePostSchema, pageShareSchema } from "./rules";
import { can } from "./pages.policy";
import { lockPage, type PageServices, VISIBLE_PAGES } from "./pages.service";

export const PAGE_POST_ERRORS = {
  notFound: "This post does not exist or has been removed.",
  ownerOnly: "Only the page's owner can post as the page.",
  deleteForbidden: "You do not have permission to delete this post.",
};

const postNotFound = () => new DomainError(ErrorCode.NOT_FOUND, PAGE_POST_ERRORS.notFound);

/** Where a post's feed item opens: its page. */
export const pagePostPath = (post: Pick<PagePost, "pageId">) => `/business/${post.pageId}`;

/**
 * Where a post itself opens (a reaction or comment on it, a report of one of its comments): its page's
 * Posts tab at the post (`?post={id}`). The comments area's moderation list writes the same path in SQL.
 */
export const pagePostAnchorPath = (post: Pick<PagePost, "id" | "pageId">) =>
  `/business/${post.pageId}?post=${post.id}`;

/**
 * Who sees a `page_post` feed item: the page's owner and followers (FeedKind.audience). `viewerId` is the
 * SQL of the viewer's id, NULL for a visitor, who sees none.
 */
export const pagePostAudience = (viewerId: string) => `EXISTS (
  SELECT 1 FROM page_posts pp JOIN business_pages bp ON bp.id = pp.page_id
   WHERE pp.id = f.content_id
     AND (bp.owner_id = ${viewerId}
          OR EXISTS (SELECT 1 FROM business_page_followers bf
                      WHERE bf.page_id = bp.id AND bf.user_id = ${viewerId})))`;

/**
 * The owner posts as the page: text and up to four images (the article image rules). A `page_post` feed
 * item goes to the page's followers and owner (pagePostAudience).
 */
export async function createPagePost(
  services: PageServices,
  viewer: Viewer,
  input: CreatePagePostInput,
): Promise<PagePost> {
  const files = input.images ?? [];
  const { content } = parseInput(pagePostSchema, {
    content: input.content,
    imageCount: files.length,
  });
  return inTransaction(services.db, async (tx, afterCommit) => {
    const page = await lockPage(tx, input.pageId, "pessimistic_read");
    if (!can(viewer, "edit", page)) throw new ForbiddenError(PAGE_POST_ERRORS.ownerOnly);
    const images: StoredImage[] = [];
    for (const file of files)
      images.push(await services.storage.storeImage(tx, viewer.id, "article", file));
    const post = await tx.getRepository(PagePost).save({
      pageId: page.id,
      content,
      imageUrls: images.map((i) => i.url),
      imageThumbnailUrls: images.map((i) => i.thumbnailUrl),
    });
    await emit({ tx, afterCommit, services }, "ContentPublished", {
      type: "page_post",
      userId: page.ownerId,
      contentId: post.id,
      title: page.name,
      description: content,
      imageUrl: post.imageUrls[0] ?? null,
    });
    await emit({ tx, afterCommit, services }, "TextSaved", {
      contentType: "page_post",
      contentId: post.id,
      authorId: viewer.id,
      text: content,
    });
    return post;
  });
}

/** A page's posts, newest first. */
export async function listPagePosts(
  { db }: Pick<Services, "db">,
  input: PageArgs & { pageId: string },
) {
  return keysetPage(
    db,
    {
      select: entityColumns(db, PagePost, "pp"),
      from: `page_posts pp JOIN ${VISIBLE_PAGES} ON bp.id = pp.page_id`,
      where: "pp.page_id = $1",
      params: [input.pageId],
      alias: "pp",
    },
    input,
    asEntities(PagePost),
  );
}

/** One post of a visible page (a link to it: `?post={id}`); null when it or its page is gone. */
export async function findPagePost({ db }: Pick<Services, "db">, id: string) {
  const rows = asEntities(PagePost)(
    await db.query(
      `SELECT ${entityColumns(db, PagePost, "pp")}
         FROM page_posts pp JOIN ${VISIBLE_PAGES} ON bp.id = pp.page_id
        WHERE pp.id = $1`,
      [id],
    ),
  );
  return rows[0] ?? null;
}

/**
 * Deletes a post (the pages policy's `deletePost`: the page's owner or a super admin). Its shares go by foreign key; its comments, reactions and feed
 * items (its own and its shares') by the table's triggers; its images afterwards.
 */
export async function deletePagePost(services: PageServices, viewer: Viewer, id: string) {
  const { db } = services;
  const post = await db.getRepository(PagePost).findOneBy({ id });
  if (!post) throw postNotFound();
  const page = await db.getRepository(BusinessPage).findOneBy({ id: post.pageId });
  if (!page) throw postNotFound();
  if (!can(viewer, "deletePost", page)) throw new ForbiddenError(PAGE_POST_ERRORS.deleteForbidden);
  await db.getRepository(PagePost).delete({ id });
  for (const url of post.imageUrls) await services.storage.discard(db, page.ownerId, url);
  return true;
}

const PAGE_POSTS: ShareablePost<PagePost> = {
  post: PagePost,
  share: PageShare,
  notFound: postNotFound,
};

/** Shares a page post to the viewer's feed, with an optional comment: a `shared_post` item, as groups do. */
export async function sharePagePost(
  services: PageServices,
  viewer: Viewer,
  input: { postId: string; comment?: string | null },
) {
  const { comment } = parseInput(pageShareSchema, input);
  const item = await sharePost(
    services,
    viewer.id,
    PAGE_POSTS,
    { postId: input.postId, comment },
    async (tx, post) => {
      const page = await lockPage(tx, post.pageId, "pessimistic_read").catch(() => {
        throw postNotFound();
      });
      return { title: page.name, imageUrl: post.imageUrls[0] ?? null };
    },
  );
  return item as FeedItem;
}

/** The post and its (visible) page; in a transaction, the post held FOR SHARE. */
async function postForContent(tx: EntityManager, id: string) {
  const post = await tx.getRepository(PagePost).findOne({ where: { id }, ...shareLockIn(tx) });
  if (!post) return null;
  const rows: { owner_id: string }[] = await tx.query(
    `SELECT bp.owner_id FROM ${VISIBLE_PAGES} WHERE bp.id = $1`,
    [post.pageId],
  );
  return rows[0] ? { post, ownerId: rows[0].owner_id } : null;
}

/** The reactions module's view of a page post: anyone may react; the page's owner is notified. */
export const findReactablePagePost: Reactable = async (tx, id) => {
  const found = await postForContent(tx, id);
  return (
    found && {
      ownerId: found.ownerId,
      noun: "post",
      title: postTitle(found.post),
      path: pagePostAnchorPath(found.post),
    }
  );
};

/** The comments module's view of a page post: public; members comment; the page's owner moderates. */
export const findCommentablePagePost: Commentable = async (tx, id, viewer) => {
  const found = await postForContent(tx, id);
  if (!found) return null;
  return {
    ownerId: found.ownerId,
    noun: "post",
    title: postTitle(found.post),
    path: pagePostAnchorPath(found.post),
    readRefusal: null,
    commentRefusal: null,
    viewerModerates: can(viewer, "moderate", found),
  };
};
