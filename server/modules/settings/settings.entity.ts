import { Field, ObjectType } from "type-graphql";
import {
  Column,
  Entity,
  JoinColumn,
  OneToOne,
  PrimaryColumn,
  UpdateDateColumn,
  type Relation,
} from "typeorm";
import { User } from "../accounts";

/** A member's switches on the Settings page; every one is on until the member turns it off. */
@ObjectType("MemberSettings")
@Entity({ name: "member_settings" })
export class MemberSettings {
  @PrimaryColumn({ type: "uuid" })
  userId: string;

  @OneToOne(() => User, { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id" })
  user: Relation<User>;

  @Field({ description: "E-mail notifications" })
  @Column({ type: "boolean", default: true })
  emailNotifications: boolean;

  @Field({ description: "Push notifications" })
  @Column({ type: "boolean", default: true })
  pushNotifications: boolean;

  @Field({ description: "Profile visible to other members" })
  @Column({ type: "boolean", default: true })
  profileVisible: boolean;

  @Field({ description: "Allow usage data collection to improve Agora" })
  @Column({ type: "boolean", default: true })
  dataCollection: boolean;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}
