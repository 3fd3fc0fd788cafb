import { Button, HStack } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { CheckIcon, HourglassIcon, StarIcon, UserPlusIcon } from "lucide-react";
import { errorTitle, userMessage } from "../../apollo/errors";
import { useSession } from "../../apollo/session";
import type { AttendanceStatus } from "../../gql/types";
import { notify } from "../../theme/toaster";
import { EventAttendeesDocument, SetAttendanceDocument } from "./events.generated";
import type { EventCardFieldsFragment } from "./events.generated";
import { EVENT_TEXT } from "./text";

export interface AttendanceControlsProps {
  event: EventCardFieldsFragment;
  /** For visitors: asked to sign in instead. */
  onSignInRequired: () => void;
  size?: "sm" | "md";
}

/**
 * Join (then Going, or 'Waitlisted #N' on a full event) and Interested. Pressing the active one removes
 * the answer (the spec's state machine); both are disabled while the change is sent, and on a cancelled
 * or ended event.
 */
export function AttendanceControls({
  event,
  onSignInRequired,
  size = "sm",
}: AttendanceControlsProps) {
  const { me } = useSession();
  const [setAttendance, { loading }] = useMutation(SetAttendanceDocument, {
    // An open attendee list follows (the event's own counts come back with the answer).
    refetchQueries: [EventAttendeesDocument],
  });
  const closed = Boolean(event.cancelledAt) || event.hasEnded;
  const status = event.viewerStatus;
  const waitlisted = event.viewerWaitlistPosition != null;
  const full = event.spotsLeft === 0;

  const press = async (pressed: AttendanceStatus) => {
    if (!me) {
      onSignInRequired();
      return;
    }
    const next: AttendanceStatus = status === pressed ? "NONE" : pressed;
    try {
      const { data } = await setAttendance({ variables: { eventId: event.id, status: next } });
      const after = data?.setAttendance;
      if (next === "GOING" && after?.viewerWaitlistPosition != null)
        notify.success(
          EVENT_TEXT.updated,
          `The event is full: you're #${after.viewerWaitlistPosition} on the waitlist.`,
          "attendance",
        );
      else if (next === "GOING") notify.success(EVENT_TEXT.going, undefined, "attendance");
      else if (next === "INTERESTED")
        notify.success(EVENT_TEXT.interested, undefined, "attendance");
      else notify.success(EVENT_TEXT.updated, undefined, "attendance");
    } catch (error) {
      notify.error(
        errorTitle(error) ?? EVENT_TEXT.attendanceFailed,
        userMessage(error, "Please try again."),
        "attendance",
      );
    }
  };

  const going = status === "GOING";
  const interested = status === "INTERESTED";
  let goingLabel = full ? "Join waitlist" : "Join";
  if (going) goingLabel = waitlisted ? `Waitlisted #${event.viewerWaitlistPosition}` : "Going";

  return (
    <HStack gap="2" role="group" aria-label="Your attendance">
      <Button
        size={size}
        variant={going ? "solid" : "outline"}
        colorPalette={going && waitlisted ? "orange" : "brand"}
        aria-pressed={going}
        disabled={closed || loading}
        onClick={() => void press("GOING")}
      >
        {going ? waitlisted ? <HourglassIcon /> : <CheckIcon /> : <UserPlusIcon />}
        {goingLabel}
      </Button>
      <Button
        size={size}
        variant={interested ? "solid" : "outline"}
        colorPalette={interested ? "brand" : "gray"}
        aria-pressed={interested}
        disabled={closed || loading}
        onClick={() => void press("INTERESTED")}
      >
        <StarIcon />
        Interested
      </Button>
    </HStack>
  );
}
