import { Alert, Button } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { useSession } from "../apollo/session";
import { userMessage } from "../apollo/errors";
import { ResendVerificationEmailDocument } from "../features/auth/auth.generated";
import { notify } from "../theme/toaster";

/** A slim reminder under the top bar while the member's e-mail address is unconfirmed. */
export default function VerifyEmailBanner() {
  const { me } = useSession();
  const [resend, { loading }] = useMutation(ResendVerificationEmailDocument);
  if (!me || me.verified) return null;

  const onResend = async () => {
    try {
      await resend();
      notify.success(
        "Verification email sent",
        "Check your inbox for the link to verify your account.",
      );
    } catch (error) {
      notify.error(
        "Error",
        userMessage(error, "Failed to send the verification email. Please try again."),
      );
    }
  };

  return (
    <Alert.Root
      status="warning"
      variant="subtle"
      borderRadius="0"
      py="2"
      px={{ base: "4", md: "6" }}
      alignItems="center"
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description fontSize="sm">Please verify your email address.</Alert.Description>
      </Alert.Content>
      <Button
        size="xs"
        variant="outline"
        colorPalette="orange"
        loading={loading}
        onClick={() => void onResend()}
      >
        Resend email
      </Button>
    </Alert.Root>
  );
}
