import { Box, Tabs } from "@chakra-ui/react";
import { LuNewspaper } from "react-icons/lu";
import { EmptyState } from "../../components/EmptyState";
import { Page } from "../../components/Page";

const filters = [
  { value: "all", label: "All" },
  { value: "groups", label: "Groups" },
  { value: "articles", label: "Articles" },
  { value: "events", label: "Events" },
  { value: "investing", label: "Investing" },
];

/** Home for a member. The feed itself arrives with a later issue; the frame and empty state are real. */
export default function Feed() {
  return (
    <Page title="News Feed" subtitle="The latest from your network" maxW="3xl">
      <Tabs.Root defaultValue="all" variant="line" lazyMount unmountOnExit>
        <Tabs.List mb="4" overflowX="auto">
          {filters.map((filter) => (
            <Tabs.Trigger key={filter.value} value={filter.value}>
              {filter.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {filters.map((filter) => (
          <Tabs.Content key={filter.value} value={filter.value}>
            <Box borderWidth="1px" borderRadius="l3" bg="bg.panel">
              <EmptyState
                icon={<LuNewspaper />}
                title={
                  filter.value === "all"
                    ? "No feed items available. Start creating content!"
                    : `No ${filter.value} items found`
                }
                description="Posts, articles, events and business ideas from your network will appear here."
              />
            </Box>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Page>
  );
}
