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
import { revokeSession, SESSION_COOKIE, sessionsEnded } from "./session.service";

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
  @Mutation(() => AuthPayload, {
    description:
      "Creates a member's account, signs it in (a session cookie for browsers, the token for API clients) and e-mails a link to confirm the address. Open to visitors; sign-ups per IP address are limited every 15 minutes. Errors: BAD_USER_INPUT (`extensions.fields`) for a blank, too long or malformed field; CONFLICT (field username or email) when the username or the e-mail address is taken; RATE_LIMITED.",
  })
  async signUp(
    @Arg("input", { description: "The new account's username, e-mail address and password" })
    input: SignUpInput,
    @Ctx() ctx: Context,
  ): Promise<AuthPayload> {
    return startSession(ctx, await accounts.signUp(ctx, input, ctx));
  }

  @Mutation(() => AuthPayload, {
    description:
      "Signs in with an e-mail address and password, and cancels the member's scheduled account deletion if any. Open to visitors. Attempts are limited per IP address and per e-mail address from it every 15 minutes, and failures on an address slow its next attempts down. Errors: BAD_USER_INPUT for blank or too long fields (`extensions.fields`), or 'Invalid email or password.' when either is wrong; TWO_FACTOR_REQUIRED with `extensions.challenge` when two-factor sign-in is on (finish with completeSignIn); FORBIDDEN (`extensions.reason` BANNED) for a suspended account; RATE_LIMITED.",
  })
  async signIn(
    @Arg("input", { description: "The e-mail address and password" }) input: SignInInput,
    @Ctx() ctx: Context,
  ): Promise<AuthPayload> {
    return startSession(ctx, await accounts.signIn(ctx, input, ctx));
  }

  @Mutation(() => Boolean, {
    description:
      "Ends the current session and clears its cookie; true even for a visitor or when there was none",
  })
  async signOut(@Ctx() ctx: Context): Promise<boolean> {
    if (ctx.viewer)
      sessionsEnded(ctx, await revokeSession(ctx.db, ctx.viewer.sessionId), "SIGNED_OUT");
    ctx.http?.res.clearCookie(SESSION_COOKIE, cookieOptions(ctx));
    return true;
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      "Changes the viewer's password and ends their other sessions (this one stays). Members only. Errors: UNAUTHENTICATED; BAD_USER_INPUT (field currentPassword or newPassword) for a blank or too long password, a new one under 6 characters or a wrong current password; RATE_LIMITED when wrong current passwords (counted as failed sign-ins on the member's address) pass the sign-in limits.",
  })
  changePassword(
    @Arg("input", { description: "The current password and the new one" })
    input: ChangePasswordInput,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    return accounts.changePassword(ctx, ctx.viewer!, input, ctx);
  }

  @Mutation(() => Boolean, {
    description:
      "Confirms an e-mail address with the token from the e-mailed link (valid 48 hours, one use). Open to visitors. Errors: BAD_USER_INPUT (field token) when the link is invalid, used or expired.",
  })
  verifyEmail(
    @Arg("token", {
      description: "The `token` parameter of the e-mailed link (its first 200 characters are read)",
    })
    token: string,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    return accounts.verifyEmail(ctx, token.slice(0, 200));
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      "E-mails the viewer a new link to confirm their address (valid 48 hours); true without sending when it is confirmed already. Members only; limited per IP address and per address every 15 minutes. Errors: UNAUTHENTICATED; RATE_LIMITED.",
  })
  resendVerificationEmail(@Ctx() ctx: Context): Promise<boolean> {
    return accounts.resendVerificationEmail(ctx, ctx.viewer!, ctx.ip);
  }

  @Mutation(() => Boolean, {
    description:
      "E-mails a link to choose a new password (valid one hour) when the address has an account; always true, so it tells no one which addresses have one. Open to visitors; limited per IP address and per address every 15 minutes. Errors: BAD_USER_INPUT (field email) when blank; RATE_LIMITED.",
  })
  requestPasswordReset(
    @Arg("email", {
      description: "The account's e-mail address, any case (its first 254 characters are read)",
    })
    email: string,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    return accounts.requestPasswordReset(ctx, email.slice(0, 254), ctx.ip);
  }

  @Mutation(() => Boolean, {
    description:
      "Sets a new password with the token from the e-mailed link (valid one hour, one use), counts the address as confirmed and ends every session of the member; it does not sign in. Open to visitors. Errors: BAD_USER_INPUT (field token or newPassword) for a blank field, a password under 6 or over 128 characters, or a link that is invalid, used or expired.",
  })
  resetPassword(
    @Arg("input", { description: "The link's token and the new password" })
    input: ResetPasswordInput,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    return accounts.resetPassword(ctx, input);
  }
}
