import type { Context } from "../../kernel/context";
import { feedKinds } from "./feed.kinds";
import { defineModule } from "../../kernel/module";
import { FeedItem } from "./feed-item.entity";
import { FeedResolver } from "./feed.resolver";
import { onContentPublished } from "./feed.service";

/** Where a shared post opens: where the first area that knows the post says (the areas' `shareable`). */
async function sharedPostPath(
  { contentId }: { contentId: string | null },
  ctx: Context,
): Promise<string> {
  if (contentId) {
    for (const shareable of ctx.registry.shareables) {
      const path = await shareable.path(contentId, ctx);
      if (path) return path;
    }
  }
  return "/";
}

export const feed = defineModule({
  name: "feed",
  kinds: feedKinds,
  resolvers: [FeedResolver],
  entities: [FeedItem],
  feedKinds: { shared_post: { path: sharedPostPath } },
  on: { ContentPublished: onContentPublished },
  topics: {} as {
    /** A feed item was added: it goes to every open feed. */
    FEED_ITEM_ADDED: [{ id: string }];
  },
});
