import { definePolicy, isViewer } from "../../graphql/policy";

type AdminSubjects = {
  /** Reporting content: a signed-in member, never their own. */
  report: { authorId: string | null };
  /** A super admin's action against a member (ban from a report): never against themself. */
  actAgainst: { id: string };
};

export type AdminAction = keyof AdminSubjects;

/**
 * Who may report and moderate. The admin area's operations themselves are for super admins
 * (`@Authorized("SUPER_ADMIN")`); that no action reaches another super admin is a fact of the member's
 * row, which `lockMember` reads.
 */
export const can = definePolicy<AdminSubjects>({
  report: (viewer, content) => !!viewer && !isViewer(viewer, content.authorId),
  actAgainst: (viewer, member) => !!viewer && !isViewer(viewer, member.id),
});
