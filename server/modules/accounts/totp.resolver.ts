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
    description: "Starts setting up two-factor sign-in with a new secret; not on until confirmed",
  })
  beginTotpSetup(@Ctx() ctx: Context): Promise<TotpSetup> {
    return totp.beginTotpSetup(ctx, ctx.viewer!);
  }

  @Authorized()
  @Mutation(() => RecoveryCodes, {
    description: "Turns two-factor sign-in on with a code from the app; answers ten recovery codes",
  })
  confirmTotpSetup(@Arg("code") code: string, @Ctx() ctx: Context): Promise<RecoveryCodes> {
    return totp.confirmTotpSetup(ctx, ctx.viewer!, ctx, clip(code, 64));
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description: "Turns two-factor sign-in off, with the password and a code (or a recovery code)",
  })
  disableTotp(
    @Arg("password") password: string,
    @Arg("code") code: string,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    return totp.disableTotp(ctx, ctx.viewer!, ctx, clip(password, 200), clip(code, 64));
  }

  @Mutation(() => AuthPayload, {
    description:
      "Finishes a sign-in that answered TWO_FACTOR_REQUIRED: its challenge and a code or an unused recovery code",
  })
  async completeSignIn(
    @Arg("challenge") challenge: string,
    @Arg("code") code: string,
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
