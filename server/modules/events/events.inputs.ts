import { GraphQLUpload, type FileUpload } from "graphql-upload-ts";
import { Field, InputType, Int } from "type-graphql";
import { OptionalFields } from "../../graphql/inputs";

/** The event image rules (storage's `article` purpose), as the schema tells them. */
const IMAGE_RULES =
  "An image file sent as a multipart upload: JPEG, PNG, WebP, GIF or AVIF, 400x300 to 2000x2000 px, aspect ratio between 1:2 and 3:1, at most 10 MB. It is stored re-encoded, without its metadata. Errors: BAD_USER_INPUT (`fields.file`) when it breaks a rule.";

@InputType({ description: "A new event's details." })
export class CreateEventInput {
  @Field({ description: "Its title: required, 1 to 100 characters, trimmed." })
  title: string;

  @Field(() => String, {
    nullable: true,
    description:
      "What it is about: at most 500 characters, trimmed; blank, null or left out: none.",
  })
  description?: string | null;

  @Field({ description: "Where it takes place: required, 1 to 100 characters, trimmed." })
  location: string;

  @Field({ description: "When it starts: an instant in the future." })
  startsAt: Date;

  @Field(() => Date, {
    nullable: true,
    description: "When it ends: after its start; null or left out: no end.",
  })
  endsAt?: Date | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The creator's IANA time zone ('Europe/Paris'), at most 64 characters; UTC when null or left out.",
  })
  timeZone?: string | null;

  @Field(() => Int, {
    nullable: true,
    description:
      "Places for members going: a whole number from 1 to 100,000; null or left out: no limit.",
  })
  capacity?: number | null;

  @Field(() => GraphQLUpload, {
    nullable: true,
    description: `Its image, optional. ${IMAGE_RULES}`,
  })
  image?: Promise<FileUpload> | null;
}

@InputType({
  description:
    "Changes to an event: what is left out stays as it is; null removes an optional detail (description, end, capacity) and keeps a required one.",
})
export class UpdateEventInput extends OptionalFields({
  title: [String, "A new title: 1 to 100 characters, trimmed."],
  description: [String, "A new description, at most 500 characters; null or blank removes it."],
  location: [String, "A new place: 1 to 100 characters, trimmed."],
  startsAt: [
    Date,
    "A new start: an instant in the future (the current start may be sent again as it is).",
  ],
  endsAt: [Date, "A new end, after the start; null removes the end."],
  timeZone: [String, "A new IANA time zone ('Europe/Paris'), at most 64 characters."],
  capacity: [
    Int,
    "A new number of places, 1 to 100,000 and not fewer than the members already going; more places move members from the waitlist. null removes the limit: everyone waiting is going.",
  ],
  image: [
    GraphQLUpload,
    `A new image, replacing the old one (whose file is discarded). ${IMAGE_RULES}`,
  ],
}) {}
