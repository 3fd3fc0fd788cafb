import { NotificationType } from "../../kernel/kinds";
import { GraphQLJSONObject } from "graphql-scalars";
import { Field, ObjectType } from "type-graphql";
import { Column, Entity, Index, UpdateDateColumn } from "typeorm";
import {
  IdField,
  CreatedAtField,
  TextField,
  KindField,
  FlagField,
  ForeignKey,
} from "../../graphql/columns";

@ObjectType({
  description:
    "Something that happened that concerns the viewer (a message, a reaction, a comment, a request…). Repeats of the same action within an hour add nothing; " +
    "actions of several members on one thing fold into one unread notification ('Ana Lee and 4 others…'). Nothing comes from a member on either side of a block.",
})
@Entity({ name: "notifications" })
@Index("IDX_notifications_user_created", ["userId", "createdAt", "id"])
export class Notification {
  @IdField("The notification's unique id (a UUID).")
  id: string;

  // Named, not imported: the accounts area sits above this one.
  @ForeignKey("User")
  userId: string;

  @KindField(() => NotificationType, 40, { description: "What kind of event it tells of." })
  type: NotificationType;

  @TextField(200, {
    description: "A short heading, such as 'New Message' (at most 200 characters).",
  })
  title: string;

  @TextField(1000, {
    description:
      "The sentence shown, naming who did what, such as 'Ana Lee and 4 others reacted to your article \"…\"' (at most 1000 characters).",
  })
  message: string;

  @FlagField({
    description:
      "Whether the viewer has read it; a grouped notification becomes unread again when another action folds into it.",
  })
  read: boolean;

  @Field(() => GraphQLJSONObject, {
    nullable: true,
    description:
      "Details for the client, which vary by type: usually `senderId` (who acted) and the ids of what it is about " +
      "(`contentType`, `contentId`, `messageId`, `commentId`…); for a grouped one, its newest action's. Null when there are none.",
  })
  @Column({ type: "jsonb", nullable: true })
  data: Record<string, unknown> | null;

  /** The members whose actions it tells of, newest first (a grouped notification has several). */
  @Column({ name: "actor_ids", type: "uuid", array: true, default: () => "'{}'" })
  actorIds: string[];

  /** What it is about, when repeats of its kind on it fold into it until it is read. */
  @Column({ name: "group_key", type: "varchar", length: 200, nullable: true })
  groupKey: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The app route it opens, such as '/articles/{id}'; null when it opens nothing in particular.",
  })
  @Column({ type: "varchar", length: 500, nullable: true })
  path: string | null;

  @CreatedAtField(
    "When it was written or, for a grouped one, when its newest action folded into it (the list's order).",
  )
  createdAt: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}
