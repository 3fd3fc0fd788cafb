import type { Context } from "../../kernel/context";
import { keysetPage, type PageArgs } from "../../graphql/pagination";
import { FeedFilter } from "./feed-item.entity";
import {
  authorColumns,
  authorJoin,
  FEED_FROM,
  FEED_PAGE,
  feedItemsFromRows,
  feedList,
  type FeedPageRow,
} from "./feed.service";

/** The columns of `feed_items` an item row has (what `items` must select, in this order). */
export const FEED_ITEM_ROW = `id, type, user_id, content_id, title, description, image_url, created_at`;

export type RestrictedFeed = {
  /**
   * The condition on the item `f` (its content is `f.type`, `f.content_id`); `first` is the number of the
   * first of `values`.
   */
  where: (first: number) => string;
  values: readonly unknown[];
  /**
   * Rows shaped as feed items (FEED_ITEM_ROW) for content that has none but that the viewer may see
   * (a private group's posts, for its members): listed beside the items, under the same rules.
   */
  items?: (first: number) => string;
};

/**
 * One page of the feed items the viewer may see (RECENT's rules: the kinds' audiences, blocks, banned
 * authors), newest first, restricted by another area's SQL condition on the item `f` and optionally with
 * rows of its own (see RestrictedFeed). One statement per page, authors included. Never served from the
 * visitors' copy of the feed (visitorPages), which knows nothing of the other area's tables. For
 * taggedContent.
 */
export function feedPageWhere(
  { db, registry, viewer, loaders }: Pick<Context, "db" | "registry" | "viewer" | "loaders">,
  restricted: RestrictedFeed,
  args: PageArgs,
) {
  const list = feedList(FeedFilter.ALL, viewer?.id ?? null, registry.feedKinds);
  const params = [...(list.params ?? [])];
  const first = params.length + 1;
  if (!list.from.startsWith("feed_items f ") || list.from !== FEED_FROM)
    throw new Error("feedPageWhere expects the feed's FROM");
  const from = restricted.items
    ? list.from.replace(
        /^feed_items f /,
        `(SELECT ${FEED_ITEM_ROW} FROM feed_items UNION ALL ${restricted.items(first)}) f `,
      )
    : list.from;
  return keysetPage(
    db,
    {
      ...list,
      select: `${list.select}, ${authorColumns(false)}`,
      from: `${from}${authorJoin(false)}`,
      where: `${list.where} AND (${restricted.where(first)})`,
      params: [...params, ...restricted.values],
    },
    { ...args, defaultSize: FEED_PAGE },
    (rows: FeedPageRow[]) => feedItemsFromRows(rows, { viewer, loaders }, false),
  );
}
