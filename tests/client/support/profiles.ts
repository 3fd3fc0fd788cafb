import type { ConnectionDegree, ConnectionStatus } from "../../../client/src/gql/types";
import type { ViewerFixture } from "./fixtures";
import { api, gqlData } from "./graphql";

let counter = 0;

/** A profile with every field the profile screens select; pass overrides for what matters. */
export interface ProfileFixture {
  __typename: "Profile";
  id: string;
  username: string;
  fullName: string | null;
  email: string | null;
  bio: string | null;
  location: string | null;
  company: string | null;
  title: string | null;
  skills: string[];
  avatarUrl: string | null;
  avatarThumbnailUrl: string | null;
  coverPhotoUrl: string | null;
  verified: boolean;
  isSuperAdmin: boolean;
  createdAt: string;
  followerCount: number;
  followingCount: number;
  connectionStatus: ConnectionStatus | null;
  hasIncomingFriendRequest: boolean;
  viewerHasBlocked: boolean;
  /** The viewer's degree to the member (null: a visitor's view, or not worked out). */
  degree: ConnectionDegree | null;
  mutualConnectionCount: number;
  /** The first mutual connections the header names (`mutualConnections(first: 2)`). */
  mutualConnections: ReturnType<typeof page>;
}

export function makeProfile(overrides: Partial<ProfileFixture> = {}): ProfileFixture {
  counter += 1;
  return {
    __typename: "Profile",
    id: `10000000-0000-4000-8000-${String(counter).padStart(12, "0")}`,
    username: `person${counter}`,
    fullName: `Person Number${counter}`,
    email: null,
    bio: null,
    location: null,
    company: null,
    title: null,
    skills: [],
    avatarUrl: null,
    avatarThumbnailUrl: null,
    coverPhotoUrl: null,
    verified: true,
    isSuperAdmin: false,
    createdAt: "2025-01-01T00:00:00.000Z",
    followerCount: 0,
    followingCount: 0,
    connectionStatus: null,
    hasIncomingFriendRequest: false,
    viewerHasBlocked: false,
    degree: null,
    mutualConnectionCount: 0,
    mutualConnections: page([]),
    ...overrides,
  };
}

/** The viewer's own profile, as `profile(id)` answers it for them. */
export function ownProfile(viewer: ViewerFixture, overrides: Partial<ProfileFixture> = {}) {
  return makeProfile({ ...viewer, ...overrides });
}

/** A cursor connection page of profiles. */
export function page(nodes: ProfileFixture[], hasNextPage = false, totalCount = nodes.length) {
  return {
    __typename: "ProfileConnection",
    totalCount,
    edges: nodes.map((node) => ({ __typename: "ProfileEdge", cursor: `cursor-${node.id}`, node })),
    pageInfo: {
      __typename: "PageInfo",
      hasNextPage,
      endCursor: nodes.length ? `cursor-${nodes[nodes.length - 1].id}` : null,
    },
  };
}

export interface NetworkFixture {
  /** Profiles `profile(id)` knows; any other id answers null. */
  profiles: ProfileFixture[];
  following?: () => ProfileFixture[];
  friends?: () => ProfileFixture[];
  /** `connections` without a status. */
  connections?: () => ProfileFixture[];
  followers?: () => ProfileFixture[];
  friendRequests?: () => ProfileFixture[];
}

/** `profile`, `connections`, `followers` and `friendRequests`, answered from the given data (empty lists by default). */
export function profileHandlers(network: NetworkFixture) {
  const list = (get?: () => ProfileFixture[]) => page(get ? get() : []);
  return [
    api.query("ProfileHeader", ({ variables }) =>
      gqlData({ profile: network.profiles.find((p) => p.id === variables.id) ?? null }),
    ),
    api.query("ProfileEditor", ({ variables }) =>
      gqlData({ profile: network.profiles.find((p) => p.id === variables.id) ?? null }),
    ),
    api.query("Connections", ({ variables }) =>
      gqlData({
        connections:
          variables.status === "FOLLOWING"
            ? list(network.following)
            : variables.status === "FRIENDS"
              ? list(network.friends)
              : list(network.connections),
      }),
    ),
    api.query("Followers", () => gqlData({ followers: list(network.followers) })),
    api.query("FriendRequests", () => gqlData({ friendRequests: list(network.friendRequests) })),
    ...emptyProfileTabHandlers,
  ];
}

const emptyConnection = (typename: string) => ({
  __typename: typename,
  totalCount: 0,
  edges: [],
  pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: null },
});

/**
 * The profile tabs' and sections' queries (groups, ideas, articles, experience, education), answered
 * with nothing: the empty states.
 */
const emptyProfileTabHandlers = [
  api.query("ProfilePositions", ({ variables }) =>
    gqlData({ profile: { __typename: "Profile", id: variables.id, positions: [] } }),
  ),
  api.query("ProfileEducation", ({ variables }) =>
    gqlData({ profile: { __typename: "Profile", id: variables.id, education: [] } }),
  ),
  api.query("MemberGroups", () => gqlData({ groups: emptyConnection("GroupConnection") })),
  api.query("BusinessIdeas", () =>
    gqlData({ businessIdeas: emptyConnection("BusinessIdeaConnection") }),
  ),
  api.query("FundingTotals", () =>
    gqlData({
      fundingTotals: {
        __typename: "FundingTotals",
        ideaCount: 0,
        fundingGoal: 0,
        currentFunding: 0,
      },
    }),
  ),
  api.query("Articles", () => gqlData({ articles: emptyConnection("ArticleConnection") })),
  api.query("ArticleCounts", () =>
    gqlData({ articleCounts: { __typename: "ArticleCounts", total: 0, drafts: 0 } }),
  ),
];
