import {
  Box,
  Button,
  Card,
  HStack,
  Input,
  InputGroup,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  SkeletonText,
} from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { BUSINESS_CATEGORY_VALUES, type BusinessCategoryValue } from "@rules/pages";
import { BriefcaseIcon, PlusIcon, SearchIcon } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { useSession } from "../../apollo/session";
import { EmptyState } from "../../components/EmptyState";
import { ErrorState } from "../../components/ErrorState";
import { PagedLoadMoreButton } from "../../components/LoadMoreButton";
import { usePagedList } from "../../apollo/usePagedList";
import { Page } from "../../components/Page";
import { notify } from "../../theme/toaster";
import { nativeSelectRecipe } from "../articles";
import { useDebouncedValue } from "../../lib/useDebouncedValue";
import { BusinessPagesDocument } from "./business.generated";
import { BusinessPageCard } from "./BusinessPageCard";
import { BusinessPageFormDialog } from "./BusinessPageFormDialog";
import { BUSINESS_TEXT, categoryLabel } from "./text";
import { useDocumentTitle } from "../../lib/useDocumentTitle";

/** How many cards the directory shows at first and adds with each 'Load more'. */
export const DIRECTORY_PAGE_SIZE = 12;

function DirectorySkeleton() {
  return (
    <SimpleGrid
      columns={{ base: 1, md: 2, lg: 3 }}
      gap="4"
      aria-busy="true"
      aria-label="Loading business pages"
    >
      {[0, 1, 2, 3, 4, 5].map((index) => (
        <Card.Root
          key={index}
          variant="outline"
          bg="bg.panel"
          overflow="hidden"
          data-testid="page-skeleton"
        >
          <Skeleton h="32" />
          <Card.Body gap="3" p="4">
            <Skeleton h="5" w="60%" />
            <SkeletonText noOfLines={2} gap="2" />
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

/**
 * /business: 'Business Pages', a server-side search and a category filter, a 3-column grid of cards
 * newest first with 'Load more', and 'Create Business Page' (visitors are sent to sign in).
 */
export default function BusinessDirectoryPage() {
  const { me } = useSession();
  useDocumentTitle("Business pages");
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [search, setSearch] = useState("");
  const [category, setCategory] = useState<BusinessCategoryValue | "">("");
  const debounced = useDebouncedValue(search.trim(), 300);
  const query = useQuery(BusinessPagesDocument, {
    variables: {
      search: debounced || null,
      category: category || null,
      first: DIRECTORY_PAGE_SIZE,
    },
    fetchPolicy: "cache-and-network",
  });
  const create = () => (me ? setCreating(true) : navigate("/auth"));
  const list = query.data?.businessPages;
  const pager = usePagedList(list, query.fetchMore);
  const filtered = Boolean(debounced || category);

  let content;
  if (!list && query.loading) content = <DirectorySkeleton />;
  else if (!list)
    content = (
      <ErrorState
        title={BUSINESS_TEXT.loadFailed}
        description="Please check your connection and try again."
        onRetry={() => void query.refetch().catch(() => undefined)}
      />
    );
  else if (!list.edges.length)
    content = (
      <Box borderWidth="1px" borderRadius="l3" bg="bg.panel">
        <EmptyState
          icon={<BriefcaseIcon />}
          title={filtered ? BUSINESS_TEXT.emptyFiltered : BUSINESS_TEXT.empty}
        >
          {filtered ? null : (
            <Button onClick={create}>
              <PlusIcon /> {BUSINESS_TEXT.createFirst}
            </Button>
          )}
        </EmptyState>
      </Box>
    );
  else
    content = (
      <>
        <SimpleGrid
          as="ul"
          listStyleType="none"
          columns={{ base: 1, md: 2, lg: 3 }}
          gap="4"
          aria-label="Business pages"
        >
          {list.edges.map(({ node }) => (
            <li key={node.id}>
              <BusinessPageCard page={node} />
            </li>
          ))}
        </SimpleGrid>
        <PagedLoadMoreButton
          variant="outline"
          list={pager}
          onError={() => notify.error("Error", BUSINESS_TEXT.loadFailed)}
        />
      </>
    );

  return (
    <Page
      title={BUSINESS_TEXT.title}
      subtitle={BUSINESS_TEXT.subtitle}
      actions={
        <Button onClick={create}>
          <PlusIcon /> {BUSINESS_TEXT.create}
        </Button>
      }
    >
      <HStack gap="3" mb="6" flexDirection={{ base: "column", sm: "row" }} align="stretch">
        <InputGroup flex="1" startElement={<SearchIcon size={16} />}>
          <Input
            type="search"
            aria-label={BUSINESS_TEXT.search}
            placeholder={BUSINESS_TEXT.search}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            bg="bg.panel"
          />
        </InputGroup>
        <NativeSelect.Root recipe={nativeSelectRecipe} w={{ base: "full", sm: "56" }}>
          <NativeSelect.Field
            aria-label="Category"
            value={category}
            bg="bg.panel"
            onChange={(e) => setCategory(e.target.value as BusinessCategoryValue | "")}
          >
            <option value="">All</option>
            {BUSINESS_CATEGORY_VALUES.map((value) => (
              <option key={value} value={value}>
                {categoryLabel(value)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      {content}
      {me ? <BusinessPageFormDialog open={creating} onOpenChange={setCreating} /> : null}
    </Page>
  );
}
