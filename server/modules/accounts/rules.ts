import { z } from "zod";

// The account rules the server and the sign-in, sign-up and password forms check alike (spec document 1,
// §5 and §8). Only zod and plain constants here: the client imports this file too (`@rules/accounts`).

/** The spec's minimum password length (§5, §9). */
export const PASSWORD_MIN_LENGTH = 6;

export const ACCOUNT_LIMITS = { usernameMax: 30, emailMax: 254, passwordMax: 128, tokenMax: 200 };

export const ACCOUNT_MESSAGES = {
  fillAllFields: "Please fill in all fields",
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  usernameFormat:
    "Username must be 3 to 30 characters: letters, numbers, dots, underscores or hyphens",
  emailFormat: "Please enter a valid email address",
  usernameTooLong: `Username must be at most ${ACCOUNT_LIMITS.usernameMax} characters`,
  emailTooLong: `Email must be at most ${ACCOUNT_LIMITS.emailMax} characters`,
  passwordTooLong: `Password must be at most ${ACCOUNT_LIMITS.passwordMax} characters`,
  tokenTooLong: `token must be shorter than or equal to ${ACCOUNT_LIMITS.tokenMax} characters`,
} as const;

const USERNAME = /^[A-Za-z0-9._-]{3,30}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// Each form is checked in stages, and a stage runs only once the ones before it pass, so the member hears
// about one kind of problem at a time: first lengths (as typed), then blanks (every blank field at once),
// then each field's format in turn.

const username = z.string().max(ACCOUNT_LIMITS.usernameMax, ACCOUNT_MESSAGES.usernameTooLong);
const email = z.string().max(ACCOUNT_LIMITS.emailMax, ACCOUNT_MESSAGES.emailTooLong);
/** Any password field, as typed: not too long. */
export const passwordRule = z
  .string()
  .max(ACCOUNT_LIMITS.passwordMax, ACCOUNT_MESSAGES.passwordTooLong);

/** Required text: trimmed, then not empty. */
const filledText = z.string().trim().min(1, ACCOUNT_MESSAGES.fillAllFields);
/** A required password: taken as typed (spaces count). */
export const filledPasswordRule = z.string().min(1, ACCOUNT_MESSAGES.fillAllFields);
/** A new password, long enough. */
export const newPasswordRule = z
  .string()
  .min(PASSWORD_MIN_LENGTH, ACCOUNT_MESSAGES.passwordTooShort);

const SignUp = z.object({ username: z.string(), email: z.string(), password: z.string() });

export const signUpSchema = SignUp.extend({ username, email, password: passwordRule })
  .pipe(SignUp.extend({ username: filledText, email: filledText, password: filledPasswordRule }))
  .pipe(SignUp.extend({ username: z.string().regex(USERNAME, ACCOUNT_MESSAGES.usernameFormat) }))
  .pipe(SignUp.extend({ email: z.string().regex(EMAIL, ACCOUNT_MESSAGES.emailFormat) }))
  .pipe(SignUp.extend({ password: newPasswordRule }));

const SignIn = z.object({ email: z.string(), password: z.string() });

export const signInSchema = SignIn.extend({ email, password: passwordRule }).pipe(
  SignIn.extend({ email: filledText, password: filledPasswordRule }),
);

export const requestPasswordResetSchema = z.object({ email: filledText });

const ChangePassword = z.object({ currentPassword: z.string(), newPassword: z.string() });

export const changePasswordSchema = ChangePassword.extend({
  currentPassword: passwordRule,
  newPassword: passwordRule,
})
  .pipe(
    ChangePassword.extend({ currentPassword: filledPasswordRule, newPassword: filledPasswordRule }),
  )
  .pipe(ChangePassword.extend({ newPassword: newPasswordRule }));

const ResetPassword = z.object({ token: z.string(), newPassword: z.string() });

export const resetPasswordSchema = ResetPassword.extend({
  token: z.string().max(ACCOUNT_LIMITS.tokenMax, ACCOUNT_MESSAGES.tokenTooLong),
  newPassword: passwordRule,
})
  .pipe(ResetPassword.extend({ token: filledPasswordRule, newPassword: filledPasswordRule }))
  .pipe(ResetPassword.extend({ newPassword: newPasswordRule }));

/** Deleting one's account: the password, not blank. */
export const deleteAccountSchema = z.object({
  password: passwordRule.pipe(z.string().min(1, "Please enter your password")),
});
