import { definePolicy, isSuperAdmin, isViewer } from "../../graphql/policy";

type CareerSubjects = {
  /**
   * A member's positions and education: everyone's, but with 'profile visibility' off only the member
   * themself and super admins see them (as profiles.policy.ts hides a hidden profile's details).
   */
  see: { userId: string; profileVisible: boolean };
  /** Changing or deleting a position or an education entry: its member only. */
  edit: { userId: string };
};

export type CareerAction = keyof CareerSubjects;

/** Who may see and change a member's experience and education. */
export const can = definePolicy<CareerSubjects>({
  see: (viewer, entry) =>
    entry.profileVisible || isViewer(viewer, entry.userId) || isSuperAdmin(viewer),
  edit: (viewer, entry) => isViewer(viewer, entry.userId),
});
