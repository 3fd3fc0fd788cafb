import { Button, Card, HStack, Spinner, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link as RouterLink, useSearchParams } from "react-router-dom";
import { CircleCheckIcon, CircleXIcon } from "lucide-react";
import { userMessage } from "../../apollo/errors";
import { EmptyState } from "../../components/EmptyState";
import { ErrorState } from "../../components/ErrorState";
import { Page } from "../../components/Page";
import { notificationLabelInSentence } from "./notificationKinds";
import { UnsubscribeDocument } from "./settings.generated";
import { useDocumentTitle } from "../../lib/useDocumentTitle";

type Status =
  | { state: "working" }
  | { state: "done" }
  | { state: "invalid" }
  | { state: "failed"; message: string };

/**
 * What the link turned off, read from its token (`<member id>.<kind>.<signature>`, the kind a stored
 * NotificationType value such as `event_reminder`, or `digest`).
 */
function turnedOff(token: string): string {
  const kind = token.split(".")[1] ?? "";
  return kind === "digest"
    ? "You will no longer get the e-mail digest."
    : `You will no longer get e-mails about ${notificationLabelInSentence(kind.toUpperCase())}.`;
}

/** Where the member changes the rest of what Agora sends them. */
function ManageLink() {
  return (
    <Button asChild variant="outline" colorPalette="gray">
      <RouterLink to="/settings?tab=notifications">Manage notification settings</RouterLink>
    </Button>
  );
}

/**
 * /unsubscribe?token=… (public): the link in every notification e-mail. It turns that e-mail's kind, or
 * the digest, off at once, signed in or not, and says what it turned off.
 */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const [status, setStatus] = useState<Status>({ state: token ? "working" : "invalid" });
  const [unsubscribe] = useMutation(UnsubscribeDocument);
  const started = useRef(false);
  useDocumentTitle("Unsubscribe");

  const run = useCallback(() => {
    unsubscribe({
      variables: { token },
      // The member's settings may be in the cache (signed in as them): read them again when next shown.
      update: (cache, { data }) => {
        if (data?.unsubscribe) cache.evict({ id: "ROOT_QUERY", fieldName: "settings" });
      },
    })
      .then(({ data }) => setStatus({ state: data?.unsubscribe ? "done" : "invalid" }))
      .catch((cause: unknown) =>
        setStatus({
          state: "failed",
          message: userMessage(cause, "Failed to unsubscribe. Please try again."),
        }),
      );
  }, [token, unsubscribe]);

  useEffect(() => {
    // Once, even when React runs effects twice in development; Try again asks again.
    if (!token || started.current) return;
    started.current = true;
    run();
  }, [token, run]);

  return (
    <Page title="Unsubscribe" maxW="2xl">
      {status.state === "failed" ? (
        <ErrorState
          description={status.message}
          onRetry={() => {
            setStatus({ state: "working" });
            run();
          }}
        />
      ) : (
        <Card.Root variant="outline" bg="bg.panel">
          <Card.Body>
            {status.state === "working" ? (
              <HStack justify="center" gap="3" py="10" role="status">
                <Spinner size="md" color="brand.solid" />
                <Text color="fg.muted">Unsubscribing…</Text>
              </HStack>
            ) : status.state === "done" ? (
              <EmptyState
                icon={<CircleCheckIcon />}
                title="You're unsubscribed"
                description={turnedOff(token)}
              >
                <ManageLink />
              </EmptyState>
            ) : (
              <EmptyState
                icon={<CircleXIcon />}
                title="Invalid link"
                description="This unsubscribe link is invalid or has expired."
              >
                <ManageLink />
              </EmptyState>
            )}
          </Card.Body>
        </Card.Root>
      )}
    </Page>
  );
}
