import { Button, Link, Stack } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { useSessionActions } from "../../apollo/session";
import { errorCode, userMessage } from "../../apollo/errors";
import { TextField } from "../../components/TextField";
import { SignInDocument } from "../../gql/graphql";
import { notify } from "../../theme/toaster";
import { MSG } from "./messages";

export function LoginForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [attempted, setAttempted] = useState(false);
  const [signIn, { loading }] = useMutation(SignInDocument);
  const { sessionChanged } = useSessionActions();
  const navigate = useNavigate();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    if (!email.trim() || !password) {
      notify.error("Error", MSG.fillAllFields);
      return;
    }
    try {
      await signIn({ variables: { input: { email: email.trim(), password } } });
    } catch (error) {
      const code = errorCode(error);
      if (code === "BAD_USER_INPUT" && userMessage(error, "") === MSG.fillAllFields) {
        notify.error("Error", MSG.fillAllFields);
      } else {
        notify.error(MSG.loginFailedTitle, userMessage(error, MSG.loginFailed));
      }
      return;
    }
    notify.success(MSG.loginSuccessTitle, MSG.loginSuccess);
    await sessionChanged().catch(() => undefined);
    navigate("/", { replace: true });
  };

  return (
    <Stack asChild gap="4">
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Login">
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={attempted && !email.trim() ? true : undefined}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={attempted && !password ? true : undefined}
        />
        <Stack gap="3" pt="1">
          <Button type="submit" loading={loading} loadingText="Logging in..." width="full">
            Log in
          </Button>
          <Link
            as="button"
            type="button"
            alignSelf="center"
            fontSize="sm"
            color="brand.fg"
            onClick={onForgotPassword}
          >
            Forgot password?
          </Link>
        </Stack>
      </form>
    </Stack>
  );
}
