import { Field, InputType } from "type-graphql";
import { OptionalFields } from "../../graphql/inputs";

// The service checks this with the rules shared with the profile editor (rules.ts).
@InputType({
  description: "Fields left out stay as they are; the username cannot be changed after signup",
})
export class UpdateProfileInput extends OptionalFields({
  fullName: [String, "The name shown: at most 100 characters, trimmed; empty clears it"],
  bio: [String, "About the member: at most 2000 characters, trimmed; empty clears it"],
  location: [String, "Where the member is: at most 100 characters, trimmed; empty clears it"],
  company: [String, "Where the member works: at most 100 characters, trimmed; empty clears it"],
  title: [String, "The job title: at most 100 characters, trimmed; empty clears it"],
}) {
  @Field(() => [String], {
    nullable: true,
    description:
      "Replaces the skills: at most 50, each at most 50 characters; trimmed, blank and repeated ones (whatever the case) dropped",
  })
  skills?: string[] | null;

  @Field(() => String, {
    nullable: true,
    description:
      "An http(s) URL of at most 2000 characters; an empty string removes the avatar, the current address keeps it",
  })
  avatarUrl?: string | null;
}
