import type { Viewer } from "../kernel/viewer";

/** Who the rules look at: a viewer (a `Viewer` is one), or null for a visitor. */
export type Actor = Pick<Viewer, "id" | "isSuperAdmin">;

/**
 * An area's rules: for each action, whether the viewer may take it on a subject. The subject carries the
 * facts the rule needs, already loaded (an author's id, the viewer's role in a group).
 */
export type Rules<Subjects> = {
  [A in keyof Subjects]: (viewer: Actor | null, subject: Subjects[A]) => boolean;
};

/** An area's `can(viewer, action, subject)`: the subject's type follows the action. */
export type Policy<Subjects> = <A extends keyof Subjects>(
  viewer: Actor | null,
  action: A,
  subject: Subjects[A],
) => boolean;

/** The `can` of a table of rules: pure and synchronous. */
export function definePolicy<Subjects>(rules: Rules<Subjects>): Policy<Subjects> {
  return (viewer, action, subject) => rules[action](viewer, subject);
}

/** The viewer, when signed in and the one named (an author, an owner, a creator). */
export const isViewer = (viewer: Actor | null, memberId: string | null | undefined): boolean =>
  !!viewer && viewer.id === memberId;

/** Whether the viewer is a super admin. */
export const isSuperAdmin = (viewer: Actor | null): boolean => !!viewer?.isSuperAdmin;
