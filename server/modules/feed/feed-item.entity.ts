import { FeedItemType } from "../../kernel/kinds";
import { Field, ObjectType, registerEnumType } from "type-graphql";
import { ID } from "../../graphql/ids";
import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from "typeorm";
import { IdField, CreatedAtField, NullableTextField, EnumField } from "../../graphql/columns";
import { Profile } from "../profiles";

/** The feed's filter tabs. */
export enum FeedFilter {
  ALL = "all",
  GROUPS = "groups",
  ARTICLES = "articles",
  EVENTS = "events",
  INVESTING = "investing",
  FORUMS = "forums",
}
registerEnumType(FeedFilter, {
  name: "FeedFilter",
  description: "The feed's filter tabs: which item types a feed shows",
  valuesConfig: {
    ALL: { description: "Every item type (the default)." },
    GROUPS: { description: "New groups, group posts and shared posts." },
    ARTICLES: { description: "Published articles." },
    EVENTS: { description: "New events." },
    INVESTING: { description: "Business ideas and their founders' updates." },
    FORUMS: { description: "Forum posts." },
  },
});

/** The feed's orders: newest first, or the member's network first (API.md "Your network"). */
export enum FeedOrder {
  TOP = "top",
  RECENT = "recent",
}
registerEnumType(FeedOrder, {
  name: "FeedOrder",
  description: "The feed's orders: newest first, or the member's network first",
  valuesConfig: {
    TOP: {
      description:
        "The member's network first: their connections, the members and pages they follow, their groups and their own items, then what their connections reacted to or commented on, then everything else they may see (these two only from the last 30 days); each level by engagement with a recency decay. Visitors get RECENT.",
    },
    RECENT: { description: "Newest first (the default)." },
  },
});

/** The item types each filter shows, as the API contract's table says; ALL shows every type. */
export const FILTER_TYPES: Record<FeedFilter, FeedItemType[] | null> = {
  [FeedFilter.ALL]: null,
  [FeedFilter.GROUPS]: ["group", "group_post", "shared_post"],
  [FeedFilter.ARTICLES]: ["article"],
  [FeedFilter.EVENTS]: ["event"],
  [FeedFilter.INVESTING]: ["business_idea", "business_update"],
  [FeedFilter.FORUMS]: ["forum_post"],
};

export const FEED_TITLE_MAX = 300;
export const FEED_DESCRIPTION_MAX = 1000;

/**
 * Something that happened on Agora. Written by the content's own module, in the content's transaction
 * (see feed.service.ts). It names its content by (type, content_id); a trigger on each content table
 * deletes the items of a deleted row (see the FeedContentPairs migration).
 */
@ObjectType({
  description:
    "An entry of the news feed: something a member did (a new article, group post, event, idea…), written when the content is published and gone when it is deleted.",
  simpleResolvers: true,
})
@Entity({ name: "feed_items" })
// Both indexes run newest first (DESC), as the feed reads them; see the FeedSearch migration.
@Index("IDX_feed_items_newest", ["createdAt", "id"])
@Index("IDX_feed_items_type_newest", ["type", "createdAt", "id"])
export class FeedItem {
  @IdField("The item's unique id (a UUID).")
  id: string;

  @EnumField(FeedItemType, "feed_item_type", { description: "What kind of content it is about." })
  type: FeedItemType;

  /** The author; null once the author's account is deleted (the item is then left out of the feed). */
  @Index("IDX_feed_items_user")
  @Column({ type: "uuid", nullable: true })
  userId: string | null;

  @ManyToOne(() => Profile, { onDelete: "SET NULL", nullable: true })
  @JoinColumn({ name: "user_id" })
  user: Relation<Profile> | null;

  @Field(() => ID, {
    nullable: true,
    description:
      "The id of the content it is about (an article, an event…, as `type` says); null when it names none.",
  })
  @Index("IDX_feed_items_content")
  @Column({ type: "uuid", nullable: true })
  contentId: string | null;

  @NullableTextField(
    FEED_TITLE_MAX,
    "The content's title as it was published, cut to 300 characters (ending with '…' when cut); null when it has none.",
  )
  title: string | null;

  @NullableTextField(
    FEED_DESCRIPTION_MAX,
    "A short text of the content (an excerpt, a post's start), cut to 1000 characters; null when it has none.",
  )
  description: string | null;

  @NullableTextField(undefined, "The content's image, if it has one.")
  imageUrl: string | null;

  @CreatedAtField("When it happened; RECENT lists by it.")
  createdAt: Date;

  /** Why the item is in a TOP feed (feed.top.ts); not stored. */
  @Field(() => String, {
    nullable: true,
    description:
      "In a TOP feed, why the item is there ('Ana Lee is a connection', 'From Rust Developers', 'Popular on Agora'); null in RECENT",
  })
  reason?: string | null;
}
