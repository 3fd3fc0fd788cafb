import { Alert, Button, Link, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { requestPasswordResetSchema } from "@rules/accounts";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { userMessage } from "../../apollo/errors";
import { EmailField } from "../../components/AccountFields";
import { RequestPasswordResetDocument } from "./auth.generated";
import { notify } from "../../theme/toaster";
import { MSG } from "../../lib/accountMessages";

/** Asks for a password-reset e-mail. The answer never reveals whether an account exists. */
export function ForgotPasswordForm({
  initialEmail,
  onBack,
}: {
  initialEmail: string;
  onBack: () => void;
}) {
  const { register, handleSubmit } = useForm({
    resolver: zodResolver(requestPasswordResetSchema),
    defaultValues: { email: initialEmail },
  });
  const [sent, setSent] = useState(false);
  const [request, { loading }] = useMutation(RequestPasswordResetDocument);

  const onValid = async ({ email }: { email: string }) => {
    try {
      await request({ variables: { email } });
      setSent(true);
    } catch (error) {
      notify.error("Error", userMessage(error, "Failed to send the reset link. Please try again."));
    }
  };

  return (
    <Stack gap="4">
      <Stack gap="1">
        <Text fontWeight="semibold">Reset your password</Text>
        <Text fontSize="sm" color="fg.muted">
          Enter the email you signed up with and we will send you a link to choose a new password.
        </Text>
      </Stack>
      {sent ? (
        <Alert.Root status="success" variant="subtle" role="status">
          <Alert.Indicator />
          <Alert.Description>{MSG.resetRequested}</Alert.Description>
        </Alert.Root>
      ) : (
        <Stack asChild gap="4">
          <form
            noValidate
            aria-label="Reset password"
            onSubmit={handleSubmit(onValid, () => notify.error("Error", MSG.fillAllFields))}
          >
            <EmailField {...register("email")} />
            <Button type="submit" loading={loading} loadingText="Sending..." width="full">
              Send reset link
            </Button>
          </form>
        </Stack>
      )}
      <Link
        as="button"
        type="button"
        alignSelf="center"
        fontSize="sm"
        color="brand.fg"
        onClick={onBack}
      >
        Back to login
      </Link>
    </Stack>
  );
}
