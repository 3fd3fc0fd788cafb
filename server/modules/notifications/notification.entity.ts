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

@ObjectType()
@Entity({ name: "notifications" })
@Index("IDX_notifications_user_created", ["userId", "createdAt", "id"])
export class Notification {
  @IdField()
  id: string;

  // Named, not imported: the accounts area sits above this one.
  @ForeignKey("User")
  userId: string;

  @KindField(() => NotificationType, 40)
  type: NotificationType;

  @TextField(200)
  title: string;

  @TextField(1000)
  message: string;

  @FlagField()
  read: boolean;

  @Field(() => GraphQLJSONObject, { nullable: true })
  @Column({ type: "jsonb", nullable: true })
  data: Record<string, unknown> | null;

  /** The members whose actions it tells of, newest first (a grouped notification has several). */
  @Column({ name: "actor_ids", type: "uuid", array: true, default: () => "'{}'" })
  actorIds: string[];

  /** What it is about, when repeats of its kind on it fold into it until it is read. */
  @Column({ name: "group_key", type: "varchar", length: 200, nullable: true })
  groupKey: string | null;

  @Field(() => String, { nullable: true, description: "Where it opens in the app" })
  @Column({ type: "varchar", length: 500, nullable: true })
  path: string | null;

  @CreatedAtField()
  createdAt: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}
