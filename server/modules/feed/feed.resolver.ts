import {
  Arg,
  Args,
  Authorized,
  Ctx,
  FieldResolver,
  ObjectType,
  Query,
  Resolver,
  Root,
  Subscription,
  UseMiddleware,
} from "type-graphql";
import type { Context } from "../../graphql/context";
import { freshLoadersPerEvent } from "../../graphql/fresh-loaders";
import { NotFoundError } from "../../graphql/errors";
import { Connection, PageArgs } from "../../graphql/pagination";
import { Profile } from "../profiles/profile.entity";
import { FeedFilter, FeedItem } from "./feed-item.entity";
import { feedItemForEvent, feedPage, reachesViewer } from "./feed.service";

@ObjectType()
export class FeedItemConnection extends Connection(FeedItem, "FeedItem") {}

@Resolver(() => FeedItem)
export class FeedResolver {
  @Query(() => FeedItemConnection, {
    description:
      "What happens on Agora, newest first. Public: visitors see it too and are asked to sign in to open items.",
  })
  async feed(
    @Arg("filter", () => FeedFilter, { defaultValue: FeedFilter.ALL }) filter: FeedFilter,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
  ): Promise<FeedItemConnection> {
    return feedPage(ctx, filter, page);
  }

  @FieldResolver(() => String, {
    description:
      "The app route the item opens (its area's feed kind says where); the feed itself for a kind no area writes",
  })
  path(@Root() item: FeedItem, @Ctx() ctx: Context): string | Promise<string> {
    const kind = ctx.registry.feedKinds[item.type];
    return kind ? kind.path(item, ctx) : "/";
  }

  @FieldResolver(() => Profile, { nullable: true })
  author(@Root() item: FeedItem, @Ctx() ctx: Context): Promise<Profile | null> | null {
    return item.userId ? ctx.loaders.profileById.load(item.userId) : null;
  }

  @Authorized()
  @UseMiddleware(freshLoadersPerEvent)
  @Subscription(() => FeedItem, {
    topics: "FEED_ITEM_ADDED",
    description:
      "A new feed item, to every signed-in member's open feed, by the feed's rules (a kind's audience)",
    filter: async ({ payload, context }: { payload: { id: string }; context: Context }) => {
      const item = await feedItemForEvent(context.db, payload.id);
      return !!item && (await reachesViewer(context, item, context.viewer!.id));
    },
  })
  async feedItemAdded(@Root() payload: { id: string }, @Ctx() ctx: Context): Promise<FeedItem> {
    const item = await feedItemForEvent(ctx.db, payload.id);
    if (!item) throw new NotFoundError("Feed item");
    return item;
  }
}
