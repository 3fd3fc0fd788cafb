import {
  Badge,
  Box,
  Button,
  Card,
  Flex,
  Heading,
  HStack,
  Image,
  LinkBox,
  LinkOverlay,
  Stack,
  Text,
} from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { SendIcon } from "lucide-react";
import { LinkCard } from "../../components/LinkCard";
import { AuthorChip } from "../../components/AuthorChip";
import type { ArticleCardFieldsFragment } from "./articles.generated";
import type { ArticleCategory } from "../../gql/types";
import { displayName } from "../../lib/names";
import { articleCategoryLabel } from "./categories";
import { fullTime, relativeTime } from "../../lib/time";

export interface ArticleCardProps {
  article: ArticleCardFieldsFragment;
  /** Shown on the viewer's own drafts (My Articles): publishes the draft. */
  onPublish?: (article: ArticleCardFieldsFragment) => void;
  publishing?: boolean;
}

/** An article in a list: title (to /articles/{id}), author and time, and the first 200 characters. */
export function ArticleCard({ article, onPublish, publishing = false }: ArticleCardProps) {
  const draft = article.status === "DRAFT";
  const author = article.author;
  const name = author ? displayName(author) : "Unknown author";
  const when = article.publishedAt ?? article.createdAt;
  return (
    <LinkBox as="article" aria-labelledby={`article-title-${article.id}`}>
      <LinkCard size="sm">
        <Card.Body>
          <Flex gap="4" align="start">
            <Stack gap="2" flex="1" minW="0">
              <ArticleBadges draft={draft} category={article.category} />
              <Heading as="h3" size="md" lineHeight="short" id={`article-title-${article.id}`}>
                <LinkOverlay asChild>
                  <RouterLink to={`/articles/${article.id}`}>{article.title}</RouterLink>
                </LinkOverlay>
              </Heading>
              <Text color="fg.muted" fontSize="sm" overflowWrap="anywhere">
                {article.preview}
              </Text>
              <HStack gap="3" rowGap="1" fontSize="xs" color="fg.muted" wrap="wrap">
                <HStack gap="2" minW="0">
                  <AuthorChip name={name} author={author} />
                </HStack>
                <HStack gap="1.5">
                  <time dateTime={when} title={fullTime(when)}>
                    {draft ? `Saved ${relativeTime(article.createdAt)}` : relativeTime(when)}
                  </time>
                  <Text as="span" aria-hidden="true">
                    ·
                  </Text>
                  <Text as="span">{article.readingMinutes} min read</Text>
                </HStack>
              </HStack>
              {draft && onPublish ? (
                <Box position="relative" zIndex="1" pt="1">
                  <Button
                    size="xs"
                    loading={publishing}
                    loadingText="Publishing..."
                    onClick={() => onPublish(article)}
                  >
                    <SendIcon /> Publish
                  </Button>
                </Box>
              ) : null}
            </Stack>
            {article.imageThumbnailUrl ? (
              <Image
                src={article.imageThumbnailUrl}
                alt=""
                w={{ base: "20", sm: "36" }}
                h={{ base: "20", sm: "24" }}
                objectFit="cover"
                borderRadius="l2"
                flexShrink={0}
                loading="lazy"
              />
            ) : null}
          </Flex>
        </Card.Body>
      </LinkCard>
    </LinkBox>
  );
}

/** The Draft and category badges of an article, when it has either. */
export function ArticleBadges({
  draft,
  category,
}: {
  draft: boolean;
  category?: ArticleCategory | null;
}) {
  if (!draft && !category) return null;
  return (
    <HStack gap="2" wrap="wrap">
      {draft ? (
        <Badge colorPalette="orange" variant="subtle">
          Draft
        </Badge>
      ) : null}
      {category ? (
        <Badge colorPalette="brand" variant="subtle">
          {articleCategoryLabel(category)}
        </Badge>
      ) : null}
    </HStack>
  );
}
