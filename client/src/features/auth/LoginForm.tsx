import { Button, Link, Stack } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { signInSchema } from "@rules/accounts";
import { useState } from "react";
import { useForm, type FieldErrors } from "react-hook-form";
import { useNavigate } from "react-router-dom";
import { useSessionActions } from "../../apollo/session";
import { errorCode, userMessage } from "../../apollo/errors";
import { endReasonOfError, sessionEndedBecause } from "../../apollo/session-end";
import { EmailField, PasswordField } from "../../components/AccountFields";
import { SignInDocument } from "./auth.generated";
import { PasskeySignInButton } from "./PasskeySignInButton";
import { TwoFactorStep, twoFactorChallenge } from "./TwoFactorStep";
import { notify } from "../../theme/toaster";
import { MSG } from "../../lib/accountMessages";

export function LoginForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: "", password: "" },
    // After a try, a field stays marked only while it is still blank.
    reValidateMode: "onChange",
  });
  const [signIn, { loading }] = useMutation(SignInDocument);
  const { sessionChanged } = useSessionActions();
  const navigate = useNavigate();
  // Set when the password was right and two-factor is on: the code step shows instead of the form.
  const [challenge, setChallenge] = useState<string | null>(null);

  const signedIn = async () => {
    notify.success(MSG.loginSuccessTitle, MSG.loginSuccess);
    await sessionChanged().catch(() => undefined);
    navigate("/", { replace: true });
  };

  const onInvalid = (problems: FieldErrors<{ email: string; password: string }>) => {
    const messages = [problems.email?.message, problems.password?.message];
    if (messages.includes(MSG.fillAllFields)) notify.error("Error", MSG.fillAllFields);
    else notify.error(MSG.loginFailedTitle, messages.find(Boolean) ?? MSG.loginFailed);
  };

  const onValid = async (input: { email: string; password: string }) => {
    try {
      await signIn({ variables: { input } });
    } catch (error) {
      const secondStep = twoFactorChallenge(error);
      if (secondStep) {
        setChallenge(secondStep);
        return;
      }
      const code = errorCode(error);
      const ended = endReasonOfError(error);
      // A suspended account is explained above the form (SessionEndNotice) rather than in a toast.
      if (ended) sessionEndedBecause(ended);
      else if (code === "BAD_USER_INPUT" && userMessage(error, "") === MSG.fillAllFields) {
        notify.error("Error", MSG.fillAllFields);
      } else {
        notify.error(MSG.loginFailedTitle, userMessage(error, MSG.loginFailed));
      }
      return;
    }
    await signedIn();
  };

  if (challenge)
    return (
      <TwoFactorStep
        challenge={challenge}
        onBack={() => setChallenge(null)}
        onSignedIn={signedIn}
      />
    );

  return (
    <Stack asChild gap="4">
      <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate aria-label="Login">
        <EmailField {...register("email")} aria-invalid={errors.email ? true : undefined} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          {...register("password")}
          aria-invalid={errors.password ? true : undefined}
        />
        <Stack gap="3" pt="1">
          <Button type="submit" loading={loading} loadingText="Logging in..." width="full">
            Log in
          </Button>
          <PasskeySignInButton />
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
