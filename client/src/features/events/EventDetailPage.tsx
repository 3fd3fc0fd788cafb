import {
  Badge,
  Box,
  Button,
  Card,
  Heading,
  HStack,
  Image,
  Link,
  Skeleton,
  SkeletonText,
  Stack,
  Tabs,
  Text,
} from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { Link as RouterLink, useParams } from "react-router-dom";
import {
  ArrowLeftIcon,
  CalendarPlusIcon,
  ClockIcon,
  MapPinIcon,
  PencilIcon,
  UsersIcon,
  XCircleIcon,
} from "lucide-react";
import { errorTitle, userMessage } from "../../apollo/errors";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { EmptyState } from "../../components/EmptyState";
import { ErrorState } from "../../components/ErrorState";
import { PagedLoadMoreButton } from "../../components/LoadMoreButton";
import { usePagedList } from "../../apollo/usePagedList";
import { useSignInPrompt } from "../../components/SignInPrompt";
import { UserAvatar } from "../../components/UserAvatar";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { notify } from "../../theme/toaster";
import type { AttendanceStatus } from "../../gql/types";
import { AttendanceControls } from "./AttendanceControls";
import { EventFormDialog } from "./EventFormDialog";
import {
  CancelEventDocument,
  EventAttendeesDocument,
  EventDocument,
  type EventCardFieldsFragment,
} from "./events.generated";
import { countsText, EVENT_TEXT, personName, placesText } from "./text";
import { eventWhen, sameClock, viewerTimeZone, zoneName } from "./time";
import { ReportButton } from "../admin";

const ATTENDEES_PAGE = 50;

function BackLink() {
  return (
    <Button asChild variant="ghost" colorPalette="gray" size="sm" mb="4" ms="-2">
      <RouterLink to="/events">
        <ArrowLeftIcon /> Back to Events
      </RouterLink>
    </Button>
  );
}

function DetailSkeleton() {
  return (
    <Stack gap="4" aria-busy="true" aria-label="Loading event">
      <Skeleton h="8" w="60%" />
      <Skeleton h="5" w="40%" />
      <SkeletonText noOfLines={4} gap="2" />
    </Stack>
  );
}

/**
 * What an empty list says: an open event invites the viewer ('Nobody is going yet. Be the first!'); a
 * cancelled or ended one takes no answers, so it only says how it was.
 */
function emptyText(
  status: AttendanceStatus,
  part: "confirmed" | "waitlist" | undefined,
  closed: boolean,
) {
  if (part === "waitlist")
    return closed ? "Nobody was waiting for a place." : "Nobody is waiting for a place.";
  if (status === "INTERESTED")
    return closed ? "Nobody was interested." : "Nobody has marked interest yet.";
  return closed ? "Nobody was going." : "Nobody is going yet. Be the first!";
}

/** One list of who answered: going (confirmed, then the waitlist with places) or interested. */
function AttendeeList({
  eventId,
  status,
  part,
  closed = false,
}: {
  eventId: string;
  status: AttendanceStatus;
  part?: "confirmed" | "waitlist";
  /** Cancelled or ended: no invitation to answer. */
  closed?: boolean;
}) {
  const { data, loading, error, refetch, fetchMore } = useQuery(EventAttendeesDocument, {
    variables: { eventId, status, first: ATTENDEES_PAGE },
    fetchPolicy: "cache-and-network",
  });
  const list = data?.eventAttendees;
  const pager = usePagedList(list, fetchMore);
  if (!list && loading) return <SkeletonText noOfLines={3} gap="3" />;
  if (!list && error)
    return (
      <ErrorState
        title="Failed to load attendees"
        description="Please try again."
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  const rows = (list?.edges ?? []).filter(({ node }) =>
    part === "confirmed"
      ? node.waitlistPosition == null
      : part === "waitlist"
        ? node.waitlistPosition != null
        : true,
  );
  if (!rows.length) return <Text color="fg.muted">{emptyText(status, part, closed)}</Text>;
  return (
    <Stack gap="3">
      <Stack as="ul" gap="2" listStyleType="none">
        {rows.map(({ node }) => (
          <HStack as="li" key={node.profile.id} gap="3">
            <UserAvatar name={personName(node.profile)} src={node.profile.avatarUrl} size="sm" />
            <Stack gap="0" minW="0" flex="1">
              <Link asChild fontWeight="medium">
                <RouterLink to={`/profile/${node.profile.id}`}>
                  {personName(node.profile)}
                </RouterLink>
              </Link>
              <Text fontSize="xs" color="fg.muted">
                @{node.profile.username}
              </Text>
            </Stack>
            {node.waitlistPosition != null ? (
              <Badge colorPalette="orange" variant="subtle">
                #{node.waitlistPosition}
              </Badge>
            ) : null}
          </HStack>
        ))}
      </Stack>
      <PagedLoadMoreButton
        list={pager}
        onError={() => notify.error("Error", "Failed to load attendees")}
      />
    </Stack>
  );
}

function EventDetails({ event }: { event: EventCardFieldsFragment }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { prompt, element: signInPrompt } = useSignInPrompt();
  const [cancelEvent, { loading: cancelling }] = useMutation(CancelEventDocument);
  const zone = viewerTimeZone();
  const start = new Date(event.startsAt);
  const otherZone =
    event.timeZone !== zone &&
    !sameClock(event.timeZone, zone, start, ...(event.endsAt ? [new Date(event.endsAt)] : []));
  const places = placesText(event);
  const image = event.imageUrl;
  const closed = Boolean(event.cancelledAt) || event.hasEnded;

  const cancel = async () => {
    try {
      await cancelEvent({ variables: { id: event.id } });
      setConfirming(false);
      notify.success("Event cancelled", "Everyone who answered has been told.", "event-cancel");
    } catch (error) {
      notify.error(
        errorTitle(error) ?? "Error",
        userMessage(error, "Please try again"),
        "event-cancel",
      );
    }
  };

  return (
    <Stack gap="6">
      {image ? (
        <Image
          src={image}
          alt=""
          w="full"
          maxH="72"
          objectFit="cover"
          borderRadius="l3"
          borderWidth="1px"
        />
      ) : null}
      <Stack gap="3">
        <HStack gap="2" wrap="wrap">
          <Heading as="h1" size={{ base: "xl", md: "2xl" }} letterSpacing="tight">
            {event.title}
          </Heading>
          {event.cancelledAt ? (
            <Badge colorPalette="red" variant="subtle" size="lg">
              Cancelled
            </Badge>
          ) : event.hasEnded ? (
            <Badge colorPalette="gray" variant="subtle" size="lg">
              Ended
            </Badge>
          ) : null}
        </HStack>
        <HStack gap="2" color="fg.muted" fontSize="sm">
          <UserAvatar name={personName(event.creator)} src={event.creator?.avatarUrl} size="sm" />
          <Text as="span">Hosted by {personName(event.creator)}</Text>
        </HStack>
      </Stack>

      <Card.Root variant="outline" bg="bg.panel">
        <Card.Body gap="3" p="4">
          <HStack gap="2" align="start">
            <Box color="fg.muted" pt="0.5">
              <ClockIcon size="16" aria-hidden="true" />
            </Box>
            <Stack gap="0.5">
              <Text fontWeight="medium">{eventWhen(event.startsAt, event.endsAt)}</Text>
              <Text fontSize="sm" color="fg.muted">
                Times in your time zone ({zone}, {zoneName(zone, new Date(event.startsAt))})
              </Text>
              {otherZone ? (
                <Text fontSize="sm" color="fg.muted">
                  At the event: {eventWhen(event.startsAt, event.endsAt, event.timeZone)}{" "}
                  {zoneName(event.timeZone, start)} ({event.timeZone})
                </Text>
              ) : null}
            </Stack>
          </HStack>
          <HStack gap="2">
            <Box color="fg.muted">
              <MapPinIcon size="16" aria-hidden="true" />
            </Box>
            <Text>{event.location}</Text>
          </HStack>
          <HStack gap="2" wrap="wrap">
            <Box color="fg.muted">
              <UsersIcon size="16" aria-hidden="true" />
            </Box>
            <Text>{countsText(event)}</Text>
            {places ? (
              <Badge colorPalette={event.spotsLeft ? "green" : "orange"} variant="subtle">
                {places}
              </Badge>
            ) : null}
          </HStack>
          <HStack gap="2" wrap="wrap" pt="2">
            {/* A cancelled event takes no answers: no buttons at all. */}
            {event.cancelledAt ? null : (
              <AttendanceControls
                event={event}
                size="md"
                onSignInRequired={() => prompt(EVENT_TEXT.attendSignInAction)}
              />
            )}
            <Button asChild variant="outline" colorPalette="gray">
              <a href={event.icsUrl} download>
                <CalendarPlusIcon /> Add to calendar
              </a>
            </Button>
            {event.viewerCanEdit && !event.cancelledAt ? (
              <Button variant="outline" colorPalette="gray" onClick={() => setEditing(true)}>
                <PencilIcon /> Edit
              </Button>
            ) : null}
            {event.viewerCanCancel && !event.cancelledAt ? (
              <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
                <XCircleIcon /> Cancel Event
              </Button>
            ) : null}
            <ReportButton targetType="EVENT" targetId={event.id} authorId={event.creator?.id} />
          </HStack>
          {closed ? (
            <Text fontSize="sm" color="fg.muted">
              {event.cancelledAt ? "This event has been cancelled." : "This event has ended."}
            </Text>
          ) : null}
        </Card.Body>
      </Card.Root>

      {event.description ? (
        <Stack gap="2">
          <Heading as="h2" size="md">
            About
          </Heading>
          <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
            {event.description}
          </Text>
        </Stack>
      ) : null}

      <Stack gap="3" as="section" aria-labelledby="attendees-heading">
        <Heading as="h2" size="md" id="attendees-heading">
          Attendees
        </Heading>
        <Tabs.Root defaultValue="going" variant="line" lazyMount>
          <Tabs.List>
            <Tabs.Trigger value="going">Going ({event.goingCount})</Tabs.Trigger>
            {event.capacity != null ? (
              <Tabs.Trigger value="waitlist">Waitlist ({event.waitlistCount})</Tabs.Trigger>
            ) : null}
            <Tabs.Trigger value="interested">Interested ({event.interestedCount})</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="going">
            <AttendeeList eventId={event.id} status="GOING" part="confirmed" closed={closed} />
          </Tabs.Content>
          <Tabs.Content value="waitlist">
            <AttendeeList eventId={event.id} status="GOING" part="waitlist" closed={closed} />
          </Tabs.Content>
          <Tabs.Content value="interested">
            <AttendeeList eventId={event.id} status="INTERESTED" closed={closed} />
          </Tabs.Content>
        </Tabs.Root>
      </Stack>

      {event.viewerCanEdit ? (
        <EventFormDialog open={editing} onOpenChange={setEditing} event={event} />
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Cancel this event?"
        message="Everyone going, waiting or interested will be told. This cannot be undone."
        confirmLabel="Cancel Event"
        pendingLabel="Cancelling..."
        pending={cancelling}
        onConfirm={() => void cancel()}
      />
      {signInPrompt}
    </Stack>
  );
}

/** /events/:eventId: an event's details, the viewer's answer, 'Add to calendar' and who is coming. */
export default function EventDetailPage() {
  const { eventId = "" } = useParams();
  const { data, loading, error, refetch } = useQuery(EventDocument, {
    variables: { id: eventId },
    fetchPolicy: "cache-and-network",
  });
  const event = data?.event;
  useDocumentTitle(data ? (event?.title ?? EVENT_TEXT.notFound) : null);
  let content;
  if (!data && loading) content = <DetailSkeleton />;
  else if (!data && error)
    content = (
      <ErrorState
        title="Failed to load event"
        description="Please check your connection and try again."
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  else if (!event)
    content = (
      <Box borderWidth="1px" borderRadius="l3" bg="bg.panel">
        <EmptyState
          icon={<XCircleIcon />}
          title={EVENT_TEXT.notFound}
          description="This event does not exist or has been removed."
        />
      </Box>
    );
  else content = <EventDetails event={event} />;
  return (
    <Box maxW="4xl" mx="auto" px={{ base: "4", md: "8" }} py={{ base: "6", md: "8" }}>
      <BackLink />
      {content}
    </Box>
  );
}
