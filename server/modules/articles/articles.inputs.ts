import { GraphQLUpload } from "graphql-upload-ts";
import { InputType } from "type-graphql";
import { InputFields } from "../../graphql/inputs";
import { ArticleCategory } from "./article.entity";

@InputType()
export class CreateArticleInput extends InputFields(
  { title: [String, "3 to 100 characters"], content: [String, "Markdown, 10 to 10000 characters"] },
  {
    category: ArticleCategory,
    image: [
      GraphQLUpload,
      "JPG, PNG or GIF, 400x300 to 2000x2000 px, aspect ratio 1:2 to 3:1, up to 10 MB",
    ],
    draft: [Boolean, "Save as a draft only its author sees; published at once otherwise"],
  },
) {}
