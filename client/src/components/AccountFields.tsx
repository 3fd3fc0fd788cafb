import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { inlineMessage, PASSWORD_MIN_LENGTH } from "../lib/accountMessages";
import { TextField, type TextFieldProps } from "./TextField";

type FieldProps = Omit<TextFieldProps, "type">;

/** The account forms' 'Email' input. */
export function EmailField(props: Omit<FieldProps, "label">) {
  return (
    <TextField
      label="Email"
      type="email"
      autoComplete="email"
      placeholder="you@example.com"
      {...props}
    />
  );
}

export interface PasswordFieldProps extends FieldProps {
  /** The field takes a new password: its minimum length, and the hint under it unless an error shows. */
  fresh?: boolean;
}

/** A password input ("new-password" autocomplete unless told otherwise). */
export function PasswordField({ fresh = false, ...props }: PasswordFieldProps) {
  return (
    <TextField
      type="password"
      autoComplete="new-password"
      {...(fresh
        ? {
            minLength: PASSWORD_MIN_LENGTH,
            helperText: `At least ${PASSWORD_MIN_LENGTH} characters`,
          }
        : null)}
      {...props}
    />
  );
}

export interface NewPasswordFieldsProps {
  /** Registers an input with the form, e.g. `(name) => register(name)`. */
  field: (name: "newPassword" | "confirmPassword") => UseFormRegisterReturn;
  errors: { newPassword?: FieldError; confirmPassword?: FieldError };
}

/** 'New password' and 'Confirm new password', with their inline errors. */
export function NewPasswordFields({ field, errors }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label="New password"
        fresh
        {...field("newPassword")}
        error={inlineMessage(errors.newPassword)}
      />
      <PasswordField
        label="Confirm new password"
        {...field("confirmPassword")}
        error={inlineMessage(errors.confirmPassword)}
      />
    </>
  );
}
