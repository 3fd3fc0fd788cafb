import { Arg, Authorized, Ctx, FieldResolver, Mutation, Resolver, Root } from "type-graphql";
import type { Context } from "../../kernel/context";
import { MemberSettings } from "../settings";
import { startSession } from "./accounts.resolver";
import { signInVerified } from "./accounts.service";
import { AuthPayload } from "./accounts.types";
import * as totp from "./totp.service";
import { RecoveryCodes, TotpSetup } from "./totp.types";

/** Inputs longer than any code, password or challenge are cut before they are read. */
const clip = (value: string, max: number) => value.slice(0, max);

/** Two-factor sign-in (Settings › Security, and the sign-in screen's second step). */
@Resolver()
export class TotpResolver {
  @Authorized()
  @Mutation(() => TotpSetup, {
    description:
      "Starts (or starts again) setting up two-factor sign-in: a new secret for an authenticator app, not on until confirmTotpSetup. Members only. Errors: UNAUTHENTICATED; CONFLICT when two-factor sign-in is on already.",
  })
  beginTotpSetup(@Ctx() ctx: Context): Promise<TotpSetup> {
    return totp.beginTotpSetup(ctx, ctx.viewer!);
  }

  @Authorized()
  @Mutation(() => RecoveryCodes, {
    description:
      "Turns two-factor sign-in on with a code the app shows for the secret being set up; answers ten recovery codes, shown this once. Members only; codes are limited as sign-in attempts are. Errors: UNAUTHENTICATED; BAD_USER_INPUT (field code) when no setup was started or the code is wrong; CONFLICT when it is on already; RATE_LIMITED.",
  })
  confirmTotpSetup(
    @Arg("code", { description: "The 6-digit code the authenticator app shows now" })
    code: string,
    @Ctx() ctx: Context,
  ): Promise<RecoveryCodes> {
    return totp.confirmTotpSetup(ctx, ctx.viewer!, ctx, clip(code, 64));
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      "Turns two-factor sign-in off with the password and a code from the app (or an unused recovery code); its secret and recovery codes are deleted. Members only; limited as sign-in attempts are. Errors: UNAUTHENTICATED; CONFLICT when it is not on; BAD_USER_INPUT (field password or code) when either is wrong; RATE_LIMITED.",
  })
  disableTotp(
    @Arg("password", { description: "The viewer's password" }) password: string,
    @Arg("code", { description: "A code from the authenticator app, or an unused recovery code" })
    code: string,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    return totp.disableTotp(ctx, ctx.viewer!, ctx, clip(password, 200), clip(code, 64));
  }

  @Mutation(() => AuthPayload, {
    description:
      "Finishes a sign-in that answered TWO_FACTOR_REQUIRED: its challenge and a code from the app or an unused recovery code (each recovery code works once). Open to visitors; limited as sign-in attempts are. Errors: BAD_USER_INPUT (field challenge) when the challenge is unknown, used, past its 5 minutes or spent by 5 wrong codes; BAD_USER_INPUT (field code) when the code is wrong; FORBIDDEN for a suspended account; RATE_LIMITED.",
  })
  async completeSignIn(
    @Arg("challenge", {
      description: "The `extensions.challenge` of the TWO_FACTOR_REQUIRED error",
    })
    challenge: string,
    @Arg("code", { description: "A code from the authenticator app, or an unused recovery code" })
    code: string,
    @Ctx() ctx: Context,
  ): Promise<AuthPayload> {
    const user = await totp.passChallenge(ctx, ctx, clip(challenge, 200), clip(code, 64));
    return startSession(ctx, await signInVerified(ctx, user, ctx));
  }
}

@Resolver(() => MemberSettings)
export class TotpSettingsResolver {
  @FieldResolver(() => Boolean, { description: "Whether two-factor sign-in is on" })
  totpEnabled(@Root() settings: MemberSettings, @Ctx() ctx: Context): Promise<boolean> {
    return totp.totpEnabled(ctx.db, settings.userId);
  }
}
