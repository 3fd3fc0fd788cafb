import {
  Box,
  Button,
  Card,
  Heading,
  HStack,
  Skeleton,
  SkeletonText,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { CalendarDaysIcon, PlusIcon } from "lucide-react";
import { useSession } from "../../apollo/session";
import { EmptyState } from "../../components/EmptyState";
import { ErrorState } from "../../components/ErrorState";
import { PagedLoadMoreButton } from "../../components/LoadMoreButton";
import { usePagedList } from "../../apollo/usePagedList";
import { Page } from "../../components/Page";
import { useSignInPrompt } from "../../components/SignInPrompt";
import { notify } from "../../theme/toaster";
import { EventCard } from "./EventCard";
import { EventFormDialog } from "./EventFormDialog";
import { EventsDocument } from "./events.generated";
import { EVENT_TEXT } from "./text";
import { useDocumentTitle } from "../../lib/useDocumentTitle";

/** How many events a period shows at first and adds with each 'Load more'. */
export const EVENTS_PAGE_SIZE = 10;

function EventListSkeleton() {
  return (
    <Stack gap="4" aria-busy="true" aria-label="Loading events">
      {[0, 1, 2].map((index) => (
        <Card.Root key={index} variant="outline" bg="bg.panel">
          <Card.Body gap="3" p="4">
            <HStack gap="3">
              <Skeleton w="14" h="14" borderRadius="l2" />
              <Stack gap="2" flex="1">
                <Skeleton h="5" w="50%" />
                <Skeleton h="4" w="35%" />
              </Stack>
            </HStack>
            <SkeletonText noOfLines={2} gap="2" />
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}

/**
 * /events: 'Events' with 'Create Event' (visitors are asked to sign in), the upcoming events soonest
 * first (cancelled ones left out), then past ones latest first, each card with its counts and the
 * viewer's answer; a member who has upcoming events of their own, cancelled ones included, finds them
 * under 'Your events'.
 */
export default function EventsPage() {
  const { me } = useSession();
  useDocumentTitle("Events");
  const [creating, setCreating] = useState(false);
  const { prompt, element: signInPrompt } = useSignInPrompt();
  const upcoming = useQuery(EventsDocument, {
    variables: { period: "UPCOMING", first: EVENTS_PAGE_SIZE },
    fetchPolicy: "cache-and-network",
  });
  const past = useQuery(EventsDocument, {
    variables: { period: "PAST", first: EVENTS_PAGE_SIZE },
    fetchPolicy: "cache-and-network",
  });
  const mine = useQuery(EventsDocument, {
    variables: { period: "UPCOMING", mine: true, first: EVENTS_PAGE_SIZE },
    fetchPolicy: "cache-and-network",
    skip: !me,
  });
  const signIn = () => prompt(EVENT_TEXT.attendSignInAction);

  let content;
  const upcomingList = upcoming.data?.events;
  const pastList = past.data?.events;
  const upcomingPager = usePagedList(upcomingList, upcoming.fetchMore);
  const pastPager = usePagedList(pastList, past.fetchMore);
  // The viewer's own: a section only when there are some (a failure leaves it out; the lists stand).
  const mineList = me ? mine.data?.events : undefined;
  const minePager = usePagedList(mineList, mine.fetchMore);
  if ((!upcomingList && upcoming.loading) || (!pastList && past.loading)) {
    content = <EventListSkeleton />;
  } else if (!upcomingList || !pastList) {
    content = (
      <ErrorState
        title={EVENT_TEXT.loadFailed}
        description="Please check your connection and try again."
        onRetry={() => {
          void upcoming.refetch().catch(() => undefined);
          void past.refetch().catch(() => undefined);
        }}
      />
    );
  } else if (!upcomingList.edges.length && !pastList.edges.length && !mineList?.edges.length) {
    content = (
      <Box borderWidth="1px" borderRadius="l3" bg="bg.panel">
        <EmptyState icon={<CalendarDaysIcon />} title={EVENT_TEXT.empty}>
          <Button onClick={() => (me ? setCreating(true) : prompt(EVENT_TEXT.signInAction))}>
            <PlusIcon /> Create Event
          </Button>
        </EmptyState>
      </Box>
    );
  } else {
    const sections = [
      ...(mineList?.edges.length
        ? [{ key: "mine", title: "Your events", list: mineList, pager: minePager } as const]
        : []),
      { key: "upcoming", title: "Upcoming", list: upcomingList, pager: upcomingPager } as const,
      { key: "past", title: "Past events", list: pastList, pager: pastPager } as const,
    ];
    content = (
      <Stack gap="8">
        {sections.map(({ key, title, list, pager }) => (
          <Stack as="section" key={key} gap="3" aria-labelledby={`events-${key}`}>
            <Heading as="h2" size="lg" id={`events-${key}`}>
              {title}
            </Heading>
            {list.edges.length ? (
              <Stack as="ul" gap="4" listStyleType="none" aria-label={title}>
                {list.edges.map(({ node }) => (
                  <li key={node.id}>
                    <EventCard event={node} onSignInRequired={signIn} />
                  </li>
                ))}
              </Stack>
            ) : (
              <Text color="fg.muted">
                {key === "upcoming" ? "No upcoming events right now." : "No past events."}
              </Text>
            )}
            <PagedLoadMoreButton
              variant="outline"
              list={pager}
              onError={() => notify.error("Error", EVENT_TEXT.loadFailed)}
            />
          </Stack>
        ))}
      </Stack>
    );
  }

  return (
    <Page
      title="Events"
      subtitle="Meetups, pitch nights and workshops near you"
      actions={
        <Button onClick={() => (me ? setCreating(true) : prompt(EVENT_TEXT.signInAction))}>
          <PlusIcon /> Create Event
        </Button>
      }
    >
      {content}
      {me ? <EventFormDialog open={creating} onOpenChange={setCreating} /> : null}
      {signInPrompt}
    </Page>
  );
}
