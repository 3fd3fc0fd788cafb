import type { Actor } from "../../server/graphql/policy";
import { ArticleStatus } from "../../server/modules/articles/article.entity";
import { can as admin } from "../../server/modules/admin/admin.policy";
import { can as articles } from "../../server/modules/articles/articles.policy";
import { can as blocks } from "../../server/modules/blocks/blocks.policy";
import { can as careers } from "../../server/modules/careers/careers.policy";
import { can as comments } from "../../server/modules/comments/comments.policy";
import { can as connections } from "../../server/modules/connections/connections.policy";
import { can as events } from "../../server/modules/events/events.policy";
import { can as forums } from "../../server/modules/forums/forums.policy";
import { GroupRole } from "../../server/modules/groups/group.entity";
import { can as groups } from "../../server/modules/groups/groups.policy";
import { can as ideas } from "../../server/modules/ideas/ideas.policy";
import { can as messages } from "../../server/modules/messages/messages.policy";
import { can as pages } from "../../server/modules/pages/pages.policy";
import {
  can as profiles,
  canSeePrivateFields,
  hideDetails,
  isSelf,
} from "../../server/modules/profiles/profiles.policy";
import type { Profile } from "../../server/modules/profiles/profile.entity";

// Pure functions: no database, no server. Each table lists (viewer, action, expected) for one subject.

const OWNER = "00000000-0000-4000-8000-00000000000a";
const OTHER = "00000000-0000-4000-8000-00000000000b";
const ADMIN = "00000000-0000-4000-8000-00000000000c";

const VIEWERS = {
  visitor: null,
  member: { id: OTHER, isSuperAdmin: false },
  author: { id: OWNER, isSuperAdmin: false },
  "super admin": { id: ADMIN, isSuperAdmin: true },
} satisfies Record<string, Actor | null>;
type Kind = keyof typeof VIEWERS;

describe("articles", () => {
  const published = { authorId: OWNER, status: ArticleStatus.PUBLISHED };
  const draft = { authorId: OWNER, status: ArticleStatus.DRAFT };
  it.each<[Kind, "see" | "publish" | "delete", typeof published, boolean]>([
    ["visitor", "see", published, true],
    ["visitor", "see", draft, false],
    ["member", "see", draft, false],
    ["author", "see", draft, true],
    ["super admin", "see", draft, false],
    ["member", "publish", draft, false],
    ["author", "publish", draft, true],
    ["super admin", "publish", draft, false],
    ["visitor", "delete", published, false],
    ["member", "delete", published, false],
    ["author", "delete", published, true],
    ["super admin", "delete", published, true],
  ])("a %s: %s (%o) → %s", (kind, action, article, expected) => {
    expect(articles(VIEWERS[kind], action, article)).toBe(expected);
  });
});

describe("careers", () => {
  const shown = { userId: OWNER, profileVisible: true };
  const hidden = { userId: OWNER, profileVisible: false };
  it.each<[Kind, "see" | "edit", typeof shown, boolean]>([
    ["visitor", "see", shown, true],
    ["member", "see", shown, true],
    ["visitor", "see", hidden, false],
    ["member", "see", hidden, false],
    ["author", "see", hidden, true],
    ["super admin", "see", hidden, true],
    ["visitor", "edit", shown, false],
    ["member", "edit", shown, false],
    ["author", "edit", shown, true],
    ["super admin", "edit", shown, false],
  ])("a %s: %s (%o) → %s", (kind, action, entry, expected) => {
    expect(careers(VIEWERS[kind], action, entry)).toBe(expected);
  });
});

describe("comments", () => {
  it.each<[Kind, "edit" | "delete", boolean, boolean]>([
    ["visitor", "edit", false, false],
    ["member", "edit", false, false],
    ["member", "edit", true, false],
    ["author", "edit", false, true],
    ["super admin", "edit", false, false],
    ["visitor", "delete", false, false],
    ["member", "delete", false, false],
    ["member", "delete", true, true],
    ["author", "delete", false, true],
    ["super admin", "delete", false, true],
  ])("a %s: %s (moderating the content: %s) → %s", (kind, action, viewerModerates, expected) => {
    expect(comments(VIEWERS[kind], action, { authorId: OWNER, viewerModerates })).toBe(expected);
  });
});

describe("events", () => {
  it.each<[Kind, "edit" | "cancel", boolean]>([
    ["visitor", "edit", false],
    ["member", "edit", false],
    ["author", "edit", true],
    ["super admin", "edit", false],
    ["visitor", "cancel", false],
    ["member", "cancel", false],
    ["author", "cancel", true],
    ["super admin", "cancel", true],
  ])("a %s (creator: author): %s → %s", (kind, action, expected) => {
    expect(events(VIEWERS[kind], action, { creatorId: OWNER })).toBe(expected);
  });

  it("lets nobody but a super admin cancel an event whose creator is gone", () => {
    expect(events(VIEWERS.member, "edit", { creatorId: null })).toBe(false);
    expect(events(VIEWERS.member, "cancel", { creatorId: null })).toBe(false);
    expect(events(VIEWERS["super admin"], "cancel", { creatorId: null })).toBe(true);
  });
});

describe("forums", () => {
  it.each<[Kind, "edit" | "delete" | "moderate", boolean]>([
    ["visitor", "edit", false],
    ["member", "edit", false],
    ["author", "edit", true],
    ["super admin", "edit", false],
    ["visitor", "delete", false],
    ["member", "delete", false],
    ["author", "delete", true],
    ["super admin", "delete", true],
    ["visitor", "moderate", false],
    ["member", "moderate", false],
    ["author", "moderate", false],
    ["super admin", "moderate", true],
  ])("a %s: %s → %s", (kind, action, expected) => {
    const subject = action === "moderate" ? null : { authorId: OWNER };
    expect(forums(VIEWERS[kind], action, subject as never)).toBe(expected);
  });
});

describe("groups", () => {
  type Role = GroupRole | null;
  const { ADMIN: A, MODERATOR: M, MEMBER: P } = GroupRole;
  it.each<[Kind, Role, boolean, boolean]>([
    ["visitor", null, false, true],
    ["visitor", null, true, false],
    ["member", null, true, false],
    ["member", P, true, true],
    ["member", M, true, true],
    ["member", A, true, true],
    ["super admin", null, true, true],
  ])("a %s with role %s reads a group (private: %s) → %s", (kind, role, isPrivate, expected) => {
    expect(groups(VIEWERS[kind], "read", { isPrivate, viewerRole: role })).toBe(expected);
  });

  it.each<[Kind, Role, boolean, boolean]>([
    ["visitor", null, false, true],
    ["member", null, true, false],
    ["member", P, true, true],
    ["super admin", null, true, false],
  ])(
    "a %s with role %s reacts in a group (private: %s) → %s",
    (kind, role, isPrivate, expected) => {
      expect(groups(VIEWERS[kind], "react", { isPrivate, viewerRole: role })).toBe(expected);
    },
  );

  it.each<[Kind, Role, "post" | "administer" | "delete" | "moderate", boolean]>([
    ["visitor", null, "post", false],
    ["member", null, "post", false],
    ["member", P, "post", true],
    ["super admin", null, "post", false],
    ["member", P, "administer", false],
    ["member", M, "administer", false],
    ["member", A, "administer", true],
    ["super admin", null, "administer", false],
    ["member", M, "delete", false],
    ["member", A, "delete", true],
    ["super admin", null, "delete", true],
    ["member", P, "moderate", false],
    ["member", M, "moderate", true],
    ["member", A, "moderate", true],
    ["super admin", null, "moderate", false],
  ])("a %s with role %s: %s → %s", (kind, role, action, expected) => {
    expect(groups(VIEWERS[kind], action, { viewerRole: role })).toBe(expected);
  });

  it.each<[Kind, Role, boolean]>([
    ["visitor", null, false],
    ["member", null, false],
    ["member", P, false],
    ["member", M, true],
    ["member", A, true],
    ["author", null, true],
    ["super admin", null, true],
  ])("a %s with role %s deletes a post → %s", (kind, role, expected) => {
    expect(groups(VIEWERS[kind], "deletePost", { authorId: OWNER, viewerRole: role })).toBe(
      expected,
    );
  });

  it("shares a public group's posts only", () => {
    expect(groups(VIEWERS.member, "share", { isPrivate: false })).toBe(true);
    expect(groups(VIEWERS["super admin"], "share", { isPrivate: true })).toBe(false);
  });
});

describe("ideas", () => {
  it.each<[Kind, "edit" | "delete" | "contact", boolean]>([
    ["visitor", "edit", false],
    ["member", "edit", false],
    ["author", "edit", true],
    ["super admin", "edit", false],
    ["member", "delete", false],
    ["author", "delete", true],
    ["super admin", "delete", true],
    ["member", "contact", true],
    ["author", "contact", false],
    ["super admin", "contact", true],
  ])("a %s (founder: author): %s → %s", (kind, action, expected) => {
    expect(ideas(VIEWERS[kind], action, { authorId: OWNER })).toBe(expected);
  });
});

describe("pages", () => {
  type PageAction = "edit" | "delete" | "deletePost" | "moderate" | "follow" | "review";
  it.each<[Kind, PageAction, boolean]>([
    ["visitor", "edit", false],
    ["member", "edit", false],
    ["author", "edit", true],
    ["super admin", "edit", false],
    ["member", "delete", false],
    ["author", "delete", true],
    ["super admin", "delete", true],
    ["member", "deletePost", false],
    ["author", "deletePost", true],
    ["super admin", "deletePost", true],
    ["member", "moderate", false],
    ["author", "moderate", true],
    ["super admin", "moderate", false],
    ["member", "follow", true],
    ["author", "follow", false],
    ["member", "review", true],
    ["author", "review", false],
  ])("a %s (owner: author): %s → %s", (kind, action, expected) => {
    expect(pages(VIEWERS[kind], action, { ownerId: OWNER })).toBe(expected);
  });

  it.each<[Kind, "editReview" | "deleteReview", boolean]>([
    ["visitor", "editReview", false],
    ["member", "editReview", false],
    ["author", "editReview", true],
    ["super admin", "editReview", false],
    ["member", "deleteReview", false],
    ["author", "deleteReview", true],
    ["super admin", "deleteReview", true],
  ])("a %s (review by author): %s → %s", (kind, action, expected) => {
    expect(pages(VIEWERS[kind], action, { authorId: OWNER })).toBe(expected);
  });

  it.each<[Kind, boolean]>([
    ["visitor", false],
    ["member", false],
    ["author", false],
    ["super admin", true],
  ])("a %s: verify → %s", (kind, expected) => {
    expect(pages(VIEWERS[kind], "verify", null)).toBe(expected);
  });
});

describe("profiles", () => {
  it.each<[Kind, boolean]>([
    ["visitor", false],
    ["member", false],
    ["author", true],
    ["super admin", true],
  ])("a %s sees the author's private fields → %s", (kind, expected) => {
    expect(profiles(VIEWERS[kind], "seePrivate", { id: OWNER })).toBe(expected);
    expect(canSeePrivateFields(VIEWERS[kind], { id: OWNER })).toBe(expected);
  });

  it.each<[Kind, boolean, boolean]>([
    ["visitor", false, true],
    ["visitor", true, false],
    ["member", true, false],
    ["super admin", true, true],
  ])("a %s sees a profile (banned: %s) → %s", (kind, isBanned, expected) => {
    expect(profiles(VIEWERS[kind], "see", { isBanned })).toBe(expected);
  });

  it.each<[Kind, boolean]>([
    ["visitor", false],
    ["member", true],
    ["author", false],
    ["super admin", true],
  ])("a %s connects with the author → %s", (kind, expected) => {
    expect(profiles(VIEWERS[kind], "connect", { id: OWNER })).toBe(expected);
  });

  it("keeps its helpers: isSelf, and hideDetails for others but super admins", () => {
    const me = { id: OWNER, sessionId: "s", isSuperAdmin: false, isBanned: false };
    expect(isSelf(me, OWNER)).toBe(true);
    expect(isSelf(me, OTHER)).toBe(false);
    const profile = { id: OWNER, bio: "Hi", location: "Paris", skills: ["go"] } as Profile;
    expect(hideDetails(VIEWERS.member, profile)).toMatchObject({ bio: null, skills: [] });
    expect(hideDetails(VIEWERS.author, profile)).toBe(profile);
    expect(hideDetails(VIEWERS["super admin"], profile)).toBe(profile);
  });
});

describe("members reaching members", () => {
  it.each<[Kind, boolean]>([
    ["visitor", false],
    ["member", true],
    ["author", false],
    ["super admin", true],
  ])("a %s blocks, connects with and writes to the author → %s", (kind, expected) => {
    const viewer = VIEWERS[kind];
    expect(blocks(viewer, "block", { id: OWNER })).toBe(expected);
    expect(connections(viewer, "change", { id: OWNER })).toBe(expected);
    expect(messages(viewer, "write", { id: OWNER })).toBe(expected);
  });

  it.each<[Kind, boolean, boolean]>([
    ["visitor", false, false],
    ["member", false, true],
    ["member", true, false],
    ["super admin", true, false],
  ])(
    "a %s connects with and delivers to a member (banned: %s) → %s",
    (kind, isBanned, expected) => {
      expect(connections(VIEWERS[kind], "connect", { isBanned })).toBe(expected);
      expect(messages(VIEWERS[kind], "deliver", { isBanned })).toBe(expected);
    },
  );
});

describe("admin", () => {
  it.each<[Kind, string | null, boolean]>([
    ["visitor", OWNER, false],
    ["member", OWNER, true],
    ["member", null, true],
    ["author", OWNER, false],
    ["super admin", OWNER, true],
  ])("a %s reports content by %s → %s", (kind, authorId, expected) => {
    expect(admin(VIEWERS[kind], "report", { authorId })).toBe(expected);
  });

  it("never lets a super admin act against themself", () => {
    expect(admin(VIEWERS["super admin"], "actAgainst", { id: OWNER })).toBe(true);
    expect(admin(VIEWERS["super admin"], "actAgainst", { id: ADMIN })).toBe(false);
  });
});
