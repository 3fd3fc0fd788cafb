import { useMutation, useQuery } from "@apollo/client/react";
import { Badge, Button, Card, Heading, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { ArchiveIcon, DownloadIcon } from "lucide-react";
import { useEffect } from "react";
import { userMessage } from "../../apollo/errors";
import { ErrorState } from "../../components/ErrorState";
import { PageSpinner } from "../../components/PageSpinner";
import { fullTime, relativeTime } from "../../lib/time";
import { notify } from "../../theme/toaster";
import {
  DataExportsDocument,
  RequestDataExportDocument,
  type DataExportFieldsFragment,
} from "./data.generated";

/** How often the list is read again while a copy is being prepared (the notification also refreshes it). */
const POLL_WHILE_PREPARING_MS = 5000;

/** One copy: when it was requested, and where it stands (Preparing… / Ready with Download / Expired). */
function ExportItem({ item }: { item: DataExportFieldsFragment }) {
  const requested = fullTime(item.createdAt);
  const when = relativeTime(item.createdAt);
  return (
    <HStack as="li" gap="3" justify="space-between" wrap="wrap" aria-label={`Copy of ${requested}`}>
      <HStack gap="3" minW="0">
        <ArchiveIcon aria-hidden />
        <Stack gap="0" minW="0">
          <Text fontWeight="semibold">Copy of your data</Text>
          <Text fontSize="sm" color="fg.muted" title={requested}>
            Requested {when === "Just now" ? "just now" : when}
          </Text>
        </Stack>
      </HStack>
      {item.status === "PENDING" ? (
        <Badge colorPalette="blue">Preparing…</Badge>
      ) : item.status === "READY" && item.downloadUrl ? (
        <HStack gap="3">
          <Badge colorPalette="green">Ready</Badge>
          <Link
            href={item.downloadUrl}
            download
            aria-label={`Download copy of ${requested}`}
            fontWeight="medium"
          >
            <DownloadIcon aria-hidden /> Download
          </Link>
        </HStack>
      ) : (
        <Badge colorPalette="gray">Expired</Badge>
      )}
    </HStack>
  );
}

/**
 * Settings › Privacy › Your data: request a copy of everything Agora keeps of the member (one ZIP of
 * JSON files and their uploads), see the copies asked for, and download one while it is ready (7 days).
 * The list is read again every few seconds while a copy is being prepared; DATA_EXPORT_READY, arriving
 * live, reads it again too (the settings feature's `refreshes`).
 */
export function YourData() {
  const { data, loading, error, refetch, startPolling, stopPolling } = useQuery(
    DataExportsDocument,
    { fetchPolicy: "cache-and-network" },
  );
  const exports = data?.dataExports;
  const preparing = exports?.some((item) => item.status === "PENDING") ?? false;
  // Polls only while a copy is being prepared.
  useEffect(() => {
    if (!preparing) return;
    startPolling(POLL_WHILE_PREPARING_MS);
    return () => stopPolling();
  }, [preparing, startPolling, stopPolling]);
  const [requestExport, { loading: requesting }] = useMutation(RequestDataExportDocument, {
    refetchQueries: [DataExportsDocument],
    awaitRefetchQueries: true,
  });
  const onRequest = async () => {
    try {
      await requestExport();
      notify.success(
        "Preparing your data",
        "We'll let you know when your copy is ready to download.",
      );
    } catch (failure) {
      notify.error("Could not request your data", userMessage(failure, "Please try again."));
    }
  };
  return (
    <Card.Root variant="outline" bg="bg.panel" as="section" aria-label="Your data">
      <Card.Body gap="4">
        <Stack gap="1">
          <Heading as="h2" size="md">
            Your data
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            Download a copy of your profile, connections, messages, articles, posts, comments,
            events and uploaded files, as one ZIP. Each copy can be downloaded for 7 days once
            it&apos;s ready.
          </Text>
        </Stack>
        <Button
          alignSelf="start"
          variant="outline"
          loading={requesting}
          loadingText="Requesting..."
          disabled={preparing}
          onClick={() => void onRequest()}
        >
          Request a copy of your data
        </Button>
        {!exports ? (
          loading ? (
            <PageSpinner label="Loading your copies..." />
          ) : (
            <ErrorState
              title="Failed to load your copies"
              description={userMessage(error, "Please try again.")}
              onRetry={() => void refetch()}
            />
          )
        ) : exports.length === 0 ? (
          <Text color="fg.muted">You haven&apos;t requested a copy of your data yet.</Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="4" aria-label="Copies of your data">
            {exports.map((item) => (
              <ExportItem key={item.id} item={item} />
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
