import type { CookieOptions } from "express";
import { Arg, Authorized, Ctx, Mutation, Resolver } from "type-graphql";
import type { Context } from "../../kernel/context";
import {
  ChangePasswordInput,
  ResetPasswordInput,
  SignInInput,
  SignUpInput,
} from "./accounts.inputs";
import * as accounts from "./accounts.service";
import { AuthPayload } from "./accounts.types";
import { revokeSession, SESSION_COOKIE } from "./session.service";

export function cookieOptions(ctx: Context): CookieOptions {
  return {
    httpOnly: true,
    sameSite: "lax",
    secure: ctx.config.publicUrl.startsWith("https:"),
    path: "/",
  };
}

/**
 * Makes a sign-in's session the request's: browsers get it as an httpOnly cookie; API clients use the
 * returned token. Every sign-in mutation answers through it.
 */
export function startSession(ctx: Context, result: accounts.AuthResult): AuthPayload {
  const { me } = result;
  ctx.viewer = {
    id: me.id,
    sessionId: result.sessionId,
    isSuperAdmin: me.isSuperAdmin,
    isBanned: me.isBanned,
  };
  ctx.loaders = ctx.registry.createLoaders(ctx.db, ctx.viewer) as Context["loaders"];
  ctx.http?.res.cookie(SESSION_COOKIE, result.token, {
    ...cookieOptions(ctx),
    expires: result.expiresAt,
  });
  return result;
}

@Resolver()
export class AccountsResolver {
  @Mutation(() => AuthPayload, { description: "Creates an account and signs it in" })
  async signUp(@Arg("input") input: SignUpInput, @Ctx() ctx: Context): Promise<AuthPayload> {
    return startSession(ctx, await accounts.signUp(ctx, input, ctx));
  }

  @Mutation(() => AuthPayload)
  async signIn(@Arg("input") input: SignInInput, @Ctx() ctx: Context): Promise<AuthPayload> {
    return startSession(ctx, await accounts.signIn(ctx, input, ctx));
  }

  @Mutation(() => Boolean, {
    description: "Ends the current session; true even when there was none",
  })
  async signOut(@Ctx() ctx: Context): Promise<boolean> {
    if (ctx.viewer)
      accounts.sessionsEnded(ctx, await revokeSession(ctx.db, ctx.viewer.sessionId), "SIGNED_OUT");
    ctx.http?.res.clearCookie(SESSION_COOKIE, cookieOptions(ctx));
    return true;
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description: "Changes the password and ends the member's other sessions",
  })
  changePassword(@Arg("input") input: ChangePasswordInput, @Ctx() ctx: Context): Promise<boolean> {
    return accounts.changePassword(ctx, ctx.viewer!, input);
  }

  @Mutation(() => Boolean, {
    description: "Confirms an e-mail address with the token from the e-mailed link",
  })
  verifyEmail(@Arg("token") token: string, @Ctx() ctx: Context): Promise<boolean> {
    return accounts.verifyEmail(ctx, token.slice(0, 200));
  }

  @Authorized()
  @Mutation(() => Boolean)
  resendVerificationEmail(@Ctx() ctx: Context): Promise<boolean> {
    return accounts.resendVerificationEmail(ctx, ctx.viewer!, ctx.ip);
  }

  @Mutation(() => Boolean, {
    description: "E-mails a reset link when the address has an account; always true",
  })
  requestPasswordReset(@Arg("email") email: string, @Ctx() ctx: Context): Promise<boolean> {
    return accounts.requestPasswordReset(ctx, email.slice(0, 254), ctx.ip);
  }

  @Mutation(() => Boolean, {
    description: "Sets a new password with the token from the e-mailed link",
  })
  resetPassword(@Arg("input") input: ResetPasswordInput, @Ctx() ctx: Context): Promise<boolean> {
    return accounts.resetPassword(ctx, input);
  }
}
