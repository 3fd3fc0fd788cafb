import { Field, ObjectType } from "type-graphql";
import { ID } from "../../graphql/ids";
import { Column, Entity, UpdateDateColumn } from "typeorm";
import { CreatedAtField, NullableTextField, FlagField, ForeignKey } from "../../graphql/columns";

@ObjectType({
  description:
    "A member's profile: who they are, their pictures and details, and (through its other fields) their connections, career and network",
  simpleResolvers: true,
})
@Entity({ name: "profiles" })
export class Profile {
  // Its user's id: the user named, not imported, as the accounts area sits above this one (it makes a
  // profile at sign-up).
  @Field(() => ID, { description: "The member's id (their account's too)" })
  @ForeignKey("User", { primary: true, one: true, relation: "user" })
  id: string;

  @Field({
    description:
      "The member's handle: 3 to 30 letters, digits, dots, underscores or hyphens, unique whatever the case; set at sign-up, never changed",
  })
  @Column({ type: "citext", unique: true })
  username: string;

  @NullableTextField(
    100,
    "The name shown, at most 100 characters: the username until the member changes it; null once cleared",
  )
  fullName: string | null;

  @NullableTextField(
    2000,
    "About the member, at most 2000 characters; null to others when the member hides their profile (MemberSettings.profileVisible off), super admins excepted",
  )
  bio: string | null;

  @NullableTextField(
    100,
    "Where the member is, at most 100 characters; null to others when the member hides their profile (MemberSettings.profileVisible off), super admins excepted",
  )
  location: string | null;

  @NullableTextField(
    100,
    "Where the member works, at most 100 characters; null to others when the member hides their profile (MemberSettings.profileVisible off), super admins excepted",
  )
  company: string | null;

  @NullableTextField(
    100,
    "The member's job title, at most 100 characters; null to others when the member hides their profile (MemberSettings.profileVisible off), super admins excepted",
  )
  title: string | null;

  @Field(() => [String], {
    description:
      "The member's skills: at most 50, each at most 50 characters, no two alike whatever the case; empty to others when the member hides their profile, super admins excepted",
  })
  @Column({ type: "text", array: true, default: () => "'{}'" })
  skills: string[];

  @NullableTextField(
    undefined,
    "The avatar's address: an uploaded image (at most 512 pixels a side) or a link the member gave; null when none",
  )
  avatarUrl: string | null;

  @NullableTextField(
    undefined,
    "A small version of an uploaded avatar (at most 96 pixels a side), for lists and menus; null when none or when the avatar is a link",
  )
  avatarThumbnailUrl: string | null;

  @NullableTextField(
    undefined,
    "The cover photo's address (an uploaded image, at most 1600 pixels a side); null when none",
  )
  coverPhotoUrl: string | null;

  @FlagField({ description: "Whether the member is a super admin, who moderates and runs Agora" })
  isSuperAdmin: boolean;

  @FlagField({
    description:
      "Whether the member's account is suspended; a suspended member's profile is shown to super admins only",
  })
  isBanned: boolean;

  @CreatedAtField("When the member joined")
  createdAt: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}
