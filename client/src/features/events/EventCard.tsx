import {
  Badge,
  Box,
  Card,
  Heading,
  HStack,
  Image,
  LinkBox,
  LinkOverlay,
  Stack,
  Text,
} from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { LinkCard } from "../../components/LinkCard";
import { ClockIcon, MapPinIcon, UsersIcon } from "lucide-react";
import { AttendanceControls } from "./AttendanceControls";
import type { EventCardFieldsFragment } from "./events.generated";
import { eventWhenAcrossZones, sameClock, viewerTimeZone } from "./time";
import { countsText, placesText } from "./text";

/** The day on a card's calendar tile, in the zone its time is read in (the viewer's, or the event's). */
function DateTile({ startsAt, zone }: { startsAt: string; zone: string }) {
  const date = new Date(startsAt);
  const day = new Intl.DateTimeFormat("en-US", { day: "numeric", timeZone: zone }).format(date);
  return (
    <Stack
      gap="0"
      align="center"
      justify="center"
      w="14"
      h="14"
      flexShrink={0}
      borderRadius="l2"
      bg="brand.subtle"
      color="brand.fg"
      aria-hidden="true"
    >
      <Text fontSize="xs" fontWeight="semibold" textTransform="uppercase" lineHeight="1">
        {date.toLocaleDateString("en-US", { month: "short", timeZone: zone })}
      </Text>
      <Text fontSize="xl" fontWeight="bold" lineHeight="1.1">
        {day}
      </Text>
    </Stack>
  );
}

export interface EventCardProps {
  event: EventCardFieldsFragment;
  onSignInRequired: () => void;
}

/**
 * An event in the list: its day, title, time (in the viewer's zone; where the event's zone reads another
 * clock, there and in the viewer's: '5:00 PM PST · 2:00 AM your time'), place, counts and the viewer's
 * answer (none on a cancelled event).
 */
export function EventCard({ event, onSignInRequired }: EventCardProps) {
  const places = placesText(event);
  const viewerZone = viewerTimeZone();
  const readIn = sameClock(
    event.timeZone,
    viewerZone,
    new Date(event.startsAt),
    ...(event.endsAt ? [new Date(event.endsAt)] : []),
  )
    ? viewerZone
    : event.timeZone;
  const image = event.imageThumbnailUrl ?? event.imageUrl;
  return (
    <LinkBox as="article" aria-labelledby={`event-title-${event.id}`} h="full">
      <LinkCard
        overflow="hidden"
        h="full"
        flexDirection={{ base: "column", md: "row" }}
        focusWithin={false}
        opacity={event.hasEnded || event.cancelledAt ? 0.85 : 1}
      >
        {image ? (
          <Image
            src={image}
            alt=""
            objectFit="cover"
            w={{ base: "full", md: "48" }}
            h={{ base: "36", md: "auto" }}
            flexShrink={0}
          />
        ) : null}
        <Card.Body gap="3" p="4">
          <HStack align="start" gap="3">
            <DateTile startsAt={event.startsAt} zone={readIn} />
            <Stack gap="1" minW="0" flex="1">
              <HStack gap="2" wrap="wrap">
                <Heading as="h3" size="md" lineHeight="short" id={`event-title-${event.id}`}>
                  <LinkOverlay asChild>
                    <RouterLink to={`/events/${event.id}`}>{event.title}</RouterLink>
                  </LinkOverlay>
                </Heading>
                {event.cancelledAt ? (
                  <Badge colorPalette="red" variant="subtle">
                    Cancelled
                  </Badge>
                ) : event.hasEnded ? (
                  <Badge colorPalette="gray" variant="subtle">
                    Ended
                  </Badge>
                ) : null}
              </HStack>
              <HStack gap="1.5" color="fg.muted" fontSize="sm" align="start">
                {/* Kept whole beside a time that wraps on a phone (two zones make it long). */}
                <ClockIcon size="14" aria-hidden="true" style={{ flexShrink: 0, marginTop: 3 }} />
                <Text as="span">
                  {eventWhenAcrossZones(event.startsAt, event.endsAt, event.timeZone, viewerZone)}
                </Text>
              </HStack>
              <HStack gap="1.5" color="fg.muted" fontSize="sm" minW="0">
                <MapPinIcon size="14" aria-hidden="true" />
                <Text as="span" truncate>
                  {event.location}
                </Text>
              </HStack>
            </Stack>
          </HStack>
          {event.description ? (
            <Text color="fg.muted" fontSize="sm" lineClamp={2} overflowWrap="anywhere">
              {event.description}
            </Text>
          ) : null}
          <HStack justify="space-between" gap="3" wrap="wrap" mt="auto">
            <HStack gap="1.5" color="fg.muted" fontSize="sm">
              <UsersIcon size="14" aria-hidden="true" />
              <Text as="span">{countsText(event)}</Text>
              {places ? (
                <Badge colorPalette={event.spotsLeft ? "green" : "orange"} variant="subtle">
                  {places}
                </Badge>
              ) : null}
            </HStack>
            {/* Above the card's link, so pressing a button answers rather than opens. A cancelled event
                takes no answers: no buttons at all. */}
            {event.cancelledAt ? null : (
              <Box position="relative" zIndex="1">
                <AttendanceControls event={event} onSignInRequired={onSignInRequired} />
              </Box>
            )}
          </HStack>
        </Card.Body>
      </LinkCard>
    </LinkBox>
  );
}
