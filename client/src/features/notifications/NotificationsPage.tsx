import { Box, Button, Stack } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { BellOffIcon, CheckCheckIcon } from "lucide-react";
import { AvatarSkeleton } from "../../components/AvatarSkeleton";
import { PagedLoadMoreButton } from "../../components/LoadMoreButton";
import { usePagedList } from "../../apollo/usePagedList";
import { EmptyState } from "../../components/EmptyState";
import { ErrorState } from "../../components/ErrorState";
import { Page } from "../../components/Page";
import { NotificationsDocument, UnreadCountsDocument } from "./notifications.generated";
import { notify } from "../../theme/toaster";
import { NOTIFICATIONS_PAGE } from "./cache";
import { NotificationItem } from "./NotificationItem";
import { useNotificationActions } from "./useNotificationActions";
import { useDocumentTitle } from "../../lib/useDocumentTitle";

function NotificationsSkeleton() {
  return (
    <Stack gap="0" aria-busy="true" aria-label="Loading notifications">
      {[0, 1, 2, 3, 4].map((index) => (
        <AvatarSkeleton
          key={index}
          px="5"
          py="4"
          borderBottomWidth="1px"
          _last={{ borderBottomWidth: "0" }}
          linesGap="2"
          lines={[
            ["3.5", "35%"],
            ["3", "70%"],
            ["2.5", "20%"],
          ]}
        />
      ))}
    </Stack>
  );
}

/** /notifications: every notification, newest first, with 'Mark all as read (count)' while some are unread. */
export default function NotificationsPage() {
  const { data, loading, error, refetch, fetchMore } = useQuery(NotificationsDocument, {
    variables: { first: NOTIFICATIONS_PAGE },
    fetchPolicy: "cache-and-network",
  });
  const { data: counts } = useQuery(UnreadCountsDocument);
  const { open, markAll, markingAll } = useNotificationActions();
  useDocumentTitle("Notifications");

  const list = data?.notifications;
  const pager = usePagedList(list, fetchMore);
  const edges = list?.edges ?? [];
  const unread = Math.max(
    counts?.unreadCounts.notifications ?? 0,
    edges.filter(({ node }) => !node.read).length,
  );

  let content;
  if (!list && loading) {
    content = <NotificationsSkeleton />;
  } else if (!list && error) {
    return (
      <Page title="Notifications" maxW="3xl">
        <ErrorState
          title="Failed to load notifications"
          description="Please check your connection and try again."
          onRetry={() => void refetch().catch(() => undefined)}
        />
      </Page>
    );
  } else if (!edges.length) {
    content = (
      <EmptyState
        icon={<BellOffIcon />}
        title="You have no notifications"
        description="Messages, connection requests and activity on your content will show up here."
      />
    );
  } else {
    content = (
      <Stack as="ul" gap="0" listStyleType="none" aria-label="Notifications">
        {edges.map(({ node }) => (
          <NotificationItem key={node.id} notification={node} onSelect={open} />
        ))}
      </Stack>
    );
  }

  return (
    <Page
      title="Notifications"
      subtitle="Stay up to date with your network"
      maxW="3xl"
      actions={
        unread > 0 ? (
          <Button
            size="sm"
            variant="outline"
            colorPalette="gray"
            loading={markingAll}
            onClick={() => void markAll()}
          >
            <CheckCheckIcon /> Mark all as read ({unread})
          </Button>
        ) : null
      }
    >
      <Box borderWidth="1px" borderRadius="l3" bg="bg.panel" overflow="hidden">
        {content}
      </Box>
      <PagedLoadMoreButton
        mt="4"
        variant="outline"
        list={pager}
        onError={() => notify.error("Error", "Failed to load notifications. Please try again.")}
      />
    </Page>
  );
}
