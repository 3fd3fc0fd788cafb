import { definePolicy, isViewer } from "../../graphql/policy";

type BlockSubjects = {
  /** Blocking (or unblocking) a member: anyone but themself. */
  block: { id: string };
};

export type BlockAction = keyof BlockSubjects;

/**
 * Who may block whom. Whether two members may reach each other at all is a fact of the data, not of the
 * viewer: `refuseIfBlocked` loads it and refuses.
 */
export const can = definePolicy<BlockSubjects>({
  block: (viewer, member) => !!viewer && !isViewer(viewer, member.id),
});
