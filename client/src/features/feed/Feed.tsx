import { Box, Button, chakra, Grid, HStack, Stack, Tabs } from "@chakra-ui/react";
import { useApolloClient } from "@apollo/client/react";
import { Suspense, useEffect, useId, useRef, useState } from "react";
import { useSession } from "../../apollo/session";
import { Page } from "../../components/Page";
import { useIsBelowXl } from "../../lib/useIsMobile";
import { FeedItemAddedDocument, type FeedItemFieldsFragment } from "./feed.generated";
import { useLiveSubscription } from "../../apollo/useLiveSubscription";
import { useFeatures } from "../registry";
import {
  FEED_ORDERS,
  FEED_TABS,
  listsFor,
  prependFeedItems,
  sameList,
  storedFeedOrder,
  storeFeedOrder,
  type FeedListKey,
  type FeedOrder,
  type FeedTab,
} from "./feed";
import { FeedList } from "./FeedList";

/** How far down (px) the reader may be and still count as 'at the top': new items go straight in. */
export const NEAR_TOP_PX = 100;

export function newPostsLabel(count: number): string {
  return count === 1 ? "1 new post" : `${count} new posts`;
}

/**
 * New items from `feedItemAdded`. At the top of the page they go straight into the lists they belong
 * in (each tab's, Top and Recent). Further down nothing moves under the reader: items for the open list
 * wait in `pending` (shown as the 'N new posts' pill), and only the lists not on screen are updated.
 */
function useLiveFeed(list: FeedListKey) {
  const client = useApolloClient();
  const features = useFeatures();
  const [pending, setPending] = useState<FeedItemFieldsFragment[]>([]);
  const current = useRef(list);
  useEffect(() => {
    current.current = list;
  }, [list]);

  useLiveSubscription(FeedItemAddedDocument, ({ feedItemAdded: item }, { cache }) => {
    if (!item.author) return;
    const lists = listsFor(features, item.type);
    if (window.scrollY <= NEAR_TOP_PX) {
      prependFeedItems(cache, features, [item], lists);
      return;
    }
    prependFeedItems(
      cache,
      features,
      [item],
      lists.filter((other) => !sameList(other, current.current)),
    );
    if (lists.some((other) => sameList(other, current.current))) {
      setPending((queue) =>
        queue.some((entry) => entry.id === item.id) ? queue : [...queue, item],
      );
    }
  });

  const showPending = () => {
    prependFeedItems(client.cache, features, pending, [current.current]);
    setPending([]);
    window.scrollTo({ top: 0, behavior: "smooth" });
  };
  // Another tab or order loads its list fresh, with whatever arrived meanwhile.
  const clearPending = () => setPending([]);

  return { pending, showPending, clearPending };
}

/**
 * The member's choice between their ranked feed (Top, the default) and the newest first (Recent),
 * remembered per member on this browser.
 */
function useFeedOrder(memberId: string | undefined) {
  const [order, setOrder] = useState<FeedOrder>(() =>
    memberId ? storedFeedOrder(memberId) : "RECENT",
  );
  const choose = (next: FeedOrder) => {
    setOrder(next);
    if (memberId) storeFeedOrder(memberId, next);
  };
  return [order, choose] as const;
}

/**
 * 'Top' / 'Recent' beside the feed's title: two radio buttons drawn as a segmented control (native
 * radios, so Tab reaches the chosen one and the arrow keys switch, as for any radio group).
 */
function OrderSwitch({
  order,
  onChange,
}: {
  order: FeedOrder;
  onChange: (next: FeedOrder) => void;
}) {
  const name = useId();
  return (
    <HStack
      role="radiogroup"
      aria-label="Order the feed"
      gap="0.5"
      p="0.5"
      borderWidth="1px"
      borderRadius="l2"
      bg="bg.muted"
      flexShrink={0}
    >
      {FEED_ORDERS.map(({ value, label }) => (
        <chakra.label
          key={value}
          px="3"
          py="1"
          minW="16"
          textAlign="center"
          fontSize="sm"
          fontWeight="medium"
          borderRadius="l1"
          color="fg.muted"
          cursor="pointer"
          userSelect="none"
          transition="colors"
          _hover={{ color: "fg" }}
          css={{
            "&:has(input:checked)": {
              bg: "bg.panel",
              color: "fg",
              boxShadow: "xs",
            },
            "&:has(input:focus-visible)": {
              outline: "2px solid",
              outlineColor: "colorPalette.focusRing",
              outlineOffset: "1px",
            },
          }}
        >
          <chakra.input
            type="radio"
            name={name}
            value={value}
            checked={order === value}
            onChange={() => onChange(value)}
            srOnly
          />
          {label}
        </chakra.label>
      ))}
    </HStack>
  );
}

/**
 * The cards areas show beside the feed (people you may know), each loaded on its own: a column on the
 * right that stays in view on wide screens, or (`narrow`) a band in the feed's column, after its tabs.
 */
function FeedAside({ narrow }: { narrow: boolean }) {
  const { feedAside } = useFeatures();
  if (!feedAside.length) return null;
  return (
    <Stack
      as="aside"
      aria-label="Suggestions"
      gap="4"
      mb={narrow ? "4" : undefined}
      position={narrow ? undefined : "sticky"}
      top={narrow ? undefined : "20"}
      // Taller than the screen (several cards), the column scrolls on its own rather than hiding its end.
      maxH={narrow ? undefined : "calc(100dvh - 6rem)"}
      overflowY={narrow ? undefined : "auto"}
      overscrollBehavior="contain"
      alignSelf="start"
      minW="0"
      w={narrow ? "full" : undefined}
    >
      {feedAside.map(({ card: Card }, index) => (
        <Suspense key={index} fallback={null}>
          <Card />
        </Suspense>
      ))}
    </Stack>
  );
}

/** Home for a member: the feed with its filter tabs and order, kept live, and the cards beside it. */
export default function Feed() {
  const { me } = useSession();
  const [tab, setTab] = useState<FeedTab>("all");
  const [order, setOrder] = useFeedOrder(me?.id);
  const { pending, showPending, clearPending } = useLiveFeed({ tab, order });
  const narrow = useIsBelowXl();

  return (
    <Page
      title="News Feed"
      subtitle="The latest from your network"
      maxW="6xl"
      actions={
        me ? (
          <OrderSwitch
            order={order}
            onChange={(next) => {
              setOrder(next);
              clearPending();
            }}
          />
        ) : null
      }
    >
      <Grid
        // One column as wide as the feed ever was, until there is room for the cards beside it.
        maxW={narrow ? "3xl" : "none"}
        templateColumns={narrow ? "minmax(0, 1fr)" : "minmax(0, 1fr) 20rem"}
        gap={narrow ? "6" : "8"}
        alignItems="start"
      >
        <Box minW="0">
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
            {/* Narrow: the cards after the tabs, so the heading and the tabs come first. */}
            {me && narrow ? <FeedAside narrow /> : null}
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
                {/* Keyed by order: a switch shows the other list from its start. */}
                <FeedList key={order} tab={entry.value} order={order} />
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </Box>
        {me && !narrow ? <FeedAside narrow={false} /> : null}
      </Grid>
    </Page>
  );
}
