import { useMutation, useQuery } from "@apollo/client/react";
import { Button, Card, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import {
  browserSupportsWebAuthn,
  startRegistration,
  WebAuthnError,
  type PublicKeyCredentialCreationOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/browser";
import { KeyRoundIcon } from "lucide-react";
import { useState, type FormEvent } from "react";
import { userMessage } from "../../apollo/errors";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { ErrorState } from "../../components/ErrorState";
import { PageSpinner } from "../../components/PageSpinner";
import { TextField } from "../../components/TextField";
import { fullTime, relativeTime } from "../../lib/time";
import { notify } from "../../theme/toaster";
import {
  BeginPasskeyRegistrationDocument,
  DeletePasskeyDocument,
  FinishPasskeyRegistrationDocument,
  SecurityPasskeysDocument,
  type PasskeyFieldsFragment,
} from "./passkeys.generated";

/** The server's limits (passkeys.service.ts): a name's length, passkeys per member. */
const NAME_MAX = 60;
const MAX_PASSKEYS = 20;

const NOT_SAVED = "The passkey was not saved.";

/** What went wrong in the browser's part of adding a passkey, as the member reads it. */
function ceremonyMessage(error: unknown): string {
  if (error instanceof WebAuthnError && error.code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED")
    return "This device already has a passkey for your account.";
  // Cancelled, timed out, refused: nothing was saved.
  return NOT_SAVED;
}

const when = (iso: string) => {
  const text = relativeTime(iso);
  return text === "Just now" ? "just now" : text;
};

function PasskeyItem({ passkey }: { passkey: PasskeyFieldsFragment }) {
  const [confirming, setConfirming] = useState(false);
  const [deletePasskey, { loading }] = useMutation(DeletePasskeyDocument, {
    variables: { id: passkey.id },
    refetchQueries: [SecurityPasskeysDocument],
    awaitRefetchQueries: true,
  });
  const name = passkey.name ?? "Passkey";
  const onDelete = async () => {
    try {
      await deletePasskey();
      setConfirming(false);
      notify.success("Passkey deleted", `${name} can no longer sign you in.`);
    } catch (error) {
      notify.error("Could not delete the passkey", userMessage(error, "Please try again."));
    }
  };
  return (
    <HStack as="li" gap="3" justify="space-between" aria-label={name}>
      <HStack gap="3" minW="0">
        <KeyRoundIcon aria-hidden />
        <Stack gap="0" minW="0">
          <Text fontWeight="semibold" truncate>
            {name}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            <span title={fullTime(passkey.createdAt)}>Added {when(passkey.createdAt)}</span>
            {" · "}
            {passkey.lastUsedAt ? (
              <span title={fullTime(passkey.lastUsedAt)}>Last used {when(passkey.lastUsedAt)}</span>
            ) : (
              "Never used"
            )}
          </Text>
        </Stack>
      </HStack>
      <Button
        size="sm"
        variant="outline"
        colorPalette="red"
        aria-label={`Delete ${name}`}
        onClick={() => setConfirming(true)}
      >
        Delete
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this passkey?"
        message={`You won't be able to sign in with ${name} any more. You can add it again later.`}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={loading}
        onConfirm={() => void onDelete()}
      />
    </HStack>
  );
}

/** 'Add a passkey' with an optional name: the browser's ceremony between the server's two steps. */
function AddPasskey({ full }: { full: boolean }) {
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [adding, setAdding] = useState(false);
  const [begin] = useMutation(BeginPasskeyRegistrationDocument);
  const [finish] = useMutation(FinishPasskeyRegistrationDocument, {
    refetchQueries: [SecurityPasskeysDocument],
    awaitRefetchQueries: true,
  });
  const supported = browserSupportsWebAuthn();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed.length > NAME_MAX) {
      setNameError(`Name must be at most ${NAME_MAX} characters`);
      return;
    }
    setNameError(undefined);
    setFailure(undefined);
    setAdding(true);
    try {
      const { data } = await begin();
      const optionsJSON = data?.beginPasskeyRegistration as PublicKeyCredentialCreationOptionsJSON;
      let response: RegistrationResponseJSON;
      try {
        response = await startRegistration({ optionsJSON });
      } catch (error) {
        setFailure(ceremonyMessage(error));
        return;
      }
      const saved = await finish({ variables: { response, name: trimmed || null } });
      const savedName = saved.data?.finishPasskeyRegistration.name ?? "Your passkey";
      setName("");
      notify.success("Passkey added", `${savedName} can now sign you in.`);
    } catch (error) {
      setFailure(userMessage(error, NOT_SAVED));
    } finally {
      setAdding(false);
    }
  };

  if (!supported) return <Text color="fg.muted">This browser can&apos;t create passkeys.</Text>;
  if (full)
    return (
      <Text color="fg.muted" fontSize="sm">
        You have {MAX_PASSKEYS} passkeys, the most you can keep. Delete one to add another.
      </Text>
    );
  return (
    <Stack asChild gap="3">
      <form onSubmit={(event) => void onSubmit(event)} aria-label="Add a passkey" noValidate>
        <TextField
          label="Passkey name (optional)"
          placeholder="e.g. Work laptop"
          value={name}
          maxLength={NAME_MAX + 20}
          onChange={(event) => setName(event.target.value)}
          error={nameError}
          helperText="Left blank, it is named after this browser and device."
        />
        {failure ? (
          <Text color="fg.error" role="alert">
            {failure}
          </Text>
        ) : null}
        <Button type="submit" alignSelf="start" loading={adding} loadingText="Adding passkey...">
          Add a passkey
        </Button>
      </form>
    </Stack>
  );
}

/**
 * Settings › Security › Passkeys: the member's passkeys (name, when added, when last used) with Delete,
 * and 'Add a passkey'.
 */
export function PasskeySettings() {
  const { data, loading, error, refetch } = useQuery(SecurityPasskeysDocument, {
    fetchPolicy: "cache-and-network",
  });
  const passkeys = data?.settings.passkeys;
  return (
    <Card.Root variant="outline" bg="bg.panel" as="section" aria-label="Passkeys">
      <Card.Body gap="4">
        <Stack gap="1">
          <Heading as="h2" size="md">
            Passkeys
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            Sign in with your fingerprint, face or screen lock instead of your password. A passkey
            stays on your device.
          </Text>
        </Stack>
        {!passkeys ? (
          loading ? (
            <PageSpinner label="Loading your passkeys..." />
          ) : (
            <ErrorState
              title="Failed to load your passkeys"
              description={userMessage(error, "Please try again.")}
              onRetry={() => void refetch().catch(() => undefined)}
            />
          )
        ) : (
          <>
            {passkeys.length === 0 ? (
              <Text color="fg.muted">You haven&apos;t added a passkey yet.</Text>
            ) : (
              <Stack as="ul" listStyleType="none" gap="4" aria-label="Your passkeys">
                {passkeys.map((passkey) => (
                  <PasskeyItem key={passkey.id} passkey={passkey} />
                ))}
              </Stack>
            )}
            <AddPasskey full={passkeys.length >= MAX_PASSKEYS} />
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}
