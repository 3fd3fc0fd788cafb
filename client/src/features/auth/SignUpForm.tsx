import { Button, Stack } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { useSessionActions } from "../../apollo/session";
import { fieldErrors, userMessage } from "../../apollo/errors";
import { TextField } from "../../components/TextField";
import { SignUpDocument } from "../../gql/graphql";
import { notify } from "../../theme/toaster";
import { MSG, PASSWORD_MIN_LENGTH } from "./messages";

type Fields = "username" | "email" | "password";

export function SignUpForm() {
  const [values, setValues] = useState<Record<Fields, string>>({
    username: "",
    email: "",
    password: "",
  });
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const [signUp, { loading }] = useMutation(SignUpDocument);
  const { sessionChanged } = useSessionActions();
  const navigate = useNavigate();

  const change = (field: Fields) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const username = values.username.trim();
    const email = values.email.trim();
    const { password } = values;
    if (!username || !email || !password) {
      notify.error("Error", MSG.fillAllFields);
      return;
    }
    if (password.length < PASSWORD_MIN_LENGTH) {
      setErrors({ password: MSG.passwordTooShort });
      notify.error("Error", MSG.passwordTooShort);
      return;
    }
    try {
      await signUp({ variables: { input: { username, email, password } } });
    } catch (error) {
      const fields = fieldErrors(error);
      setErrors({
        username: fields.username,
        email: fields.email,
        password: fields.password,
      });
      notify.error("Error", userMessage(error, MSG.signUpFailed));
      return;
    }
    notify.success(MSG.signUpSuccessTitle, MSG.signUpSuccess);
    await sessionChanged().catch(() => undefined);
    navigate("/", { replace: true });
  };

  return (
    <Stack asChild gap="4">
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Sign up">
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          placeholder="janedoe"
          value={values.username}
          onChange={change("username")}
          error={errors.username}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={values.email}
          onChange={change("email")}
          error={errors.email}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          value={values.password}
          onChange={change("password")}
          error={errors.password}
          helperText={`At least ${PASSWORD_MIN_LENGTH} characters`}
        />
        <Button
          type="submit"
          loading={loading}
          loadingText="Creating account..."
          width="full"
          mt="1"
        >
          Create account
        </Button>
      </form>
    </Stack>
  );
}
