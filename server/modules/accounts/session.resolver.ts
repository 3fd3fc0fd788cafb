import { Authorized, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import type { Context } from "../../kernel/context";
import { IdArg } from "../../graphql/args";
import { SessionInfo } from "./accounts.types";
import * as sessions from "./sessions.service";

/** Settings › Security: the viewer's own signed-in devices, and signing them out. */
@Resolver()
export class SessionsResolver {
  @Authorized()
  @Query(() => [SessionInfo], {
    description:
      "The viewer's live sessions, the most recently used first, this one marked current. Members only. Errors: UNAUTHENTICATED.",
  })
  sessions(@Ctx() ctx: Context): Promise<SessionInfo[]> {
    return sessions.sessionsOf(ctx, ctx.viewer!);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      "Ends one of the viewer's sessions at once (this one too, if named), its open sockets included. Members only. Errors: UNAUTHENTICATED; NOT_FOUND when it is not a live session of the viewer's.",
  })
  revokeSession(
    @IdArg("id", "The session's id (Session.id)") id: string,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    return sessions.revokeOwn(ctx, ctx.viewer!, id);
  }

  @Authorized()
  @Mutation(() => Int, {
    description:
      "Ends every session of the viewer's but this one; answers how many ended. Members only. Errors: UNAUTHENTICATED.",
  })
  revokeOtherSessions(@Ctx() ctx: Context): Promise<number> {
    return sessions.revokeOthers(ctx, ctx.viewer!);
  }
}
