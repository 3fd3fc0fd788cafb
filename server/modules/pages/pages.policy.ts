import { definePolicy, isSuperAdmin, isViewer } from "../../graphql/policy";

/** A business page as the rules see it (its posts are judged by their page). */
export type PageFacts = { ownerId: string };
/** A review as the rules see it. */
export type ReviewFacts = { authorId: string };

type PageSubjects = {
  /** Its details, images and posts: its owner. */
  edit: PageFacts;
  /** The page: its owner or a super admin. */
  delete: PageFacts;
  /** One of its posts: the page's owner or a super admin. */
  deletePost: PageFacts;
  /** Deleting others' comments on its posts: its owner. */
  moderate: PageFacts;
  /** Following it: anyone but its owner. */
  follow: PageFacts;
  /** Reviewing it: anyone but its owner. */
  review: PageFacts;
  /** A review: its author. */
  editReview: ReviewFacts;
  /** A review: its author or a super admin. */
  deleteReview: ReviewFacts;
  /** Setting or clearing a page's verified badge: super admins. */
  verify: null;
};

export type PageAction = keyof PageSubjects;

const ownerOrSuperAdmin = (viewer: Parameters<typeof isViewer>[0], ownerId: string) =>
  isViewer(viewer, ownerId) || isSuperAdmin(viewer);

/** Who may do what to a business page, its posts and its reviews. */
export const can = definePolicy<PageSubjects>({
  edit: (viewer, page) => isViewer(viewer, page.ownerId),
  delete: (viewer, page) => ownerOrSuperAdmin(viewer, page.ownerId),
  deletePost: (viewer, page) => ownerOrSuperAdmin(viewer, page.ownerId),
  moderate: (viewer, page) => isViewer(viewer, page.ownerId),
  follow: (viewer, page) => !isViewer(viewer, page.ownerId),
  review: (viewer, page) => !isViewer(viewer, page.ownerId),
  editReview: (viewer, review) => isViewer(viewer, review.authorId),
  deleteReview: (viewer, review) => ownerOrSuperAdmin(viewer, review.authorId),
  verify: (viewer) => isSuperAdmin(viewer),
});
