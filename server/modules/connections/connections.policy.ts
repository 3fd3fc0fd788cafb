import { definePolicy, isViewer } from "../../graphql/policy";

type ConnectionSubjects = {
  /** Any change of connection with a member (follow, request, accept, remove): anyone but themself. */
  change: { id: string };
  /** Creating or strengthening one (follow, request, accept): not toward a banned member. */
  connect: { isBanned: boolean };
};

export type ConnectionAction = keyof ConnectionSubjects;

/**
 * Who may connect with whom. A block between the two is a fact of the data: the blocks area's
 * `refuseIfBlocked` loads it and refuses.
 */
export const can = definePolicy<ConnectionSubjects>({
  change: (viewer, member) => !!viewer && !isViewer(viewer, member.id),
  connect: (viewer, member) => !!viewer && !member.isBanned,
});
