import type { ApolloCache } from "@apollo/client";
import type { CommentableType } from "../../gql/types";
import type { FeatureRegistry } from "../registry";
import { CommentsDocument, type CommentFieldsFragment } from "./comments.generated";

/** How many comments a section shows at first and adds with each 'Load more'. */
export const COMMENTS_PAGE_SIZE = 10;

/**
 * What comments read of the app's areas: the cache type of each kind of content members comment on
 * (from the areas' manifests). Components pass `useFeatures()`.
 */
export type Commentable = Pick<FeatureRegistry, "commentable">;

/** The comments each cache has counted in its content's `commentCount`, so none is counted twice. */
const counted = new WeakMap<ApolloCache, Set<string>>();

function countedIn(cache: ApolloCache): Set<string> {
  let ids = counted.get(cache);
  if (!ids) {
    ids = new Set();
    counted.set(cache, ids);
  }
  return ids;
}

/** Adds `delta` to the content's `commentCount` (the post card's and the article's 'Comments (N)'). */
export function adjustCommentCount(
  cache: ApolloCache,
  features: Commentable,
  content: { contentType: CommentableType; contentId: string },
  delta: number,
): void {
  const typename = features.commentable[content.contentType];
  const id = typename && cache.identify({ __typename: typename, id: content.contentId });
  if (!id) return;
  cache.modify({
    id,
    fields: { commentCount: (count: number) => Math.max(0, count + delta) },
  });
}

/**
 * A comment that is new to the viewer (their own, just added, or someone else's, arriving live): it
 * joins the end of the content's loaded list and the content's count goes up, once however often it
 * arrives. While later pages are still to load it shows at the end until 'Load more' (the pagination
 * policy drops what follows the cursor it loads after, and the server sends it again in order).
 */
export function recordNewComment(
  cache: ApolloCache,
  features: Commentable,
  comment: CommentFieldsFragment,
): void {
  const ids = countedIn(cache);
  if (ids.has(comment.id)) return;
  const variables = {
    contentType: comment.contentType,
    contentId: comment.contentId,
    first: COMMENTS_PAGE_SIZE,
  };
  let known = false;
  cache.updateQuery({ query: CommentsDocument, variables }, (data) => {
    if (!data) return undefined;
    known = data.comments.edges.some((edge) => edge.node.id === comment.id);
    if (known) return undefined;
    const edge = { __typename: "CommentEdge" as const, cursor: `new:${comment.id}`, node: comment };
    return { comments: { ...data.comments, edges: [...data.comments.edges, edge] } };
  });
  ids.add(comment.id);
  // A comment the list already held was counted by the server when the count was read.
  if (!known) adjustCommentCount(cache, features, comment, 1);
}

/** A deleted comment leaves every list, and its content's count goes down. */
export function forgetComment(
  cache: ApolloCache,
  features: Commentable,
  comment: CommentFieldsFragment,
): void {
  countedIn(cache).add(comment.id);
  cache.evict({ id: cache.identify({ __typename: "Comment", id: comment.id }) });
  cache.gc();
  adjustCommentCount(cache, features, comment, -1);
}
