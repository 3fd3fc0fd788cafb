import { Button, Stack } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { signUpSchema } from "@rules/accounts";
import { useForm, type FieldErrors } from "react-hook-form";
import { useNavigate } from "react-router-dom";
import { useSessionActions } from "../../apollo/session";
import { fieldErrors, userMessage } from "../../apollo/errors";
import { EmailField, PasswordField } from "../../components/AccountFields";
import { TextField } from "../../components/TextField";
import { SignUpDocument } from "./auth.generated";
import { notify } from "../../theme/toaster";
import { inlineMessage, MSG } from "../../lib/accountMessages";

type Fields = "username" | "email" | "password";
type Values = Record<Fields, string>;

export function SignUpForm() {
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(signUpSchema),
    defaultValues: { username: "", email: "", password: "" },
    // A field's message stays until it is edited, then waits for the next try.
    reValidateMode: "onSubmit",
  });
  const [signUp, { loading }] = useMutation(SignUpDocument);
  const { sessionChanged } = useSessionActions();
  const navigate = useNavigate();

  const field = (name: Fields) => register(name, { onChange: () => clearErrors(name) });

  // Blank fields get one toast; any other problem shows next to its field too.
  const onInvalid = (problems: FieldErrors<Values>) => {
    const messages = Object.values(problems).map((problem) => problem?.message);
    notify.error("Error", messages.includes(MSG.fillAllFields) ? MSG.fillAllFields : messages[0]);
  };

  const onValid = async (input: Values) => {
    try {
      await signUp({ variables: { input } });
    } catch (error) {
      const fields = fieldErrors(error);
      clearErrors();
      for (const name of ["username", "email", "password"] as const) {
        if (fields[name]) setError(name, { message: fields[name] });
      }
      notify.error("Error", userMessage(error, MSG.signUpFailed));
      return;
    }
    notify.success(MSG.signUpSuccessTitle, MSG.signUpSuccess);
    await sessionChanged().catch(() => undefined);
    navigate("/", { replace: true });
  };

  return (
    <Stack asChild gap="4">
      <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate aria-label="Sign up">
        <TextField
          label="Username"
          autoComplete="username"
          placeholder="janedoe"
          {...field("username")}
          error={inlineMessage(errors.username)}
        />
        <EmailField {...field("email")} error={inlineMessage(errors.email)} />
        <PasswordField
          label="Password"
          fresh
          {...field("password")}
          error={inlineMessage(errors.password)}
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
