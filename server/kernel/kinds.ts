import { registerEnumType } from "type-graphql";

/*
 * The kinds of content areas share: the feed's item types, what members react to and what they comment on.
 * Each value is owned by one area, which writes and registers it (`feedKinds`, `reactable`, `commentable`
 * in its manifest); the host areas (feed, reactions, comments) store and list them without knowing the
 * owners. Here, in the kernel, so that an owner and its host never import each other for them.
 */

/**
 * Every kind of feed item of the API contract (shared API.md), stored as the lower-case value. An area
 * writes the kinds it owns and names them in its manifest's `feedKinds`.
 */
export enum FeedItemType {
  NEW_USER = "new_user",
  GROUP = "group",
  GROUP_POST = "group_post",
  SHARED_POST = "shared_post",
  BUSINESS_IDEA = "business_idea",
  BUSINESS_UPDATE = "business_update",
  EVENT = "event",
  ARTICLE = "article",
  BUSINESS_PAGE = "business_page",
  FORUM_POST = "forum_post",
  PAGE_POST = "page_post",
}
registerEnumType(FeedItemType, { name: "FeedItemType", description: "What a feed item is about" });

export enum ContentType {
  ARTICLE = "article",
  GROUP_POST = "group_post",
  BUSINESS_IDEA = "business_idea",
  FORUM_POST = "forum_post",
  PAGE_POST = "page_post",
}
registerEnumType(ContentType, { name: "ContentType", description: "Content members react to" });

/** Content members comment on, stored as the lower-case value (the key an area registers it under). */
export enum CommentableType {
  ARTICLE = "article",
  GROUP_POST = "group_post",
  FORUM_POST = "forum_post",
  PAGE_POST = "page_post",
}
registerEnumType(CommentableType, {
  name: "CommentableType",
  description: "Content members comment on (forum replies are comments on a forum post)",
});
