import { Field, InputType } from "type-graphql";

// The service checks this with the rules shared with the profile editor (profiles.rules.ts).
@InputType({
  description: "Fields left out stay as they are; the username cannot be changed after signup",
})
export class UpdateProfileInput {
  @Field(() => String, { nullable: true })
  fullName?: string | null;

  @Field(() => String, { nullable: true })
  bio?: string | null;

  @Field(() => String, { nullable: true })
  location?: string | null;

  @Field(() => String, { nullable: true })
  company?: string | null;

  @Field(() => String, { nullable: true })
  title?: string | null;

  @Field(() => [String], { nullable: true, description: "Trimmed; empty entries are dropped" })
  skills?: string[] | null;

  @Field(() => String, {
    nullable: true,
    description: "An http(s) URL; an empty string removes the avatar",
  })
  avatarUrl?: string | null;
}
