import { Field, ObjectType } from "type-graphql";
import { ID } from "../../graphql/ids";
import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  OneToOne,
  PrimaryColumn,
  UpdateDateColumn,
  type Relation,
} from "typeorm";

@ObjectType({ description: "A member's public profile", simpleResolvers: true })
@Entity({ name: "profiles" })
export class Profile {
  @Field(() => ID)
  @PrimaryColumn({ type: "uuid" })
  id: string;

  // Named, not imported: the accounts area sits above this one (it makes a profile at sign-up).
  @OneToOne("User", { onDelete: "CASCADE" })
  @JoinColumn({ name: "id" })
  user: Relation<{ id: string }>;

  @Field()
  @Column({ type: "citext", unique: true })
  username: string;

  @Field(() => String, { nullable: true })
  @Column({ type: "varchar", length: 100, nullable: true })
  fullName: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: "varchar", length: 2000, nullable: true })
  bio: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: "varchar", length: 100, nullable: true })
  location: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: "varchar", length: 100, nullable: true })
  company: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: "varchar", length: 100, nullable: true })
  title: string | null;

  @Field(() => [String])
  @Column({ type: "text", array: true, default: () => "'{}'" })
  skills: string[];

  @Field(() => String, { nullable: true })
  @Column({ type: "text", nullable: true })
  avatarUrl: string | null;

  @Field(() => String, {
    nullable: true,
    description: "A small version of the avatar, for lists and menus",
  })
  @Column({ type: "text", nullable: true })
  avatarThumbnailUrl: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: "text", nullable: true })
  coverPhotoUrl: string | null;

  @Field()
  @Column({ type: "boolean", default: false })
  isSuperAdmin: boolean;

  @Field()
  @Column({ type: "boolean", default: false })
  isBanned: boolean;

  @Field()
  @CreateDateColumn({ type: "timestamptz", precision: 3 })
  createdAt: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}
