import { Button, Card, Link, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useEffect, useRef } from "react";
import { Link as RouterLink } from "react-router-dom";
import { AvatarSkeleton } from "../../components/AvatarSkeleton";
import { SectionCard } from "../../components/SectionCard";
import { PeopleYouMayKnowDocument } from "./suggestions.generated";
import { SUGGESTIONS_EMPTY, SUGGESTIONS_FAILED, SuggestionRow } from "./SuggestionRow";

/** How many people the card asks for; it shows them all, and asks again when fewer than 3 are left. */
export const CARD_SUGGESTIONS = 5;
const REFILL_BELOW = 3;

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

/** Beside members' feed: a few people they may know, each to connect with or dismiss; 'See all'. */
export default function PeopleYouMayKnowCard() {
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

  let body;
  if (!page && loading) {
    body = <CardSkeleton />;
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
  } else {
    body = (
      <Stack as="ul" gap="0" listStyleType="none" aria-label="People you may know">
        {suggestions.map((suggestion) => (
          <SuggestionRow
            key={suggestion.profile.id}
            suggestion={suggestion}
            variant="card"
            onDone={refill}
          />
        ))}
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
      <Card.Body pt="0">{body}</Card.Body>
    </SectionCard>
  );
}
