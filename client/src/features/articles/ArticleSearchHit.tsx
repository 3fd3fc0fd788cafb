import { FileTextIcon } from "lucide-react";
import type { SearchHitProps } from "../feature";
import { ContentIcon, HitRow, searchHitPath } from "../../components/HitRow";
import { highlight } from "../../components/highlight";
import { articleCategoryLabel } from "./categories";

/** An article found by search: its title, excerpt and category. */
export default function ArticleSearchHit({ hit: article, words }: SearchHitProps<"Article">) {
  return (
    <HitRow
      to={searchHitPath("Article", article.id)}
      media={<ContentIcon icon={FileTextIcon} />}
      title={highlight(article.title, words)}
      details={[highlight(article.excerpt, words)]}
      kind={article.category ? `Article · ${articleCategoryLabel(article.category)}` : "Article"}
    />
  );
}
