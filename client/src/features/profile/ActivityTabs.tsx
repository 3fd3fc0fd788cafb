import { Card, Skeleton, SkeletonText, Stack, Tabs } from "@chakra-ui/react";
import { Suspense } from "react";
import { useFeatures } from "../registry";

function PanelSkeleton() {
  return (
    <Stack gap="3" py="2" aria-busy="true" aria-label="Loading">
      <Skeleton h="5" w="40%" />
      <SkeletonText noOfLines={3} gap="2" />
    </Stack>
  );
}

/**
 * A member's activity on their profile: one tab per area that declares a `profileTabs` entry in its
 * manifest, each panel loaded when its tab first opens. The owner's panels show their own views
 * (drafts, totals, the buttons to start); what others may see is the server's to decide.
 */
export function ActivityTabs({
  memberId,
  own,
  name,
}: {
  memberId: string;
  own: boolean;
  name: string;
}) {
  // The tabs areas add to profiles (Groups, Investing, Articles in the spec's order), by their order.
  const { profileTabs: tabs } = useFeatures();
  if (!tabs.length) return null;
  return (
    <Card.Root variant="outline" bg="bg.panel" size="sm" minW="0">
      <Card.Body pt="2">
        <Tabs.Root defaultValue={tabs[0].value} variant="line" size="sm" lazyMount>
          <Tabs.List mb="2" overflowX="auto" overflowY="hidden">
            {tabs.map(({ value, label, icon: Icon }) => (
              <Tabs.Trigger key={value} value={value} flexShrink={0}>
                <Icon /> {label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {tabs.map(({ value, panel: Panel }) => (
            <Tabs.Content key={value} value={value}>
              <Suspense fallback={<PanelSkeleton />}>
                <Panel memberId={memberId} memberName={name} own={own} />
              </Suspense>
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Card.Body>
    </Card.Root>
  );
}
