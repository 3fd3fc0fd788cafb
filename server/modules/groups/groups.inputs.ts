import { GraphQLUpload, type FileUpload } from "graphql-upload-ts";
import { Field, InputType } from "type-graphql";
import { ID } from "../../graphql/ids";

const IMAGE_RULES =
  "JPG, PNG or GIF, 400x300 to 2000x2000 px, aspect ratio 1:2 to 3:1, up to 10 MB";

@InputType()
export class CreateGroupInput {
  @Field({ description: "3 to 50 characters" })
  name: string;

  @Field({ description: "10 to 500 characters" })
  description: string;

  @Field(() => Boolean, {
    nullable: true,
    description: "Posts and members for members only; public by default",
  })
  isPrivate?: boolean | null;

  @Field(() => GraphQLUpload, { nullable: true, description: IMAGE_RULES })
  cover?: Promise<FileUpload> | null;
}

@InputType({ description: "What is left out stays as it is" })
export class UpdateGroupInput {
  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => Boolean, { nullable: true })
  isPrivate?: boolean | null;

  @Field(() => GraphQLUpload, { nullable: true, description: IMAGE_RULES })
  cover?: Promise<FileUpload> | null;
}

@InputType()
export class CreateGroupPostInput {
  @Field(() => ID)
  groupId: string;

  @Field({ description: "Trimmed, 1 to 1000 characters" })
  content: string;

  @Field(() => GraphQLUpload, { nullable: true, description: IMAGE_RULES })
  image?: Promise<FileUpload> | null;
}
