import { Badge, Button, HStack, Stack } from "@chakra-ui/react";
import { useApolloClient, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { FileTextIcon, PenLineIcon } from "lucide-react";
import { ProfileTabEmpty } from "../../components/ProfileTabEmpty";
import { ErrorState } from "../../components/ErrorState";
import { PagedLoadMoreButton } from "../../components/LoadMoreButton";
import { usePagedList } from "../../apollo/usePagedList";
import { notify } from "../../theme/toaster";
import type { ProfileTabProps } from "../feature";
import { ArticleEditorDialog } from "./ArticleEditorDialog";
import {
  ArticleCards,
  ArticleListSkeleton,
  ARTICLES_PAGE_SIZE,
  LOAD_FAILED,
  usePublishArticle,
} from "./ArticleList";
import { ArticleCountsDocument, ArticlesDocument } from "./articles.generated";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The owner's counts: all their articles and the drafts among them. */
function OwnCounts() {
  const { data } = useQuery(ArticleCountsDocument, { fetchPolicy: "cache-and-network" });
  const counts = data?.articleCounts;
  if (!counts) return null;
  return (
    <HStack gap="2" wrap="wrap" aria-label="Article counts">
      <Badge variant="subtle" colorPalette="gray" size="md">
        {plural(counts.total, "article", "articles")}
      </Badge>
      <Badge variant="subtle" colorPalette="orange" size="md">
        {plural(counts.drafts, "draft", "drafts")}
      </Badge>
    </HStack>
  );
}

/**
 * A profile's Articles tab: the member's articles, newest first. The server decides what shows: their
 * published articles to everyone, their drafts too on their own profile, where the owner also gets the
 * counts, Publish on each draft and Write.
 */
export default function ProfileArticles({ memberId, memberName, own }: ProfileTabProps) {
  const { data, loading, error, refetch, fetchMore } = useQuery(ArticlesDocument, {
    variables: { authorId: memberId, first: ARTICLES_PAGE_SIZE },
    fetchPolicy: "cache-and-network",
  });
  const client = useApolloClient();
  const [writing, setWriting] = useState(false);
  const publisher = usePublishArticle([ArticlesDocument, ArticleCountsDocument]);
  const list = data?.articles;
  const pager = usePagedList(list, fetchMore);

  const write = own ? (
    <>
      <Button size="sm" onClick={() => setWriting(true)}>
        <PenLineIcon /> Write
      </Button>
      <ArticleEditorDialog
        open={writing}
        onOpenChange={(open) => {
          setWriting(open);
          // A new article or draft changes the counts (the dialog refreshes the lists itself).
          if (!open) void client.refetchQueries({ include: [ArticleCountsDocument] });
        }}
      />
    </>
  ) : null;

  let content;
  if (!list && loading) content = <ArticleListSkeleton />;
  else if (!list)
    content = error ? (
      <ErrorState
        title={LOAD_FAILED}
        description="Please check your connection and try again."
        onRetry={() => void refetch().catch(() => undefined)}
      />
    ) : null;
  else if (!list.edges.length)
    return (
      <ProfileTabEmpty
        icon={<FileTextIcon />}
        title="No articles yet"
        own={own}
        ownText="Share what you know: articles you write will show here."
        otherText={`${memberName} hasn't published any articles yet.`}
      >
        {write}
      </ProfileTabEmpty>
    );
  else
    content = (
      <Stack gap="3">
        <ArticleCards edges={list.edges} publisher={own ? publisher : undefined} />
        <PagedLoadMoreButton
          variant="outline"
          list={pager}
          onError={() => notify.error("Error", LOAD_FAILED)}
        />
      </Stack>
    );

  return (
    <Stack gap="4" py="1">
      {own ? (
        <HStack justify="space-between" gap="3" wrap="wrap">
          <OwnCounts />
          {write}
        </HStack>
      ) : null}
      {content}
    </Stack>
  );
}
