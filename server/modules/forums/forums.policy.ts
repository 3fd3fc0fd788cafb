import { definePolicy, isSuperAdmin, isViewer } from "../../graphql/policy";

/** A forum post as the rules see it. */
export type ForumPostFacts = { authorId: string };

type ForumSubjects = {
  /** Its author only. */
  edit: ForumPostFacts;
  /** Its author or a super admin. */
  delete: ForumPostFacts;
  /** Pinning and locking posts: super admins. */
  moderate: null;
};

export type ForumAction = keyof ForumSubjects;

/** Who may do what to a forum post. */
export const can = definePolicy<ForumSubjects>({
  edit: (viewer, post) => isViewer(viewer, post.authorId),
  delete: (viewer, post) => isViewer(viewer, post.authorId) || isSuperAdmin(viewer),
  moderate: (viewer) => isSuperAdmin(viewer),
});
