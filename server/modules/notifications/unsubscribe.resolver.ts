import { Arg, Ctx, Mutation, Resolver } from "type-graphql";
import type { Context } from "../../kernel/context";
import { unsubscribe } from "./unsubscribe";

@Resolver()
export class UnsubscribeResolver {
  @Mutation(() => Boolean, {
    description:
      "Turns off, for the member it was sent to, the kind of e-mail an unsubscribe link came from (that notification type's e-mails, or the digest), " +
      "without signing in: anyone holding the link may. Answers true when done (again is harmless), false for an unknown or tampered token; no errors.",
  })
  async unsubscribe(
    @Arg("token", {
      description:
        "The token of the e-mail's unsubscribe link ('{member id}.{kind}.{signature}'); only its first 200 characters are read.",
    })
    token: string,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    return unsubscribe(ctx.db, token.slice(0, 200));
  }
}
