import { QueryFailedError } from "typeorm";
import { emit } from "../../kernel/events";
import { inTransaction } from "../../db/transaction";
import type { Services } from "../../kernel/context";
import { ConflictError, DomainError, ErrorCode, ForbiddenError } from "../../graphql/errors";
import { asEntities, entityColumns, keysetPage, type PageArgs } from "../../graphql/pagination";
import { parseInput } from "../../graphql/validation";
import { blockedEither } from "../blocks";
import type { Viewer } from "../../kernel/viewer";
import { Review } from "./page.entity";
import type { CreateReviewInput, UpdateReviewInput } from "./pages.inputs";
import { reviewSchema } from "./rules";
import { can } from "./pages.policy";
import { lockPage, memberName, PAGE_NOTICES, VISIBLE_PAGES } from "./pages.service";

export const REVIEW_ERRORS = {
  notFound: "This review does not exist or has been removed.",
  once: "You have already reviewed this business page.",
  ownPage: "You cannot review your own business page.",
  authorOnly: "Only its author can change this review.",
  deleteForbidden: "Only its author or an administrator can delete this review.",
};

type Db = Pick<Services, "db">;
const reviewNotFound = () => new DomainError(ErrorCode.NOT_FOUND, REVIEW_ERRORS.notFound);

const isUniqueViolation = (err: unknown) =>
  err instanceof QueryFailedError && (err.driverError as { code?: string }).code === "23505";

/** A member reviews a page: 1–5 stars and text; one per member and page (CONFLICT), never its owner's. */
export async function createReview(
  services: Pick<Services, "db" | "pubSub" | "registry">,
  viewer: Viewer,
  input: CreateReviewInput,
) {
  const { rating, text } = parseInput(reviewSchema, input);
  try {
    return await inTransaction(services.db, async (tx, afterCommit) => {
      const page = await lockPage(tx, input.pageId, "pessimistic_read");
      if (!can(viewer, "review", page)) throw new ForbiddenError(REVIEW_ERRORS.ownPage);
      const review = await tx
        .getRepository(Review)
        .save({ pageId: page.id, authorId: viewer.id, rating, text });
      // The owner hears of a new review (never their own: the policy refuses it).
      if (page.ownerId !== viewer.id)
        await emit({ tx, afterCommit, services }, "NotificationDue", {
          userId: page.ownerId,
          type: "page_reviewed",
          title: PAGE_NOTICES.reviewedTitle,
          message: PAGE_NOTICES.reviewed(await memberName(tx, viewer.id), page.name, rating),
          data: {
            senderId: viewer.id,
            pageId: page.id,
            reviewId: review.id,
            path: `/business/${page.id}?tab=reviews`,
          },
        });
      return review;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new ConflictError(REVIEW_ERRORS.once);
    throw err;
  }
}

/** Its author changes a review's stars and text. */
export async function updateReview(
  services: Db,
  viewer: Viewer,
  id: string,
  input: UpdateReviewInput,
) {
  const { rating, text } = parseInput(reviewSchema, input);
  return inTransaction(services.db, async (tx) => {
    const review = await tx
      .getRepository(Review)
      .findOne({ where: { id }, lock: { mode: "pessimistic_write" } });
    if (!review) throw reviewNotFound();
    if (!can(viewer, "editReview", review)) throw new ForbiddenError(REVIEW_ERRORS.authorOnly);
    return tx.getRepository(Review).save(Object.assign(review, { rating, text }));
  });
}

/** Deletes a review: its author or a super admin. */
export async function deleteReview(services: Db, viewer: Viewer, id: string) {
  const review = await services.db.getRepository(Review).findOneBy({ id });
  if (!review) throw reviewNotFound();
  if (!can(viewer, "deleteReview", review)) throw new ForbiddenError(REVIEW_ERRORS.deleteForbidden);
  await services.db.getRepository(Review).delete({ id });
  return true;
}

/** A page's reviews, newest first; reviews by banned members are left out. */
export function listReviews(
  { db, viewer }: Db & { viewer: Viewer | null },
  input: PageArgs & { pageId: string },
) {
  return keysetPage(
    db,
    {
      select: entityColumns(db, Review, "r"),
      from: `business_reviews r JOIN ${VISIBLE_PAGES} ON bp.id = r.page_id
             JOIN profiles a ON a.id = r.author_id AND NOT a.is_banned`,
      where: `r.page_id = $1 AND NOT ${blockedEither("$2::uuid", "r.author_id")}`,
      params: [input.pageId, viewer?.id ?? null],
      alias: "r",
    },
    input,
    asEntities(Review),
  );
}
