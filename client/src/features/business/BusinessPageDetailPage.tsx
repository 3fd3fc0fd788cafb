import {
  Badge,
  Box,
  Card,
  Flex,
  Heading,
  HStack,
  Image,
  Stack,
  Tabs,
  Text,
} from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { BadgeCheckIcon, BriefcaseIcon } from "lucide-react";
import { useState } from "react";
import { useParams, useSearchParams } from "react-router-dom";
import { EmptyState } from "../../components/EmptyState";
import { ErrorState } from "../../components/ErrorState";
import { PageSpinner } from "../../components/PageSpinner";
import { UserAvatar } from "../../components/UserAvatar";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { BusinessPageDocument } from "./business.generated";
import { BUSINESS_TEXT, categoryLabel, ratingText } from "./text";
import { PageActions, VerifyButton } from "./PageActions";
import { PostsTab } from "./PagePostsTab";
import { ReviewsTab } from "./ReviewsTab";
import { About } from "./PageAbout";

type Tab = "posts" | "about" | "reviews";
const TABS: readonly Tab[] = ["posts", "about", "reviews"];

/**
 * /business/:id: the page's header (cover, image, name, badge, category, followers) and its tabs.
 * `?post={id}` opens the Posts tab at that post; `?tab=reviews` (or about) opens that tab.
 */
export default function BusinessPageDetailPage() {
  const { id = "" } = useParams();
  const [params] = useSearchParams();
  const focusPostId = params.get("post");
  const linkedTab: Tab = focusPostId
    ? "posts"
    : (TABS.find((tab) => tab === params.get("tab")) ?? "posts");
  const [tab, setTab] = useState<Tab>(linkedTab);
  // A new link (a notification clicked while the page is open) opens its tab.
  const [link, setLink] = useState(params.toString());
  if (link !== params.toString()) {
    setLink(params.toString());
    setTab(linkedTab);
  }
  const query = useQuery(BusinessPageDocument, { variables: { id } });
  const page = query.data?.businessPage;
  useDocumentTitle(query.data ? (page?.name ?? BUSINESS_TEXT.notFound) : null);
  if (!query.data && query.loading) return <PageSpinner />;
  if (!query.data && query.error)
    return (
      <ErrorState title="Failed to load the business page" onRetry={() => void query.refetch()} />
    );
  if (!page)
    return (
      <Box maxW="xl" mx="auto" mt="10" borderWidth="1px" borderRadius="l3" bg="bg.panel">
        <EmptyState
          icon={<BriefcaseIcon />}
          title={BUSINESS_TEXT.notFound}
          description={BUSINESS_TEXT.notFoundText}
        />
      </Box>
    );
  const rating = ratingText(page.averageRating, page.reviewCount);
  return (
    <Stack
      gap="6"
      maxW="5xl"
      mx="auto"
      w="full"
      px={{ base: "4", md: "8" }}
      py={{ base: "4", md: "6" }}
    >
      <Card.Root variant="outline" bg="bg.panel" overflow="hidden">
        {page.coverImageUrl ? (
          <Image
            src={page.coverImageUrl}
            alt={`${page.name} cover`}
            h={{ base: "40", md: "56" }}
            w="full"
            objectFit="cover"
          />
        ) : (
          <Box h={{ base: "32", md: "44" }} bg="orange.subtle" />
        )}
        <Card.Body gap="3">
          <Flex
            gap="4"
            direction={{ base: "column", sm: "row" }}
            justify="space-between"
            align={{ base: "stretch", sm: "end" }}
          >
            <Flex
              gap={{ base: "2", sm: "4" }}
              direction={{ base: "column", sm: "row" }}
              align={{ base: "start", sm: "end" }}
              mt={{ base: "-12", md: "-16" }}
              minW="0"
            >
              <Box borderWidth="4px" borderColor="bg.panel" borderRadius="full" bg="bg.panel">
                <UserAvatar name={page.name} src={page.profileImageUrl} size="xl" />
              </Box>
              <Stack gap="1" minW="0" maxW="full" w={{ base: "full", sm: "auto" }}>
                {/* A long name ends in an ellipsis (on a phone too); the whole name is its tooltip. */}
                <HStack gap="2" minW="0">
                  <Heading as="h1" size="2xl" truncate minW="0" title={page.name}>
                    {page.name}
                  </Heading>
                  {page.isVerified ? (
                    <Box color="blue.fg" role="img" aria-label="Verified" flexShrink={0}>
                      <BadgeCheckIcon aria-hidden />
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
                  {rating ? (
                    <Text fontSize="sm" color="fg.muted">
                      {rating}
                    </Text>
                  ) : null}
                </HStack>
              </Stack>
            </Flex>
            <Stack gap="2" align={{ base: "stretch", sm: "end" }}>
              <PageActions page={page} />
              <VerifyButton page={page} />
            </Stack>
          </Flex>
          <Text color="fg.muted">{page.description}</Text>
        </Card.Body>
      </Card.Root>
      <Tabs.Root
        value={tab}
        onValueChange={(details) => setTab(details.value as Tab)}
        variant="line"
        lazyMount
      >
        <Tabs.List>
          <Tabs.Trigger value="posts">Posts</Tabs.Trigger>
          <Tabs.Trigger value="about">About</Tabs.Trigger>
          <Tabs.Trigger value="reviews">Reviews</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="posts">
          <PostsTab page={page} focusPostId={focusPostId} />
        </Tabs.Content>
        <Tabs.Content value="about">
          <About page={page} />
        </Tabs.Content>
        <Tabs.Content value="reviews">
          <ReviewsTab page={page} />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
