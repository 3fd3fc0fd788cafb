import { NotificationType } from "../../kernel/kinds";
import { GraphQLJSONObject } from "graphql-scalars";
import { Field, ObjectType } from "type-graphql";
import { Column, Entity, Index, ManyToOne, UpdateDateColumn, type Relation } from "typeorm";
import { IdField, CreatedAtField } from "../../graphql/columns";

@ObjectType()
@Entity({ name: "notifications" })
@Index("IDX_notifications_user_created", ["userId", "createdAt", "id"])
export class Notification {
  @IdField()
  id: string;

  @Column({ type: "uuid" })
  userId: string;

  // Named, not imported: the accounts area sits above this one.
  @ManyToOne("User", { onDelete: "CASCADE" })
  user: Relation<{ id: string }>;

  @Field(() => NotificationType)
  @Column({ type: "varchar", length: 40 })
  type: NotificationType;

  @Field()
  @Column({ type: "varchar", length: 200 })
  title: string;

  @Field()
  @Column({ type: "varchar", length: 1000 })
  message: string;

  @Field()
  @Column({ type: "boolean", default: false })
  read: boolean;

  @Field(() => GraphQLJSONObject, { nullable: true })
  @Column({ type: "jsonb", nullable: true })
  data: Record<string, unknown> | null;

  @CreatedAtField()
  createdAt: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}
