import { Button, Card, Stack } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { useState, type FormEvent } from "react";
import { Link as RouterLink, useNavigate, useSearchParams } from "react-router-dom";
import { LuCircleX } from "react-icons/lu";
import { errorCode, fieldErrors, userMessage } from "../../apollo/errors";
import { EmptyState } from "../../components/EmptyState";
import { TextField } from "../../components/TextField";
import { ResetPasswordDocument } from "../../gql/graphql";
import { notify } from "../../theme/toaster";
import { AuthShell } from "./AuthShell";
import { MSG, PASSWORD_MIN_LENGTH } from "./messages";

/** /reset-password?token=...: choose a new password from the e-mailed link, then sign in. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [reset, { loading }] = useMutation(ResetPasswordDocument);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!password || !confirm) {
      notify.error("Error", MSG.fillAllFields);
      return;
    }
    if (password.length < PASSWORD_MIN_LENGTH) {
      setErrors({ password: MSG.passwordTooShort });
      return;
    }
    if (password !== confirm) {
      setErrors({ confirm: MSG.passwordsDontMatch });
      return;
    }
    try {
      const { data } = await reset({ variables: { input: { token, newPassword: password } } });
      if (!data?.resetPassword) {
        notify.error("Error", MSG.linkInvalid);
        return;
      }
    } catch (error) {
      const fields = fieldErrors(error);
      if (fields.newPassword) setErrors({ password: fields.newPassword });
      const fallback = errorCode(error)
        ? MSG.linkInvalid
        : "Failed to reset your password. Please try again.";
      notify.error("Error", userMessage(error, fallback));
      return;
    }
    notify.success("Password updated", "You can now log in with your new password.");
    navigate("/auth", { replace: true });
  };

  return (
    <AuthShell>
      <Card.Root w="full" variant="elevated">
        {token ? (
          <>
            <Card.Header>
              <Card.Title as="h1" fontSize="xl">
                Choose a new password
              </Card.Title>
              <Card.Description>Enter a new password for your Agora account.</Card.Description>
            </Card.Header>
            <Card.Body>
              <Stack asChild gap="4">
                <form
                  noValidate
                  aria-label="Choose a new password"
                  onSubmit={(event) => void onSubmit(event)}
                >
                  <TextField
                    label="New password"
                    name="newPassword"
                    type="password"
                    autoComplete="new-password"
                    minLength={PASSWORD_MIN_LENGTH}
                    value={password}
                    onChange={(event) => {
                      setPassword(event.target.value);
                      setErrors({});
                    }}
                    error={errors.password}
                    helperText={`At least ${PASSWORD_MIN_LENGTH} characters`}
                  />
                  <TextField
                    label="Confirm new password"
                    name="confirmPassword"
                    type="password"
                    autoComplete="new-password"
                    value={confirm}
                    onChange={(event) => {
                      setConfirm(event.target.value);
                      setErrors({});
                    }}
                    error={errors.confirm}
                  />
                  <Button type="submit" loading={loading} loadingText="Saving..." width="full">
                    Set new password
                  </Button>
                </form>
              </Stack>
            </Card.Body>
          </>
        ) : (
          <Card.Body>
            <EmptyState
              titleAs="h1"
              icon={<LuCircleX />}
              title="Reset link not valid"
              description={MSG.linkInvalid}
            >
              <Button asChild variant="outline" colorPalette="gray">
                <RouterLink to="/auth">Back to sign in</RouterLink>
              </Button>
            </EmptyState>
          </Card.Body>
        )}
      </Card.Root>
    </AuthShell>
  );
}
