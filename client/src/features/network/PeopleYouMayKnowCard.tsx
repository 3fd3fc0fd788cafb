import {
  Button,
  Card,
  HStack,
  Link,
  Skeleton,
  SkeletonCircle,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useEffect, useRef } from "react";
import { Link as RouterLink } from "react-router-dom";
import { AvatarSkeleton } from "../../components/AvatarSkeleton";
import { SectionCard } from "../../components/SectionCard";
import { useIsBelowXl } from "../../lib/useIsMobile";
import { PeopleYouMayKnowDocument } from "./suggestions.generated";
import { SUGGESTIONS_EMPTY, SUGGESTIONS_FAILED, SuggestionRow } from "./SuggestionRow";

/** How many people the card asks for; it shows them all, and asks again when fewer than 3 are left. */
export const CARD_SUGGESTIONS = 5;
const REFILL_BELOW = 3;

// Below 1280 px (useIsBelowXl) the feed has no column beside it and puts this card after its filter
// tabs: there the card is a strip of small tiles scrolled sideways.

function StripSkeleton() {
  return (
    <HStack gap="2" overflow="hidden" aria-busy="true" aria-label="Loading suggestions">
      {[0, 1, 2].map((index) => (
        <Stack
          key={index}
          w="7rem"
          flexShrink={0}
          align="center"
          gap="2"
          p="3"
          borderWidth="1px"
          borderRadius="l2"
        >
          <SkeletonCircle size="10" />
          <Skeleton h="3" w="80%" />
          <Skeleton h="2.5" w="60%" />
          <Skeleton h="6" w="full" />
        </Stack>
      ))}
    </HStack>
  );
}

function CardSkeleton() {
  return (
    <Stack gap="4" py="2" aria-busy="true" aria-label="Loading suggestions">
      {[0, 1, 2].map((index) => (
        <AvatarSkeleton
          key={index}
          size="8"
          lines={[
            ["3", "50%"],
            ["2.5", "80%"],
          ]}
        />
      ))}
    </Stack>
  );
}

/** Beside members' feed (a strip in it on narrow screens): a few people they may know, each to connect with or dismiss; 'See all'. */
export default function PeopleYouMayKnowCard() {
  const strip = useIsBelowXl();
  const { data, loading, refetch } = useQuery(PeopleYouMayKnowDocument, {
    variables: { first: CARD_SUGGESTIONS },
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  const page = data?.peopleYouMayKnow;
  const suggestions = page?.edges.map((edge) => edge.node) ?? [];
  const count = suggestions.length;
  const more = Boolean(page?.pageInfo.hasNextPage);

  // Connecting or dismissing takes people off at once; once the server has it, and fewer than 3 are
  // left, the next best fill the card (asked only then, so the answer cannot bring the person back).
  const left = useRef({ count, more });
  useEffect(() => {
    left.current = { count, more };
  }, [count, more]);
  const refill = () => {
    if (left.current.count < REFILL_BELOW && left.current.more) {
      void refetch().catch(() => undefined);
    }
  };

  const rows = suggestions.map((suggestion) => (
    <SuggestionRow
      key={suggestion.profile.id}
      suggestion={suggestion}
      variant={strip ? "tile" : "card"}
      onDone={refill}
    />
  ));

  let body;
  if (!page && loading) {
    body = strip ? <StripSkeleton /> : <CardSkeleton />;
  } else if (!page) {
    body = (
      <Stack gap="2" role="alert" align="start" py="1">
        <Text fontSize="sm" color="fg.error">
          {SUGGESTIONS_FAILED}
        </Text>
        <Button
          size="xs"
          variant="outline"
          colorPalette="gray"
          loading={loading}
          onClick={() => void refetch().catch(() => undefined)}
        >
          Retry
        </Button>
      </Stack>
    );
  } else if (!count) {
    body = (
      <Text fontSize="sm" color="fg.muted" py="1">
        {SUGGESTIONS_EMPTY}
      </Text>
    );
  } else if (strip) {
    body = (
      <HStack
        as="ul"
        gap="2"
        listStyleType="none"
        aria-label="People you may know"
        align="stretch"
        overflowX="auto"
        scrollSnapType="x mandatory"
        // Room for the focus ring of the tiles' buttons, which the scroll box would clip.
        p="0.5"
        m="-0.5"
      >
        {rows}
      </HStack>
    );
  } else {
    body = (
      <Stack as="ul" gap="0" listStyleType="none" aria-label="People you may know">
        {rows}
      </Stack>
    );
  }

  return (
    <SectionCard
      headingId="people-you-may-know"
      title="People you may know"
      cardTitle
      aside={
        <Link asChild fontSize="sm" colorPalette="brand" color="colorPalette.fg">
          <RouterLink to="/network">See all</RouterLink>
        </Link>
      }
    >
      <Card.Body pt="0" px={strip ? "3" : undefined}>
        {body}
      </Card.Body>
    </SectionCard>
  );
}
