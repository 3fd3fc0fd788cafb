import { Box, HStack, Stack, Text } from "@chakra-ui/react";
import { useEffect, type ReactNode } from "react";
import { AvatarSkeleton } from "../../components/AvatarSkeleton";
import { DegreeBadge } from "../../components/DegreeBadge";
import { LoadFailed } from "../../components/LoadFailed";
import { LoadMoreButton } from "../../components/LoadMoreButton";
import { MemberRow } from "../../components/MemberRow";
import type { ProfileListItemFieldsFragment, ProfileListPageFragment } from "./profile.generated";
import { displayName } from "../../lib/names";
import { notify } from "../../theme/toaster";

/** How many members a list shows at first and adds with each 'Load more'. */
export const LIST_PAGE_SIZE = 10;

/** One list's query, as the list needs it. */
export interface ProfileListState {
  page: ProfileListPageFragment | undefined;
  loading: boolean;
  error: unknown;
  retry: () => void;
  loadMore: () => Promise<unknown>;
}

/** A member in a list: avatar, name (to their profile), what they do, and actions at the end. */
export function ProfileListRow({
  profile,
  actions,
}: {
  profile: ProfileListItemFieldsFragment;
  actions?: ReactNode;
}) {
  const name = displayName(profile);
  const role = [profile.title, profile.company].filter(Boolean).join(" at ");
  return (
    <MemberRow
      as="li"
      py="2.5"
      align="center"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: "0" }}
      profileId={profile.id}
      name={name}
      avatarSrc={profile.avatarThumbnailUrl ?? profile.avatarUrl}
      detail={
        profile.degree && profile.degree !== "SELF" ? (
          <>
            <DegreeBadge degree={profile.degree} size="xs" me="1.5" verticalAlign="text-bottom" />
            {role || `@${profile.username}`}
          </>
        ) : (
          role || `@${profile.username}`
        )
      }
      actions={
        actions ? (
          <HStack gap="2" flexShrink={0}>
            {actions}
          </HStack>
        ) : null
      }
    />
  );
}

function ListSkeleton() {
  return (
    <Stack gap="4" py="2" aria-busy="true" aria-label="Loading">
      {[0, 1, 2].map((index) => (
        <AvatarSkeleton
          key={index}
          lines={[
            ["3.5", "40%"],
            ["3", "60%"],
          ]}
        />
      ))}
    </Stack>
  );
}

export interface ProfileListProps {
  /** A name for the list, for assistive technology, e.g. 'Followers'. */
  label: string;
  state: ProfileListState;
  /** The empty state's text, e.g. 'No followers yet'. */
  emptyText: string;
  /** The spec's message when the list cannot be loaded, shown as a toast and in place. */
  errorText: string;
  actions?: (profile: ProfileListItemFieldsFragment) => ReactNode;
}

/** A paged list of members: skeletons, the empty text, an error with retry, and 'Load more'. */
export function ProfileList({ label, state, emptyText, errorText, actions }: ProfileListProps) {
  const { page, loading, error, retry, loadMore } = state;
  const failed = Boolean(error) && !page;
  // One toast per kind of failure; the id must hold no spaces (it names the toast for assistive tech).
  const toastId = `list-error-${errorText.replace(/\W+/g, "-")}`;

  useEffect(() => {
    if (!failed) return;
    // After the commit: the toaster renders synchronously and must not run inside React's.
    const timer = setTimeout(() => notify.error("Error", errorText, toastId), 0);
    return () => clearTimeout(timer);
  }, [failed, errorText, toastId]);

  if (loading && !page) return <ListSkeleton />;
  if (failed) {
    return <LoadFailed message={errorText} onRetry={retry} py="2" />;
  }
  const edges = page?.edges ?? [];
  if (!edges.length) {
    return (
      <Text fontSize="sm" color="fg.muted" py="3">
        {emptyText}
      </Text>
    );
  }
  return (
    <Box>
      <Stack as="ul" gap="0" listStyleType="none" aria-label={label}>
        {edges.map(({ node }) => (
          <ProfileListRow key={node.id} profile={node} actions={actions?.(node)} />
        ))}
      </Stack>
      {page?.pageInfo.hasNextPage ? (
        <LoadMoreButton
          mt="2"
          size="sm"
          onLoadMore={loadMore}
          onError={() => notify.error("Error", errorText, toastId)}
        />
      ) : null}
    </Box>
  );
}
