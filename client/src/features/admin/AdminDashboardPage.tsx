import { useQuery } from "@apollo/client/react";
import { Tabs } from "@chakra-ui/react";
import { Page } from "../../components/Page";
import { AdminStatsDocument } from "./admin.generated";
import { AuditTab } from "./AuditTab";
import { ContentTab } from "./ContentTab";
import { capitalise, KIND_NAMES, ADMIN_TEXT } from "./kinds";
import { ReportsTab } from "./ReportsTab";
import { StatCards } from "./StatCards";
import { UsersTab } from "./UsersTab";
import { useDocumentTitle } from "../../lib/useDocumentTitle";

/**
 * The super admins' dashboard: real statistics, then tabs for members, each content kind the server
 * moderates (as it lists them in the statistics, so a new area's kind appears by itself), the report
 * queue and the audit log.
 */
export default function AdminDashboardPage() {
  const { data, error, refetch } = useQuery(AdminStatsDocument, {
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  const kinds = data?.adminStats.content.map((c) => c.kind) ?? ["ARTICLE" as const];
  const openReports = data?.adminStats.openReports ?? 0;
  useDocumentTitle("Admin");
  return (
    <Page title={ADMIN_TEXT.title} subtitle="Moderate members and content" maxW="6xl">
      <StatCards
        stats={data?.adminStats}
        error={error}
        onRetry={() => void refetch().catch(() => undefined)}
      />
      <Tabs.Root defaultValue="users" lazyMount unmountOnExit variant="line">
        {/* Every tab stays in view (wrapping), rather than cut off mid-word in a row that scrolls. */}
        <Tabs.List mb="4" flexWrap="wrap">
          <Tabs.Trigger value="users" flexShrink={0}>
            Users
          </Tabs.Trigger>
          {kinds.map((kind) => (
            <Tabs.Trigger key={kind} value={kind} flexShrink={0}>
              {capitalise(KIND_NAMES[kind].many)}
            </Tabs.Trigger>
          ))}
          <Tabs.Trigger value="reports" flexShrink={0}>
            Reports{openReports ? ` (${openReports})` : ""}
          </Tabs.Trigger>
          <Tabs.Trigger value="audit" flexShrink={0}>
            Audit log
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="users">
          <UsersTab />
        </Tabs.Content>
        {kinds.map((kind) => (
          <Tabs.Content key={kind} value={kind}>
            <ContentTab kind={kind} />
          </Tabs.Content>
        ))}
        <Tabs.Content value="reports">
          <ReportsTab />
        </Tabs.Content>
        <Tabs.Content value="audit">
          <AuditTab />
        </Tabs.Content>
      </Tabs.Root>
    </Page>
  );
}
