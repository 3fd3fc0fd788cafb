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
  Stack,
  Tabs,
} from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import {
  IDEA_LIMITS,
  IDEA_MESSAGES,
  IDEA_SORTS,
  INDUSTRIES,
  type IdeaSortValue,
} from "@rules/ideas";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { LightbulbIcon, PlusIcon, SearchIcon } from "lucide-react";
import { useSession } from "../../apollo/session";
import { EmptyState } from "../../components/EmptyState";
import { ErrorState } from "../../components/ErrorState";
import { PagedLoadMoreButton } from "../../components/LoadMoreButton";
import { usePagedList } from "../../apollo/usePagedList";
import { Page } from "../../components/Page";
import { useSignInPrompt } from "../../components/SignInPrompt";
import type { BusinessIdeaSort, Industry } from "../../gql/types";
import { notify } from "../../theme/toaster";
import { IdeaCard } from "./IdeaCard";
import { IdeaFormDialog } from "./IdeaFormDialog";
import { BusinessIdeasDocument } from "./investing.generated";
import { IDEA_TEXT } from "./text";
import { useDocumentTitle } from "../../lib/useDocumentTitle";

/** How many ideas the grid shows at first and adds with each 'Load more'. */
export const IDEAS_PAGE_SIZE = 10;
const ALL = "ALL";
/** How long typing pauses before the search is sent. */
const SEARCH_PAUSE_MS = 300;

/**
 * The grid's choices in the address (?industry=real-estate&sort=most-funded&q=solar), so a reload or a
 * shared link shows the same list: each value is its GraphQL name in lower case with hyphens.
 */
const slug = (value: string) => value.toLowerCase().replace(/_/g, "-");
const fromSlug = <T extends string>(options: readonly { value: T }[], text: string | null) =>
  options.find((option) => slug(option.value) === text)?.value ?? null;

function IdeaGridSkeleton() {
  return (
    <SimpleGrid
      columns={{ base: 1, md: 2 }}
      gap="5"
      aria-busy="true"
      aria-label="Loading business ideas"
    >
      {[0, 1, 2, 3].map((index) => (
        <Card.Root key={index} variant="outline" bg="bg.panel" overflow="hidden">
          <Skeleton h="32" />
          <Card.Body gap="3" p="4">
            <Skeleton h="5" w="60%" />
            <SkeletonText noOfLines={3} gap="2" />
            <Skeleton h="2" />
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

/**
 * /investing: 'Investing Opportunities', 'Submit Business Idea', a search box, a sort (newest, most funded,
 * closest to goal) and the industries as a wrapping chip group (All Ideas and each), all filtered by the
 * server and kept in the address; the ideas in a 2-column grid. Visitors see the grid; opening an idea or
 * submitting asks them to sign in.
 */
export default function InvestingPage() {
  const { me } = useSession();
  useDocumentTitle("Investing");
  const [params, setParams] = useSearchParams();
  const industry = fromSlug(INDUSTRIES, params.get("industry")) as Industry | null;
  const sort = (fromSlug(IDEA_SORTS, params.get("sort")) ?? "NEWEST") as IdeaSortValue;
  const search = (params.get("q") ?? "").trim().slice(0, IDEA_LIMITS.searchMax);
  const [typed, setTyped] = useState(search);
  /** The search this page last wrote to the address or read from it. */
  const [echo, setEcho] = useState(search);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [submitting, setSubmitting] = useState(false);
  const { prompt, element: signInPrompt } = useSignInPrompt();

  /** Sets one choice in the address (none: its default); typing replaces the entry rather than adding. */
  const choose = (name: "industry" | "sort" | "q", value: string | null, replace = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace },
    );

  // The address changed by other means (going back, a link): the box shows its search.
  if (search !== echo) {
    setEcho(search);
    setTyped(search);
  }
  /** The box's text reaches the address (and the server) once typing pauses, or at once. */
  const writeSearch = (text: string, wait: number) => {
    setTyped(text);
    clearTimeout(timer.current);
    const write = () => {
      setEcho(text.trim());
      choose("q", text.trim() || null, true);
    };
    if (wait) timer.current = setTimeout(write, wait);
    else write();
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  const ideas = useQuery(BusinessIdeasDocument, {
    variables: {
      industry,
      search: search || null,
      sort: sort === "NEWEST" ? null : (sort as BusinessIdeaSort),
      first: IDEAS_PAGE_SIZE,
    },
    fetchPolicy: "cache-and-network",
  });
  const list = ideas.data?.businessIdeas;
  const pager = usePagedList(list, ideas.fetchMore);
  const submit = () => (me ? setSubmitting(true) : prompt(IDEA_TEXT.submitSignIn));

  let content;
  if (!list && ideas.loading) content = <IdeaGridSkeleton />;
  else if (!list)
    content = (
      <ErrorState
        title={IDEA_MESSAGES.listFailed}
        description="Please check your connection and try again."
        onRetry={() => void ideas.refetch().catch(() => undefined)}
      />
    );
  else if (!list.edges.length)
    content = (
      <Box borderWidth="1px" borderRadius="l3" bg="bg.panel">
        <EmptyState
          icon={<LightbulbIcon />}
          title={
            search ? IDEA_TEXT.emptySearch : industry ? IDEA_TEXT.emptyIndustry : IDEA_TEXT.empty
          }
        >
          {search ? (
            <Button variant="outline" onClick={() => writeSearch("", 0)}>
              {IDEA_TEXT.clearSearch}
            </Button>
          ) : (
            <Button onClick={submit}>
              <PlusIcon /> {IDEA_TEXT.submit}
            </Button>
          )}
        </EmptyState>
      </Box>
    );
  else
    content = (
      <Stack gap="5">
        <SimpleGrid
          as="ul"
          columns={{ base: 1, md: 2 }}
          gap="5"
          listStyleType="none"
          aria-label="Business ideas"
        >
          {list.edges.map(({ node }) => (
            <li key={node.id}>
              <IdeaCard
                idea={node}
                onSignInRequired={me ? undefined : () => prompt(IDEA_TEXT.viewSignIn)}
              />
            </li>
          ))}
        </SimpleGrid>
        <PagedLoadMoreButton
          variant="outline"
          alignSelf="center"
          list={pager}
          onError={() => notify.error("Error", IDEA_MESSAGES.listFailed)}
        />
      </Stack>
    );

  return (
    <Page
      title={IDEA_TEXT.title}
      subtitle={IDEA_TEXT.subtitle}
      actions={
        <Button onClick={submit}>
          <PlusIcon /> {IDEA_TEXT.submit}
        </Button>
      }
    >
      <Stack gap="4" mb="5">
        <HStack gap="3" flexDirection={{ base: "column", sm: "row" }} align="stretch">
          <InputGroup flex="1" startElement={<SearchIcon size={16} />}>
            <Input
              type="search"
              aria-label={IDEA_TEXT.search}
              placeholder={IDEA_TEXT.search}
              maxLength={IDEA_LIMITS.searchMax}
              value={typed}
              onChange={(event) => writeSearch(event.target.value, SEARCH_PAUSE_MS)}
              bg="bg.panel"
            />
          </InputGroup>
          <NativeSelect.Root w={{ base: "full", sm: "52" }}>
            <NativeSelect.Field
              aria-label={IDEA_TEXT.sort}
              value={sort}
              bg="bg.panel"
              onChange={(event) =>
                choose("sort", event.target.value === "NEWEST" ? null : slug(event.target.value))
              }
            >
              {IDEA_SORTS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
        {/* The industries wrap onto as many lines as they need: none is cut off at any width. */}
        <Tabs.Root
          value={industry ?? ALL}
          onValueChange={(details) =>
            choose("industry", details.value === ALL ? null : slug(details.value))
          }
          variant="subtle"
          size="sm"
          colorPalette="brand"
        >
          <Tabs.List aria-label={IDEA_TEXT.industry} display="flex" flexWrap="wrap" gap="2">
            {[{ value: ALL, label: IDEA_TEXT.allTab }, ...INDUSTRIES].map((option) => (
              <Tabs.Trigger
                key={option.value}
                value={option.value}
                borderWidth="1px"
                borderRadius="full"
                whiteSpace="nowrap"
                _selected={{ borderColor: "colorPalette.solid" }}
              >
                {option.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </Tabs.Root>
      </Stack>
      {content}
      {me ? <IdeaFormDialog open={submitting} onOpenChange={setSubmitting} /> : null}
      {signInPrompt}
    </Page>
  );
}
