import { Field, InputType } from "type-graphql";

// The service checks these with the rules shared with the client (rules.ts).

@InputType({
  description:
    "A new account. Checked in stages (lengths, then blanks, then formats), so one kind of problem is reported at a time",
})
export class SignUpInput {
  @Field({
    description:
      "Trimmed; 3 to 30 letters, digits, dots, underscores or hyphens; unique whatever the case, and never changed later",
  })
  username: string;

  @Field({
    description:
      "A valid e-mail address, at most 254 characters; kept lower-case, one account per address",
  })
  email: string;

  @Field({ description: "6 to 128 characters, taken as typed (spaces count)" })
  password: string;
}

@InputType({ description: "What signing in with a password takes" })
export class SignInInput {
  @Field({ description: "The account's e-mail address, any case; at most 254 characters" })
  email: string;

  @Field({ description: "The password, as typed; at most 128 characters" })
  password: string;
}

@InputType({ description: "The password in use and the one to replace it" })
export class ChangePasswordInput {
  @Field({ description: "The password in use now; at most 128 characters" })
  currentPassword: string;

  @Field({ description: "6 to 128 characters, taken as typed (spaces count)" })
  newPassword: string;
}

@InputType({ description: "A new password, with the token of an e-mailed reset link" })
export class ResetPasswordInput {
  @Field({
    description: "The `token` parameter of the e-mailed link; at most 200 characters",
  })
  token: string;

  @Field({ description: "6 to 128 characters, taken as typed (spaces count)" })
  newPassword: string;
}
