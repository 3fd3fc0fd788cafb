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

@ObjectType({ description: "A page of feed items." })
export class FeedItemConnection extends Connection(FeedItem, "FeedItem") {}

@Resolver(() => FeedItem)
export class FeedResolver {
  @Query(() => FeedItemConnection, {
    description:
      "What happens on Agora: newest first (RECENT), or for a member their network first (TOP). Public: visitors see it too (always RECENT, without the items only some members may see, such as business page posts). " +
      "Items of suspended authors, and for a member those of anyone on either side of a block, are left out. Pages hold 50 items by default (`first`, at most 100). " +
      "Errors: BAD_USER_INPUT for `first` below 1 or a malformed `after` cursor (a cursor is valid only for the same order).",
  })
  async feed(
    @Arg("filter", () => FeedFilter, {
      defaultValue: FeedFilter.ALL,
      description: "The tab: which item types show; ALL when omitted.",
    })
    filter: FeedFilter,
    @Arg("order", () => FeedOrder, {
      nullable: true,
      description:
        "RECENT (newest first) when omitted; TOP ranks a member's network first, with each item's reason; visitors always get RECENT. Pages of TOP never repeat or skip an item: " +
        "their order is fixed at the first page, and items added later wait for the next first page.",
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
      "The app route the item opens, such as '/articles/{id}' (its area says where); '/' for a kind no area handles.",
  })
  path(@Root() item: FeedItem, @Ctx() ctx: Context): string | Promise<string> {
    const kind = ctx.registry.feedKinds[item.type];
    return kind ? kind.path(item, ctx) : "/";
  }

  @FieldResolver(() => Profile, {
    nullable: true,
    description:
      "The member who did it, as the viewer may see their profile; null only if their account is gone (such items are left out of the feed).",
  })
  author(@Root() item: FeedItem, @Ctx() ctx: Context): Profile | Promise<Profile | null> | null {
    return itemAuthor(item) ?? (item.userId ? ctx.loaders.profileById.load(item.userId) : null);
  }

  @Authorized()
  @UseMiddleware(freshLoadersPerEvent)
  @Subscription(() => FeedItem, {
    topics: "FEED_ITEM_ADDED",
    description:
      "Each new feed item the viewer may see (the feed's rules: audiences, blocks, suspended authors), whatever tab is open: the client filters by tab. " +
      "Members only (the socket needs a member's token).",
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
