// The account texts of the spec's error catalogue (document 1 §8), in one place.
export const MSG = {
  fillAllFields: "Please fill in all fields",
  passwordTooShort: "Password must be at least 6 characters",
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
export const PASSWORD_MIN_LENGTH = 6;
