import { definePolicy, isSuperAdmin, isViewer } from "../../graphql/policy";

/** A comment as the rules see it: its author, and whether the viewer moderates the content it is on. */
export type CommentFacts = { authorId: string; viewerModerates?: boolean };

type CommentSubjects = {
  /** Its author only. */
  edit: CommentFacts;
  /** Its author, the content's moderators (a group's admins, a page's owner) or a super admin. */
  delete: CommentFacts;
};

export type CommentAction = keyof CommentSubjects;

/** Who may do what to a comment. */
export const can = definePolicy<CommentSubjects>({
  edit: (viewer, comment) => isViewer(viewer, comment.authorId),
  delete: (viewer, comment) =>
    isViewer(viewer, comment.authorId) ||
    isSuperAdmin(viewer) ||
    (!!viewer && !!comment.viewerModerates),
});
