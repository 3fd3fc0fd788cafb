import { definePolicy, isSuperAdmin, isViewer } from "../../graphql/policy";
import { GroupRole } from "./group.entity";

/** The viewer's role in the group, loaded by the caller (null: not a member). */
export type RoleFacts = { viewerRole: GroupRole | null };
/** A group as the rules see it, with the viewer's role in it. */
export type GroupFacts = RoleFacts & { isPrivate: boolean };
/** A post in a group, with the viewer's role in its group. */
export type GroupPostFacts = RoleFacts & { authorId: string };

type GroupSubjects = {
  /** Its posts, their comments and its members: anyone's in a public group; members' and super admins' in a private one. */
  read: GroupFacts;
  /** Reacting to its posts: anyone's in a public group; members' in a private one. */
  react: GroupFacts;
  /** Posting and commenting: its members. */
  post: RoleFacts;
  /** Its details, members, requests and invitations: its admins. */
  administer: RoleFacts;
  /** Deleting the group: its admins or a super admin. */
  delete: RoleFacts;
  /** Deleting others' posts and comments: its admins and moderators. */
  moderate: RoleFacts;
  /** Deleting a post: its author, the group's admins and moderators, or a super admin. */
  deletePost: GroupPostFacts;
  /** Sharing its posts to the feed: a public group's only. */
  share: Pick<GroupFacts, "isPrivate">;
};

export type GroupAction = keyof GroupSubjects;

const member = ({ viewerRole }: RoleFacts) => viewerRole !== null;
const admin = ({ viewerRole }: RoleFacts) => viewerRole === GroupRole.ADMIN;
const moderator = ({ viewerRole }: RoleFacts) =>
  viewerRole === GroupRole.ADMIN || viewerRole === GroupRole.MODERATOR;

/** Who may do what in a group. */
export const can = definePolicy<GroupSubjects>({
  read: (viewer, group) => !group.isPrivate || member(group) || isSuperAdmin(viewer),
  react: (viewer, group) => !group.isPrivate || member(group),
  post: (viewer, group) => !!viewer && member(group),
  administer: (viewer, group) => !!viewer && admin(group),
  delete: (viewer, group) => !!viewer && (admin(group) || isSuperAdmin(viewer)),
  moderate: (viewer, group) => !!viewer && moderator(group),
  deletePost: (viewer, post) =>
    isViewer(viewer, post.authorId) || isSuperAdmin(viewer) || (!!viewer && moderator(post)),
  share: (viewer, group) => !group.isPrivate,
});
