import { type SearchSource, textSearch } from "../../kernel/search-source";
import { ForumPost } from "./forum.entity";

/**
 * Forum posts by authors in good standing: full-text over the title (weight A) and the content (B),
 * forgiving typos, plus trigram matching on the title (`textSearch`); visitors find them too.
 */
export const forumSearch: SearchSource<ForumPost> = textSearch({
  type: ForumPost,
  table: "forum_posts",
  alias: "fp",
  name: "title",
  joins: ["JOIN profiles p ON p.id = fp.author_id AND NOT p.is_banned"],
  ownerColumn: "author_id",
  tagged: "forum_post",
  load: (ctx, ids) => ctx.loaders.forumPostById.loadMany(ids) as Promise<(ForumPost | null)[]>,
});
