import {
  Box,
  Button,
  Flex,
  Heading,
  HStack,
  Image,
  Link,
  Separator,
  Skeleton,
  SkeletonText,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useEffect, useRef } from "react";
import { Link as RouterLink, useNavigate, useParams } from "react-router-dom";
import { ArrowLeftIcon, ClockIcon, MessageSquareIcon, TriangleAlertIcon } from "lucide-react";
import { errorCode } from "../../apollo/errors";
import { useSession } from "../../apollo/session";
import { AvatarSkeleton } from "../../components/AvatarSkeleton";
import { EmptyState } from "../../components/EmptyState";
import { Markdown } from "../../components/Markdown";
import { Reactions } from "../../components/Reactions";
import { CommentsSection } from "../comments";
import { UserAvatar } from "../../components/UserAvatar";
import { ArticleDocument, type ArticleDetailFieldsFragment } from "./articles.generated";
import { displayName } from "../../lib/names";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { notify } from "../../theme/toaster";
import { ArticleBadges } from "./ArticleCard";
import { ReportButton } from "../admin";
import { DeleteArticleButton } from "./DeleteArticleButton";
import { fullTime, relativeTime } from "../../lib/time";
import { isArticleId } from "./validation";

export const INVALID_ARTICLE = {
  title: "Invalid Article",
  description: "The article link is invalid.",
} as const;

export const ARTICLE_NOT_FOUND = {
  title: "Article Not Found",
  description: "The article you're looking for does not exist or has been removed.",
} as const;

function BackButton() {
  return (
    <Button asChild variant="ghost" colorPalette="gray" size="sm" ms="-2">
      <RouterLink to="/articles">
        <ArrowLeftIcon /> Back to Articles
      </RouterLink>
    </Button>
  );
}

function ArticleSkeleton() {
  return (
    <Stack gap="5" aria-busy="true" aria-label="Loading article">
      <Skeleton h="9" w="80%" />
      <AvatarSkeleton
        lines={[
          ["3.5", "32"],
          ["3", "48"],
        ]}
      />
      <Skeleton h={{ base: "48", md: "72" }} borderRadius="l2" />
      <SkeletonText noOfLines={6} gap="3" />
    </Stack>
  );
}

/** /articles/{articleId}: the article, its reactions, and Delete for its author or a super admin. */
export default function ArticleDetailPage() {
  const { articleId } = useParams();
  const navigate = useNavigate();
  const valid = isArticleId(articleId);
  const { data, loading, error, refetch } = useQuery(ArticleDocument, {
    variables: { id: articleId ?? "" },
    skip: !valid,
    fetchPolicy: "cache-and-network",
  });
  // Set as a deletion succeeds: the page is on its way out and must not report the article missing.
  const deleted = useRef(false);

  const invalid = !valid || errorCode(error) === "BAD_USER_INPUT";
  const missing = data?.article === null || errorCode(error) === "NOT_FOUND";
  useEffect(() => {
    if (deleted.current || !(invalid || missing)) return;
    const { title, description } = invalid ? INVALID_ARTICLE : ARTICLE_NOT_FOUND;
    // After this render (a toast raised inside a commit would flush the toaster mid-render); the page
    // is gone by then, so the timer is not cleared with it.
    setTimeout(() => notify.error(title, description, "article-redirect"), 0);
    navigate("/articles", { replace: true });
  }, [invalid, missing, navigate]);

  const article = data?.article;
  useDocumentTitle(article?.title);
  let content;
  if (article) {
    content = (
      <ArticleView
        article={article}
        onDeleted={() => {
          deleted.current = true;
        }}
      />
    );
  } else if (error && !invalid && !missing) {
    content = (
      <Box borderWidth="1px" borderRadius="l3" bg="bg.panel" role="alert">
        <EmptyState
          icon={<TriangleAlertIcon />}
          title="Failed to load article"
          description="Please check your connection and try again."
        >
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
  } else if (loading || !invalid) {
    content = <ArticleSkeleton />;
  }

  return (
    <Box maxW="3xl" mx="auto" px={{ base: "4", md: "8" }} py={{ base: "4", md: "6" }}>
      <Box mb="4">
        <BackButton />
      </Box>
      {content}
    </Box>
  );
}

function ArticleView({
  article,
  onDeleted,
}: {
  article: ArticleDetailFieldsFragment;
  onDeleted: () => void;
}) {
  const { me } = useSession();
  const author = article.author;
  const name = author ? displayName(author) : "Unknown author";
  const when = article.publishedAt ?? article.createdAt;
  const draft = article.status === "DRAFT";

  return (
    <Box as="article" aria-labelledby="article-title">
      <Stack gap="5">
        <ArticleBadges draft={draft} category={article.category} />
        <Heading
          as="h1"
          id="article-title"
          size={{ base: "2xl", md: "4xl" }}
          letterSpacing="tight"
          lineHeight="1.15"
          overflowWrap="anywhere"
        >
          {article.title}
        </Heading>
        <Flex gap="3" align="center" justify="space-between" wrap="wrap">
          <HStack gap="3" minW="0">
            <UserAvatar name={name} src={author?.avatarThumbnailUrl ?? author?.avatarUrl} />
            <Stack gap="0" minW="0">
              {author ? (
                <Link asChild fontWeight="semibold" color="fg" truncate display="block">
                  <RouterLink to={`/profile/${author.id}`}>{name}</RouterLink>
                </Link>
              ) : (
                <Text fontWeight="semibold">{name}</Text>
              )}
              <HStack gap="1.5" fontSize="sm" color="fg.muted" wrap="wrap">
                <time dateTime={when} title={fullTime(when)}>
                  {relativeTime(when)}
                </time>
                <Text as="span" aria-hidden="true">
                  ·
                </Text>
                <HStack as="span" gap="1">
                  <ClockIcon aria-hidden="true" />
                  {article.readingMinutes} min read
                </HStack>
              </HStack>
            </Stack>
          </HStack>
          {me && article.viewerCanDelete ? (
            <DeleteArticleButton
              articleId={article.id}
              authorId={author?.id}
              viewer={me}
              onDeleted={onDeleted}
            />
          ) : null}
          <ReportButton targetType="ARTICLE" targetId={article.id} authorId={author?.id} />
        </Flex>
        {article.imageUrl ? (
          <Image
            src={article.imageUrl}
            alt=""
            w="full"
            maxH={{ base: "64", md: "md" }}
            objectFit="cover"
            borderRadius="l3"
            borderWidth="1px"
          />
        ) : null}
        <Markdown mentions={article.mentions}>{article.content}</Markdown>
        <Separator />
        <Reactions contentType="ARTICLE" contentId={article.id} reactions={article.reactions} />
        {draft ? null : (
          <Stack as="section" gap="4" pt="2" aria-labelledby="article-comments">
            <Heading
              as="h2"
              size="lg"
              id="article-comments"
              display="flex"
              gap="2"
              alignItems="center"
            >
              <MessageSquareIcon aria-hidden="true" />
              Comments ({article.commentCount})
            </Heading>
            <CommentsSection contentType="ARTICLE" contentId={article.id} />
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
