import { useMutation, useQuery } from "@apollo/client/react";
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Code,
  Heading,
  HStack,
  Image,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from "@chakra-ui/react";
import { CopyIcon, DownloadIcon } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import { fieldErrors, userMessage } from "../../apollo/errors";
import { ErrorState } from "../../components/ErrorState";
import { FormDialog } from "../../components/FormDialog";
import { PasswordField } from "../../components/AccountFields";
import { PageSpinner } from "../../components/PageSpinner";
import { TextField } from "../../components/TextField";
import { notify } from "../../theme/toaster";
import {
  BeginTotpSetupDocument,
  ConfirmTotpSetupDocument,
  DisableTotpDocument,
  TwoFactorStatusDocument,
  type BeginTotpSetupMutation,
} from "./security.generated";

type Setup = BeginTotpSetupMutation["beginTotpSetup"];

async function copy(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    notify.success("Copied", `${what} copied to the clipboard.`);
  } catch {
    notify.error("Could not copy", "Select the text and copy it yourself.");
  }
}

/** The otpauth URL as a QR code, drawn here (an SVG from the qrcode package, loaded when needed). */
function QrCode({ value }: { value: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    import("qrcode")
      .then((qr) => qr.toString(value, { type: "svg", margin: 1, errorCorrectionLevel: "M" }))
      .then((made) => live && setSvg(made))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [value]);
  if (failed)
    return (
      <Text color="fg.muted" fontSize="sm">
        The QR code could not be drawn. Enter the secret in your app instead.
      </Text>
    );
  if (!svg) return <Skeleton boxSize="44" aria-label="Drawing the QR code..." />;
  return (
    <Image
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt="QR code to scan with your authenticator app"
      boxSize="44"
      bg="white"
      borderRadius="md"
      data-testid="totp-qr"
    />
  );
}

/** Step 1: scan (or type) the secret, then confirm with the app's code. */
function SetupStep({
  setup,
  onConfirmed,
  onCancel,
}: {
  setup: Setup;
  onConfirmed: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [confirm, { loading }] = useMutation(ConfirmTotpSetupDocument, {
    refetchQueries: [TwoFactorStatusDocument],
  });
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setError("Enter the 6-digit code from your app");
      return;
    }
    try {
      const { data } = await confirm({ variables: { code } });
      if (data) onConfirmed(data.confirmTotpSetup.codes);
    } catch (failure) {
      setError(
        userMessage(failure, "Could not turn on two-factor authentication. Please try again."),
      );
    }
  };
  return (
    <Stack asChild gap="4">
      <form
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        aria-label="Set up two-factor authentication"
      >
        <Text>
          Scan this QR code with your authenticator app (Google Authenticator, 1Password, Authy…),
          or enter the secret by hand.
        </Text>
        <HStack gap="5" align="start" wrap="wrap">
          <QrCode value={setup.otpauthUrl} />
          <Stack gap="2" minW="0">
            <Text fontWeight="medium">Secret</Text>
            <Code
              data-testid="totp-secret"
              fontSize="sm"
              px="2"
              py="1"
              wordBreak="break-all"
              aria-label="Secret"
            >
              {setup.secret}
            </Code>
            <Button
              size="sm"
              variant="outline"
              alignSelf="start"
              onClick={() => void copy(setup.secret, "The secret")}
            >
              <CopyIcon /> Copy secret
            </Button>
          </Stack>
        </HStack>
        <Box maxW="xs">
          <TextField
            label="Code from your app"
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={6}
            placeholder="123456"
            value={code}
            onChange={(event) => {
              setCode(event.target.value.replace(/\D/g, ""));
              setError(undefined);
            }}
            error={error}
          />
        </Box>
        <HStack gap="3">
          <Button type="submit" loading={loading} loadingText="Confirming...">
            Confirm
          </Button>
          <Button variant="ghost" onClick={onCancel} disabled={loading}>
            Cancel
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}

/** Step 2: the ten recovery codes, shown this once, to copy or download. */
function RecoveryCodesStep({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = codes.join("\n");
  const download = () => {
    const url = URL.createObjectURL(
      new Blob(
        [
          `Agora recovery codes\nEach code signs you in once instead of a code from your app.\n\n${text}\n`,
        ],
        { type: "text/plain" },
      ),
    );
    const link = document.createElement("a");
    link.href = url;
    link.download = "agora-recovery-codes.txt";
    document.body.append(link);
    link.click();
    link.remove();
    // Released once the browser has taken the file.
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };
  return (
    <Stack gap="4">
      <Alert.Root status="success" variant="subtle">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Two-factor authentication is on</Alert.Title>
          <Alert.Description>
            Save these recovery codes somewhere safe. Each one signs you in once if you lose your
            phone. They won&apos;t be shown again.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <SimpleGrid
        as="ul"
        aria-label="Recovery codes"
        columns={{ base: 1, sm: 2 }}
        gap="2"
        listStyleType="none"
        fontFamily="mono"
      >
        {codes.map((code) => (
          <Box as="li" key={code}>
            <Code fontSize="md">{code}</Code>
          </Box>
        ))}
      </SimpleGrid>
      <HStack gap="3" wrap="wrap">
        <Button variant="outline" onClick={() => void copy(text, "Your recovery codes")}>
          <CopyIcon /> Copy
        </Button>
        <Button variant="outline" onClick={download}>
          <DownloadIcon /> Download
        </Button>
        <Button onClick={onDone}>Done</Button>
      </HStack>
    </Stack>
  );
}

/** Turning it off: the password and a code (or a recovery code). */
function TurnOffDialog() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<{ password?: string; code?: string; form?: string }>({});
  const [disable, { loading }] = useMutation(DisableTotpDocument, {
    refetchQueries: [TwoFactorStatusDocument],
    awaitRefetchQueries: true,
  });
  const reset = () => {
    setPassword("");
    setCode("");
    setErrors({});
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = {
      ...(password ? {} : { password: "Enter your password" }),
      ...(code.trim() ? {} : { code: "Enter a code" }),
    };
    if (missing.password || missing.code) {
      setErrors(missing);
      return;
    }
    try {
      await disable({ variables: { password, code: code.trim() } });
    } catch (failure) {
      const fields = fieldErrors(failure);
      setErrors(
        fields.password || fields.code
          ? { password: fields.password, code: fields.code }
          : { form: userMessage(failure, "Could not turn off two-factor authentication.") },
      );
      return;
    }
    notify.success("Two-factor authentication is off", "Your password alone signs you in now.");
    setOpen(false);
    reset();
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
      trigger={
        <Button variant="outline" colorPalette="red">
          Turn off
        </Button>
      }
      title="Turn off two-factor authentication?"
      label="Turn off two-factor authentication"
      formInside
      onSubmit={(event) => void onSubmit(event)}
      submitLabel="Turn off"
      submittingLabel="Turning off..."
      submitting={loading}
      submitProps={{ colorPalette: "red" }}
    >
      <Stack gap="4">
        <Text color="fg.muted">
          Signing in will need only your password. Confirm with your password and a code from your
          app or a recovery code.
        </Text>
        {errors.form ? (
          <Alert.Root status="error" variant="subtle" role="alert">
            <Alert.Indicator />
            <Alert.Description>{errors.form}</Alert.Description>
          </Alert.Root>
        ) : null}
        <PasswordField
          label="Password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setErrors({});
          }}
          error={errors.password}
        />
        <TextField
          label="Code"
          name="code"
          autoComplete="one-time-code"
          helperText="A code from your app, or a recovery code"
          maxLength={20}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setErrors({});
          }}
          error={errors.code}
        />
      </Stack>
    </FormDialog>
  );
}

/**
 * Settings › Security: two-factor authentication with an authenticator app. Off: Turn on shows a QR
 * code and the secret, on once a code confirms it, then the recovery codes once. On: Turn off.
 */
export function TwoFactorSettings() {
  const { data, loading, error, refetch } = useQuery(TwoFactorStatusDocument, {
    fetchPolicy: "cache-and-network",
  });
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [begin, { loading: beginning }] = useMutation(BeginTotpSetupDocument);
  const enabled = data?.settings.totpEnabled;

  const onTurnOn = async () => {
    try {
      const result = await begin();
      if (result.data) setSetup(result.data.beginTotpSetup);
    } catch (failure) {
      notify.error("Could not start two-factor setup", userMessage(failure, "Please try again."));
    }
  };

  let body;
  if (codes) {
    body = <RecoveryCodesStep codes={codes} onDone={() => setCodes(null)} />;
  } else if (setup) {
    body = (
      <SetupStep
        setup={setup}
        onCancel={() => setSetup(null)}
        onConfirmed={(recovery) => {
          setSetup(null);
          setCodes(recovery);
        }}
      />
    );
  } else if (enabled === undefined) {
    body = loading ? (
      <PageSpinner label="Loading two-factor authentication..." />
    ) : (
      <ErrorState
        title="Failed to load two-factor authentication"
        description={userMessage(error, "Please try again.")}
        onRetry={() => void refetch()}
      />
    );
  } else if (enabled) {
    body = (
      <HStack justify="space-between" gap="4" wrap="wrap">
        <Text color="fg.muted" fontSize="sm">
          Signing in asks for a code from your authenticator app after your password.
        </Text>
        <TurnOffDialog />
      </HStack>
    );
  } else {
    body = (
      <HStack justify="space-between" gap="4" wrap="wrap">
        <Text color="fg.muted" fontSize="sm">
          Add a second step to signing in: a code from an authenticator app on your phone.
        </Text>
        <Button loading={beginning} loadingText="Starting..." onClick={() => void onTurnOn()}>
          Turn on
        </Button>
      </HStack>
    );
  }

  return (
    <Card.Root variant="outline" bg="bg.panel" as="section" aria-label="Two-factor authentication">
      <Card.Body gap="4">
        <HStack gap="2">
          <Heading as="h2" size="md">
            Two-factor authentication
          </Heading>
          {enabled !== undefined && !codes ? (
            <Badge colorPalette={enabled ? "green" : "gray"}>{enabled ? "On" : "Off"}</Badge>
          ) : null}
        </HStack>
        {body}
      </Card.Body>
    </Card.Root>
  );
}
