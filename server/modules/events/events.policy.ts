import { definePolicy, isSuperAdmin, isViewer } from "../../graphql/policy";

/** An event as the rules see it: who created it (null once their account is gone). */
export type EventFacts = { creatorId: string | null };

type EventSubjects = {
  /** Its creator only. */
  edit: EventFacts;
  /** Its creator or a super admin. */
  cancel: EventFacts;
};

export type EventAction = keyof EventSubjects;

/** Who may do what to an event. */
export const can = definePolicy<EventSubjects>({
  edit: (viewer, event) => isViewer(viewer, event.creatorId),
  cancel: (viewer, event) => isViewer(viewer, event.creatorId) || isSuperAdmin(viewer),
});
