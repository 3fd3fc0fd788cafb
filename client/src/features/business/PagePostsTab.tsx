import { Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useEffect, useRef } from "react";
import { ErrorState } from "../../components/ErrorState";
import { PagedLoadMoreButton } from "../../components/LoadMoreButton";
import { usePagedList } from "../../apollo/usePagedList";
import { PageSpinner } from "../../components/PageSpinner";
import { notify } from "../../theme/toaster";
import {
  type BusinessPageFieldsFragment,
  PagePostDocument,
  PagePostsDocument,
} from "./business.generated";
import { BUSINESS_TEXT } from "./text";
import { PostComposer } from "./PagePostComposer";
import { PagePostCard } from "./PagePostCard";

/**
 * The page's posts, newest first. A link to one post (`?post={id}`: a comment's notification or report)
 * scrolls to it, marked with its comments open; a post past the first page is loaded on its own and
 * shown first; a post since removed: 'Post not found'.
 */
export function PostsTab({
  page,
  focusPostId,
}: {
  page: BusinessPageFieldsFragment;
  focusPostId?: string | null;
}) {
  const posts = useQuery(PagePostsDocument, { variables: { pageId: page.id, first: 10 } });
  const list = posts.data?.pagePosts;
  const pager = usePagedList(list, posts.fetchMore);
  const inList = Boolean(focusPostId && list?.edges.some(({ node }) => node.id === focusPostId));
  // The linked post is loaded on its own when the first page does not hold it.
  const single = useQuery(PagePostDocument, {
    variables: { id: focusPostId ?? "" },
    skip: !focusPostId || !list || inList,
  });
  const linked =
    !inList && single.data?.pagePost?.page.id === page.id ? single.data.pagePost : null;
  const linkedMissing = Boolean(focusPostId && single.data && !linked && !inList);
  useEffect(() => {
    if (linkedMissing) notify.error(...BUSINESS_TEXT.postNotFound, "linked-post");
  }, [linkedMissing]);
  const focusShown = inList || Boolean(linked);
  const scrolled = useRef<string | null>(null);
  useEffect(() => {
    if (!focusPostId || !focusShown || scrolled.current === focusPostId) return;
    scrolled.current = focusPostId;
    document.getElementById(`post-${focusPostId}`)?.scrollIntoView?.({ block: "start" });
  }, [focusPostId, focusShown]);
  return (
    <Stack gap="4">
      {page.viewerIsOwner ? <PostComposer page={page} /> : null}
      {!list ? (
        posts.loading ? (
          <PageSpinner />
        ) : (
          <ErrorState title="Failed to load posts" onRetry={() => void posts.refetch()} />
        )
      ) : !list.edges.length && !linked ? (
        <Text color="fg.muted">{BUSINESS_TEXT.noPosts}</Text>
      ) : (
        <>
          {linked ? <PagePostCard post={linked} page={page} highlighted /> : null}
          {list.edges.map(({ node }) => (
            <PagePostCard
              key={node.id}
              post={node}
              page={page}
              highlighted={node.id === focusPostId}
            />
          ))}
        </>
      )}
      <PagedLoadMoreButton
        variant="outline"
        list={pager}
        onError={() => notify.error("Error", "Failed to load posts")}
      />
    </Stack>
  );
}
