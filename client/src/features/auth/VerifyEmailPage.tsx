import { Button, Card, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { useEffect, useRef, useState } from "react";
import { Link as RouterLink, useSearchParams } from "react-router-dom";
import { CircleCheckIcon, CircleXIcon } from "lucide-react";
import { useSessionActions } from "../../apollo/session";
import { EmptyState } from "../../components/EmptyState";
import { PageSpinner } from "../../components/PageSpinner";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { VerifyEmailDocument } from "./auth.generated";
import { AuthShell } from "./AuthShell";
import { MSG } from "../../lib/accountMessages";

type Status = "verifying" | "verified" | "invalid";

/** /verify-email?token=...: the link from the verification e-mail. */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const [status, setStatus] = useState<Status>(token ? "verifying" : "invalid");
  const [verify] = useMutation(VerifyEmailDocument);
  const { sessionChanged } = useSessionActions();
  const started = useRef(false);
  useDocumentTitle("Verify email");

  useEffect(() => {
    // Tokens are single-use: call once even when React runs effects twice in development.
    if (!token || started.current) return;
    started.current = true;
    verify({ variables: { token } })
      .then(({ data }) => {
        setStatus(data?.verifyEmail ? "verified" : "invalid");
        if (data?.verifyEmail) void sessionChanged().catch(() => undefined);
      })
      .catch(() => setStatus("invalid"));
  }, [token, verify, sessionChanged]);

  return (
    <AuthShell>
      <Card.Root w="full" variant="elevated">
        <Card.Body>
          {status === "verifying" ? (
            <Stack align="center" gap="2">
              <PageSpinner label="Verifying your email..." />
              <Text color="fg.muted">Verifying your email...</Text>
            </Stack>
          ) : status === "verified" ? (
            <EmptyState
              titleAs="h1"
              icon={<CircleCheckIcon />}
              title="Email verified"
              description="Thank you. Your email address is confirmed."
            >
              <Button asChild>
                <RouterLink to="/">Continue to Agora</RouterLink>
              </Button>
            </EmptyState>
          ) : (
            <EmptyState
              titleAs="h1"
              icon={<CircleXIcon />}
              title="Verification failed"
              description={MSG.linkInvalid}
            >
              <Button asChild variant="outline" colorPalette="gray">
                <RouterLink to="/">Return to Home</RouterLink>
              </Button>
            </EmptyState>
          )}
        </Card.Body>
      </Card.Root>
    </AuthShell>
  );
}
