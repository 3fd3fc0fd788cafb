import { useMutation, useQuery } from "@apollo/client/react";
import { Badge, Box, Button, HStack, Link, Skeleton, Stack, Tabs, Text } from "@chakra-ui/react";
import { FlagIcon } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { EmptyState } from "../../components/EmptyState";
import { ErrorState } from "../../components/ErrorState";
import { PagedLoadMoreButton } from "../../components/LoadMoreButton";
import { usePagedList } from "../../apollo/usePagedList";
import type { ReportAction, ReportStatus } from "../../gql/types";
import { displayName } from "../../lib/names";
import { notify } from "../../theme/toaster";
import { relativeTime } from "../../lib/time";
import { userMessage } from "../../apollo/errors";
import {
  AdminStatsDocument,
  AuditLogDocument,
  ReportsDocument,
  ResolveReportDocument,
  type ReportFieldsFragment,
} from "./admin.generated";
import { ADMIN_TEXT, capitalise, KIND_NAMES } from "./kinds";
import { ADMIN_PAGE_SIZE } from "./UsersTab";

const REASONS = { SPAM: "Spam", HARASSMENT: "Harassment", OTHER: "Other" } as const;

const ACTIONS: Record<ReportAction, { label: string; done: string; confirm: string }> = {
  DISMISS: {
    label: "Dismiss",
    done: "Report dismissed",
    confirm: "Dismiss every open report on this target? Nothing else changes.",
  },
  DELETE_CONTENT: {
    label: "Delete content",
    done: "Content deleted",
    confirm: "Delete the reported content? This action cannot be undone.",
  },
  BAN_AUTHOR: {
    label: "Ban author",
    done: "User banned successfully",
    confirm: "Ban the author? They are signed out at once and their content is hidden.",
  },
};

function ReportList({ status }: { status: ReportStatus }) {
  const { data, loading, error, refetch, fetchMore } = useQuery(ReportsDocument, {
    variables: { status, first: ADMIN_PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  const pager = usePagedList(data?.reports, fetchMore);
  const [pending, setPending] = useState<{
    report: ReportFieldsFragment;
    action: ReportAction;
  } | null>(null);
  const [resolve, { loading: resolving }] = useMutation(ResolveReportDocument);

  const confirm = async () => {
    if (!pending) return;
    try {
      await resolve({
        variables: { id: pending.report.id, action: pending.action },
        refetchQueries: [ReportsDocument, AdminStatsDocument, AuditLogDocument],
      });
      notify.success(ACTIONS[pending.action].done);
    } catch (cause) {
      notify.error("Failed to resolve report", userMessage(cause, ADMIN_TEXT.tryAgain));
    }
    setPending(null);
  };

  const edges = data?.reports.edges ?? [];
  if (error && !data)
    return (
      <ErrorState
        title="Failed to fetch reports"
        description={userMessage(error, ADMIN_TEXT.tryAgain)}
        onRetry={() => void refetch()}
      />
    );
  if (loading && !data)
    return (
      <Stack gap="2" aria-label="Loading reports">
        {[0, 1].map((i) => (
          <Skeleton key={i} height="24" borderRadius="l2" />
        ))}
      </Stack>
    );
  if (edges.length === 0)
    return (
      <EmptyState
        icon={<FlagIcon />}
        title={status === "OPEN" ? "No open reports" : "No resolved reports"}
      />
    );
  return (
    <Stack gap="2">
      <Stack as="ul" gap="2" listStyleType="none" aria-label="Reports">
        {edges.map(({ node: report }) => {
          const kind = KIND_NAMES[report.targetType];
          const author = report.targetAuthor;
          return (
            <Box as="li" key={report.id} borderWidth="1px" borderRadius="l2" bg="bg.panel" p="3">
              <Stack gap="2">
                <HStack gap="2" wrap="wrap">
                  <Badge colorPalette="gray">{capitalise(kind.one)}</Badge>
                  <Badge colorPalette="orange">{REASONS[report.reason]}</Badge>
                  <Text textStyle="xs" color="fg.muted">
                    {report.targetReportCount === 1
                      ? "1 report"
                      : `${report.targetReportCount} reports`}{" "}
                    · latest {relativeTime(report.createdAt)}
                    {report.reporter ? ` by ${displayName(report.reporter)}` : ""}
                  </Text>
                  {report.action ? (
                    <Badge colorPalette="green">{ACTIONS[report.action].label}</Badge>
                  ) : null}
                </HStack>
                {report.targetPreview ? (
                  report.targetPath ? (
                    <Link
                      href={`${window.location.pathname}#${report.targetPath}`}
                      target="_blank"
                      rel="noopener noreferrer"
                      fontWeight="medium"
                    >
                      {report.targetPreview}
                    </Link>
                  ) : (
                    <Text fontWeight="medium">{report.targetPreview}</Text>
                  )
                ) : (
                  <Text color="fg.muted">This {kind.one} has been removed.</Text>
                )}
                {author ? (
                  <Text textStyle="sm" color="fg.muted">
                    Author: {displayName(author)}
                    {author.isBanned ? " (banned)" : ""}
                  </Text>
                ) : null}
                {report.details ? <Text textStyle="sm">“{report.details}”</Text> : null}
                {status === "OPEN" ? (
                  <HStack gap="2" wrap="wrap">
                    <Button
                      size="sm"
                      variant="outline"
                      colorPalette="gray"
                      onClick={() => setPending({ report, action: "DISMISS" })}
                    >
                      Dismiss
                    </Button>
                    {report.targetType !== "PROFILE" && report.targetPreview ? (
                      <Button
                        size="sm"
                        variant="outline"
                        colorPalette="red"
                        onClick={() => setPending({ report, action: "DELETE_CONTENT" })}
                      >
                        Delete content
                      </Button>
                    ) : null}
                    {author && !author.isSuperAdmin && !author.isBanned ? (
                      <Button
                        size="sm"
                        colorPalette="red"
                        onClick={() => setPending({ report, action: "BAN_AUTHOR" })}
                      >
                        Ban author
                      </Button>
                    ) : null}
                  </HStack>
                ) : null}
              </Stack>
            </Box>
          );
        })}
      </Stack>
      <PagedLoadMoreButton list={pager} onError={() => notify.error("Failed to fetch reports")} />
      <ConfirmDialog
        open={!!pending}
        onOpenChange={(open) => (open || resolving ? undefined : setPending(null))}
        title={pending ? ACTIONS[pending.action].label : ""}
        message={pending ? ACTIONS[pending.action].confirm : ""}
        confirmLabel={pending ? ACTIONS[pending.action].label : ""}
        pending={resolving}
        destructive={pending?.action !== "DISMISS"}
        onConfirm={() => void confirm()}
      />
    </Stack>
  );
}

/** The report queue: open or resolved, one entry per target, newest first. */
export function ReportsTab() {
  return (
    <Tabs.Root defaultValue="OPEN" variant="enclosed" size="sm" lazyMount unmountOnExit>
      <Tabs.List mb="3">
        <Tabs.Trigger value="OPEN">Open</Tabs.Trigger>
        <Tabs.Trigger value="RESOLVED">Resolved</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="OPEN">
        <ReportList status="OPEN" />
      </Tabs.Content>
      <Tabs.Content value="RESOLVED">
        <ReportList status="RESOLVED" />
      </Tabs.Content>
    </Tabs.Root>
  );
}
