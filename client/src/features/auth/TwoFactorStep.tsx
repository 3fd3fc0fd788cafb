import { Button, Heading, Link, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useState, type FormEvent } from "react";
import { errorCode, fieldErrors, userMessage } from "../../apollo/errors";
import { endReasonOfError, sessionEndedBecause } from "../../apollo/session-end";
import { TextField } from "../../components/TextField";
import { MSG } from "../../lib/accountMessages";
import { notify } from "../../theme/toaster";
import { CompleteSignInDocument } from "./auth.generated";

/** The challenge of a sign-in the server answered TWO_FACTOR_REQUIRED, else null. */
export function twoFactorChallenge(error: unknown): string | null {
  if (errorCode(error) !== "TWO_FACTOR_REQUIRED" || !CombinedGraphQLErrors.is(error)) return null;
  const challenge = error.errors[0]?.extensions?.challenge;
  return typeof challenge === "string" ? challenge : null;
}

const TEXT = {
  app: {
    label: "Authentication code",
    hint: "Enter the 6-digit code from your authenticator app.",
    switchTo: "Use a recovery code",
  },
  recovery: {
    label: "Recovery code",
    hint: "Enter one of the recovery codes you saved when you turned on two-factor authentication.",
    switchTo: "Use your authenticator app",
  },
} as const;

/**
 * The sign-in's second step when two-factor is on: a code from the authenticator app (or a recovery
 * code), sent with the challenge the password earned. A wrong code can be tried again; an expired
 * challenge goes back to the password.
 */
export function TwoFactorStep({
  challenge,
  onBack,
  onSignedIn,
}: {
  challenge: string;
  onBack: () => void;
  onSignedIn: () => Promise<void>;
}) {
  const [mode, setMode] = useState<"app" | "recovery">("app");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [completeSignIn, { loading }] = useMutation(CompleteSignInDocument);
  const text = TEXT[mode];

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!typed) {
      setError(mode === "app" ? "Enter your code" : "Enter a recovery code");
      return;
    }
    try {
      await completeSignIn({ variables: { challenge, code: typed } });
    } catch (failure) {
      const ended = endReasonOfError(failure);
      const expired = fieldErrors(failure).challenge;
      if (ended) {
        sessionEndedBecause(ended);
        onBack();
      } else if (expired) {
        notify.error(MSG.loginFailedTitle, expired);
        onBack();
      } else {
        setError(userMessage(failure, MSG.loginFailed));
      }
      return;
    }
    await onSignedIn();
  };

  const switchMode = () => {
    setMode(mode === "app" ? "recovery" : "app");
    setCode("");
    setError(undefined);
  };

  return (
    <Stack asChild gap="4">
      <form
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        aria-label="Two-factor authentication"
      >
        <Stack gap="1">
          <Heading as="h2" size="md">
            Two-factor authentication
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {text.hint}
          </Text>
        </Stack>
        {mode === "app" ? (
          <TextField
            key="app"
            label={text.label}
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={6}
            placeholder="123456"
            autoFocus
            value={code}
            onChange={(event) => {
              setCode(event.target.value.replace(/\D/g, ""));
              setError(undefined);
            }}
            error={error}
          />
        ) : (
          <TextField
            key="recovery"
            label={text.label}
            name="recovery-code"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={20}
            placeholder="xxxxx-xxxxx"
            autoFocus
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setError(undefined);
            }}
            error={error}
          />
        )}
        <Stack gap="3" pt="1">
          <Button type="submit" loading={loading} loadingText="Verifying..." width="full">
            Verify
          </Button>
          <Link
            as="button"
            type="button"
            alignSelf="center"
            fontSize="sm"
            color="brand.fg"
            onClick={switchMode}
          >
            {text.switchTo}
          </Link>
          <Link
            as="button"
            type="button"
            alignSelf="center"
            fontSize="sm"
            color="fg.muted"
            onClick={onBack}
          >
            Back to login
          </Link>
        </Stack>
      </form>
    </Stack>
  );
}
