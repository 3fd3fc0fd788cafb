import { useQuery } from "@apollo/client/react";
import { Card, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { ErrorState } from "../../components/ErrorState";
import { PagedLoadMoreButton } from "../../components/LoadMoreButton";
import { usePagedList } from "../../apollo/usePagedList";
import { PageSpinner } from "../../components/PageSpinner";
import { UserAvatar } from "../../components/UserAvatar";
import { displayName } from "../../lib/names";
import { notify } from "../../theme/toaster";
import { BlockButton } from "../profile";
import { BlockedMembersDocument } from "./settings.generated";

const PAGE = 20;

/** The Privacy tab's list of blocked members, each with Unblock. */
export function BlockedMembers() {
  const { data, loading, error, refetch, fetchMore } = useQuery(BlockedMembersDocument, {
    variables: { first: PAGE },
  });
  const list = data?.blockedMembers;
  const pager = usePagedList(list, fetchMore);
  return (
    <Card.Root variant="outline" bg="bg.panel" as="section" aria-label="Blocked members">
      <Card.Body gap="4">
        <Stack gap="1">
          <Heading as="h2" size="md">
            Blocked members
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            Blocked members can't message you, follow you or send you requests, and you don't see
            each other's content.
          </Text>
        </Stack>
        {!list ? (
          loading ? (
            <PageSpinner />
          ) : (
            <ErrorState
              title="Failed to load blocked members"
              description={error?.message}
              onRetry={() => void refetch()}
            />
          )
        ) : list.edges.length === 0 ? (
          <Text color="fg.muted">You haven't blocked anyone.</Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="3">
            {list.edges.map(({ node }) => {
              const name = displayName(node);
              return (
                <HStack as="li" key={node.id} gap="3" justify="space-between">
                  <HStack gap="3" minW="0" asChild>
                    <RouterLink to={`/profile/${node.id}`}>
                      <UserAvatar name={name} src={node.avatarThumbnailUrl ?? node.avatarUrl} />
                      <Stack gap="0" minW="0">
                        <Text fontWeight="semibold" truncate>
                          {name}
                        </Text>
                        <Text fontSize="sm" color="fg.muted" truncate>
                          @{node.username}
                        </Text>
                      </Stack>
                    </RouterLink>
                  </HStack>
                  <BlockButton profile={node} name={name} />
                </HStack>
              );
            })}
          </Stack>
        )}
        <PagedLoadMoreButton
          list={pager}
          onError={() => notify.error("Failed to load more", "Please try again.")}
        />
      </Card.Body>
    </Card.Root>
  );
}
