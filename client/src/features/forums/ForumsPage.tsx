import {
  Box,
  Button,
  Card,
  Heading,
  Input,
  InputGroup,
  SimpleGrid,
  Skeleton,
  SkeletonText,
  Spinner,
  Stack,
  Tabs,
  Text,
} from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { MessagesSquareIcon, PlusIcon, SearchIcon } from "lucide-react";
import { useSession } from "../../apollo/session";
import { EmptyState } from "../../components/EmptyState";
import { ErrorState } from "../../components/ErrorState";
import { PagedLoadMoreButton } from "../../components/LoadMoreButton";
import { usePagedList } from "../../apollo/usePagedList";
import { Page } from "../../components/Page";
import { useSignInPrompt } from "../../components/SignInPrompt";
import type { ForumCategory } from "../../gql/types";
import { notify } from "../../theme/toaster";
import { useDebouncedValue } from "../../lib/useDebouncedValue";
import { CATEGORIES, categoryOf } from "./categories";
import { ForumPostCard } from "./ForumPostCard";
import { ForumPostDialog } from "./ForumPostDialog";
import { ForumCategoriesDocument, ForumPostsDocument } from "./forums.generated";
import { countText, FORUM_TEXT } from "./text";
import { useDocumentTitle } from "../../lib/useDocumentTitle";

/** How many posts a list shows at first and adds with each 'Load more'. */
export const FORUM_PAGE_SIZE = 20;

/** A tab: all posts, one category, or the viewer's saved posts. */
type Tab = "all" | "saved" | ForumCategory;

/** A tab's name in the address (`?tab=help-support`, `?tab=saved`); All Posts has none. */
const slugOf = (tab: Tab) => tab.toLowerCase().replace(/_/g, "-");
const TABS: Tab[] = ["all", ...CATEGORIES.map((c) => c.key), "saved"];
const tabOf = (slug: string | null): Tab =>
  TABS.find((t) => t !== "all" && slugOf(t) === slug) ?? "all";

/**
 * /forums: the four categories with their post counts, a search (sent as typing pauses), tabs (All Posts,
 * each category and, for members, Saved), New Post, and the posts, pinned first, with 'Load more'. The
 * open tab is in the address (`?tab=`), so a reload keeps it and Back returns to the one before.
 */
export default function ForumsPage() {
  const { me } = useSession();
  useDocumentTitle("Forums");
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get("tab"));
  const setTab = (next: Tab) => {
    if (next === tab) return;
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === "all") updated.delete("tab");
      else updated.set("tab", slugOf(next));
      return updated;
    });
  };
  const [search, setSearch] = useState("");
  const [creating, setCreating] = useState(false);
  const query = useDebouncedValue(search.trim(), 300);
  const { prompt, element: signInPrompt } = useSignInPrompt();
  const current = tab === "saved" && !me ? "all" : tab;
  const category = current !== "all" && current !== "saved" ? current : null;

  return (
    <Page
      title="Forums"
      subtitle="Ask questions, share answers and discuss with the community"
      maxW="5xl"
      actions={
        <Button onClick={() => (me ? setCreating(true) : prompt("create a post"))}>
          <PlusIcon /> New Post
        </Button>
      }
    >
      <CategoryCards current={current} onSelect={setTab} />
      <Tabs.Root
        value={current}
        onValueChange={(details) => setTab(details.value as Tab)}
        variant="line"
        lazyMount
        unmountOnExit
      >
        <Stack gap="3" mb="5">
          <Box overflowX="auto">
            <Tabs.List minW="max-content">
              <Tabs.Trigger value="all">All Posts</Tabs.Trigger>
              {CATEGORIES.map((c) => (
                <Tabs.Trigger key={c.key} value={c.key}>
                  {c.name}
                </Tabs.Trigger>
              ))}
              {me ? <Tabs.Trigger value="saved">Saved</Tabs.Trigger> : null}
            </Tabs.List>
          </Box>
          <InputGroup
            startElement={<SearchIcon />}
            endElement={search.trim() !== query ? <Spinner size="xs" color="fg.muted" /> : null}
          >
            <Input
              type="search"
              aria-label="Search forum posts"
              placeholder="Search posts by title or content"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              bg="bg.panel"
            />
          </InputGroup>
        </Stack>
        {(["all", ...CATEGORIES.map((c) => c.key), ...(me ? ["saved"] : [])] as Tab[]).map(
          (value) => (
            <Tabs.Content key={value} value={value} pt="0">
              <PostList
                category={category}
                saved={value === "saved"}
                search={query}
                onCreate={() => (me ? setCreating(true) : prompt("create a post"))}
              />
            </Tabs.Content>
          ),
        )}
      </Tabs.Root>
      <ForumPostDialog open={creating} onOpenChange={setCreating} category={category} />
      {signInPrompt}
    </Page>
  );
}

/** The four categories: colour, name, description and live post count; a click opens its tab. */
function CategoryCards({ current, onSelect }: { current: Tab; onSelect: (tab: Tab) => void }) {
  const { data } = useQuery(ForumCategoriesDocument, { fetchPolicy: "cache-and-network" });
  const counts = new Map(data?.forumCategories.map((c) => [c.category, c.postCount]));
  return (
    <SimpleGrid
      as="ul"
      listStyleType="none"
      columns={{ base: 2, lg: 4 }}
      gap="3"
      mb="6"
      aria-label="Categories"
    >
      {CATEGORIES.map((c) => {
        const count = counts.get(c.key);
        const selected = current === c.key;
        return (
          <li key={c.key}>
            <Card.Root
              asChild
              variant="outline"
              bg="bg.panel"
              // A button is as wide as its text unless told: every card fills its grid column.
              w="full"
              h="full"
              borderTopWidth="4px"
              borderTopColor={`${c.color}.solid`}
              borderColor={selected ? `${c.color}.solid` : undefined}
              textAlign="start"
              cursor="pointer"
              transition="border-color 0.15s, box-shadow 0.15s"
              _hover={{ shadow: "sm" }}
              focusVisibleRing="outside"
            >
              <button type="button" aria-pressed={selected} onClick={() => onSelect(c.key)}>
                <Card.Body gap="1" p={{ base: "3", md: "4" }}>
                  <Stack
                    direction={{ base: "column", md: "row" }}
                    justify="space-between"
                    gap={{ base: "0.5", md: "2" }}
                  >
                    <Heading as="h2" size="sm">
                      {c.name}
                    </Heading>
                    <Text
                      fontSize="xs"
                      color={`${c.color}.fg`}
                      fontWeight="semibold"
                      flexShrink={0}
                    >
                      {count == null ? (
                        <Skeleton as="span" h="3" w="10" display="inline-block" />
                      ) : (
                        countText(count, "post", "posts")
                      )}
                    </Text>
                  </Stack>
                  <Text fontSize="sm" color="fg.muted" hideBelow="md">
                    {c.description}
                  </Text>
                </Card.Body>
              </button>
            </Card.Root>
          </li>
        );
      })}
    </SimpleGrid>
  );
}

function PostListSkeleton() {
  return (
    <Stack gap="3" aria-busy="true" aria-label="Loading forum posts">
      {[0, 1, 2].map((index) => (
        <Card.Root key={index} variant="outline" bg="bg.panel" size="sm">
          <Card.Body gap="3">
            <Skeleton h="5" w="24" />
            <Skeleton h="5" w="60%" />
            <SkeletonText noOfLines={2} gap="2" />
            <Skeleton h="4" w="40" />
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}

interface PostListProps {
  category: ForumCategory | null;
  saved: boolean;
  search: string;
  onCreate: () => void;
}

/** One tab's posts, with their loading, empty and error states and 'Load more'. */
function PostList({ category, saved, search, onCreate }: PostListProps) {
  const { data, previousData, loading, error, refetch, fetchMore } = useQuery(ForumPostsDocument, {
    variables: {
      category,
      saved: saved || null,
      search: search || null,
      first: FORUM_PAGE_SIZE,
    },
    fetchPolicy: "cache-and-network",
  });
  const list = (data ?? previousData)?.forumPosts;
  const pager = usePagedList(list, fetchMore);
  const edges = list?.edges ?? [];

  if (!list && loading) return <PostListSkeleton />;
  if (!list && error) {
    return (
      <ErrorState
        title={FORUM_TEXT.loadFailedTitle}
        description={FORUM_TEXT.loadFailed}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }
  if (!edges.length) {
    let title = "No posts yet";
    let description = "Start the conversation: write the first post.";
    if (search) {
      title = "No posts found";
      description = `No posts match "${search}". Try other words.`;
    } else if (saved) {
      title = "No saved posts";
      description = "Press Save on a post to find it here later.";
    } else if (category) {
      description = `Nothing in ${categoryOf(category).name} yet. Write the first post.`;
    }
    return (
      <Box borderWidth="1px" borderRadius="l3" bg="bg.panel">
        <EmptyState icon={<MessagesSquareIcon />} title={title} description={description}>
          {!search && !saved ? (
            <Button variant="outline" colorPalette="gray" onClick={onCreate}>
              <PlusIcon /> New Post
            </Button>
          ) : null}
        </EmptyState>
      </Box>
    );
  }
  return (
    <Stack gap="4">
      <Stack as="ul" gap="3" listStyleType="none" aria-label="Forum posts">
        {edges.map(({ node }) => (
          <li key={node.id}>
            <ForumPostCard post={node} />
          </li>
        ))}
      </Stack>
      <PagedLoadMoreButton
        variant="outline"
        list={pager}
        onError={() => notify.error(FORUM_TEXT.loadFailedTitle, FORUM_TEXT.loadFailed)}
      />
    </Stack>
  );
}
