/**
 * What the feed area offers the other areas and the composition root. Everything else in this
 * folder is its own; its manifest is feed.module.ts.
 */
export { FeedItem } from "./feed-item.entity";
export { addFeedItem } from "./feed.service";
export { FeedItemConnection } from "./feed.resolver";
export { feedPageWhere } from "./feed.restricted";
export { topItemsOf, type TopItemSummary } from "./feed.top";
