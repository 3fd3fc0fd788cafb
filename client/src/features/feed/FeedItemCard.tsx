import {
  Badge,
  Box,
  Card,
  Heading,
  HStack,
  Link,
  LinkBox,
  LinkOverlay,
  Stack,
  Text,
} from "@chakra-ui/react";
import type { MouseEvent } from "react";
import { Link as RouterLink } from "react-router-dom";
import { LinkCard } from "../../components/LinkCard";
import { UserAvatar } from "../../components/UserAvatar";
import type { FeedItemFieldsFragment } from "./feed.generated";
import { displayName } from "../../lib/names";
import { feedItemTarget, feedKind, feedTypeLabel, feedTypePalette } from "./feed";
import { fullTime, relativeTime } from "../../lib/time";
import { useFeatures } from "../registry";
import { LinkedText } from "../../components/RichText";

export interface FeedItemCardProps {
  item: FeedItemFieldsFragment;
  /**
   * Called instead of following the link when the item needs an account the viewer lacks; receives the
   * spec's action phrase ('read this article'). Not given: links are followed.
   */
  onSignInRequired?: (action: string) => void;
}

/** One feed entry: who and when, its kind, the title (a link when it leads somewhere), text and image. */
export function FeedItemCard({ item, onSignInRequired }: FeedItemCardProps) {
  const features = useFeatures();
  const author = item.author;
  const name = author ? displayName(author) : "Unknown User";
  const title = feedKind(features, item.type)?.title?.(name) ?? item.title;
  const target = feedItemTarget(features, item);
  const gated = target?.signInAction && onSignInRequired ? target.signInAction : null;

  const onOpen = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!gated) return;
    event.preventDefault();
    onSignInRequired?.(gated);
  };

  return (
    <LinkBox asChild>
      <LinkCard as="article" overflow="hidden" hover={Boolean(target)} focusWithin={false}>
        <Card.Body gap="3" p={{ base: "4", md: "5" }}>
          {item.reason ? (
            // Why a ranked (Top) feed shows the item: 'Ana Lee is a connection'.
            <Text
              fontSize="xs"
              color="fg.muted"
              pb="2.5"
              mb="-0.5"
              borderBottomWidth="1px"
              wordBreak="break-word"
            >
              {item.reason}
            </Text>
          ) : null}
          <HStack gap="3" align="center">
            <UserAvatar name={name} src={author?.avatarThumbnailUrl ?? author?.avatarUrl} />
            <Stack gap="0" flex="1" minW="0">
              {author ? (
                <Link
                  asChild
                  fontWeight="semibold"
                  fontSize="sm"
                  color="fg"
                  truncate
                  display="block"
                  w="fit-content"
                  maxW="full"
                >
                  <RouterLink to={`/profile/${author.id}`}>{name}</RouterLink>
                </Link>
              ) : (
                <Text fontWeight="semibold" fontSize="sm" truncate>
                  {name}
                </Text>
              )}
              <Text asChild fontSize="xs" color="fg.muted">
                <time dateTime={item.createdAt} title={fullTime(item.createdAt)}>
                  {relativeTime(item.createdAt)}
                </time>
              </Text>
            </Stack>
            <Badge
              colorPalette={feedTypePalette(features, item.type)}
              variant="subtle"
              flexShrink={0}
            >
              {feedTypeLabel(features, item.type)}
            </Badge>
          </HStack>

          {title ? (
            <Heading as="h3" size="md" lineHeight="short" wordBreak="break-word">
              {target ? (
                <LinkOverlay asChild focusRing="outside" borderRadius="l1">
                  <RouterLink to={target.to} onClick={onOpen}>
                    {title}
                  </RouterLink>
                </LinkOverlay>
              ) : (
                title
              )}
            </Heading>
          ) : null}

          {item.description ? (
            <Text color="fg.muted" lineClamp={4} whiteSpace="pre-line" wordBreak="break-word">
              {/* Its #tags link to their pages; feed items carry no mentions, so @names stay text. */}
              <LinkedText text={item.description} />
            </Text>
          ) : null}

          {item.imageUrl ? (
            // A fixed shape, so a lazily loaded image never moves the cards below it.
            <Box
              asChild
              w="full"
              aspectRatio="16 / 9"
              objectFit="cover"
              borderRadius="l2"
              bg="bg.muted"
            >
              <img
                src={item.imageUrl}
                alt={title ? `Image for ${title}` : `Image shared by ${name}`}
                loading="lazy"
                decoding="async"
              />
            </Box>
          ) : null}
        </Card.Body>
      </LinkCard>
    </LinkBox>
  );
}
