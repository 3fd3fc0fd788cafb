import { Alert, Button, CloseButton, Dialog, Portal, Stack } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { useState, type FormEvent } from "react";
import { fieldErrors, userMessage } from "../../apollo/errors";
import { TextField } from "../../components/TextField";
import { ChangePasswordDocument } from "../../gql/graphql";
import { notify } from "../../theme/toaster";
import { MSG, PASSWORD_MIN_LENGTH } from "../auth/messages";

interface Values {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const EMPTY: Values = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** Settings → Account → Change Password: current, new (6+) and confirmation. */
export function ChangePasswordDialog() {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [changePassword, { loading }] = useMutation(ChangePasswordDocument);

  const reset = () => {
    setValues(EMPTY);
    setErrors({});
    setFormError(null);
  };

  const change = (field: keyof Values) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
    setFormError(null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { currentPassword, newPassword, confirmPassword } = values;
    if (!currentPassword || !newPassword || !confirmPassword) {
      setFormError(MSG.fillAllFields);
      return;
    }
    if (newPassword.length < PASSWORD_MIN_LENGTH) {
      setErrors({ newPassword: MSG.passwordTooShort });
      return;
    }
    if (newPassword !== confirmPassword) {
      setErrors({ confirmPassword: MSG.passwordsDontMatch });
      return;
    }
    try {
      await changePassword({ variables: { input: { currentPassword, newPassword } } });
    } catch (error) {
      const fields = fieldErrors(error);
      setErrors({ currentPassword: fields.currentPassword, newPassword: fields.newPassword });
      setFormError(userMessage(error, "Failed to update password. Please try again."));
      return;
    }
    notify.success("Password updated", "Your password has been changed.");
    setOpen(false);
    reset();
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        setOpen(details.open);
        if (!details.open) reset();
      }}
      placement="center"
    >
      <Dialog.Trigger asChild>
        <Button variant="outline" colorPalette="gray">
          Change Password
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form
              noValidate
              aria-label="Change password"
              onSubmit={(event) => void onSubmit(event)}
            >
              <Dialog.Header>
                <Dialog.Title>Change Password</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {formError ? (
                    <Alert.Root status="error" variant="subtle" role="alert">
                      <Alert.Indicator />
                      <Alert.Description>{formError}</Alert.Description>
                    </Alert.Root>
                  ) : null}
                  <TextField
                    label="Current password"
                    type="password"
                    autoComplete="current-password"
                    value={values.currentPassword}
                    onChange={change("currentPassword")}
                    error={errors.currentPassword}
                  />
                  <TextField
                    label="New password"
                    type="password"
                    autoComplete="new-password"
                    minLength={PASSWORD_MIN_LENGTH}
                    value={values.newPassword}
                    onChange={change("newPassword")}
                    error={errors.newPassword}
                    helperText={`At least ${PASSWORD_MIN_LENGTH} characters`}
                  />
                  <TextField
                    label="Confirm new password"
                    type="password"
                    autoComplete="new-password"
                    value={values.confirmPassword}
                    onChange={change("confirmPassword")}
                    error={errors.confirmPassword}
                  />
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" colorPalette="gray" type="button">
                    Cancel
                  </Button>
                </Dialog.ActionTrigger>
                <Button type="submit" loading={loading} loadingText="Updating...">
                  Update password
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
