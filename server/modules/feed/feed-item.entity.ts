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
registerEnumType(FeedFilter, { name: "FeedFilter", description: "The feed's filter tabs" });

/** The feed's orders: newest first, or the member's network first (API.md "Your network"). */
export enum FeedOrder {
  TOP = "top",
  RECENT = "recent",
}
registerEnumType(FeedOrder, {
  name: "FeedOrder",
  description: "The feed's orders",
  valuesConfig: {
    TOP: {
      description:
        "The member's network first: their connections, the members and pages they follow, their groups and their own items, then what their connections reacted to or commented on, then popular content; each level by engagement with a recency decay. Visitors get RECENT",
    },
    RECENT: { description: "Newest first (the default)" },
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
@ObjectType({ description: "An entry of the news feed", simpleResolvers: true })
@Entity({ name: "feed_items" })
// Both indexes run newest first (DESC), as the feed reads them; see the FeedSearch migration.
@Index("IDX_feed_items_newest", ["createdAt", "id"])
@Index("IDX_feed_items_type_newest", ["type", "createdAt", "id"])
export class FeedItem {
  @IdField()
  id: string;

  @EnumField(FeedItemType, "feed_item_type")
  type: FeedItemType;

  /** The author; null once the author's account is deleted (the item is then left out of the feed). */
  @Index("IDX_feed_items_user")
  @Column({ type: "uuid", nullable: true })
  userId: string | null;

  @ManyToOne(() => Profile, { onDelete: "SET NULL", nullable: true })
  @JoinColumn({ name: "user_id" })
  user: Relation<Profile> | null;

  @Field(() => ID, { nullable: true, description: "The id of the content the item is about" })
  @Index("IDX_feed_items_content")
  @Column({ type: "uuid", nullable: true })
  contentId: string | null;

  @NullableTextField(FEED_TITLE_MAX)
  title: string | null;

  @NullableTextField(FEED_DESCRIPTION_MAX)
  description: string | null;

  @NullableTextField()
  imageUrl: string | null;

  @CreatedAtField()
  createdAt: Date;

  /** Why the item is in a TOP feed (feed.top.ts); not stored. */
  @Field(() => String, {
    nullable: true,
    description:
      "In a TOP feed, why the item is there ('Ana Lee is a connection', 'From Rust Developers', 'Popular on Agora'); null in RECENT",
  })
  reason?: string | null;
}
