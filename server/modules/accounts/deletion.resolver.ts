import { Arg, Authorized, Ctx, FieldResolver, Mutation, Resolver, Root } from "type-graphql";
import type { Context } from "../../kernel/context";
import { MemberSettings } from "../settings";
import { cookieOptions } from "./accounts.resolver";
import { cancelAccountDeletion, deleteAccount, deletionScheduledAt } from "./deletion.service";
import { SESSION_COOKIE } from "./session.service";

/** Leaving: a member deletes their own account, 14 days on, or cancels it. */
@Resolver()
export class AccountDeletionResolver {
  @Authorized()
  @Mutation(() => Date, {
    description:
      "Schedules the deletion of the viewer's account 14 days on (their password confirms it), e-mails them so and signs them out everywhere; answers when it will happen. Signing in before then cancels it. Members only, super admins excepted; a wrong password counts as a failed sign-in (the same limits). Errors: UNAUTHENTICATED; FORBIDDEN for a super admin; BAD_USER_INPUT (field password) when it is blank, too long or wrong; RATE_LIMITED.",
  })
  async deleteAccount(
    @Arg("password", { description: "The viewer's password; at most 128 characters" })
    password: string,
    @Ctx() ctx: Context,
  ): Promise<Date> {
    const at = await deleteAccount(ctx, ctx.viewer!, password, ctx);
    ctx.http?.res.clearCookie(SESSION_COOKIE, cookieOptions(ctx));
    return at;
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      "Cancels the viewer's scheduled account deletion; false when none was scheduled (signing in also cancels it). Members only. Errors: UNAUTHENTICATED.",
  })
  cancelAccountDeletion(@Ctx() ctx: Context): Promise<boolean> {
    return cancelAccountDeletion(ctx, ctx.viewer!.id);
  }
}

@Resolver(() => MemberSettings)
export class MemberSettingsDeletionResolver {
  @FieldResolver(() => Date, {
    nullable: true,
    description: "When the account is due to be deleted, as the member asked; null when it is not",
  })
  deletionScheduledAt(@Root() settings: MemberSettings, @Ctx() ctx: Context): Promise<Date | null> {
    return deletionScheduledAt(ctx, settings.userId);
  }
}
