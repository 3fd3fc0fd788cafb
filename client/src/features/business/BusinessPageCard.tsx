import { Badge, Box, Button, Card, Heading, HStack, Image, Stack, Text } from "@chakra-ui/react";
import { BadgeCheckIcon, BriefcaseIcon } from "lucide-react";
import { Link as RouterLink } from "react-router-dom";
import type { BusinessPageCardFieldsFragment } from "./business.generated";
import { categoryLabel, ratingText } from "./text";

/** A directory card: cover, name, verified badge, category, followers, rating and 'View Page'. */
export function BusinessPageCard({ page }: { page: BusinessPageCardFieldsFragment }) {
  const rating = ratingText(page.averageRating, page.reviewCount);
  return (
    <Card.Root variant="outline" bg="bg.panel" overflow="hidden" h="full" aria-label={page.name}>
      {page.coverThumbnailUrl ? (
        <Image src={page.coverThumbnailUrl} alt="" h="32" w="full" objectFit="cover" />
      ) : (
        <Box h="32" bg="orange.subtle" display="grid" placeItems="center" color="orange.fg">
          <BriefcaseIcon size={32} aria-hidden />
        </Box>
      )}
      <Card.Body gap="2" p="4">
        <HStack gap="2" align="center" minW="0">
          {/* A long name ends in an ellipsis on any width; the whole name is its tooltip. */}
          <Heading as="h3" size="md" truncate minW="0" title={page.name}>
            {page.name}
          </Heading>
          {page.isVerified ? (
            <Box color="blue.fg" flexShrink={0} aria-label="Verified" role="img">
              <BadgeCheckIcon size={18} aria-hidden />
            </Box>
          ) : null}
        </HStack>
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette="orange" variant="subtle">
            {categoryLabel(page.category)}
          </Badge>
          <Text fontSize="sm" color="fg.muted">
            {page.followerCount} {page.followerCount === 1 ? "follower" : "followers"}
          </Text>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {rating ?? "No reviews yet"}
        </Text>
        <Stack flex="1" justify="end" pt="2">
          <Button asChild variant="outline" size="sm">
            <RouterLink to={`/business/${page.id}`}>View Page</RouterLink>
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
