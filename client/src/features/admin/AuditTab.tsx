import { useQuery } from "@apollo/client/react";
import { Badge, Box, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import { ScrollTextIcon } from "lucide-react";
import { EmptyState } from "../../components/EmptyState";
import { ErrorState } from "../../components/ErrorState";
import { PagedLoadMoreButton } from "../../components/LoadMoreButton";
import { usePagedList } from "../../apollo/usePagedList";
import { notify } from "../../theme/toaster";
import { fullTime, relativeTime } from "../../lib/time";
import { userMessage } from "../../apollo/errors";
import { AuditLogDocument } from "./admin.generated";
import { ADMIN_TEXT } from "./kinds";
import { ADMIN_PAGE_SIZE } from "./UsersTab";

/** Every super-admin action, newest first: who, what, when. Read only. */
export function AuditTab() {
  const { data, loading, error, refetch, fetchMore } = useQuery(AuditLogDocument, {
    variables: { first: ADMIN_PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  const pager = usePagedList(data?.auditLog, fetchMore);
  const edges = data?.auditLog.edges ?? [];
  if (error && !data)
    return (
      <ErrorState
        title="Failed to fetch the audit log"
        description={userMessage(error, ADMIN_TEXT.tryAgain)}
        onRetry={() => void refetch()}
      />
    );
  if (loading && !data)
    return (
      <Stack gap="2" aria-label="Loading the audit log">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height="12" borderRadius="l2" />
        ))}
      </Stack>
    );
  if (edges.length === 0)
    return <EmptyState icon={<ScrollTextIcon />} title="No admin actions yet" />;
  return (
    <Stack gap="2">
      <Stack as="ul" gap="2" listStyleType="none" aria-label="Audit log">
        {edges.map(({ node }) => (
          <Box
            as="li"
            key={node.id}
            borderWidth="1px"
            borderRadius="l2"
            bg="bg.panel"
            px="3"
            py="2"
          >
            <HStack gap="2" wrap="wrap">
              <Badge colorPalette="gray" fontFamily="mono">
                {node.action}
              </Badge>
              <Text flex="1" minW="0">
                {node.summary}
              </Text>
              <Text textStyle="xs" color="fg.muted" title={fullTime(node.createdAt)}>
                {node.actor ? `@${node.actor.username}` : "Admin command"} ·{" "}
                {relativeTime(node.createdAt)}
              </Text>
            </HStack>
          </Box>
        ))}
      </Stack>
      <PagedLoadMoreButton
        list={pager}
        onError={() => notify.error("Failed to fetch the audit log")}
      />
    </Stack>
  );
}
