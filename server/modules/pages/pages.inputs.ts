import { GraphQLUpload, type FileUpload } from "graphql-upload-ts";
import { Field, InputType, Int } from "type-graphql";
import { InputFields, OptionalFields } from "../../graphql/inputs";
import { ID } from "../../graphql/ids";
import { BusinessCategory } from "./page.entity";

const PAGE_IMAGE = "An image of at most 5 MB";
const POST_IMAGES =
  "Up to 4 images: JPG, PNG or GIF, 400x300 to 2000x2000 px, aspect ratio 1:2 to 3:1, up to 10 MB each";

@InputType()
export class CreateBusinessPageInput {
  @Field({ description: "Required, at most 100 characters" })
  name: string;

  @Field(() => BusinessCategory, {
    nullable: true,
    description: "Required: null gives 'Please select a category'",
  })
  category?: BusinessCategory | null;

  @Field({ description: "Required, at most 2000 characters" })
  description: string;

  @Field(() => String, { nullable: true, description: "An http(s) URL" })
  website?: string | null;

  @Field(() => String, { nullable: true })
  phone?: string | null;

  @Field(() => String, { nullable: true, description: "An e-mail address" })
  email?: string | null;

  @Field(() => String, { nullable: true })
  address?: string | null;

  @Field(() => String, { nullable: true, description: "e.g., Mon-Fri 9AM-5PM" })
  hours?: string | null;

  @Field(() => GraphQLUpload, { nullable: true, description: PAGE_IMAGE })
  cover?: Promise<FileUpload> | null;

  @Field(() => GraphQLUpload, { nullable: true, description: PAGE_IMAGE })
  profileImage?: Promise<FileUpload> | null;
}

@InputType({ description: "What is left out stays; a blank optional field clears it" })
export class UpdateBusinessPageInput extends OptionalFields({
  name: String,
  category: BusinessCategory,
  description: String,
  website: String,
  phone: String,
  email: String,
  address: String,
  hours: String,
}) {}

@InputType()
export class CreatePagePostInput extends InputFields({
  pageId: ID,
  content: [String, "Trimmed, 1–2000 characters"],
}) {
  @Field(() => [GraphQLUpload], { nullable: true, description: POST_IMAGES })
  images?: Promise<FileUpload>[] | null;
}

@InputType()
export class CreateReviewInput extends InputFields({
  pageId: ID,
  rating: [Int, "1 to 5 stars"],
  text: [String, "1–2000 characters"],
}) {}

@InputType()
export class UpdateReviewInput extends InputFields({
  rating: [Int, "1 to 5 stars"],
  text: [String, "1–2000 characters"],
}) {}
