import type { GraphQLResolveInfo, SelectionSetNode } from "graphql";
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
import type { Context } from "../../graphql/context";
import { freshLoadersPerEvent } from "../../graphql/fresh-loaders";
import { NotFoundError } from "../../graphql/errors";
import { Connection, PageArgs } from "../../graphql/pagination";
import { Profile } from "../profiles/profile.entity";
import { FeedFilter, FeedItem } from "./feed-item.entity";
import {
  AUTHOR_CARD_FIELDS,
  feedItemForEvent,
  feedPage,
  itemAuthor,
  reachesViewer,
} from "./feed.service";

/**
 * The fields under `path` (field names, through fragments) in a selection, or null when a directive or
 * anything else makes them uncertain.
 */
function fieldsAt(
  info: GraphQLResolveInfo,
  selections: readonly SelectionSetNode[],
  path: string[],
): Set<string> | null {
  const found = new Set<string>();
  const walk = (set: SelectionSetNode, depth: number): boolean => {
    for (const selection of set.selections) {
      if (selection.directives?.length) return false;
      if (selection.kind === "Field") {
        if (depth === path.length) found.add(selection.name.value);
        else if (selection.name.value === path[depth]) {
          if (!selection.selectionSet || !walk(selection.selectionSet, depth + 1)) return false;
        }
      } else {
        const inner =
          selection.kind === "InlineFragment"
            ? selection.selectionSet
            : info.fragments[selection.name.value]?.selectionSet;
        if (!inner || !walk(inner, depth)) return false;
      }
    }
    return true;
  };
  return selections.every((set) => walk(set, 0)) ? found : null;
}

/** Whether a feed query asks for nothing of each author but what a card shows (AUTHOR_CARD_FIELDS). */
function asksAuthorCard(info: GraphQLResolveInfo): boolean {
  const sets = info.fieldNodes.flatMap((node) => (node.selectionSet ? [node.selectionSet] : []));
  const fields = fieldsAt(info, sets, ["edges", "node", "author"]);
  return !!fields && [...fields].every((name) => AUTHOR_CARD_FIELDS.has(name));
}

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
    @Info() info: GraphQLResolveInfo,
  ): Promise<FeedItemConnection> {
    return feedPage(ctx, filter, page, asksAuthorCard(info));
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
