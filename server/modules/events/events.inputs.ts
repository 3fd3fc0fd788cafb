import { GraphQLUpload, type FileUpload } from "graphql-upload-ts";
import { Field, InputType, Int } from "type-graphql";
import { OptionalFields } from "../../graphql/inputs";

const IMAGE_RULES =
  "JPG, PNG or GIF, 400x300 to 2000x2000 px, aspect ratio 1:2 to 3:1, up to 10 MB";

@InputType()
export class CreateEventInput {
  @Field({ description: "Required (not blank), at most 100 characters" })
  title: string;

  @Field(() => String, { nullable: true, description: "At most 500 characters" })
  description?: string | null;

  @Field({ description: "Required (not blank), at most 100 characters" })
  location: string;

  @Field({ description: "In the future" })
  startsAt: Date;

  @Field(() => Date, { nullable: true, description: "After the start" })
  endsAt?: Date | null;

  @Field(() => String, {
    nullable: true,
    description: "The creator's IANA time zone; UTC by default",
  })
  timeZone?: string | null;

  @Field(() => Int, { nullable: true, description: "At least 1; none: no limit" })
  capacity?: number | null;

  @Field(() => GraphQLUpload, { nullable: true, description: IMAGE_RULES })
  image?: Promise<FileUpload> | null;
}

@InputType({ description: "What is left out stays as it is; capacity null removes the limit" })
export class UpdateEventInput extends OptionalFields({
  title: String,
  description: String,
  location: String,
  startsAt: Date,
  endsAt: Date,
  timeZone: String,
  capacity: Int,
  image: [GraphQLUpload, IMAGE_RULES],
}) {}
