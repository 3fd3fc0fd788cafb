import { emit } from "../../kernel/events";
import type { FileUpload } from "graphql-upload-ts";
import type { EntityManager } from "typeorm";
import { inTransaction } from "../../db/transaction";
import type { Services } from "../../kernel/context";
import { DomainError, ErrorCode, ForbiddenError } from "../../graphql/errors";
import { asEntities, entityColumns, keysetPage, type PageArgs } from "../../graphql/pagination";
import { parseInput } from "../../graphql/validation";
import type { Viewer } from "../../kernel/viewer";
import { displayName } from "../../lib/text";
import { blockedEither } from "../blocks";
import { BusinessCategory, BusinessPage } from "./page.entity";
import type { CreateBusinessPageInput, UpdateBusinessPageInput } from "./pages.inputs";
import { pageDetailsSchema, pageUpdateSchema } from "./rules";
import { can } from "./pages.policy";

export const PAGE_ERRORS = {
  notFound: "Business Page Not Found",
  ownerOnly: "Only the page's owner can do this.",
  deleteForbidden: "Only the page's owner or an administrator can delete it.",
  ownPage: "You cannot follow your own business page.",
  feedTitle: (name: string) => `New business page: ${name}`,
};

/** What page actions need of the process's services (the seed passes its own). */
export type PageServices = Pick<Services, "db" | "pubSub" | "storage" | "registry">;
type Db = Pick<Services, "db">;

/** The owner's notices of their page's followers and reviews. */
export const PAGE_NOTICES = {
  followedTitle: "New Page Follower",
  followed: (member: string, page: string) => `${member} started following your page ${page}`,
  reviewedTitle: "New Review",
  reviewed: (member: string, page: string, rating: number) =>
    `${member} gave your page ${page} ${rating} ${rating === 1 ? "star" : "stars"}`,
};

/** How a notification names a member: full name, then username. */
export const memberName = async (tx: EntityManager, id: string) => {
  const [profile]: { fullName: string | null; username: string | null }[] = await tx.query(
    `SELECT full_name AS "fullName", username FROM profiles WHERE id = $1`,
    [id],
  );
  return displayName(profile ?? null);
};

export const pageNotFound = () => new DomainError(ErrorCode.NOT_FOUND, PAGE_ERRORS.notFound);

/** The pages anyone may see: those whose owner is not banned. */
export const VISIBLE_PAGES =
  "business_pages bp JOIN profiles o ON o.id = bp.owner_id AND NOT o.is_banned";

/** GraphQL's category value (RESTAURANT), which the shared rules check, as stored (restaurant). */
const storedCategory = (value: string) => BusinessCategory[value as keyof typeof BusinessCategory];

/** A stored category (restaurant) as the shared rules read it (RESTAURANT); undefined for none. */
const ruleCategory = (value: BusinessCategory | null | undefined) =>
  value ? Object.keys(BusinessCategory).find((key) => storedCategory(key) === value) : undefined;

/** The page held FOR UPDATE (an owner's change) or FOR SHARE; NOT_FOUND when it is gone or hidden. */
export async function lockPage(
  tx: EntityManager,
  id: string,
  mode: "pessimistic_write" | "pessimistic_read" = "pessimistic_write",
): Promise<BusinessPage> {
  const rows: BusinessPage[] = asEntities(BusinessPage)(
    await tx.query(
      `SELECT ${entityColumns(tx.connection, BusinessPage, "bp")} FROM ${VISIBLE_PAGES}
        WHERE bp.id = $1 FOR ${mode === "pessimistic_write" ? "UPDATE" : "SHARE"} OF bp`,
      [id],
    ),
  );
  if (!rows[0]) throw pageNotFound();
  return rows[0];
}

/**
 * Creates a page (a signed-in member: 'You must be logged in to create a business page'), with an
 * optional cover and profile image, and its `business_page` feed item 'New business page: {name}'.
 */
export async function createBusinessPage(
  services: PageServices,
  viewer: Viewer,
  input: CreateBusinessPageInput,
): Promise<BusinessPage> {
  const details = parseInput(pageDetailsSchema, {
    ...input,
    category: ruleCategory(input.category),
  });
  return inTransaction(services.db, async (tx, afterCommit) => {
    const cover = input.cover
      ? await services.storage.storeImage(tx, viewer.id, "cover", input.cover)
      : null;
    const avatar = input.profileImage
      ? await services.storage.storeImage(tx, viewer.id, "avatar", input.profileImage)
      : null;
    const page = await tx.getRepository(BusinessPage).save({
      ...details,
      category: storedCategory(details.category),
      coverImageUrl: cover?.url ?? null,
      coverThumbnailUrl: cover?.thumbnailUrl ?? null,
      profileImageUrl: avatar?.url ?? null,
      ownerId: viewer.id,
    });
    await emit({ tx, afterCommit, services }, "ContentPublished", {
      type: "business_page",
      userId: viewer.id,
      contentId: page.id,
      title: PAGE_ERRORS.feedTitle(page.name),
      description: page.description,
      imageUrl: page.coverImageUrl,
    });
    return page;
  });
}

/** Changes a page (its owner); what is left out stays, a blank optional field clears it. */
export async function updateBusinessPage(
  services: PageServices,
  viewer: Viewer,
  id: string,
  input: UpdateBusinessPageInput,
): Promise<BusinessPage> {
  const given = (value: unknown) => (value === null ? undefined : value);
  const changes = parseInput(pageUpdateSchema, {
    ...input,
    name: given(input.name),
    category: ruleCategory(input.category),
    description: given(input.description),
  });
  return inTransaction(services.db, async (tx) => {
    const page = await lockPage(tx, id);
    if (!can(viewer, "edit", page)) throw new ForbiddenError(PAGE_ERRORS.ownerOnly);
    const next = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
    if (changes.category) next.category = storedCategory(changes.category);
    return tx.getRepository(BusinessPage).save(Object.assign(page, next));
  });
}

/**
 * Deletes a page (its owner or a super admin). Its followers, posts, shares and reviews go by foreign key;
 * the posts' comments, reactions and feed items and the page's feed item by triggers. Its stored images
 * are discarded afterwards.
 */
export async function deleteBusinessPage(services: PageServices, viewer: Viewer, id: string) {
  const { db } = services;
  const { page, images } = await inTransaction(db, async (tx) => {
    const page = await lockPage(tx, id);
    if (!can(viewer, "delete", page)) throw new ForbiddenError(PAGE_ERRORS.deleteForbidden);
    const rows: { urls: string[] }[] = await tx.query(
      `SELECT image_urls AS urls FROM page_posts WHERE page_id = $1`,
      [id],
    );
    await tx.query(`DELETE FROM business_pages WHERE id = $1`, [id]);
    return { page, images: rows.flatMap((r) => r.urls) };
  });
  for (const url of [page.coverImageUrl, page.profileImageUrl, ...images])
    await services.storage.discard(db, page.ownerId, url);
  return true;
}

/**
 * Stores a new cover or profile image (its owner; an image of at most 5 MB: 'Invalid file type' /
 * 'Please select an image file.', 'File too large' / 'Please select an image smaller than 5MB.').
 */
export async function uploadPageImage(
  services: PageServices,
  viewer: Viewer,
  id: string,
  which: "cover" | "profile",
  file: Promise<FileUpload>,
): Promise<BusinessPage> {
  const { db } = services;
  let previous: string | null = null;
  const page = await inTransaction(db, async (tx) => {
    const page = await lockPage(tx, id);
    if (!can(viewer, "edit", page)) throw new ForbiddenError(PAGE_ERRORS.ownerOnly);
    const image = await services.storage.storeImage(
      tx,
      viewer.id,
      which === "cover" ? "cover" : "avatar",
      file,
    );
    if (which === "cover") {
      previous = page.coverImageUrl;
      page.coverImageUrl = image.url;
      page.coverThumbnailUrl = image.thumbnailUrl;
    } else {
      previous = page.profileImageUrl;
      page.profileImageUrl = image.url;
    }
    return tx.getRepository(BusinessPage).save(page);
  });
  await services.storage.discard(db, page.ownerId, previous);
  return page;
}

/**
 * Follows a page: idempotent (one row per member and page, whatever presses race); not one's own page.
 * Signed out: 'Authentication Required' / 'Please log in to follow this business page.'
 */
export async function followBusinessPage(
  services: Pick<Services, "db" | "pubSub" | "registry">,
  member: Viewer,
  id: string,
) {
  return inTransaction(services.db, async (tx, afterCommit) => {
    const page = await lockPage(tx, id, "pessimistic_read");
    if (!can(member, "follow", page)) throw new ForbiddenError(PAGE_ERRORS.ownPage);
    const added: { id: string }[] = await tx.query(
      `INSERT INTO business_page_followers (page_id, user_id) VALUES ($1, $2)
       ON CONFLICT ON CONSTRAINT "UQ_business_page_followers_member" DO NOTHING
       RETURNING id`,
      [page.id, member.id],
    );
    // The owner hears of a new follower (never of their own follow: the policy refuses it); following
    // again within the hour (unfollow, follow) is one notification (the notifications area collapses it),
    // and new followers fold into the unread one ('Ana Lee and 4 others started following your page …').
    if (added.length && page.ownerId !== member.id)
      await emit({ tx, afterCommit, services }, "NotificationDue", {
        userId: page.ownerId,
        type: "page_followed",
        title: PAGE_NOTICES.followedTitle,
        message: PAGE_NOTICES.followed(await memberName(tx, member.id), page.name),
        data: { senderId: member.id, pageId: page.id, path: `/business/${page.id}` },
        groupKey: `page:${page.id}`,
      });
    return page;
  });
}

/** Unfollows a page: deletes the viewer's row, if any. */
export async function unfollowBusinessPage(services: Db, member: Viewer, id: string) {
  return inTransaction(services.db, async (tx) => {
    const page = await lockPage(tx, id, "pessimistic_read");
    await tx.query(`DELETE FROM business_page_followers WHERE page_id = $1 AND user_id = $2`, [
      page.id,
      member.id,
    ]);
    return page;
  });
}

/**
 * Sets or clears the verified badge (super admins; the resolver checks the role), with its audit entry in
 * the same transaction.
 */
export async function setBusinessPageVerified(
  services: Pick<Services, "db" | "pubSub" | "registry">,
  actor: Pick<Viewer, "id">,
  id: string,
  verified: boolean,
) {
  return inTransaction(services.db, async (tx, afterCommit) => {
    const page = await lockPage(tx, id);
    page.isVerified = verified;
    const saved = await tx.getRepository(BusinessPage).save(page);
    await emit({ tx, afterCommit, services }, "AdminActed", {
      actorId: actor.id,
      action: verified ? "VERIFY_PAGE" : "UNVERIFY_PAGE",
      targetType: "BUSINESS_PAGE",
      targetId: id,
      summary: `${verified ? "Verified" : "Removed the verification of"} business page "${page.name.slice(0, 80)}"`,
    });
    return saved;
  });
}

/** A page by id, for anyone; null when there is none or its owner is banned. */
export async function findBusinessPage({ db }: Db, id: string): Promise<BusinessPage | null> {
  const rows = asEntities(BusinessPage)(
    await db.query(
      `SELECT ${entityColumns(db, BusinessPage, "bp")} FROM ${VISIBLE_PAGES} WHERE bp.id = $1`,
      [id],
    ),
  );
  return rows[0] ?? null;
}

/**
 * The directory: newest first; `search` matches the name or description case-insensitively, `category`
 * narrows to one. One statement per page (two with totalCount).
 */
export function listBusinessPages(
  { db, viewer }: Db & { viewer: Viewer | null },
  input: PageArgs & { search?: string | null; category?: BusinessCategory | null },
) {
  const search = input.search?.trim();
  const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return keysetPage(
    db,
    {
      select: entityColumns(db, BusinessPage, "bp"),
      from: VISIBLE_PAGES,
      where: `($1::text IS NULL OR bp.name ILIKE $1 OR bp.description ILIKE $1)
          AND ($2::business_category IS NULL OR bp.category = $2::business_category)
          AND NOT ${blockedEither("$3::uuid", "bp.owner_id")}`,
      params: [pattern, input.category ?? null, viewer?.id ?? null],
      alias: "bp",
    },
    input,
    asEntities(BusinessPage),
  );
}
