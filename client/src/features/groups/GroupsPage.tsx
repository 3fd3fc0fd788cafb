import {
  Box,
  Button,
  Card,
  Input,
  InputGroup,
  SimpleGrid,
  Skeleton,
  SkeletonText,
  Spinner,
  Stack,
  Tabs,
} from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { PlusIcon, SearchIcon, UsersIcon } from "lucide-react";
import { useSession } from "../../apollo/session";
import { EmptyState } from "../../components/EmptyState";
import { ErrorState } from "../../components/ErrorState";
import { PagedLoadMoreButton } from "../../components/LoadMoreButton";
import { usePagedList } from "../../apollo/usePagedList";
import { Page } from "../../components/Page";
import { useSignInPrompt } from "../../components/SignInPrompt";
import { notify } from "../../theme/toaster";
import { GroupCard } from "./GroupCard";
import { GroupsDocument } from "./groups.generated";
import { useDebouncedValue } from "../../lib/useDebouncedValue";
import { useDocumentTitle } from "../../lib/useDocumentTitle";

/** How many groups a list shows at first and adds with each 'Load more'. */
export const GROUPS_PAGE_SIZE = 12;

export const GROUPS_LOAD_FAILED = "Failed to load groups";

type Tab = "all" | "mine";

/**
 * /groups: All Groups and, for members, My Groups; a search over names and descriptions (sent as typing
 * pauses); Create Group; the cards, newest first, with 'Load more'. Visitors who open a group or try to
 * create one are asked to sign in.
 */
export default function GroupsPage() {
  const { me } = useSession();
  useDocumentTitle("Groups");
  const navigate = useNavigate();
  const [tab, setTab] = useState<Tab>("all");
  const [search, setSearch] = useState("");
  const query = useDebouncedValue(search.trim(), 300);
  const { prompt, element: signInPrompt } = useSignInPrompt();
  // A visitor (or a member who signed out) never stays on My Groups.
  const current = tab === "mine" && !me ? "all" : tab;

  return (
    <Page
      title="Groups"
      subtitle="Find communities of professionals who share your interests"
      maxW="6xl"
      actions={
        <Button onClick={() => (me ? navigate("/create-group") : prompt("create a group"))}>
          <PlusIcon /> Create Group
        </Button>
      }
    >
      <Tabs.Root
        value={current}
        onValueChange={(details) => setTab(details.value as Tab)}
        variant="line"
        lazyMount
        unmountOnExit
      >
        <Stack
          direction={{ base: "column", md: "row" }}
          justify="space-between"
          align={{ base: "stretch", md: "end" }}
          gap="3"
          mb="5"
        >
          <Tabs.List borderBottomWidth={{ base: "1px", md: "0" }}>
            <Tabs.Trigger value="all">All Groups</Tabs.Trigger>
            {me ? <Tabs.Trigger value="mine">My Groups</Tabs.Trigger> : null}
          </Tabs.List>
          <Box w={{ base: "full", md: "80" }} pb={{ md: "1" }}>
            <InputGroup
              startElement={<SearchIcon />}
              endElement={search.trim() !== query ? <Spinner size="xs" color="fg.muted" /> : null}
            >
              <Input
                type="search"
                aria-label="Search groups"
                placeholder="Search groups"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                bg="bg.panel"
              />
            </InputGroup>
          </Box>
        </Stack>
        <Tabs.Content value="all" pt="0">
          <GroupList
            search={query}
            onSignInRequired={me ? undefined : () => prompt("join this group")}
          />
        </Tabs.Content>
        {me ? (
          <Tabs.Content value="mine" pt="0">
            <GroupList search={query} mine onBrowse={() => setTab("all")} />
          </Tabs.Content>
        ) : null}
      </Tabs.Root>
      {signInPrompt}
    </Page>
  );
}

function GroupGridSkeleton() {
  return (
    <SimpleGrid
      columns={{ base: 1, sm: 2, lg: 3 }}
      gap="4"
      aria-busy="true"
      aria-label="Loading groups"
    >
      {[0, 1, 2, 3, 4, 5].map((index) => (
        <Card.Root key={index} variant="outline" bg="bg.panel" overflow="hidden">
          <Skeleton h="32" borderRadius="0" />
          <Card.Body gap="3" p="4">
            <Skeleton h="5" w="60%" />
            <SkeletonText noOfLines={2} gap="2" />
            <Skeleton h="4" w="24" />
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

interface GroupListProps {
  search: string;
  mine?: boolean;
  onSignInRequired?: () => void;
  /** My Groups' empty state offers the whole directory. */
  onBrowse?: () => void;
}

/** One tab's grid, with its loading, empty and error states and 'Load more'. */
function GroupList({ search, mine = false, onSignInRequired, onBrowse }: GroupListProps) {
  const { data, previousData, loading, error, refetch, fetchMore } = useQuery(GroupsDocument, {
    variables: { search: search || null, mine: mine || null, first: GROUPS_PAGE_SIZE },
    fetchPolicy: "cache-and-network",
  });
  // While another search loads, the previous results stay (the search box shows a spinner).
  const list = (data ?? previousData)?.groups;
  const pager = usePagedList(list, fetchMore);
  const edges = list?.edges ?? [];

  if (!list && loading) return <GroupGridSkeleton />;
  if (!list && error) {
    return (
      <ErrorState
        title={GROUPS_LOAD_FAILED}
        description="Please check your connection and try again."
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }
  if (!edges.length) {
    let description = "Be the first to start one: create a group and invite people to it.";
    if (search) description = `No groups match "${search}". Try other words.`;
    else if (mine) description = "You haven't joined any groups yet. Find one to join.";
    return (
      <Box borderWidth="1px" borderRadius="l3" bg="bg.panel">
        <EmptyState icon={<UsersIcon />} title="No groups found" description={description}>
          {mine && !search && onBrowse ? (
            <Button variant="outline" colorPalette="gray" onClick={onBrowse}>
              Browse all groups
            </Button>
          ) : null}
        </EmptyState>
      </Box>
    );
  }
  return (
    <Stack gap="4">
      <SimpleGrid
        as="ul"
        columns={{ base: 1, sm: 2, lg: 3 }}
        gap="4"
        listStyleType="none"
        aria-label={mine ? "My groups" : "Groups"}
      >
        {edges.map(({ node }) => (
          <li key={node.id}>
            <GroupCard group={node} onSignInRequired={onSignInRequired} />
          </li>
        ))}
      </SimpleGrid>
      <PagedLoadMoreButton
        variant="outline"
        list={pager}
        onError={() => notify.error("Error", GROUPS_LOAD_FAILED)}
      />
    </Stack>
  );
}
