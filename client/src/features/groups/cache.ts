import type { ApolloCache } from "@apollo/client";
import { GroupPostsDocument, type GroupPostFieldsFragment } from "./posts.generated";

/** How many posts the group page shows at first and adds with each 'Load more'. */
export const POSTS_PAGE_SIZE = 10;

/**
 * After the viewer joins or leaves: what they may see of the group changes, so its posts and members
 * load again when shown, and the directory lists (My Groups) do too.
 */
export function membershipChanged(cache: ApolloCache, groupId: string): void {
  cache.evict({ id: "ROOT_QUERY", fieldName: "groupPosts", args: { groupId } });
  cache.evict({ id: "ROOT_QUERY", fieldName: "groupMembers", args: { groupId } });
  cache.evict({ id: "ROOT_QUERY", fieldName: "groups" });
  cache.gc();
}

/** The group's members load again (someone joined, left or was removed). */
export function membersChanged(cache: ApolloCache, groupId: string): void {
  cache.evict({ id: "ROOT_QUERY", fieldName: "groupMembers", args: { groupId } });
  cache.gc();
}

/** A new post goes to the top of the group's loaded list. */
export function prependPost(cache: ApolloCache, groupId: string, post: GroupPostFieldsFragment) {
  cache.updateQuery(
    { query: GroupPostsDocument, variables: { groupId, first: POSTS_PAGE_SIZE } },
    (data) => {
      if (!data || data.groupPosts.edges.some((edge) => edge.node.id === post.id)) return undefined;
      const edge = { __typename: "GroupPostEdge" as const, cursor: `new:${post.id}`, node: post };
      return { groupPosts: { ...data.groupPosts, edges: [edge, ...data.groupPosts.edges] } };
    },
  );
}
