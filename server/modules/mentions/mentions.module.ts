import { defineModule } from "../../kernel/module";
import { MentionsTags1797200000000 } from "./migrations/1797200000000-MentionsTags";
import { followedTagsCircle } from "./mentions.feed";
import { mentionsKinds } from "./mentions.kinds";
import { mentionLoaders } from "./mentions.loaders";
import {
  ArticleMentionsResolver,
  CommentMentionsResolver,
  ForumPostMentionsResolver,
  GroupPostMentionsResolver,
  MentionsResolver,
  MessageMentionsResolver,
  PagePostMentionsResolver,
} from "./mentions.resolver";
import { onTextSaved } from "./mentions.service";

/**
 * Mentions (`@username`) and tags (`#word`) in members' texts: found in every saved text (TextSaved),
 * stored per piece of content, shown as `mentions` and `tags` on each kind, mentioned members notified
 * (MENTION), tags followed, trending and listed (see rules.ts for what counts as either).
 */
export const mentions = defineModule({
  name: "mentions",
  kinds: mentionsKinds,
  migrations: [MentionsTags1797200000000],
  resolvers: [
    MentionsResolver,
    ArticleMentionsResolver,
    GroupPostMentionsResolver,
    PagePostMentionsResolver,
    ForumPostMentionsResolver,
    CommentMentionsResolver,
    MessageMentionsResolver,
  ],
  loaders: mentionLoaders,
  on: { TextSaved: onTextSaved },
  feedCircle: followedTagsCircle,
});
