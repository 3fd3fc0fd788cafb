import { definePolicy, isViewer } from "../../graphql/policy";

type MessageSubjects = {
  /** Writing to a member: anyone but themself. */
  write: { id: string };
  /** Delivering to a member: not to a banned one. */
  deliver: { isBanned: boolean };
};

export type MessageAction = keyof MessageSubjects;

/**
 * Who may message whom. A block between the two is a fact of the data: the blocks area's
 * `refuseIfBlocked` loads it and refuses; a message is read and marked read by its two parties only,
 * which the queries themselves select.
 */
export const can = definePolicy<MessageSubjects>({
  write: (viewer, member) => !!viewer && !isViewer(viewer, member.id),
  deliver: (viewer, member) => !!viewer && !member.isBanned,
});
