import { Alert, type AlertRootProps } from "@chakra-ui/react";
import { useSessionEnd, type SessionEndReason } from "../../apollo/session-end";

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
};

/**
 * Why the last session ended, when the server said (a ban, or a sign-out from another device), until the
 * member signs in again: above the sign-in card, and atop a public page the ending left its visitor on.
 * Nothing for an ordinary visit.
 */
export function SessionEndNotice(props: AlertRootProps) {
  const reason = useSessionEnd();
  if (!reason) return null;
  const { title, description } = SESSION_END_TEXT[reason];
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
