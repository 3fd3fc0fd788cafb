import { defineModule } from "../module";
import { FeedItem } from "./feed-item.entity";
import { FeedResolver } from "./feed.resolver";

export const feed = defineModule({
  name: "feed",
  resolvers: [FeedResolver],
  entities: [FeedItem],
  topics: {} as {
    /** A feed item was added: it goes to every open feed. */
    FEED_ITEM_ADDED: [{ id: string }];
  },
});
