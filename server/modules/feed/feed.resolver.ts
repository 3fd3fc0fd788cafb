import type { GraphQLResolveInfo } from "graphql";
import {
  Arg,
  Args,
  Authorized,
  Ctx,
  FieldResolver,
  Info,
  ObjectType,
  Query,
  Resolver,
  Root,
  Subscription,
  UseMiddleware,
} from "type-graphql";
import type { Context } from "../../kernel/context";
import { freshLoadersPerEvent } from "../../graphql/fresh-loaders";
import { NotFoundError } from "../../graphql/errors";
import { Connection, PageArgs } from "../../graphql/pagination";
import { selectedFields } from "../../graphql/selection";
import { Profile } from "../profiles";
import { FeedFilter, FeedItem, FeedOrder } from "./feed-item.entity";
import { topFeedPage } from "./feed.top";
import {
  AUTHOR_CARD_FIELDS,
  feedItemForEvent,
  feedPage,
  itemAuthor,
  reachesViewer,
} from "./feed.service";

/** Whether a feed query asks for nothing of each author but what a card shows (AUTHOR_CARD_FIELDS). */
function asksAuthorCard(info: GraphQLResolveInfo): boolean {
  const fields = selectedFields(info, ["edges", "node", "author"]);
  return !!fields && [...fields].every((name) => AUTHOR_CARD_FIELDS.has(name));
}

@ObjectType()
export class FeedItemConnection extends Connection(FeedItem, "FeedItem") {}

@Resolver(() => FeedItem)
export class FeedResolver {
  @Query(() => FeedItemConnection, {
    description:
      "What happens on Agora: newest first (RECENT), or for a member their network first (TOP). Public: visitors see it too (always RECENT) and are asked to sign in to open items.",
  })
  async feed(
    @Arg("filter", () => FeedFilter, {
      defaultValue: FeedFilter.ALL,
      description: "The tab: which item types show",
    })
    filter: FeedFilter,
    @Arg("order", () => FeedOrder, {
      nullable: true,
      description:
        "RECENT (newest first) when omitted; TOP ranks a member's network first, with each item's reason; visitors always get RECENT. Pages of TOP never repeat or skip an item while nothing new arrives",
    })
    order: FeedOrder | null | undefined,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<FeedItemConnection> {
    const authorCard = asksAuthorCard(info);
    if (order === FeedOrder.TOP && ctx.viewer)
      return topFeedPage(ctx, ctx.viewer, filter, page, authorCard);
    return feedPage(ctx, filter, page, authorCard);
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
  author(@Root() item: FeedItem, @Ctx() ctx: Context): Profile | Promise<Profile | null> | null {
    return itemAuthor(item) ?? (item.userId ? ctx.loaders.profileById.load(item.userId) : null);
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
