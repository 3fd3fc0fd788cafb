import { setupServer } from "msw/node";
import { api, gqlData } from "./graphql";

const emptyConnection = (typename: string) => ({
  __typename: typename,
  edges: [],
  pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: null },
});

/**
 * The msw server every client test shares; tests add handlers with `server.use(...)`, which take
 * precedence over these defaults. By default the signed-in top bar's bells have nothing unread, and
 * the home page's feed (members' and the landing page's), search, the groups directory, the investing grid and any comments
 * section have nothing to show, nor have the 'People you may know' and 'Trending' cards beside members' feed.
 */
export const server = setupServer(
  api.query("UnreadCounts", () =>
    gqlData({ unreadCounts: { __typename: "UnreadCounts", messages: 0, notifications: 0 } }),
  ),
  api.query("Feed", () => gqlData({ feed: emptyConnection("FeedItemConnection") })),
  api.query("PeopleYouMayKnow", () =>
    gqlData({ peopleYouMayKnow: emptyConnection("SuggestionConnection") }),
  ),
  api.query("Search", () => gqlData({ search: emptyConnection("SearchConnection") })),
  api.query("Groups", () => gqlData({ groups: emptyConnection("GroupConnection") })),
  api.query("BusinessIdeas", () =>
    gqlData({ businessIdeas: emptyConnection("BusinessIdeaConnection") }),
  ),
  api.query("Comments", () => gqlData({ comments: emptyConnection("CommentConnection") })),
  api.query("TrendingTags", () => gqlData({ trendingTags: [] })),
  api.query("FollowedTags", () => gqlData({ followedTags: [] })),
  // Settings › Privacy's Your data card: no copy asked for yet.
  api.query("DataExports", () => gqlData({ dataExports: [] })),
  // Settings › Security's two-factor card: off.
  api.query("TwoFactorStatus", () =>
    gqlData({ settings: { __typename: "MemberSettings", totpEnabled: false } }),
  ),
  // Settings › Security's passkeys card: none yet.
  api.query("SecurityPasskeys", () =>
    gqlData({ settings: { __typename: "MemberSettings", passkeys: [] } }),
  ),
);
