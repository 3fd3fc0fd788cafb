import { Card, SimpleGrid, Skeleton, Stat } from "@chakra-ui/react";
import type { AdminStatsQuery } from "./admin.generated";
import { capitalise, KIND_NAMES } from "./kinds";

type Stats = AdminStatsQuery["adminStats"];

/** The dashboard's numbers: members first, then each kind of content. */
export function StatCards({ stats }: { stats: Stats | undefined }) {
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
