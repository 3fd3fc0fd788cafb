import {
  Box,
  Button,
  Card,
  Heading,
  HStack,
  Skeleton,
  SkeletonCircle,
  SkeletonText,
  Stack,
} from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import type { DocumentNode } from "graphql";
import { useState } from "react";
import { FileTextIcon, RefreshCwIcon, TriangleAlertIcon } from "lucide-react";
import { userMessage } from "../../apollo/errors";
import { EmptyState } from "../../components/EmptyState";
import { PagedLoadMoreButton } from "../../components/LoadMoreButton";
import { usePagedList } from "../../apollo/usePagedList";
import {
  ArticlesDocument,
  PublishArticleDocument,
  type ArticleCardFieldsFragment,
} from "./articles.generated";
import type { ArticleCategory } from "../../gql/types";
import { notify } from "../../theme/toaster";
import { ArticleCard } from "./ArticleCard";
import { ARTICLE_MESSAGES } from "./validation";

/** How many articles a list shows at first and adds with each 'Load more'. */
export const ARTICLES_PAGE_SIZE = 10;

export const LOAD_FAILED = "Failed to load articles. Please try again later.";

/** Which articles a tab lists: a category, or one author's (the viewer's own, drafts included). */
export interface ArticleFilter {
  category?: ArticleCategory;
  authorId?: string;
}

/** The three placeholder cards shown while a list loads (spec document 2). */
export function ArticleListSkeleton() {
  return (
    <Stack gap="3" aria-busy="true" aria-label="Loading articles">
      {[0, 1, 2].map((index) => (
        <Card.Root
          key={index}
          variant="outline"
          bg="bg.panel"
          size="sm"
          data-testid="article-skeleton"
        >
          <Card.Body>
            <Stack gap="3">
              <Skeleton h="5" w="60%" />
              <SkeletonText noOfLines={2} gap="2" />
              <HStack gap="2">
                <SkeletonCircle size="6" />
                <Skeleton h="3" w="32" />
              </HStack>
            </Stack>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}

/**
 * Publishes a draft from a list ('Article published', or the error as a toast), then refetches
 * `refetchQueries`; `publishingId` is the draft being published.
 */
export function usePublishArticle(refetchQueries: DocumentNode[]) {
  const [publishingId, setPublishingId] = useState<string | null>(null);
  const [publishArticle] = useMutation(PublishArticleDocument, { refetchQueries });
  const publish = async (article: ArticleCardFieldsFragment) => {
    setPublishingId(article.id);
    try {
      await publishArticle({ variables: { id: article.id } });
      notify.success("Article published", `"${article.title}" is now live.`);
    } catch (cause) {
      notify.error("Error", userMessage(cause, ARTICLE_MESSAGES.publishFailed));
    } finally {
      setPublishingId(null);
    }
  };
  return { publish, publishingId };
}

/** A list's article cards; with a `publisher`, each draft has Publish. */
export function ArticleCards({
  edges,
  publisher,
}: {
  edges: { node: ArticleCardFieldsFragment }[];
  publisher?: ReturnType<typeof usePublishArticle>;
}) {
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label="Articles">
      {edges.map(({ node }) => (
        <li key={node.id}>
          <ArticleCard
            article={node}
            onPublish={publisher ? (article) => void publisher.publish(article) : undefined}
            publishing={publisher?.publishingId === node.id}
          />
        </li>
      ))}
    </Stack>
  );
}

/**
 * One tab's list: the heading 'Articles (N)' with Refresh, the cards newest first, and 'Load more'; with
 * the loading, empty and error states.
 */
export function ArticleList({ category, authorId }: ArticleFilter) {
  const { data, loading, error, refetch, fetchMore } = useQuery(ArticlesDocument, {
    variables: { category, authorId, first: ARTICLES_PAGE_SIZE },
    fetchPolicy: "cache-and-network",
  });
  const [refreshing, setRefreshing] = useState(false);
  const publisher = usePublishArticle([ArticlesDocument]);

  const list = data?.articles;
  const pager = usePagedList(list, fetchMore);
  const edges = list?.edges ?? [];

  const refresh = async () => {
    setRefreshing(true);
    try {
      const result = await refetch();
      const count = result.data?.articles.totalCount ?? 0;
      notify.success(
        "Articles refreshed",
        `Loaded ${count} article${count === 1 ? "" : "s"}`,
        "articles-refreshed",
      );
    } catch {
      notify.error("Error", LOAD_FAILED, "articles-refreshed");
    } finally {
      setRefreshing(false);
    }
  };

  let content;
  if (!list && loading) {
    content = <ArticleListSkeleton />;
  } else if (!list && error) {
    content = (
      <Box borderWidth="1px" borderRadius="l3" bg="bg.panel" role="alert">
        <EmptyState icon={<TriangleAlertIcon />} title={LOAD_FAILED} size="sm" titleAs="h3">
          <Button
            variant="outline"
            colorPalette="gray"
            onClick={() => void refetch().catch(() => undefined)}
          >
            Try Again
          </Button>
        </EmptyState>
      </Box>
    );
  } else if (!edges.length) {
    content = (
      <Box borderWidth="1px" borderRadius="l3" bg="bg.panel">
        <EmptyState
          icon={<FileTextIcon />}
          title="No articles found."
          size="sm"
          titleAs="h3"
          description={
            authorId
              ? "Articles and drafts you write will show here."
              : "When members publish articles, they will show here."
          }
        />
      </Box>
    );
  } else {
    content = <ArticleCards edges={edges} publisher={authorId ? publisher : undefined} />;
  }

  return (
    <Stack gap="4">
      <HStack justify="space-between" gap="3">
        <Heading as="h2" size="lg">
          Articles{list ? ` (${list.totalCount})` : ""}
        </Heading>
        <Button
          size="sm"
          variant="outline"
          colorPalette="gray"
          loading={refreshing}
          loadingText="Refreshing..."
          onClick={() => void refresh()}
        >
          <RefreshCwIcon /> Refresh
        </Button>
      </HStack>
      {content}
      <PagedLoadMoreButton
        variant="outline"
        list={pager}
        onError={() => notify.error("Error", LOAD_FAILED)}
      />
    </Stack>
  );
}
