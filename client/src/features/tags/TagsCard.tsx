import { Box, Button, Card, Heading, HStack, Link, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { Link as RouterLink } from "react-router-dom";
import { SectionCard } from "../../components/SectionCard";
import { useIsBelowXl } from "../../lib/useIsMobile";
import {
  FollowedTagsDocument,
  TrendingTagsDocument,
  type TagFieldsFragment,
} from "./tags.generated";
import { TAG_TEXT } from "./text";

/** How many trending tags the card shows. */
export const TRENDING_TAGS = 8;

function TagsSkeleton({ label, chips }: { label: string; chips: boolean }) {
  return chips ? (
    <HStack gap="2" overflow="hidden" aria-busy="true" aria-label={label}>
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} h="7" w="24" borderRadius="full" />
      ))}
    </HStack>
  ) : (
    <Stack gap="3" py="1" aria-busy="true" aria-label={label}>
      {[0, 1, 2].map((index) => (
        <HStack key={index} justify="space-between">
          <Skeleton h="3.5" w="40%" />
          <Skeleton h="3" w="20%" />
        </HStack>
      ))}
    </Stack>
  );
}

/** Tags as links: one per row with their count (the column), or a row of chips scrolled sideways (narrow screens). */
function TagList({
  tags,
  label,
  chips,
}: {
  tags: readonly TagFieldsFragment[];
  label: string;
  chips: boolean;
}) {
  if (chips) {
    return (
      <HStack
        as="ul"
        gap="2"
        listStyleType="none"
        aria-label={label}
        overflowX="auto"
        // Room for the links' focus ring, which the scroll box would clip.
        p="0.5"
        m="-0.5"
      >
        {tags.map((tag) => (
          <li key={tag.name}>
            <Link
              asChild
              fontSize="sm"
              whiteSpace="nowrap"
              px="3"
              py="1"
              borderWidth="1px"
              borderRadius="full"
              color="fg"
              textDecoration="none"
              _hover={{ bg: "bg.muted" }}
            >
              <RouterLink to={`/tags/${encodeURIComponent(tag.name)}`}>
                <Text as="span" fontWeight="medium" color="brand.fg">
                  #{tag.name}
                </Text>
                <Text as="span" color="fg.muted">
                  · {TAG_TEXT.uses(tag.useCount)}
                </Text>
              </RouterLink>
            </Link>
          </li>
        ))}
      </HStack>
    );
  }
  return (
    <Stack as="ul" gap="0" listStyleType="none" aria-label={label}>
      {tags.map((tag) => (
        <HStack as="li" key={tag.name} justify="space-between" gap="3" py="1.5">
          <Link asChild fontWeight="medium" color="brand.fg" truncate display="block" minW="0">
            <RouterLink to={`/tags/${encodeURIComponent(tag.name)}`}>#{tag.name}</RouterLink>
          </Link>
          <Text fontSize="sm" color="fg.muted" flexShrink={0}>
            {TAG_TEXT.uses(tag.useCount)}
          </Text>
        </HStack>
      ))}
    </Stack>
  );
}

function TrendingTags({ chips }: { chips: boolean }) {
  const { data, loading, refetch } = useQuery(TrendingTagsDocument, {
    variables: { first: TRENDING_TAGS },
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  const tags = data?.trendingTags;
  if (!tags && loading) return <TagsSkeleton label="Loading trending tags" chips={chips} />;
  if (!tags) {
    return (
      <Stack gap="2" role="alert" align="start" py="1">
        <Text fontSize="sm" color="fg.error">
          {TAG_TEXT.trendingFailed}
        </Text>
        <Button
          size="xs"
          variant="outline"
          colorPalette="gray"
          loading={loading}
          onClick={() => void refetch().catch(() => undefined)}
        >
          Try again
        </Button>
      </Stack>
    );
  }
  if (!tags.length) {
    return (
      <Text fontSize="sm" color="fg.muted" py="1">
        {TAG_TEXT.trendingEmpty}
      </Text>
    );
  }
  return <TagList tags={tags} label="Trending tags" chips={chips} />;
}

function FollowedTags({ chips }: { chips: boolean }) {
  const { data, loading } = useQuery(FollowedTagsDocument, { fetchPolicy: "cache-and-network" });
  const tags = data?.followedTags;
  let body;
  if (!tags && loading) body = <TagsSkeleton label="Loading your tags" chips={chips} />;
  else if (!tags) body = null;
  else if (!tags.length && chips) body = null;
  else if (!tags.length) {
    body = (
      <Text fontSize="sm" color="fg.muted" py="1">
        {TAG_TEXT.followedEmpty}
      </Text>
    );
  } else body = <TagList tags={tags} label={TAG_TEXT.followed} chips={chips} />;
  if (!body) return null;
  return (
    <Box as="section" aria-labelledby="followed-tags" borderTopWidth="1px" pt="3" mt="3">
      <Heading as="h3" id="followed-tags" fontSize="sm" fontWeight="semibold" mb="2">
        {TAG_TEXT.followed}
      </Heading>
      {body}
    </Box>
  );
}

/**
 * Beside members' feed: the tags trending today, then the tags the member follows (on narrow screens,
 * where the card sits above the feed, each a row of chips, and no 'Your tags' while there are none).
 */
export default function TagsCard() {
  const chips = useIsBelowXl();
  return (
    <SectionCard headingId="trending-tags" title={TAG_TEXT.trending} cardTitle>
      <Card.Body pt="0" px={chips ? "3" : undefined}>
        <TrendingTags chips={chips} />
        <FollowedTags chips={chips} />
      </Card.Body>
    </SectionCard>
  );
}
