import { delay } from "msw";
import type { FeedFilter, FeedItemType } from "../../../client/src/gql/types";
import { api, gqlData } from "./graphql";

let counter = 0;

export interface FeedAuthorFixture {
  __typename: "Profile";
  id: string;
  username: string;
  fullName: string | null;
  avatarUrl: string | null;
  avatarThumbnailUrl: string | null;
}

export function makeFeedAuthor(overrides: Partial<FeedAuthorFixture> = {}): FeedAuthorFixture {
  counter += 1;
  return {
    __typename: "Profile",
    id: `20000000-0000-4000-8000-${String(counter).padStart(12, "0")}`,
    username: `author${counter}`,
    fullName: `Author Number${counter}`,
    avatarUrl: null,
    avatarThumbnailUrl: null,
    ...overrides,
  };
}

export interface FeedItemFixture {
  __typename: "FeedItem";
  id: string;
  type: FeedItemType;
  title: string | null;
  description: string | null;
  imageUrl: string | null;
  contentId: string | null;
  /** The route the item opens, as the server gives it. */
  path: string;
  createdAt: string;
  /** Why a TOP feed shows it ('Ana Lee is a connection'); null in RECENT. */
  reason: string | null;
  author: FeedAuthorFixture | null;
}

/** A feed item as the Feed query selects it, newer than every one made before; override what matters. */
export function makeFeedItem(overrides: Partial<FeedItemFixture> = {}): FeedItemFixture {
  counter += 1;
  return {
    __typename: "FeedItem",
    id: `30000000-0000-4000-8000-${String(counter).padStart(12, "0")}`,
    type: "ARTICLE",
    title: `Feed item number ${counter}`,
    description: null,
    imageUrl: null,
    contentId: `31000000-0000-4000-8000-${String(counter).padStart(12, "0")}`,
    path: "/",
    // Minutes ago, so later fixtures are newer.
    createdAt: new Date(Date.now() - 60 * 60_000 + counter * 1000).toISOString(),
    reason: null,
    author: makeFeedAuthor(),
    ...overrides,
  };
}

/** A page of the feed connection, its end cursor `cursor-{last id}`. */
export function feedPage(items: FeedItemFixture[], hasNextPage = false) {
  return {
    __typename: "FeedItemConnection",
    edges: items.map((node) => ({ __typename: "FeedItemEdge", cursor: `cursor-${node.id}`, node })),
    pageInfo: {
      __typename: "PageInfo",
      hasNextPage,
      endCursor: items.length ? `cursor-${items[items.length - 1].id}` : null,
    },
  };
}

export interface FeedRequest {
  filter: FeedFilter;
  first: number;
  after: string | null;
}

/**
 * `feed` answered by `answer` (one filter's items, by request); returns the requests it received, so
 * tests can check the filter and cursor the screen asked for.
 */
export function feedHandler(
  answer: (
    request: FeedRequest,
  ) => ReturnType<typeof feedPage> | Promise<ReturnType<typeof feedPage>>,
) {
  const requests: FeedRequest[] = [];
  const handler = api.query("Feed", async ({ variables }) => {
    const request = {
      filter: variables.filter as FeedFilter,
      first: variables.first as number,
      after: (variables.after as string | null | undefined) ?? null,
    };
    requests.push(request);
    return gqlData({ feed: await answer(request) });
  });
  return { handler, requests };
}

/** A feed that never answers, to see the loading state. */
export const pendingFeed = api.query("Feed", async () => {
  await delay("infinite");
  return gqlData({ feed: feedPage([]) });
});
