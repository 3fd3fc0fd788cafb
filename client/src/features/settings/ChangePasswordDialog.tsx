import { Alert, Button, Stack } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { filledPasswordRule, newPasswordRule, passwordRule } from "@rules/accounts";
import { useState } from "react";
import { useForm, type FieldErrors } from "react-hook-form";
import { z } from "zod";
import { fieldErrors, userMessage } from "../../apollo/errors";
import { FormDialog } from "../../components/FormDialog";
import { NewPasswordFields, PasswordField } from "../../components/AccountFields";
import { ChangePasswordDocument } from "./settings.generated";
import { notify } from "../../theme/toaster";
import { inlineMessage, MSG } from "../../lib/accountMessages";

const Passwords = z.object({
  currentPassword: z.string(),
  newPassword: z.string(),
  confirmPassword: z.string(),
});
type Values = z.infer<typeof Passwords>;

/** changePassword's rules (shared with the server), then the confirmation. */
const schema = Passwords.extend({ currentPassword: passwordRule, newPassword: passwordRule })
  .pipe(
    Passwords.extend({
      currentPassword: filledPasswordRule,
      newPassword: filledPasswordRule,
      confirmPassword: filledPasswordRule,
    }),
  )
  .pipe(Passwords.extend({ newPassword: newPasswordRule }))
  .pipe(
    Passwords.refine((values) => values.newPassword === values.confirmPassword, {
      path: ["confirmPassword"],
      message: MSG.passwordsDontMatch,
    }),
  );

const EMPTY: Values = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** Settings → Account → Change Password: current, new (6+) and confirmation. */
export function ChangePasswordDialog() {
  const [open, setOpen] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
    reValidateMode: "onSubmit",
  });
  const [changePassword, { loading }] = useMutation(ChangePasswordDocument);
  // The alert above the fields: blanks, or the server's answer.
  const formError = errors.root?.message;

  const field = (name: keyof Values) =>
    register(name, {
      onChange: () => {
        clearErrors(name);
        clearErrors("root");
      },
    });

  const onInvalid = (problems: FieldErrors<Values>) => {
    const blank = Object.values(problems).some((problem) => problem?.message === MSG.fillAllFields);
    if (blank) setError("root", { message: MSG.fillAllFields });
  };

  const onValid = async ({ currentPassword, newPassword }: Values) => {
    try {
      await changePassword({ variables: { input: { currentPassword, newPassword } } });
    } catch (error) {
      const fields = fieldErrors(error);
      if (fields.currentPassword) setError("currentPassword", { message: fields.currentPassword });
      if (fields.newPassword) setError("newPassword", { message: fields.newPassword });
      setError("root", {
        message: userMessage(error, "Failed to update password. Please try again."),
      });
      return;
    }
    notify.success("Password updated", "Your password has been changed.");
    setOpen(false);
    reset(EMPTY);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset(EMPTY);
      }}
      trigger={
        <Button variant="outline" colorPalette="gray">
          Change Password
        </Button>
      }
      title="Change Password"
      label="Change password"
      formInside
      onSubmit={handleSubmit(onValid, onInvalid)}
      submitLabel="Update password"
      submittingLabel="Updating..."
      submitting={loading}
      busy={false}
    >
      <Stack gap="4">
        {formError ? (
          <Alert.Root status="error" variant="subtle" role="alert">
            <Alert.Indicator />
            <Alert.Description>{formError}</Alert.Description>
          </Alert.Root>
        ) : null}
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          {...field("currentPassword")}
          error={inlineMessage(errors.currentPassword)}
        />
        <NewPasswordFields field={field} errors={errors} />
      </Stack>
    </FormDialog>
  );
}
