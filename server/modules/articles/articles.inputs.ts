import { GraphQLUpload } from "graphql-upload-ts";
import { InputType } from "type-graphql";
import { InputFields } from "../../graphql/inputs";
import { ArticleCategory } from "./article.entity";

@InputType({ description: "A new article (createArticle)." })
export class CreateArticleInput extends InputFields(
  {
    title: [String, "The title; trimmed, then 3 to 100 characters."],
    content: [String, "The text in Markdown; trimmed, then 10 to 10000 characters."],
  },
  {
    category: [ArticleCategory, "Its category; none when omitted."],
    image: [
      GraphQLUpload,
      "A cover image (multipart upload): JPEG, PNG, GIF, WebP or AVIF by its bytes, 400x300 to 2000x2000 px, aspect ratio 1:2 to 3:1, up to 10 MB. " +
        "Stored re-encoded without its metadata. Bad files answer BAD_USER_INPUT under `fields.file`.",
    ],
    draft: [
      Boolean,
      "True to save it as a draft only its author sees; published at once when false or omitted.",
    ],
  },
) {}
