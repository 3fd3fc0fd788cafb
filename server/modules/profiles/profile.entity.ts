import { Field, ObjectType } from "type-graphql";
import { ID } from "../../graphql/ids";
import { Column, Entity, UpdateDateColumn } from "typeorm";
import { CreatedAtField, NullableTextField, FlagField, ForeignKey } from "../../graphql/columns";

@ObjectType({ description: "A member's public profile", simpleResolvers: true })
@Entity({ name: "profiles" })
export class Profile {
  // Its user's id: the user named, not imported, as the accounts area sits above this one (it makes a
  // profile at sign-up).
  @Field(() => ID)
  @ForeignKey("User", { primary: true, one: true, relation: "user" })
  id: string;

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

  @NullableTextField(undefined, "A small version of the avatar, for lists and menus")
  avatarThumbnailUrl: string | null;

  @NullableTextField()
  coverPhotoUrl: string | null;

  @FlagField()
  isSuperAdmin: boolean;

  @FlagField()
  isBanned: boolean;

  @CreatedAtField()
  createdAt: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}
