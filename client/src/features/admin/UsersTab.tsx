import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import {
  Badge,
  Box,
  Button,
  HStack,
  Input,
  InputGroup,
  Skeleton,
  Stack,
  Text,
} from "@chakra-ui/react";
import { SearchIcon, UsersIcon } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { EmptyState } from "../../components/EmptyState";
import { ErrorState } from "../../components/ErrorState";
import { PagedLoadMoreButton } from "../../components/LoadMoreButton";
import { usePagedList } from "../../apollo/usePagedList";
import { UserAvatar } from "../../components/UserAvatar";
import { notify } from "../../theme/toaster";
import { displayName } from "../../lib/names";
import { useDebouncedValue } from "../../lib/useDebouncedValue";
import { userMessage } from "../../apollo/errors";
import {
  AdminStatsDocument,
  AdminUsersDocument,
  BanUserDocument,
  DeleteUserDocument,
  UnbanUserDocument,
  type AdminUserFieldsFragment,
} from "./admin.generated";
import { ADMIN_TEXT } from "./kinds";

export const ADMIN_PAGE_SIZE = 20;

type Action = "ban" | "unban" | "delete";

const joined = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
});

const CONFIRM: Record<Action, { title: string; label: string; pending: string; message: string }> =
  {
    ban: {
      title: "Ban user",
      label: "Ban",
      pending: "Banning...",
      message:
        "Are you sure you want to ban this user? They are signed out at once and their content is hidden until you unban them.",
    },
    unban: {
      title: "Unban user",
      label: "Unban",
      pending: "Unbanning...",
      message: "Are you sure you want to unban this user? Their content will be visible again.",
    },
    delete: {
      title: "Delete user",
      label: "Delete",
      pending: "Deleting...",
      message:
        "Are you sure you want to delete this user? Their account, articles, posts, comments and messages are removed; groups and events they created stay without a creator. This action cannot be undone.",
    },
  };

/** Members, newest first, searched by name, username or e-mail, with Ban, Unban and Delete. */
export function UsersTab() {
  const [search, setSearch] = useState("");
  const debounced = useDebouncedValue(search.trim(), 300);
  const client = useApolloClient();
  const { data, loading, error, refetch, fetchMore } = useQuery(AdminUsersDocument, {
    variables: { search: debounced || null, first: ADMIN_PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  const pager = usePagedList(data?.adminUsers, fetchMore);
  const [pending, setPending] = useState<{ action: Action; user: AdminUserFieldsFragment } | null>(
    null,
  );
  const [ban, banState] = useMutation(BanUserDocument);
  const [unban, unbanState] = useMutation(UnbanUserDocument);
  const [remove, removeState] = useMutation(DeleteUserDocument);
  const busy = banState.loading || unbanState.loading || removeState.loading;

  const confirm = async () => {
    if (!pending) return;
    const { action, user } = pending;
    const variables = { userId: user.id };
    const refetchQueries = [AdminStatsDocument];
    try {
      if (action === "ban") {
        await ban({ variables, refetchQueries });
        notify.success(ADMIN_TEXT.banned);
      } else if (action === "unban") {
        await unban({ variables, refetchQueries });
        notify.success(ADMIN_TEXT.unbanned);
      } else {
        await remove({ variables, refetchQueries });
        client.cache.evict({ id: client.cache.identify({ __typename: "Profile", id: user.id }) });
        client.cache.gc();
        notify.success(ADMIN_TEXT.deleted);
      }
    } catch (cause) {
      const failed = {
        ban: ADMIN_TEXT.banFailed,
        unban: ADMIN_TEXT.unbanFailed,
        delete: ADMIN_TEXT.deleteFailed,
      };
      notify.error(failed[action], userMessage(cause, ADMIN_TEXT.tryAgain));
    }
    setPending(null);
  };

  const edges = data?.adminUsers.edges ?? [];
  const dialog = pending ? CONFIRM[pending.action] : null;
  return (
    <Stack gap="4">
      <InputGroup startElement={<SearchIcon size={16} />} maxW={{ md: "md" }}>
        <Input
          aria-label="Search users"
          placeholder="Search by name, username or e-mail"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </InputGroup>
      {error && !data ? (
        <ErrorState
          title={ADMIN_TEXT.usersFailed}
          description={userMessage(error, ADMIN_TEXT.tryAgain)}
          onRetry={() => void refetch()}
        />
      ) : loading && !data ? (
        <Stack gap="2" aria-label="Loading users">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height="16" borderRadius="l2" />
          ))}
        </Stack>
      ) : edges.length === 0 ? (
        <EmptyState icon={<UsersIcon />} title="No users found" />
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" aria-label="Users">
          {edges.map(({ node: user }) => (
            <Box
              as="li"
              key={user.id}
              borderWidth="1px"
              borderRadius="l2"
              bg="bg.panel"
              p="3"
              aria-label={user.username || ADMIN_TEXT.noUsername}
            >
              <HStack gap="3" align="center" wrap={{ base: "wrap", md: "nowrap" }}>
                <UserAvatar
                  name={displayName(user)}
                  src={user.avatarThumbnailUrl ?? user.avatarUrl}
                  size="md"
                />
                <Stack gap="0.5" flex="1" minW="0">
                  <HStack gap="2" wrap="wrap">
                    <Text fontWeight="semibold" truncate>
                      {user.username || ADMIN_TEXT.noUsername}
                    </Text>
                    {user.isSuperAdmin ? <Badge colorPalette="purple">Super Admin</Badge> : null}
                    {user.isBanned ? <Badge colorPalette="red">Banned</Badge> : null}
                  </HStack>
                  <Text textStyle="sm" color="fg.muted" truncate>
                    {user.email}
                  </Text>
                  <Text textStyle="xs" color="fg.muted">
                    Joined {joined.format(new Date(user.createdAt))}
                  </Text>
                </Stack>
                {user.isSuperAdmin ? null : (
                  <HStack gap="2" flexShrink={0}>
                    {user.isBanned ? (
                      <Button
                        size="sm"
                        variant="outline"
                        colorPalette="gray"
                        onClick={() => setPending({ action: "unban", user })}
                      >
                        Unban
                      </Button>
                    ) : (
                      <Button
                        size="sm"
                        variant="outline"
                        colorPalette="orange"
                        onClick={() => setPending({ action: "ban", user })}
                      >
                        Ban
                      </Button>
                    )}
                    <Button
                      size="sm"
                      colorPalette="red"
                      onClick={() => setPending({ action: "delete", user })}
                    >
                      Delete
                    </Button>
                  </HStack>
                )}
              </HStack>
            </Box>
          ))}
        </Stack>
      )}
      <PagedLoadMoreButton list={pager} onError={() => notify.error(ADMIN_TEXT.usersFailed)} />
      {dialog ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => (open || busy ? undefined : setPending(null))}
          title={dialog.title}
          message={dialog.message}
          confirmLabel={dialog.label}
          pendingLabel={dialog.pending}
          pending={busy}
          destructive={pending?.action !== "unban"}
          onConfirm={() => void confirm()}
        />
      ) : null}
    </Stack>
  );
}
