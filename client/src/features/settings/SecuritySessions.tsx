import { useMutation, useQuery } from "@apollo/client/react";
import { Badge, Button, Card, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { LaptopIcon } from "lucide-react";
import { useState } from "react";
import { userMessage } from "../../apollo/errors";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { ErrorState } from "../../components/ErrorState";
import { PageSpinner } from "../../components/PageSpinner";
import { fullTime, relativeTime } from "../../lib/time";
import { notify } from "../../theme/toaster";
import {
  SecuritySessionsDocument,
  SignOutOtherSessionsDocument,
  SignOutSessionDocument,
  type SecuritySessionsQuery,
} from "./security.generated";

type SessionRow = SecuritySessionsQuery["sessions"][number];

/** 'Last active 5m ago' ('Last active just now'), with the full time on hover. */
function LastActive({ at }: { at: string }) {
  const when = relativeTime(at);
  return (
    <Text as="span" title={fullTime(at)}>
      Last active {when === "Just now" ? "just now" : when}
    </Text>
  );
}

/** One signed-in device: what it is, where from, when last used; Sign out unless it is this one. */
function SessionItem({ session }: { session: SessionRow }) {
  const [signOut, { loading }] = useMutation(SignOutSessionDocument, {
    variables: { id: session.id },
    refetchQueries: [SecuritySessionsDocument],
    awaitRefetchQueries: true,
  });
  const device = session.userAgent ?? "Unknown device";
  const onSignOut = async () => {
    try {
      await signOut();
      notify.success("Signed out", `${device} is signed out.`);
    } catch (error) {
      notify.error("Could not sign out", userMessage(error, "Please try again."));
    }
  };
  return (
    <HStack as="li" gap="3" justify="space-between" aria-label={device}>
      <HStack gap="3" minW="0">
        <LaptopIcon aria-hidden />
        <Stack gap="0" minW="0">
          <HStack gap="2">
            <Text fontWeight="semibold" truncate>
              {device}
            </Text>
            {session.current ? <Badge colorPalette="green">This device</Badge> : null}
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {session.ip ? `${session.ip} · ` : ""}
            <LastActive at={session.lastSeenAt} />
          </Text>
        </Stack>
      </HStack>
      {session.current ? null : (
        <Button
          size="sm"
          variant="outline"
          loading={loading}
          loadingText="Signing out..."
          onClick={() => void onSignOut()}
        >
          Sign out
        </Button>
      )}
    </HStack>
  );
}

/** 'Sign out everywhere else', after a confirmation. */
function SignOutOthers() {
  const [open, setOpen] = useState(false);
  const [signOutOthers, { loading }] = useMutation(SignOutOtherSessionsDocument, {
    refetchQueries: [SecuritySessionsDocument],
    awaitRefetchQueries: true,
  });
  const onConfirm = async () => {
    try {
      const { data } = await signOutOthers();
      const count = data?.revokeOtherSessions ?? 0;
      notify.success(
        "Signed out everywhere else",
        `${count} ${count === 1 ? "session" : "sessions"} signed out.`,
      );
      setOpen(false);
    } catch (error) {
      notify.error("Could not sign out", userMessage(error, "Please try again."));
    }
  };
  return (
    <>
      <Button variant="outline" colorPalette="red" alignSelf="start" onClick={() => setOpen(true)}>
        Sign out everywhere else
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Sign out everywhere else?"
        message="Every other device signed in to your account is signed out at once. This device stays signed in."
        confirmLabel="Sign out everywhere else"
        pendingLabel="Signing out..."
        pending={loading}
        onConfirm={() => void onConfirm()}
      />
    </>
  );
}

/**
 * The Security tab's list of the member's signed-in devices (this one marked 'This device'), the most
 * recently used first, each other one with Sign out, and Sign out everywhere else.
 */
export function SecuritySessions() {
  const { data, loading, error, refetch } = useQuery(SecuritySessionsDocument, {
    fetchPolicy: "cache-and-network",
  });
  const sessions = data?.sessions;
  const others = sessions?.filter((session) => !session.current).length ?? 0;
  return (
    <Card.Root variant="outline" bg="bg.panel" as="section" aria-label="Where you're signed in">
      <Card.Body gap="4">
        <Stack gap="1">
          <Heading as="h2" size="md">
            Where you&apos;re signed in
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            The devices signed in to your account. Sign out any you don&apos;t recognize, then
            change your password.
          </Text>
        </Stack>
        {!sessions ? (
          loading ? (
            <PageSpinner label="Loading your sessions..." />
          ) : (
            <ErrorState
              title="Failed to load your sessions"
              description={userMessage(error, "Please try again.")}
              onRetry={() => void refetch()}
            />
          )
        ) : sessions.length === 0 ? (
          <Text color="fg.muted">No devices are signed in.</Text>
        ) : (
          <>
            <Stack as="ul" listStyleType="none" gap="4">
              {sessions.map((session) => (
                <SessionItem key={session.id} session={session} />
              ))}
            </Stack>
            {others > 0 ? (
              <SignOutOthers />
            ) : (
              <Text color="fg.muted" fontSize="sm">
                You&apos;re not signed in anywhere else.
              </Text>
            )}
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}
