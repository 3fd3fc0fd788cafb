import { lazy } from "react";

// The feed's views, for home: each is its own chunk, loaded the first time it is shown. Only the
// wrappers live here, so an area importing them does not carry the views' code.
export const Feed = lazy(() => import("./Feed"));
export const LatestOnAgora = lazy(() => import("./LatestOnAgora"));
/** One feed item's card, for other lists of feed items (a tag's page). */
export const FeedCard = lazy(() =>
  import("./FeedItemCard").then((module) => ({ default: module.FeedItemCard })),
);
