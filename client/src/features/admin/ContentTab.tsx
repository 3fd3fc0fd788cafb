import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import {
  Box,
  Button,
  HStack,
  Heading,
  IconButton,
  Link,
  Skeleton,
  Stack,
  Text,
} from "@chakra-ui/react";
import { ExternalLinkIcon, FileTextIcon, HeartIcon, RefreshCwIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { EmptyState } from "../../components/EmptyState";
import { ErrorState } from "../../components/ErrorState";
import { PagedLoadMoreButton } from "../../components/LoadMoreButton";
import { usePagedList } from "../../apollo/usePagedList";
import type { ModerationTarget } from "../../gql/types";
import { displayName } from "../../lib/names";
import { notify } from "../../theme/toaster";
import { fullTime, relativeTime } from "../../lib/time";
import { userMessage } from "../../apollo/errors";
import {
  AdminContentDocument,
  AdminStatsDocument,
  DeleteContentDocument,
  type AdminContentFieldsFragment,
} from "./admin.generated";
import { ADMIN_TEXT, capitalise, KIND_NAMES } from "./kinds";
import { ADMIN_PAGE_SIZE } from "./UsersTab";

/** The app's hash route of a path, to open in a new tab. */
const hrefOf = (path: string) => `${window.location.pathname}#${path}`;

/**
 * One kind of content for super admins: the count, Refresh, and each item with its title, a
 * 100-character preview, author, likes, relative time, View (a new tab) and Delete after a confirmation.
 */
export function ContentTab({ kind }: { kind: ModerationTarget }) {
  const names = KIND_NAMES[kind];
  const client = useApolloClient();
  const { data, loading, error, refetch, fetchMore } = useQuery(AdminContentDocument, {
    variables: { kind, first: ADMIN_PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  const pager = usePagedList(data?.adminContent, fetchMore);
  const [doomed, setDoomed] = useState<AdminContentFieldsFragment | null>(null);
  const [remove, { loading: deleting }] = useMutation(DeleteContentDocument);
  const [refreshing, setRefreshing] = useState(false);

  const confirm = async () => {
    if (!doomed) return;
    try {
      await remove({
        variables: { kind, id: doomed.id },
        refetchQueries: [AdminStatsDocument, AdminContentDocument],
      });
      client.cache.evict({
        id: client.cache.identify({ ...doomed, __typename: "AdminContentItem" }),
      });
      notify.success(ADMIN_TEXT.contentDeleted(kind));
    } catch (cause) {
      notify.error(ADMIN_TEXT.contentDeleteFailed(kind), userMessage(cause, ADMIN_TEXT.tryAgain));
    }
    setDoomed(null);
  };

  const refresh = async () => {
    setRefreshing(true);
    try {
      await refetch();
    } catch {
      notify.error(ADMIN_TEXT.contentFailed(kind));
    } finally {
      setRefreshing(false);
    }
  };

  const edges = data?.adminContent.edges ?? [];
  return (
    <Stack gap="4">
      <HStack justify="space-between">
        <Heading as="h2" size="md">
          {data
            ? `${capitalise(names.many)} (${data.adminContent.totalCount})`
            : capitalise(names.many)}
        </Heading>
        <Button
          size="sm"
          variant="outline"
          colorPalette="gray"
          loading={refreshing}
          onClick={() => void refresh()}
        >
          <RefreshCwIcon /> Refresh
        </Button>
      </HStack>
      {error && !data ? (
        <ErrorState
          title={ADMIN_TEXT.contentFailed(kind)}
          description={userMessage(error, ADMIN_TEXT.tryAgain)}
          onRetry={() => void refresh()}
        />
      ) : loading && !data ? (
        <Stack gap="2" aria-label={`Loading ${names.many}`}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height="20" borderRadius="l2" />
          ))}
        </Stack>
      ) : edges.length === 0 ? (
        <EmptyState icon={<FileTextIcon />} title={`No ${names.many} found.`} />
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" aria-label={capitalise(names.many)}>
          {edges.map(({ node }) => (
            <Box as="li" key={node.id} borderWidth="1px" borderRadius="l2" bg="bg.panel" p="3">
              <HStack align="start" gap="3">
                <Stack gap="1" flex="1" minW="0">
                  {node.title ? (
                    <Text fontWeight="semibold" truncate>
                      {node.title}
                    </Text>
                  ) : null}
                  <Text textStyle="sm" color="fg.muted" wordBreak="break-word">
                    {node.preview}
                  </Text>
                  <HStack gap="3" textStyle="xs" color="fg.muted" wrap="wrap">
                    <Text>By {node.author ? displayName(node.author) : "Deleted member"}</Text>
                    <HStack gap="1" aria-label={`${node.likeCount} likes`}>
                      <HeartIcon size={12} /> <Text>{node.likeCount}</Text>
                    </HStack>
                    <Text title={fullTime(node.createdAt)}>{relativeTime(node.createdAt)}</Text>
                  </HStack>
                </Stack>
                <HStack gap="1" flexShrink={0}>
                  <IconButton
                    asChild
                    size="sm"
                    variant="ghost"
                    colorPalette="gray"
                    aria-label={`View ${names.one}`}
                  >
                    <Link href={hrefOf(node.path)} target="_blank" rel="noopener noreferrer">
                      <ExternalLinkIcon />
                    </Link>
                  </IconButton>
                  <IconButton
                    size="sm"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={`Delete ${names.one}`}
                    onClick={() => setDoomed(node)}
                  >
                    <Trash2Icon />
                  </IconButton>
                </HStack>
              </HStack>
            </Box>
          ))}
        </Stack>
      )}
      <PagedLoadMoreButton
        list={pager}
        onError={() => notify.error(ADMIN_TEXT.contentFailed(kind))}
      />
      <ConfirmDialog
        open={!!doomed}
        onOpenChange={(open) => (open || deleting ? undefined : setDoomed(null))}
        title={`Delete ${names.one}`}
        message={ADMIN_TEXT.confirmContent(kind)}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={deleting}
        onConfirm={() => void confirm()}
      />
    </Stack>
  );
}
