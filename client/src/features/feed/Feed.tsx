import { Box, Button, Tabs } from "@chakra-ui/react";
import { useApolloClient } from "@apollo/client/react";
import { useEffect, useRef, useState } from "react";
import { Page } from "../../components/Page";
import { FeedItemAddedDocument, type FeedItemFieldsFragment } from "./feed.generated";
import { useLiveSubscription } from "../../apollo/useLiveSubscription";
import { useFeatures } from "../registry";
import { FEED_TABS, prependFeedItems, tabsFor, type FeedTab } from "./feed";
import { FeedList } from "./FeedList";

/** How far down (px) the reader may be and still count as 'at the top': new items go straight in. */
export const NEAR_TOP_PX = 100;

export function newPostsLabel(count: number): string {
  return count === 1 ? "1 new post" : `${count} new posts`;
}

/**
 * New items from `feedItemAdded`. At the top of the page they go straight into the lists they belong
 * in. Further down nothing moves under the reader: items for the open tab wait in `pending` (shown as
 * the 'N new posts' pill), and only the lists not on screen are updated.
 */
function useLiveFeed(tab: FeedTab) {
  const client = useApolloClient();
  const features = useFeatures();
  const [pending, setPending] = useState<FeedItemFieldsFragment[]>([]);
  const current = useRef(tab);
  useEffect(() => {
    current.current = tab;
  }, [tab]);

  useLiveSubscription(FeedItemAddedDocument, ({ feedItemAdded: item }, { cache }) => {
    if (!item.author) return;
    const tabs = tabsFor(features, item.type);
    if (window.scrollY <= NEAR_TOP_PX) {
      prependFeedItems(cache, features, [item], tabs);
      return;
    }
    prependFeedItems(
      cache,
      features,
      [item],
      tabs.filter((other) => other !== current.current),
    );
    if (tabs.includes(current.current)) {
      setPending((list) => (list.some((entry) => entry.id === item.id) ? list : [...list, item]));
    }
  });

  const showPending = () => {
    prependFeedItems(client.cache, features, pending, [current.current]);
    setPending([]);
    window.scrollTo({ top: 0, behavior: "smooth" });
  };
  // Another tab loads its list fresh, with whatever arrived meanwhile.
  const clearPending = () => setPending([]);

  return { pending, showPending, clearPending };
}

/** Home for a member: the feed with its filter tabs, kept live. */
export default function Feed() {
  const [tab, setTab] = useState<FeedTab>("all");
  const { pending, showPending, clearPending } = useLiveFeed(tab);

  return (
    <Page title="News Feed" subtitle="The latest from your network" maxW="3xl">
      <Tabs.Root
        value={tab}
        onValueChange={(details) => {
          setTab(details.value as FeedTab);
          clearPending();
        }}
        variant="line"
        // Six tabs fit a phone's width at the small size.
        size={{ base: "sm", md: "md" }}
        lazyMount
        unmountOnExit
      >
        <Tabs.List mb="4" overflowX="auto" overflowY="hidden" aria-label="Filter the feed">
          {FEED_TABS.map((entry) => (
            <Tabs.Trigger key={entry.value} value={entry.value}>
              {entry.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {/* Zero height and sticky: the pill floats over the list without pushing anything down. */}
        <Box position="sticky" top="20" zIndex="docked" h="0" aria-live="polite">
          {pending.length ? (
            <Box display="flex" justifyContent="center">
              <Button size="sm" borderRadius="full" shadow="lg" mt="-2" onClick={showPending}>
                <span aria-hidden="true">↑</span> {newPostsLabel(pending.length)}
              </Button>
            </Box>
          ) : null}
        </Box>
        {FEED_TABS.map((entry) => (
          <Tabs.Content key={entry.value} value={entry.value} pt="0">
            <FeedList tab={entry.value} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Page>
  );
}
