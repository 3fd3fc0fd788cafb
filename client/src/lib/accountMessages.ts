import { ACCOUNT_MESSAGES } from "@rules/accounts";
import type { FieldError } from "react-hook-form";

// The account texts of the spec's error catalogue (document 1 §8), in one place, for the auth screens
// and the password change in settings; the input rules' own messages come with the rules shared with
// the server.
export const MSG = {
  fillAllFields: ACCOUNT_MESSAGES.fillAllFields,
  passwordTooShort: ACCOUNT_MESSAGES.passwordTooShort,
  signUpFailed: "Failed to create account",
  signUpSuccessTitle: "Success!",
  signUpSuccess: "Account created successfully! Please check your email to verify your account.",
  loginFailedTitle: "Login Failed",
  loginFailed: "Failed to log in. Please try again.",
  loginSuccessTitle: "Welcome back!",
  loginSuccess: "You have successfully logged in.",
  resetRequested: "If an account exists for that email, we sent a link to reset your password.",
  linkInvalid: "This link is invalid or has expired.",
  passwordsDontMatch: "Passwords do not match",
} as const;

/** The spec's minimum password length (§5, §9). */
export { PASSWORD_MIN_LENGTH } from "@rules/accounts";

/** A field's message to show under it: a blank field is only told in the form's toast or alert. */
export function inlineMessage(error: FieldError | undefined): string | undefined {
  return error?.message === MSG.fillAllFields ? undefined : error?.message;
}
