import type {
  ArticleCategory,
  ArticleStatus,
  ConnectionDegree,
  ReactionType,
} from "../../../client/src/gql/types";
import { api, gqlData } from "./graphql";

let counter = 0;

export interface ReactionFixture {
  __typename: "ReactionCount";
  type: ReactionType;
  count: number;
  viewerHasReacted: boolean;
}

export interface AuthorFixture {
  __typename: "Profile";
  id: string;
  username: string;
  fullName: string | null;
  avatarUrl: string | null;
  avatarThumbnailUrl: string | null;
  /** The viewer's degree to them, as comments show it beside the name. */
  degree?: ConnectionDegree | null;
}

/** An article with every field the article screens select; pass overrides for what matters. */
export interface ArticleFixture {
  __typename: "Article";
  id: string;
  title: string;
  content: string;
  /** The members the text mentions, as the server found them. */
  mentions: { id: string; username: string }[];
  /** What the server derives from the content for list cards; the content itself when it is short. */
  preview: string;
  category: ArticleCategory | null;
  imageUrl: string | null;
  imageThumbnailUrl: string | null;
  status: ArticleStatus;
  readingMinutes: number;
  createdAt: string;
  publishedAt: string | null;
  author: AuthorFixture | null;
  reactions: ReactionFixture[];
  commentCount: number;
  /** What the server's articles policy answers: true for the author and super admins. */
  viewerCanDelete: boolean;
}

const KINDS: ReactionType[] = ["LIKE", "DISLIKE", "LOVE", "LAUGH", "CRY"];

/** All five kinds, as the server answers them: zero unless given. */
export function reactionCounts(
  counts: Partial<Record<ReactionType, number>> = {},
  held: ReactionType[] = [],
): ReactionFixture[] {
  return KINDS.map((type) => ({
    __typename: "ReactionCount",
    type,
    count: counts[type] ?? 0,
    viewerHasReacted: held.includes(type),
  }));
}

/** An article's author from a viewer or any member with an id and a username. */
export function authorOf(person: {
  id: string;
  username: string;
  fullName?: string | null;
}): AuthorFixture {
  return {
    __typename: "Profile",
    id: person.id,
    username: person.username,
    fullName: person.fullName ?? null,
    avatarUrl: null,
    avatarThumbnailUrl: null,
    degree: null,
  };
}

export function makeArticle(overrides: Partial<ArticleFixture> = {}): ArticleFixture {
  counter += 1;
  const id = `50000000-0000-4000-8000-${String(counter).padStart(12, "0")}`;
  const createdAt = new Date(Date.now() - counter * 3_600_000).toISOString();
  return {
    __typename: "Article",
    id,
    title: `Article number ${counter}`,
    content: `Some thoughts worth sharing, part ${counter}.`,
    mentions: [],
    preview: overrides.content ?? `Some thoughts worth sharing, part ${counter}.`,
    category: null,
    imageUrl: null,
    imageThumbnailUrl: null,
    status: "PUBLISHED",
    readingMinutes: 1,
    createdAt,
    publishedAt: createdAt,
    author: authorOf({
      id: `60000000-0000-4000-8000-${String(counter).padStart(12, "0")}`,
      username: `writer${counter}`,
    }),
    reactions: reactionCounts(),
    commentCount: 0,
    viewerCanDelete: false,
    ...overrides,
  };
}

/** A cursor connection page of articles. */
export function articlePage(
  nodes: ArticleFixture[],
  hasNextPage = false,
  totalCount = nodes.length,
) {
  return {
    __typename: "ArticleConnection",
    totalCount,
    edges: nodes.map((node) => ({ __typename: "ArticleEdge", cursor: `cursor-${node.id}`, node })),
    pageInfo: {
      __typename: "PageInfo",
      hasNextPage,
      endCursor: nodes.length ? `cursor-${nodes[nodes.length - 1].id}` : null,
    },
  };
}

export interface ArticlesRequest {
  category?: string | null;
  authorId?: string | null;
  first?: number;
  after?: string | null;
}

/**
 * `articles` answered by `list` (all articles by default), recording each request's variables; and
 * `article(id)` answered from the same articles (null for an unknown id).
 */
export function articleHandlers(
  articles: ArticleFixture[],
  list: (variables: ArticlesRequest) => ArticleFixture[] = () => articles,
) {
  const requests: ArticlesRequest[] = [];
  const handlers = [
    api.query("Articles", ({ variables }) => {
      requests.push(variables as ArticlesRequest);
      return gqlData({ articles: articlePage(list(variables as ArticlesRequest)) });
    }),
    api.query("Article", ({ variables }) =>
      gqlData({ article: articles.find((article) => article.id === variables.id) ?? null }),
    ),
  ];
  return { handlers, requests };
}
