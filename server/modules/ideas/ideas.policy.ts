import { definePolicy, isSuperAdmin, isViewer } from "../../graphql/policy";

/** An idea as the rules see it: its founder (null once their account is gone). */
export type IdeaFacts = { authorId: string | null };

type IdeaSubjects = {
  /** Editing it and posting its updates: its founder (not super admins). */
  edit: IdeaFacts;
  /** Its founder or a super admin. */
  delete: IdeaFacts;
  /** Contacting its founder: anyone but the founder. */
  contact: IdeaFacts;
};

export type IdeaAction = keyof IdeaSubjects;

/** Who may do what to a business idea. */
export const can = definePolicy<IdeaSubjects>({
  edit: (viewer, idea) => isViewer(viewer, idea.authorId),
  delete: (viewer, idea) => isViewer(viewer, idea.authorId) || isSuperAdmin(viewer),
  contact: (viewer, idea) => !isViewer(viewer, idea.authorId),
});
