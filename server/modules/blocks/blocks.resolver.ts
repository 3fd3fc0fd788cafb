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
      "Blocks a member: ends follows and friendship both ways; from then on no messages, requests, follows or notifications either way, and neither sees the other's content in the feed, search or lists",
  })
  blockMember(@IdArg("userId") userId: string, @Ctx() ctx: Context) {
    return blocks.blockMember(ctx, ctx.viewer!, userId);
  }

  @Authorized()
  @Mutation(() => Profile, { description: "Lifts the viewer's block of a member" })
  unblockMember(@IdArg("userId") userId: string, @Ctx() ctx: Context) {
    return blocks.unblockMember(ctx, ctx.viewer!, userId);
  }

  @Authorized()
  @Query(() => ProfileConnection, { description: "Whom the viewer blocked, most recent first" })
  blockedMembers(@Args(() => PageArgs) page: PageArgs, @Ctx() ctx: Context) {
    return blocks.blockedMembers(ctx, ctx.viewer!, page);
  }

  @FieldResolver(() => Boolean, { description: "Whether the viewer blocked this member" })
  viewerHasBlocked(@Root() profile: Profile, @Ctx() ctx: Context): boolean | Promise<boolean> {
    return ctx.loaders.viewerHasBlocked.now(profile.id);
  }
}
