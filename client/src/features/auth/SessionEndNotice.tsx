import { Alert, type AlertRootProps } from "@chakra-ui/react";
import { useDeletionDate, useSessionEnd, type SessionEndReason } from "../../apollo/session-end";

/** What the sign-in screen says about a session the server ended, by reason. */
export const SESSION_END_TEXT: Record<SessionEndReason, { title: string; description: string }> = {
  BANNED: {
    title: "Your account has been suspended.",
    description:
      "A moderator suspended your account for breaking the community rules. You can't sign in while it is suspended.",
  },
  REVOKED: {
    title: "You were signed out from another device",
    description:
      "Sign in again to continue. If it wasn't you, change your password once you're in.",
  },
  // A browser that did not ask for the deletion heard only the reason: it was just now, 14 days on.
  DELETION_SCHEDULED: {
    title: "Your account will be deleted in 14 days.",
    description: "Sign in to cancel.",
  },
};

const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long" });

/** 'Your account will be deleted on March 18, 2026.', when this browser knows the date. */
export function deletionTitle(at: string): string {
  return `Your account will be deleted on ${longDate.format(new Date(at))}.`;
}

/**
 * Why the last session ended, when the server said (a ban, a sign-out from another device, the account's
 * deletion scheduled), until the member signs in again: above the sign-in card, and atop a public page the ending left its visitor on.
 * Nothing for an ordinary visit.
 */
export function SessionEndNotice(props: AlertRootProps) {
  const reason = useSessionEnd();
  const deletionAt = useDeletionDate();
  if (!reason) return null;
  const text = SESSION_END_TEXT[reason];
  const { title, description } =
    reason === "DELETION_SCHEDULED" && deletionAt
      ? { ...text, title: deletionTitle(deletionAt) }
      : text;
  return (
    <Alert.Root status={reason === "BANNED" ? "error" : "info"} w="full" role="alert" {...props}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{description}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
