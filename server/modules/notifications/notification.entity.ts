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

  @CreatedAtField()
  createdAt: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}
