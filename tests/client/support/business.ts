import type {
  BusinessPageFieldsFragment,
  PagePostFieldsFragment,
  ReviewFieldsFragment,
} from "../../../client/src/features/business/business.generated";
import type { BusinessCategory } from "../../../client/src/gql/types";
import { reactionCounts } from "./articles";
import { api, gqlData } from "./graphql";

let counter = 0;
const next = () => String((counter += 1)).padStart(12, "0");

type Typed<T, Name extends string> = T & { __typename: Name };

export type ReviewAuthorFixture = Typed<NonNullable<ReviewFieldsFragment["author"]>, "Profile">;
export type ReviewFixture = Typed<Omit<ReviewFieldsFragment, "author">, "Review"> & {
  author: ReviewAuthorFixture | null;
};
export type BusinessPageFixture = Typed<
  Omit<BusinessPageFieldsFragment, "owner" | "viewerReview">,
  "BusinessPage"
> & {
  owner: { __typename: "Profile"; id: string; username: string; fullName: string | null } | null;
  viewerReview: ReviewFixture | null;
};
export type PagePostFixture = Typed<PagePostFieldsFragment, "PagePost">;

export function makeReviewAuthor(
  overrides: Partial<ReviewAuthorFixture> = {},
): ReviewAuthorFixture {
  const n = next();
  return {
    __typename: "Profile",
    id: `81000000-0000-4000-8000-${n}`,
    username: `reviewer${counter}`,
    fullName: `Reviewer Number${counter}`,
    avatarThumbnailUrl: null,
    avatarUrl: null,
    ...overrides,
  };
}

/** A business page as the page screen selects it, with an owner who is not the viewer. */
export function makeBusinessPage(
  overrides: Partial<BusinessPageFixture> = {},
): BusinessPageFixture {
  const n = next();
  return {
    __typename: "BusinessPage",
    id: `80000000-0000-4000-8000-${n}`,
    name: `Business number ${counter}`,
    category: "TECHNOLOGY" as BusinessCategory,
    isVerified: false,
    coverThumbnailUrl: null,
    coverImageUrl: null,
    profileImageUrl: null,
    followerCount: 0,
    averageRating: null,
    reviewCount: 0,
    description: `What business number ${counter} does.`,
    website: null,
    phone: null,
    email: null,
    address: null,
    hours: null,
    viewerIsFollowing: false,
    viewerIsOwner: false,
    viewerCanVerify: false,
    owner: {
      __typename: "Profile",
      id: `82000000-0000-4000-8000-${n}`,
      username: `owner${counter}`,
      fullName: `Owner Number${counter}`,
    },
    viewerReview: null,
    ...overrides,
  };
}

export function makeReview(overrides: Partial<ReviewFixture> = {}): ReviewFixture {
  const n = next();
  const at = new Date(Date.now() - counter * 60_000).toISOString();
  return {
    __typename: "Review",
    id: `83000000-0000-4000-8000-${n}`,
    rating: 4,
    text: `Review number ${counter}: good service.`,
    createdAt: at,
    updatedAt: at,
    viewerCanEdit: false,
    viewerCanDelete: false,
    author: makeReviewAuthor(),
    ...overrides,
  };
}

export function makePagePost(overrides: Partial<PagePostFixture> = {}): PagePostFixture {
  const n = next();
  return {
    __typename: "PagePost",
    id: `84000000-0000-4000-8000-${n}`,
    content: `Page post number ${counter}`,
    mentions: [],
    imageUrls: [],
    createdAt: new Date().toISOString(),
    commentCount: 0,
    shareCount: 0,
    viewerCanDelete: false,
    reactions: reactionCounts(),
    ...overrides,
  };
}

/** A cursor connection page of `typename` nodes. */
export function businessConnection<T extends { id: string }>(typename: string, nodes: T[]) {
  return {
    __typename: `${typename}Connection`,
    edges: nodes.map((node) => ({
      __typename: `${typename}Edge`,
      cursor: `cursor-${node.id}`,
      node,
    })),
    pageInfo: {
      __typename: "PageInfo",
      hasNextPage: false,
      endCursor: nodes.length ? `cursor-${nodes[nodes.length - 1].id}` : null,
    },
  };
}

const average = (reviews: ReviewFixture[]) =>
  reviews.length ? reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length : null;

/**
 * Handlers for one business page over a small in-memory state: the page, its posts and reviews, and
 * the viewer's follow, review and edit mutations moving the counts as the server would.
 */
export function businessPageHandlers(
  page: BusinessPageFixture,
  {
    reviews = [],
    posts = [],
    reviewer = makeReviewAuthor(),
  }: { reviews?: ReviewFixture[]; posts?: PagePostFixture[]; reviewer?: ReviewAuthorFixture } = {},
) {
  const calls = {
    follow: 0,
    unfollow: 0,
    createReview: [] as Record<string, unknown>[],
    deleteReview: [] as string[],
    update: [] as Record<string, unknown>[],
  };
  const settle = () => {
    page.reviewCount = reviews.length;
    page.averageRating = average(reviews);
    page.viewerReview = reviews.find((review) => review.author?.id === reviewer.id) ?? null;
  };
  const followState = () => ({
    __typename: "BusinessPage",
    id: page.id,
    followerCount: page.followerCount,
    viewerIsFollowing: page.viewerIsFollowing,
  });
  const handlers = [
    api.query("BusinessPage", ({ variables }) =>
      gqlData({ businessPage: variables.id === page.id ? { ...page } : null }),
    ),
    api.query("PagePosts", () => gqlData({ pagePosts: businessConnection("PagePost", posts) })),
    api.query("Reviews", () => gqlData({ reviews: businessConnection("Review", reviews) })),
    api.mutation("FollowBusinessPage", () => {
      calls.follow += 1;
      page.viewerIsFollowing = true;
      page.followerCount += 1;
      return gqlData({ followBusinessPage: followState() });
    }),
    api.mutation("UnfollowBusinessPage", () => {
      calls.unfollow += 1;
      page.viewerIsFollowing = false;
      page.followerCount -= 1;
      return gqlData({ unfollowBusinessPage: followState() });
    }),
    api.mutation("CreateReview", ({ variables }) => {
      const input = variables.input as { pageId: string; rating: number; text: string };
      calls.createReview.push(input);
      const review = makeReview({
        rating: input.rating,
        text: input.text,
        author: reviewer,
        viewerCanEdit: true,
        viewerCanDelete: true,
      });
      reviews.unshift(review);
      settle();
      return gqlData({
        createReview: {
          ...review,
          page: {
            __typename: "BusinessPage",
            id: page.id,
            averageRating: page.averageRating,
            reviewCount: page.reviewCount,
          },
        },
      });
    }),
    api.mutation("DeleteReview", ({ variables }) => {
      calls.deleteReview.push(variables.id as string);
      reviews.splice(
        reviews.findIndex((review) => review.id === variables.id),
        1,
      );
      settle();
      return gqlData({ deleteReview: true });
    }),
  ];
  return { handlers, calls };
}
