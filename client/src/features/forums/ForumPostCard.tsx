import { Box, Card, Heading, HStack, LinkBox, LinkOverlay, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { EyeIcon, MessageSquareIcon } from "lucide-react";
import { LinkCard } from "../../components/LinkCard";
import { LIKE_ONLY, Reactions } from "../../components/Reactions";
import { AuthorChip } from "../../components/AuthorChip";
import { displayName } from "../../lib/names";
import { relativeTime } from "../../lib/time";
import { ForumPostMeta } from "./ForumPostMeta";
import type { ForumPostCardFieldsFragment } from "./forums.generated";
import { SaveButton } from "./SaveButton";
import { countText } from "./text";

/**
 * A post in the list: pinned and locked icons, category, title (to /forums/{id}), the first 150
 * characters, author and time, replies, views, likes, Save and the last reply.
 */
export function ForumPostCard({ post }: { post: ForumPostCardFieldsFragment }) {
  const author = post.author;
  const name = author ? displayName(author) : "Unknown author";
  const last = post.lastReply;
  return (
    <LinkBox as="article" aria-labelledby={`forum-post-${post.id}`}>
      <LinkCard size="sm">
        <Card.Body gap="2">
          <ForumPostMeta
            category={post.category}
            isPinned={post.isPinned}
            isLocked={post.isLocked}
          />
          <Heading as="h3" size="md" lineHeight="short" id={`forum-post-${post.id}`}>
            <LinkOverlay asChild>
              <RouterLink to={`/forums/${post.id}`}>{post.title}</RouterLink>
            </LinkOverlay>
          </Heading>
          <Text color="fg.muted" fontSize="sm" overflowWrap="anywhere">
            {post.excerpt}
          </Text>
          <HStack gap="2" fontSize="xs" color="fg.muted" minW="0">
            <AuthorChip name={name} author={author} />
            <Text as="span" aria-hidden="true">
              ·
            </Text>
            <time dateTime={post.createdAt}>{relativeTime(post.createdAt)}</time>
          </HStack>
        </Card.Body>
        <Card.Footer
          pt="0"
          gap="2"
          rowGap="2"
          flexWrap="wrap"
          justifyContent="space-between"
          alignItems="center"
        >
          <HStack gap="3" fontSize="sm" color="fg.muted" wrap="wrap">
            <HStack gap="1" title="Replies">
              <MessageSquareIcon size="14" aria-hidden="true" />
              <Text as="span">{countText(post.replyCount, "reply", "replies")}</Text>
            </HStack>
            <HStack gap="1" title="Views">
              <EyeIcon size="14" aria-hidden="true" />
              <Text as="span">{countText(post.viewCount, "view", "views")}</Text>
            </HStack>
          </HStack>
          {/* Above the card's link, so they stay pressable. */}
          <HStack gap="1" position="relative" zIndex="1">
            <Reactions
              contentType="FORUM_POST"
              contentId={post.id}
              reactions={post.reactions}
              kinds={LIKE_ONLY}
              size="xs"
            />
            <SaveButton postId={post.id} saved={post.viewerHasSaved} />
          </HStack>
          {last ? (
            <Box w="full" fontSize="xs" color="fg.muted" borderTopWidth="1px" pt="2">
              <Stack gap="0">
                <Text as="span">
                  Last reply by{" "}
                  <Text as="span" fontWeight="medium" color="fg">
                    {last.author ? displayName(last.author) : "Unknown author"}
                  </Text>{" "}
                  · <time dateTime={last.createdAt}>{relativeTime(last.createdAt)}</time>
                </Text>
              </Stack>
            </Box>
          ) : null}
        </Card.Footer>
      </LinkCard>
    </LinkBox>
  );
}
