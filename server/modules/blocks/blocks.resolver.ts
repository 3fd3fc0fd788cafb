import {
  Args,
  Authorized,
  Ctx,
  FieldResolver,
  Mutation,
  Query,
  Resolver,
  Root,
} from "type-graphql";
import type { Context } from "../../kernel/context";
import { IdArg } from "../../graphql/args";
import { PageArgs } from "../../graphql/pagination";
import { ProfileConnection } from "../profiles";
import { Profile } from "../profiles";
import * as blocks from "./blocks.service";

@Resolver(() => Profile)
export class BlocksResolver {
  @Authorized()
  @Mutation(() => Profile, {
    description:
      "Blocks a member: ends follows, requests and friendship both ways; from then on no messages, requests, follows or notifications either way, and neither sees the other's content in the feed, search or lists. Blocking again changes nothing; answers their profile. Members only. Errors: UNAUTHENTICATED; BAD_USER_INPUT (field userId) for the viewer themself; NOT_FOUND for an unknown member.",
  })
  blockMember(
    @IdArg("userId", "The id of the member to block") userId: string,
    @Ctx() ctx: Context,
  ) {
    return blocks.blockMember(ctx, ctx.viewer!, userId);
  }

  @Authorized()
  @Mutation(() => Profile, {
    description:
      "Lifts the viewer's block of a member (connections it ended stay ended); answers their profile. Members only. Errors: UNAUTHENTICATED; BAD_USER_INPUT (field userId) for the viewer themself; NOT_FOUND for an unknown member.",
  })
  unblockMember(
    @IdArg("userId", "The id of the member to unblock") userId: string,
    @Ctx() ctx: Context,
  ) {
    return blocks.unblockMember(ctx, ctx.viewer!, userId);
  }

  @Authorized()
  @Query(() => ProfileConnection, {
    description:
      "Whom the viewer blocked, most recent first. Members only. Errors: UNAUTHENTICATED; BAD_USER_INPUT for a bad page size or cursor.",
  })
  blockedMembers(@Args(() => PageArgs) page: PageArgs, @Ctx() ctx: Context) {
    return blocks.blockedMembers(ctx, ctx.viewer!, page);
  }

  @FieldResolver(() => Boolean, {
    description: "Whether the viewer blocked this member; false for a visitor",
  })
  viewerHasBlocked(@Root() profile: Profile, @Ctx() ctx: Context): boolean | Promise<boolean> {
    return ctx.loaders.viewerHasBlocked.now(profile.id);
  }
}
