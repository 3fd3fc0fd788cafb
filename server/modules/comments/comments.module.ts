import { defineModule } from "../../kernel/module";
import { commentPersonalData } from "./comments.personal-data";
import { commentsKinds } from "./comments.kinds";
import { moderatableComment } from "./comments.moderation";
import { Comment } from "./comment.entity";
import { type CommentableType } from "../../kernel/kinds";
import { commentLoaders } from "./comments.loaders";
import { CommentsResolver } from "./comments.resolver";

/**
 * Comments on anything members comment on (articles, group posts; forum replies and page posts later).
 * Areas register their content as `commentable` in their manifests.
 */
export const comments = defineModule({
  name: "comments",
  personalData: commentPersonalData,
  kinds: commentsKinds,
  resolvers: [CommentsResolver],
  entities: [Comment],
  moderatable: { COMMENT: moderatableComment },
  loaders: commentLoaders,
  topics: {} as {
    COMMENT_ADDED: [{ id: string; contentType: CommentableType; contentId: string }];
  },
});
