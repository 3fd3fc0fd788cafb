import { registerEnumType } from "type-graphql";

/*
 * The kinds of content areas share: the feed's item types, what members react to and what they comment on.
 * Each value is owned by one area, which writes and registers it (`feedKinds`, `reactable`, `commentable`
 * in its manifest); the host areas (feed, reactions, comments) store and list them without knowing the
 * owners. Here, in the kernel, so that an owner and its host never import each other for them.
 */

/**
 * Every kind of feed item of the API contract, stored as the lower-case value. An area
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

/**
 * What a notification is about: every kind of the API contract, including those of areas
 * still to come, so an area that notifies only uses its kind. Stored as the lower-case value.
 */
export enum NotificationType {
  MESSAGE = "message",
  CONNECTION = "connection",
  CONNECTION_REQUEST = "connection_request",
  REACTION = "reaction",
  COMMENT = "comment",
  GROUP_JOIN_REQUEST = "group_join_request",
  GROUP_JOIN_DECISION = "group_join_decision",
  GROUP_INVITATION = "group_invitation",
  EVENT_UPDATED = "event_updated",
  EVENT_CANCELLED = "event_cancelled",
  EVENT_PROMOTED = "event_promoted",
  BUSINESS_UPDATE = "business_update",
  REPORT_RESOLVED = "report_resolved",
}
registerEnumType(NotificationType, { name: "NotificationType" });

/** What a super admin did, as the audit log records it. */
export enum AuditAction {
  BAN_USER = "BAN_USER",
  UNBAN_USER = "UNBAN_USER",
  DELETE_USER = "DELETE_USER",
  DELETE_CONTENT = "DELETE_CONTENT",
  VERIFY_PAGE = "VERIFY_PAGE",
  UNVERIFY_PAGE = "UNVERIFY_PAGE",
  PIN_FORUM_POST = "PIN_FORUM_POST",
  UNPIN_FORUM_POST = "UNPIN_FORUM_POST",
  LOCK_FORUM_POST = "LOCK_FORUM_POST",
  UNLOCK_FORUM_POST = "UNLOCK_FORUM_POST",
  RESOLVE_REPORT = "RESOLVE_REPORT",
}
registerEnumType(AuditAction, { name: "AuditAction" });
