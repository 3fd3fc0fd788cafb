import { Button, Card, HStack, Tabs } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import {
  FileTextIcon,
  PenLineIcon,
  PlusIcon,
  SearchIcon,
  TrendingUpIcon,
  UsersIcon,
} from "lucide-react";
import { EmptyState } from "../../components/EmptyState";

/**
 * Groups, Investing and Articles on a profile. Those areas arrive with later releases, so each tab says
 * honestly that there is nothing yet, and on one's own profile offers the way to start.
 */
export function ActivityTabs({ own, name }: { own: boolean; name: string }) {
  return (
    <Card.Root variant="outline" bg="bg.panel" size="sm">
      <Card.Body pt="2">
        <Tabs.Root defaultValue="groups" variant="line" size="sm" lazyMount>
          <Tabs.List mb="2" overflowX="auto">
            <Tabs.Trigger value="groups">
              <UsersIcon /> Groups
            </Tabs.Trigger>
            <Tabs.Trigger value="investing">
              <TrendingUpIcon /> Investing
            </Tabs.Trigger>
            <Tabs.Trigger value="articles">
              <FileTextIcon /> Articles
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="groups">
            <EmptyState
              size="sm"
              titleAs="h3"
              icon={<UsersIcon />}
              title="No groups yet"
              description={
                own
                  ? "Groups you join or create will show here."
                  : `${name} hasn't joined any groups yet.`
              }
            >
              {own ? (
                <HStack gap="2" wrap="wrap" justify="center">
                  <Button asChild size="sm" variant="outline" colorPalette="gray">
                    <RouterLink to="/groups">
                      <SearchIcon /> Find Groups
                    </RouterLink>
                  </Button>
                  <Button asChild size="sm">
                    <RouterLink to="/create-group">
                      <PlusIcon /> Create
                    </RouterLink>
                  </Button>
                </HStack>
              ) : null}
            </EmptyState>
          </Tabs.Content>
          <Tabs.Content value="investing">
            <EmptyState
              size="sm"
              titleAs="h3"
              icon={<TrendingUpIcon />}
              title="No business ideas yet"
              description={
                own
                  ? "Business ideas you post to find investors will show here."
                  : `${name} hasn't posted any business ideas yet.`
              }
            >
              {own ? (
                <Button asChild size="sm" variant="outline" colorPalette="gray">
                  <RouterLink to="/investing">
                    <TrendingUpIcon /> Explore Investing
                  </RouterLink>
                </Button>
              ) : null}
            </EmptyState>
          </Tabs.Content>
          <Tabs.Content value="articles">
            <EmptyState
              size="sm"
              titleAs="h3"
              icon={<FileTextIcon />}
              title="No articles yet"
              description={
                own
                  ? "Share what you know: articles you write will show here."
                  : `${name} hasn't published any articles yet.`
              }
            >
              {own ? (
                <Button asChild size="sm">
                  <RouterLink to="/articles">
                    <PenLineIcon /> Write
                  </RouterLink>
                </Button>
              ) : null}
            </EmptyState>
          </Tabs.Content>
        </Tabs.Root>
      </Card.Body>
    </Card.Root>
  );
}
