import { defineModule } from "../../kernel/module";
import { forumPersonalData } from "./forums.personal-data";
import { Forums1795900000000 } from "./migrations/1795900000000-Forums";
import { forumsKinds } from "./forums.kinds";
import { moderatableForumPost } from "./forums.moderation";
import { ForumPost, ForumPostSave, ForumPostView } from "./forum.entity";
import { forumLoaders } from "./forums.loaders";
import { ForumsResolver } from "./forums.resolver";
import { forumSearch } from "./forums.search";
import { findCommentableForumPost, findReactableForumPost, forumPostPath } from "./forums.service";

/** Forums: posts in four categories, pinned and locked by super admins, saved by members; replies are comments. */
export const forums = defineModule({
  name: "forums",
  personalData: forumPersonalData,
  kinds: forumsKinds,
  migrations: [Forums1795900000000],
  resolvers: [ForumsResolver],
  entities: [ForumPost, ForumPostSave, ForumPostView],
  loaders: forumLoaders,
  searchSource: forumSearch,
  reactable: { forum_post: findReactableForumPost },
  commentable: { forum_post: findCommentableForumPost },
  moderatable: { FORUM_POST: moderatableForumPost },
  feedKinds: {
    forum_post: { path: ({ contentId }) => (contentId ? forumPostPath(contentId) : "/forums") },
  },
});
