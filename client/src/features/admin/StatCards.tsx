import { Box, Card, SimpleGrid, Skeleton, Stat } from "@chakra-ui/react";
import { userMessage } from "../../apollo/errors";
import { ErrorState } from "../../components/ErrorState";
import type { AdminStatsQuery } from "./admin.generated";
import { ADMIN_TEXT, capitalise, KIND_NAMES } from "./kinds";

type Stats = AdminStatsQuery["adminStats"];

export interface StatCardsProps {
  stats: Stats | undefined;
  /** Why the numbers could not be loaded (shown, with Try again, while there are none to show). */
  error?: unknown;
  onRetry: () => void;
}

/**
 * The dashboard's numbers: members first, then each kind of content; skeletons while they load, and the
 * failure with Try again when they could not be loaded.
 */
export function StatCards({ stats, error, onRetry }: StatCardsProps) {
  if (error && !stats)
    return (
      <Box mb="6">
        <ErrorState
          title={ADMIN_TEXT.statsFailed}
          description={userMessage(error, ADMIN_TEXT.tryAgain)}
          onRetry={onRetry}
        />
      </Box>
    );
  const cards: [string, number | undefined][] = [
    ["Total users", stats?.totalUsers],
    ["Banned users", stats?.bannedUsers],
    ["Active today", stats?.activeToday],
    ["New this week", stats?.newThisWeek],
    ["Open reports", stats?.openReports],
    ...(stats?.content ?? []).map(
      (c) => [capitalise(KIND_NAMES[c.kind].many), c.count] as [string, number],
    ),
  ];
  return (
    <SimpleGrid columns={{ base: 2, md: 3, lg: 5 }} gap="3" mb="6">
      {cards.map(([label, value]) => (
        <Card.Root key={label} size="sm">
          <Card.Body>
            <Stat.Root>
              <Stat.Label>{label}</Stat.Label>
              {value === undefined ? (
                <Skeleton height="8" width="16" />
              ) : (
                <Stat.ValueText aria-label={`${label}: ${value}`}>
                  {value.toLocaleString("en-US")}
                </Stat.ValueText>
              )}
            </Stat.Root>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
