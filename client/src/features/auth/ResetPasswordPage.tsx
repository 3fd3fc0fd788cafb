import { Button, Card, Stack } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { filledPasswordRule, newPasswordRule, passwordRule } from "@rules/accounts";
import { useForm, type FieldErrors } from "react-hook-form";
import { Link as RouterLink, useNavigate, useSearchParams } from "react-router-dom";
import { z } from "zod";
import { CircleXIcon } from "lucide-react";
import { errorCode, fieldErrors, userMessage } from "../../apollo/errors";
import { EmptyState } from "../../components/EmptyState";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { NewPasswordFields } from "../../components/AccountFields";
import { ResetPasswordDocument } from "./auth.generated";
import { notify } from "../../theme/toaster";
import { AuthShell } from "./AuthShell";
import { MSG } from "../../lib/accountMessages";

const Passwords = z.object({ newPassword: z.string(), confirmPassword: z.string() });
type Values = z.infer<typeof Passwords>;

/** resetPassword's password rules (shared with the server), then the confirmation. */
const schema = Passwords.extend({ newPassword: passwordRule })
  .pipe(Passwords.extend({ newPassword: filledPasswordRule, confirmPassword: filledPasswordRule }))
  .pipe(Passwords.extend({ newPassword: newPasswordRule }))
  .pipe(
    Passwords.refine((values) => values.newPassword === values.confirmPassword, {
      path: ["confirmPassword"],
      message: MSG.passwordsDontMatch,
    }),
  );

/** /reset-password?token=...: choose a new password from the e-mailed link, then sign in. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { newPassword: "", confirmPassword: "" },
    reValidateMode: "onSubmit",
  });
  const [reset, { loading }] = useMutation(ResetPasswordDocument);
  useDocumentTitle("Reset password");

  // Blank fields get a toast; other problems show under their field. Editing either clears them all.
  const field = (name: keyof Values) => register(name, { onChange: () => clearErrors() });
  const onInvalid = (problems: FieldErrors<Values>) => {
    const blank = Object.values(problems).some((problem) => problem?.message === MSG.fillAllFields);
    if (blank) notify.error("Error", MSG.fillAllFields);
  };

  const onValid = async ({ newPassword }: Values) => {
    try {
      const { data } = await reset({ variables: { input: { token, newPassword } } });
      if (!data?.resetPassword) {
        notify.error("Error", MSG.linkInvalid);
        return;
      }
    } catch (error) {
      const fields = fieldErrors(error);
      if (fields.newPassword) setError("newPassword", { message: fields.newPassword });
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
                  onSubmit={handleSubmit(onValid, onInvalid)}
                >
                  <NewPasswordFields field={field} errors={errors} />
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
              icon={<CircleXIcon />}
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
