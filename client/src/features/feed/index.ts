/**
 * What the feed area offers the other areas, the shared pieces and the frame; its manifest is
 * feed.feature.ts.
 */
export { Feed, FeedCard, LatestOnAgora } from "./views";
