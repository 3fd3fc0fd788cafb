import { Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { ErrorState } from "../../components/ErrorState";
import { PagedLoadMoreButton } from "../../components/LoadMoreButton";
import { usePagedList } from "../../apollo/usePagedList";
import { PageSpinner } from "../../components/PageSpinner";
import { notify } from "../../theme/toaster";
import { type BusinessPageFieldsFragment, PagePostsDocument } from "./business.generated";
import { BUSINESS_TEXT } from "./text";
import { PostComposer } from "./PagePostComposer";
import { PagePostCard } from "./PagePostCard";

export function PostsTab({ page }: { page: BusinessPageFieldsFragment }) {
  const posts = useQuery(PagePostsDocument, { variables: { pageId: page.id, first: 10 } });
  const list = posts.data?.pagePosts;
  const pager = usePagedList(list, posts.fetchMore);
  return (
    <Stack gap="4">
      {page.viewerIsOwner ? <PostComposer page={page} /> : null}
      {!list ? (
        posts.loading ? (
          <PageSpinner />
        ) : (
          <ErrorState title="Failed to load posts" onRetry={() => void posts.refetch()} />
        )
      ) : !list.edges.length ? (
        <Text color="fg.muted">{BUSINESS_TEXT.noPosts}</Text>
      ) : (
        list.edges.map(({ node }) => <PagePostCard key={node.id} post={node} page={page} />)
      )}
      <PagedLoadMoreButton
        variant="outline"
        list={pager}
        onError={() => notify.error("Error", "Failed to load posts")}
      />
    </Stack>
  );
}
