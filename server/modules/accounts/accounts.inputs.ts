import { MaxLength } from "class-validator";
import { Field, InputType } from "type-graphql";

// Required fields are checked by the service so that the spec's message ('Please fill in all fields') wins;
// the decorators only bound lengths.

@InputType()
export class SignUpInput {
  @Field()
  @MaxLength(30, { message: "Username must be at most 30 characters" })
  username: string;

  @Field()
  @MaxLength(254, { message: "Email must be at most 254 characters" })
  email: string;

  @Field()
  @MaxLength(128, { message: "Password must be at most 128 characters" })
  password: string;
}

@InputType()
export class SignInInput {
  @Field()
  @MaxLength(254, { message: "Email must be at most 254 characters" })
  email: string;

  @Field()
  @MaxLength(128, { message: "Password must be at most 128 characters" })
  password: string;
}

@InputType()
export class ChangePasswordInput {
  @Field()
  @MaxLength(128, { message: "Password must be at most 128 characters" })
  currentPassword: string;

  @Field()
  @MaxLength(128, { message: "Password must be at most 128 characters" })
  newPassword: string;
}

@InputType()
export class ResetPasswordInput {
  @Field()
  @MaxLength(200)
  token: string;

  @Field()
  @MaxLength(128, { message: "Password must be at most 128 characters" })
  newPassword: string;
}
