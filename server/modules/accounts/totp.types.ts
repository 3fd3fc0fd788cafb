import { Field, ObjectType } from "type-graphql";

@ObjectType({ description: "A two-factor setup in progress: not on until `confirmTotpSetup`" })
export class TotpSetup {
  @Field({ description: "The secret in base 32 (RFC 6238: SHA-1, 6 digits, 30 seconds)" })
  secret: string;

  @Field({ description: "The otpauth:// URL an authenticator app reads from a QR code" })
  otpauthUrl: string;
}

@ObjectType({ description: "Ten recovery codes, shown once; each signs in once instead of a code" })
export class RecoveryCodes {
  @Field(() => [String], {
    description:
      "The codes; each signs in once in place of an app code. Only their digests are kept, so they are never shown again",
  })
  codes: string[];
}
