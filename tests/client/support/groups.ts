import type {
  CommentableType,
  GroupRole,
  InvitationStatus,
  JoinRequestStatus,
} from "../../../client/src/gql/types";
import { reactionCounts, type ReactionFixture } from "./articles";
import { api, gqlData } from "./graphql";

let counter = 0;
const next = () => String((counter += 1)).padStart(12, "0");

export interface PersonFixture {
  __typename: "Profile";
  id: string;
  username: string;
  fullName: string | null;
  avatarUrl: string | null;
  avatarThumbnailUrl: string | null;
  /** The viewer's degree to them, as comments show it beside the name. */
  degree?: "SELF" | "FIRST" | "SECOND" | "THIRD_PLUS" | null;
}

/** A member as group screens show them (author, member, requester); pass a viewer to make them one. */
export function makePerson(
  overrides: Partial<PersonFixture> & { id?: string; username?: string } = {},
): PersonFixture {
  const n = next();
  return {
    __typename: "Profile",
    id: `61000000-0000-4000-8000-${n}`,
    username: `person${counter}`,
    fullName: `Person Number${counter}`,
    avatarUrl: null,
    avatarThumbnailUrl: null,
    degree: null,
    ...overrides,
  };
}

export interface InvitationFixture {
  __typename: "GroupInvitation";
  id: string;
  status: InvitationStatus;
  invitedBy: PersonFixture | null;
}

/** A group with every field the directory and the group page select; override what matters. */
export interface GroupFixture {
  __typename: "Group";
  id: string;
  name: string;
  description: string;
  isPrivate: boolean;
  coverImageUrl: string | null;
  coverThumbnailUrl: string | null;
  createdAt: string;
  memberCount: number;
  creator: PersonFixture | null;
  viewerIsMember: boolean;
  /** What the server's groups policy answers: a public group's or a member's (super admins' too). */
  viewerCanRead: boolean;
  /** The server's `administer` answer: the group's admins. */
  viewerCanEdit: boolean;
  /** The server's `delete` answer: the group's admins and super admins. */
  viewerCanDelete: boolean;
  viewerRole: GroupRole | null;
  viewerRequestStatus: JoinRequestStatus | null;
  viewerInvitation: InvitationFixture | null;
  pendingRequestCount: number;
}

export function makeGroup(overrides: Partial<GroupFixture> = {}): GroupFixture {
  const n = next();
  return {
    __typename: "Group",
    id: `40000000-0000-4000-8000-${n}`,
    name: `Group number ${counter}`,
    description: `People who talk about topic number ${counter}.`,
    isPrivate: false,
    coverImageUrl: null,
    coverThumbnailUrl: null,
    createdAt: "2025-03-04T10:00:00.000Z",
    memberCount: 3,
    creator: makePerson(),
    viewerIsMember: false,
    viewerRole: null,
    viewerRequestStatus: null,
    viewerInvitation: null,
    pendingRequestCount: 0,
    ...overrides,
    viewerCanRead:
      overrides.viewerCanRead ?? (!overrides.isPrivate || Boolean(overrides.viewerIsMember)),
    viewerCanEdit: overrides.viewerCanEdit ?? overrides.viewerRole === "ADMIN",
    viewerCanDelete: overrides.viewerCanDelete ?? overrides.viewerRole === "ADMIN",
  };
}

/** The viewer's own membership fields for `role` (a member, moderator or admin). */
export function asRole(
  role: GroupRole,
): Pick<GroupFixture, "viewerIsMember" | "viewerCanRead" | "viewerRole"> {
  return { viewerIsMember: true, viewerCanRead: true, viewerRole: role };
}

export interface GroupPostFixture {
  __typename: "GroupPost";
  id: string;
  content: string;
  /** The members the text mentions, as the server found them. */
  mentions: { id: string; username: string }[];
  imageUrl: string | null;
  imageThumbnailUrl: string | null;
  createdAt: string;
  commentCount: number;
  shareCount: number;
  viewerCanDelete: boolean;
  author: PersonFixture | null;
  reactions: ReactionFixture[];
}

export function makeGroupPost(overrides: Partial<GroupPostFixture> = {}): GroupPostFixture {
  const n = next();
  return {
    __typename: "GroupPost",
    id: `41000000-0000-4000-8000-${n}`,
    content: `Post number ${counter}`,
    mentions: [],
    imageUrl: null,
    imageThumbnailUrl: null,
    createdAt: new Date(Date.now() - 3_600_000).toISOString(),
    commentCount: 0,
    shareCount: 0,
    viewerCanDelete: false,
    author: makePerson(),
    reactions: reactionCounts(),
    ...overrides,
  };
}

export interface MemberFixture {
  __typename: "GroupMember";
  id: string;
  role: GroupRole;
  joinedAt: string;
  profile: PersonFixture;
}

export function makeMember(profile: PersonFixture, role: GroupRole = "MEMBER"): MemberFixture {
  return {
    __typename: "GroupMember",
    id: `42000000-0000-4000-8000-${next()}`,
    role,
    joinedAt: "2025-03-05T10:00:00.000Z",
    profile,
  };
}

export interface JoinRequestFixture {
  __typename: "GroupJoinRequest";
  id: string;
  status: JoinRequestStatus;
  createdAt: string;
  requester: PersonFixture;
}

export function makeJoinRequest(requester: PersonFixture): JoinRequestFixture {
  return {
    __typename: "GroupJoinRequest",
    id: `43000000-0000-4000-8000-${next()}`,
    status: "PENDING",
    createdAt: new Date(Date.now() - 7_200_000).toISOString(),
    requester,
  };
}

export interface CommentFixture {
  __typename: "Comment";
  id: string;
  contentType: CommentableType;
  contentId: string;
  content: string;
  /** The members the text mentions, as the server found them. */
  mentions: { id: string; username: string }[];
  createdAt: string;
  editedAt: string | null;
  viewerCanEdit: boolean;
  viewerCanDelete: boolean;
  author: PersonFixture | null;
}

export function makeComment(
  overrides: Partial<CommentFixture> & Pick<CommentFixture, "contentType" | "contentId">,
): CommentFixture {
  const n = next();
  return {
    __typename: "Comment",
    id: `44000000-0000-4000-8000-${n}`,
    content: `Comment number ${counter}`,
    mentions: [],
    // Later fixtures are newer.
    createdAt: new Date(Date.now() - 3_600_000 + counter * 1000).toISOString(),
    editedAt: null,
    viewerCanEdit: false,
    viewerCanDelete: false,
    author: makePerson(),
    ...overrides,
  };
}

/** A cursor connection page, its end cursor `cursor-{last id}`. */
export function connection<T extends { id: string }>(
  typename: string,
  nodes: T[],
  hasNextPage = false,
) {
  return {
    __typename: `${typename}Connection`,
    edges: nodes.map((node) => ({
      __typename: `${typename}Edge`,
      cursor: `cursor-${node.id}`,
      node,
    })),
    pageInfo: {
      __typename: "PageInfo",
      hasNextPage,
      endCursor: nodes.length ? `cursor-${nodes[nodes.length - 1].id}` : null,
    },
  };
}

export interface GroupPageData {
  group: GroupFixture;
  posts?: GroupPostFixture[];
  members?: MemberFixture[];
  requests?: JoinRequestFixture[];
}

/**
 * The queries of one group's page: `group`, and — only when given — its posts, members and join requests
 * (a screen that asks for something not given makes a request no handler answers, which fails the test).
 */
export function groupPageHandlers({ group, posts, members, requests }: GroupPageData) {
  return [
    api.query("Group", ({ variables }) =>
      gqlData({ group: variables.id === group.id ? group : null }),
    ),
    ...(posts
      ? [api.query("GroupPosts", () => gqlData({ groupPosts: connection("GroupPost", posts) }))]
      : []),
    ...(members
      ? [
          api.query("GroupMembers", () =>
            gqlData({ groupMembers: connection("GroupMember", members) }),
          ),
        ]
      : []),
    ...(requests
      ? [
          api.query("JoinRequests", () =>
            gqlData({ joinRequests: connection("GroupJoinRequest", requests) }),
          ),
        ]
      : []),
  ];
}
