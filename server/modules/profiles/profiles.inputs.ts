import { Field, InputType } from "type-graphql";
import { OptionalFields } from "../../graphql/inputs";

// The service checks this with the rules shared with the profile editor (rules.ts).
@InputType({
  description: "Fields left out stay as they are; the username cannot be changed after signup",
})
export class UpdateProfileInput extends OptionalFields({
  fullName: String,
  bio: String,
  location: String,
  company: String,
  title: String,
}) {
  @Field(() => [String], { nullable: true, description: "Trimmed; empty entries are dropped" })
  skills?: string[] | null;

  @Field(() => String, {
    nullable: true,
    description: "An http(s) URL; an empty string removes the avatar",
  })
  avatarUrl?: string | null;
}
