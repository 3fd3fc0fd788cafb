import {
  Box,
  Card,
  HStack,
  Skeleton,
  SkeletonCircle,
  SkeletonText,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useQuery, useSubscription } from "@apollo/client/react";
import { useEffect, useRef } from "react";
import { LockIcon, MessageSquareIcon } from "lucide-react";
import { errorCode } from "../../apollo/errors";
import { useSession } from "../../apollo/session";
import { EmptyState } from "../../components/EmptyState";
import { ErrorState } from "../../components/ErrorState";
import { PagedLoadMoreButton } from "../../components/LoadMoreButton";
import { usePagedList } from "../../apollo/usePagedList";
import { notify } from "../../theme/toaster";
import { POSTS_PAGE_SIZE, prependPost } from "./cache";
import type { GroupDetailFieldsFragment } from "./group.generated";
import { GroupPostCard } from "./GroupPostCard";
import { GroupPostAddedDocument, GroupPostDocument, GroupPostsDocument } from "./posts.generated";
import { PostComposer } from "./PostComposer";
import { GROUP_TEXT, isUuid } from "./text";

/**
 * 'Join the group to see and create posts.' where a non-member would see posts or the composer; `text`
 * replaces it where they read the posts already ('Join the group to post.').
 */
export function MembersOnlyNotice({
  large = false,
  text = GROUP_TEXT.membersOnly,
}: {
  large?: boolean;
  text?: string;
}) {
  if (large) {
    return (
      <Box borderWidth="1px" borderRadius="l3" bg="bg.panel">
        <EmptyState icon={<LockIcon />} title={text} titleAs="h3" size="sm" />
      </Box>
    );
  }
  return (
    <HStack
      gap="2"
      borderWidth="1px"
      borderRadius="l3"
      bg="bg.panel"
      px="4"
      py="3"
      color="fg.muted"
      fontSize="sm"
    >
      <LockIcon aria-hidden="true" />
      <Text>{text}</Text>
    </HStack>
  );
}

function PostsSkeleton() {
  return (
    <Stack gap="4" aria-busy="true" aria-label="Loading posts">
      {[0, 1].map((index) => (
        <Card.Root key={index} variant="outline" bg="bg.panel" size="sm">
          <Card.Body gap="3">
            <HStack gap="3">
              <SkeletonCircle size="10" />
              <Stack gap="1.5" flex="1">
                <Skeleton h="3.5" w="32" />
                <Skeleton h="3" w="16" />
              </Stack>
            </HStack>
            <SkeletonText noOfLines={3} gap="2" />
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}

export interface GroupPostsProps {
  group: GroupDetailFieldsFragment;
  /** The post a link points at (?post={id}): scrolled to and marked, loaded on its own if need be. */
  focusPostId?: string | null;
}

/**
 * The Posts tab: the composer for members, then the posts newest first with 'Load more'. A private
 * group's posts are for its members (and super admins); others read 'Join the group to see and create
 * posts.'. A public group's non-members read its posts, and 'Join the group to post.' above them.
 */
export function GroupPosts({ group, focusPostId }: GroupPostsProps) {
  const { me } = useSession();
  const member = group.viewerIsMember;
  if (!group.viewerCanRead) return <MembersOnlyNotice large />;
  return (
    <Stack gap="4">
      {member && me ? (
        <PostComposer groupId={group.id} viewer={me} />
      ) : (
        <MembersOnlyNotice
          text={group.isPrivate ? GROUP_TEXT.membersOnly : GROUP_TEXT.joinToPost}
        />
      )}
      <PostList group={group} focusPostId={isUuid(focusPostId ?? undefined) ? focusPostId : null} />
    </Stack>
  );
}

/**
 * New posts in the group arrive while its posts are shown, at the top of the list; the viewer's own post,
 * already put there by the composer, is not added twice. Live only for a signed-in viewer: the server
 * takes subscriptions from signed-in sockets (and refuses a private group's non-members, who see no list).
 */
function useLiveGroupPosts(groupId: string) {
  const { me } = useSession();
  useSubscription(GroupPostAddedDocument, {
    variables: { groupId },
    skip: !me,
    ignoreResults: true,
    onData: ({ client, data: event }) => {
      const post = event.data?.groupPostAdded;
      if (post) prependPost(client.cache, groupId, post);
    },
    onError: (cause) => console.error("Live group posts stopped", cause),
  });
}

function PostList({ group, focusPostId }: GroupPostsProps) {
  useLiveGroupPosts(group.id);
  const { data, loading, error, refetch, fetchMore } = useQuery(GroupPostsDocument, {
    variables: { groupId: group.id, first: POSTS_PAGE_SIZE },
    fetchPolicy: "cache-and-network",
  });
  const list = data?.groupPosts;
  const pager = usePagedList(list, fetchMore);
  const edges = list?.edges ?? [];
  const inList = Boolean(focusPostId && edges.some((edge) => edge.node.id === focusPostId));
  // The linked post is loaded on its own when the first page does not hold it.
  const single = useQuery(GroupPostDocument, {
    variables: { id: focusPostId ?? "" },
    skip: !focusPostId || !list || inList,
  });
  const linked =
    single.data?.groupPost && single.data.groupPost.group.id === group.id && !inList
      ? single.data.groupPost
      : null;
  const linkedMissing = Boolean(focusPostId && single.data && !linked && !inList);

  useEffect(() => {
    if (!linkedMissing) return;
    notify.error("Post not found", "This post does not exist or has been removed.", "linked-post");
  }, [linkedMissing]);

  // Scrolls to the linked post once it is on screen.
  const scrolled = useRef<string | null>(null);
  const focusShown = inList || Boolean(linked);
  useEffect(() => {
    if (!focusPostId || !focusShown || scrolled.current === focusPostId) return;
    scrolled.current = focusPostId;
    document.getElementById(`post-${focusPostId}`)?.scrollIntoView({ block: "start" });
  }, [focusPostId, focusShown]);

  const shareable = !group.isPrivate;
  const member = group.viewerIsMember;

  if (!list && loading) return <PostsSkeleton />;
  if (!list && error) {
    if (errorCode(error) === "FORBIDDEN") return <MembersOnlyNotice large />;
    return (
      <ErrorState
        title="Failed to load posts"
        description="Please check your connection and try again."
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }
  if (!edges.length && !linked) {
    return (
      <Box borderWidth="1px" borderRadius="l3" bg="bg.panel">
        <EmptyState
          icon={<MessageSquareIcon />}
          title="No posts yet"
          titleAs="h3"
          size="sm"
          description={
            member
              ? "Be the first to share something with the group."
              : "Nothing has been posted in this group yet."
          }
        />
      </Box>
    );
  }
  return (
    <Stack gap="4">
      <Stack as="ul" gap="4" listStyleType="none" aria-label="Posts">
        {linked ? (
          <li>
            <GroupPostCard post={linked} member={member} shareable={shareable} highlighted />
          </li>
        ) : null}
        {edges.map(({ node }) => (
          <li key={node.id}>
            <GroupPostCard
              post={node}
              member={member}
              shareable={shareable}
              highlighted={node.id === focusPostId}
            />
          </li>
        ))}
      </Stack>
      <PagedLoadMoreButton
        variant="outline"
        list={pager}
        onError={() => notify.error("Error", "Failed to load posts")}
      />
    </Stack>
  );
}
