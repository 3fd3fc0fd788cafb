import { GraphQLJSONObject } from "graphql-scalars";
import { Field, ID, ObjectType } from "type-graphql";
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from "typeorm";
import { User } from "../accounts/user.entity";

@ObjectType()
@Entity({ name: "notifications" })
@Index("IDX_notifications_user_created", ["userId", "createdAt", "id"])
export class Notification {
  @Field(() => ID)
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column({ type: "uuid" })
  userId: string;

  @ManyToOne(() => User, { onDelete: "CASCADE" })
  user: Relation<User>;

  @Field({
    description:
      "message, connection, connection_request, group, group_action, business_action, reaction, comment",
  })
  @Column({ type: "varchar", length: 40 })
  type: string;

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

  @Field()
  @CreateDateColumn({ type: "timestamptz", precision: 3 })
  createdAt: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}
