import { Arg, Ctx, Mutation, Resolver } from "type-graphql";
import type { Context } from "../../kernel/context";
import { unsubscribe } from "./unsubscribe";

@Resolver()
export class UnsubscribeResolver {
  @Mutation(() => Boolean, {
    description:
      "Public (every notification e-mail's link): turns off that e-mail's kind, or the digest, for its " +
      "member; false for an unknown or tampered token",
  })
  async unsubscribe(@Arg("token") token: string, @Ctx() ctx: Context): Promise<boolean> {
    return unsubscribe(ctx.db, token.slice(0, 200));
  }
}
