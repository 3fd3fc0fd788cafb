import { defineModule } from "../module";
import { moderatableComment } from "./comments.moderation";
import { Comment, type CommentableType } from "./comment.entity";
import { commentLoaders } from "./comments.loaders";
import { CommentsResolver } from "./comments.resolver";

/**
 * Comments on anything members comment on (articles, group posts; forum replies and page posts later).
 * Areas register their content as `commentable` in their manifests.
 */
export const comments = defineModule({
  name: "comments",
  resolvers: [CommentsResolver],
  entities: [Comment],
  moderatable: { COMMENT: moderatableComment },
  loaders: commentLoaders,
  topics: {} as {
    COMMENT_ADDED: [{ id: string; contentType: CommentableType; contentId: string }];
  },
});
