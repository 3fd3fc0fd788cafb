import type { Context } from "../../kernel/context";
import { groupsKinds } from "./groups.kinds";
import { defineModule } from "../../kernel/module";
import { groupPersonalData } from "./groups.personal-data";
import { moderatableGroup, moderatableGroupPost } from "./groups.moderation";
import {
  Group,
  GroupInvitation,
  GroupJoinRequest,
  GroupMember,
  GroupPost,
  GroupShare,
} from "./group.entity";
import { GroupPostsResolver } from "./group-posts.resolver";
import { groupLoaders } from "./groups.loaders";
import {
  GroupInvitationResolver,
  GroupJoinRequestResolver,
  GroupMemberResolver,
  GroupsResolver,
} from "./groups.resolver";
import { groupSearch } from "./groups.search";
import { groupTies } from "./groups.ties";
import { groupPostCircle } from "./groups.feed";
import {
  findCommentablePost,
  findReactablePost,
  postPath,
  type GroupPostEvent,
} from "./posts.service";

/** Where a post's feed items open: its group's page, at the post. */
async function postItemPath(
  { contentId }: { contentId: string | null },
  ctx: Context,
): Promise<string> {
  const post: GroupPost | null = contentId ? await ctx.loaders.groupPostById.load(contentId) : null;
  return post ? postPath(post) : "/groups";
}

/** Where a shared post opens, when it is a group's post. */
async function sharedPostPath(contentId: string, ctx: Context): Promise<string | null> {
  const post: GroupPost | null = await ctx.loaders.groupPostById.load(contentId);
  return post && postPath(post);
}

/** Groups: membership (requests, invitations, roles), posts, shares. */
export const groups = defineModule({
  name: "groups",
  personalData: groupPersonalData,
  kinds: groupsKinds,
  resolvers: [
    GroupsResolver,
    GroupMemberResolver,
    GroupJoinRequestResolver,
    GroupInvitationResolver,
    GroupPostsResolver,
  ],
  entities: [Group, GroupMember, GroupJoinRequest, GroupInvitation, GroupPost, GroupShare],
  loaders: groupLoaders,
  searchSource: groupSearch,
  reactable: { group_post: findReactablePost },
  commentable: { group_post: findCommentablePost },
  moderatable: { GROUP: moderatableGroup, GROUP_POST: moderatableGroupPost },
  feedKinds: {
    group: { path: ({ contentId }) => `/groups/${contentId}` },
    group_post: { path: postItemPath, circle: groupPostCircle },
  },
  shareable: { path: sharedPostPath },
  memberTies: groupTies,
  topics: {} as {
    /** A post went into a group: it goes to the group's open pages (the topic is the group's id). */
    GROUP_POST_ADDED: [groupId: string, GroupPostEvent];
  },
});
