import { Field, ObjectType } from "type-graphql";
import { ID } from "../../graphql/ids";
import {
  Column,
  Entity,
  JoinColumn,
  OneToOne,
  PrimaryColumn,
  UpdateDateColumn,
  type Relation,
} from "typeorm";
import { CreatedAtField, NullableTextField } from "../../graphql/columns";

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

  @NullableTextField(100)
  fullName: string | null;

  @NullableTextField(2000)
  bio: string | null;

  @NullableTextField(100)
  location: string | null;

  @NullableTextField(100)
  company: string | null;

  @NullableTextField(100)
  title: string | null;

  @Field(() => [String])
  @Column({ type: "text", array: true, default: () => "'{}'" })
  skills: string[];

  @NullableTextField()
  avatarUrl: string | null;

  @Field(() => String, {
    nullable: true,
    description: "A small version of the avatar, for lists and menus",
  })
  @Column({ type: "text", nullable: true })
  avatarThumbnailUrl: string | null;

  @NullableTextField()
  coverPhotoUrl: string | null;

  @Field()
  @Column({ type: "boolean", default: false })
  isSuperAdmin: boolean;

  @Field()
  @Column({ type: "boolean", default: false })
  isBanned: boolean;

  @CreatedAtField()
  createdAt: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}
