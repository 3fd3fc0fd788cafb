import { Alert, Button, Card, HStack, Stack, Text } from "@chakra-ui/react";
import { useApolloClient, useMutation } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { deleteAccountSchema } from "@rules/accounts";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { fieldErrors, userMessage } from "../../apollo/errors";
import { sessionEndedBecause } from "../../apollo/session-end";
import { PasswordField } from "../../components/AccountFields";
import { FormDialog } from "../../components/FormDialog";
import { DeleteAccountDocument } from "./deletion.generated";

const EMPTY = { password: "" };

/**
 * Settings › Account › Delete account (the danger zone): the member confirms with their password; the
 * account is deleted 14 days on, they are signed out everywhere at once, and the sign-in screen says
 * when it will happen (signing in before then cancels it).
 */
export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: EMPTY,
    reValidateMode: "onSubmit",
  });
  const [deleteAccount, { loading }] = useMutation(DeleteAccountDocument);
  const client = useApolloClient();

  const onValid = async ({ password }: typeof EMPTY) => {
    let at: string;
    try {
      const { data } = await deleteAccount({ variables: { password } });
      at = data!.deleteAccount;
    } catch (error) {
      const fields = fieldErrors(error);
      if (fields.password) setError("password", { message: fields.password });
      else
        setError("root", {
          message: userMessage(error, "Failed to delete your account. Please try again."),
        });
      return;
    }
    setOpen(false);
    // Signed out everywhere, this browser too: it reloads as a visitor and the sign-in screen says when.
    sessionEndedBecause("DELETION_SCHEDULED", at);
    await client.resetStore().catch(() => undefined);
  };

  return (
    <Card.Root variant="outline" bg="bg.panel" borderColor="border.error">
      <Card.Header>
        <Card.Title as="h2" color="fg.error">
          Danger zone
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <HStack justify="space-between" gap="4" wrap="wrap">
          <Stack gap="0.5" maxW="xl">
            <Text fontWeight="medium">Delete account</Text>
            <Text color="fg.muted">
              Your account, profile, posts, messages and connections are deleted 14 days after you
              confirm. You are signed out everywhere at once; signing in again before then cancels
              the deletion.
            </Text>
          </Stack>
          <FormDialog
            open={open}
            onOpenChange={(next) => {
              setOpen(next);
              if (!next) reset(EMPTY);
            }}
            trigger={
              <Button variant="outline" colorPalette="red">
                Delete account
              </Button>
            }
            title="Delete your account?"
            label="Delete account"
            formInside
            onSubmit={handleSubmit(onValid)}
            submitLabel="Delete account"
            submittingLabel="Deleting..."
            submitting={loading}
            submitProps={{ colorPalette: "red" }}
          >
            <Stack gap="4">
              <Text>
                Your account will be deleted in 14 days, and you will be signed out on every device
                now. To cancel, sign in again before then.
              </Text>
              {errors.root?.message ? (
                <Alert.Root status="error" variant="subtle" role="alert">
                  <Alert.Indicator />
                  <Alert.Description>{errors.root.message}</Alert.Description>
                </Alert.Root>
              ) : null}
              <PasswordField
                label="Password"
                autoComplete="current-password"
                {...register("password", {
                  onChange: () => {
                    clearErrors("password");
                    clearErrors("root");
                  },
                })}
                error={errors.password?.message}
              />
            </Stack>
          </FormDialog>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
