import { GraphQLUpload, type FileUpload } from "graphql-upload-ts";
import { Field, InputType, Int } from "type-graphql";
import { InputFields, OptionalFields } from "../../graphql/inputs";
import { ID } from "../../graphql/ids";
import { BusinessCategory } from "./page.entity";

const PAGE_IMAGE = "An image (JPEG, PNG, WebP, GIF or AVIF) of at most 5 MB";
const POST_IMAGES =
  "Up to 4 images: JPEG, PNG, WebP, GIF or AVIF, 400x300 to 2000x2000 px, aspect ratio 1:2 to 3:1, up to 10 MB each";

@InputType({
  description:
    "A new business page. Text is trimmed; a blank optional field is none. Each bad field is named in the error's `extensions.fields` (`file` for a refused image).",
})
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

  @Field(() => String, { nullable: true, description: "An http(s) URL, up to 300 characters" })
  website?: string | null;

  @Field(() => String, { nullable: true, description: "A phone number, up to 40 characters" })
  phone?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "An e-mail address, up to 254 characters",
  })
  email?: string | null;

  @Field(() => String, { nullable: true, description: "The address, up to 300 characters" })
  address?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Opening hours as free text, e.g., Mon-Fri 9AM-5PM; up to 200 characters",
  })
  hours?: string | null;

  @Field(() => GraphQLUpload, { nullable: true, description: `The cover: ${PAGE_IMAGE}` })
  cover?: Promise<FileUpload> | null;

  @Field(() => GraphQLUpload, {
    nullable: true,
    description: `The profile image (logo): ${PAGE_IMAGE}`,
  })
  profileImage?: Promise<FileUpload> | null;
}

@InputType({
  description:
    "Changes to a business page's details. A field left out (or null, for name, category and description) stays as it is; null or a blank text clears website, phone, email, address and hours. The same rules as CreateBusinessPageInput apply.",
})
export class UpdateBusinessPageInput extends OptionalFields({
  name: [String, "At most 100 characters; not blank"],
  category: [BusinessCategory, "The kind of business"],
  description: [String, "At most 2000 characters; not blank"],
  website: [String, "An http(s) URL, up to 300 characters"],
  phone: [String, "A phone number, up to 40 characters"],
  email: [String, "An e-mail address, up to 254 characters"],
  address: [String, "The address, up to 300 characters"],
  hours: [String, "Opening hours as free text, up to 200 characters"],
}) {}

@InputType({ description: "A post a business page's owner writes as the page" })
export class CreatePagePostInput extends InputFields({
  pageId: [ID, "The page; the viewer must own it"],
  content: [String, "Trimmed, 1–2000 characters"],
}) {
  @Field(() => [GraphQLUpload], { nullable: true, description: POST_IMAGES })
  images?: Promise<FileUpload>[] | null;
}

@InputType({ description: "A member's review of a business page" })
export class CreateReviewInput extends InputFields({
  pageId: [ID, "The page to review; not the viewer's own"],
  rating: [Int, "1 to 5 stars"],
  text: [String, "1–2000 characters"],
}) {}

@InputType({ description: "A review's new stars and text; both are required" })
export class UpdateReviewInput extends InputFields({
  rating: [Int, "1 to 5 stars"],
  text: [String, "1–2000 characters"],
}) {}
