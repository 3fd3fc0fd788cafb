import { GraphQLUpload, type FileUpload } from "graphql-upload-ts";
import { Field, InputType } from "type-graphql";
import { ArticleCategory } from "./article.entity";

@InputType()
export class CreateArticleInput {
  @Field({ description: "3 to 100 characters" })
  title: string;

  @Field({ description: "Markdown, 10 to 10000 characters" })
  content: string;

  @Field(() => ArticleCategory, { nullable: true })
  category?: ArticleCategory | null;

  @Field(() => GraphQLUpload, {
    nullable: true,
    description: "JPG, PNG or GIF, 400x300 to 2000x2000 px, aspect ratio 1:2 to 3:1, up to 10 MB",
  })
  image?: Promise<FileUpload> | null;

  @Field(() => Boolean, {
    nullable: true,
    description: "Save as a draft only its author sees; published at once otherwise",
  })
  draft?: boolean | null;
}
