import {
  Box,
  Button,
  Card,
  SimpleGrid,
  Skeleton,
  SkeletonText,
  Stack,
  Tabs,
} from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { INDUSTRIES } from "@rules/ideas";
import { useState } from "react";
import { LightbulbIcon, PlusIcon } from "lucide-react";
import { useSession } from "../../apollo/session";
import { EmptyState } from "../../components/EmptyState";
import { ErrorState } from "../../components/ErrorState";
import { PagedLoadMoreButton } from "../../components/LoadMoreButton";
import { usePagedList } from "../../apollo/usePagedList";
import { Page } from "../../components/Page";
import { useSignInPrompt } from "../../components/SignInPrompt";
import type { Industry } from "../../gql/types";
import { notify } from "../../theme/toaster";
import { IdeaCard } from "./IdeaCard";
import { IdeaFormDialog } from "./IdeaFormDialog";
import { BusinessIdeasDocument } from "./investing.generated";
import { IDEA_TEXT } from "./text";
import { IDEA_MESSAGES } from "@rules/ideas";

/** How many ideas the grid shows at first and adds with each 'Load more'. */
export const IDEAS_PAGE_SIZE = 10;
const ALL = "ALL";

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
 * /investing: 'Investing Opportunities', 'Submit Business Idea', the tabs All Ideas and each industry
 * (filtered by the server), and the ideas newest first in a 2-column grid. Visitors see the grid; opening
 * an idea or submitting asks them to sign in.
 */
export default function InvestingPage() {
  const { me } = useSession();
  const [tab, setTab] = useState<string>(ALL);
  const [submitting, setSubmitting] = useState(false);
  const { prompt, element: signInPrompt } = useSignInPrompt();
  const industry = tab === ALL ? null : (tab as Industry);
  const ideas = useQuery(BusinessIdeasDocument, {
    variables: { industry, first: IDEAS_PAGE_SIZE },
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
          title={industry ? IDEA_TEXT.emptyIndustry : IDEA_TEXT.empty}
        >
          <Button onClick={submit}>
            <PlusIcon /> {IDEA_TEXT.submit}
          </Button>
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
      <Tabs.Root
        value={tab}
        onValueChange={(details) => setTab(details.value)}
        variant="line"
        mb="5"
        lazyMount
      >
        <Box overflowX="auto" mx={{ base: "-4", md: "0" }} px={{ base: "4", md: "0" }}>
          <Tabs.List w="max-content" minW="full">
            <Tabs.Trigger value={ALL}>{IDEA_TEXT.allTab}</Tabs.Trigger>
            {INDUSTRIES.map((option) => (
              <Tabs.Trigger key={option.value} value={option.value}>
                {option.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </Box>
      </Tabs.Root>
      {content}
      {me ? <IdeaFormDialog open={submitting} onOpenChange={setSubmitting} /> : null}
      {signInPrompt}
    </Page>
  );
}
