import type { MiddlewareFn } from "type-graphql";
import type { Context, Loaders } from "../kernel/context";

/**
 * A subscription keeps one context for the socket's whole life, so its loaders would serve every later
 * event from the first event's cache. Each event starts with fresh loaders instead. Put it on every
 * subscription (`@UseMiddleware`), not globally: a global middleware wraps every field of every query.
 */
export const freshLoadersPerEvent: MiddlewareFn<Context> = ({ context, info }, next) => {
  if (info.parentType.name === "Subscription" && info.path.prev === undefined) {
    context.loaders = context.registry.createLoaders(context.db, context.viewer) as Loaders;
  }
  return next();
};
