import { ArrayMaxSize, MaxLength } from "class-validator";
import { Field, InputType } from "type-graphql";

@InputType({
  description: "Fields left out stay as they are; the username cannot be changed after signup",
})
export class UpdateProfileInput {
  @Field(() => String, { nullable: true })
  @MaxLength(100, { message: "Full name must be at most 100 characters" })
  fullName?: string | null;

  @Field(() => String, { nullable: true })
  @MaxLength(2000, { message: "Bio must be at most 2000 characters" })
  bio?: string | null;

  @Field(() => String, { nullable: true })
  @MaxLength(100, { message: "Location must be at most 100 characters" })
  location?: string | null;

  @Field(() => String, { nullable: true })
  @MaxLength(100, { message: "Company must be at most 100 characters" })
  company?: string | null;

  @Field(() => String, { nullable: true })
  @MaxLength(100, { message: "Title must be at most 100 characters" })
  title?: string | null;

  @Field(() => [String], { nullable: true, description: "Trimmed; empty entries are dropped" })
  @ArrayMaxSize(50, { message: "At most 50 skills" })
  @MaxLength(50, { each: true, message: "Each skill must be at most 50 characters" })
  skills?: string[] | null;

  @Field(() => String, {
    nullable: true,
    description: "An http(s) URL; an empty string removes the avatar",
  })
  @MaxLength(2000, { message: "Avatar URL must be at most 2000 characters" })
  avatarUrl?: string | null;
}
