import {
  Box,
  Button,
  Card,
  Heading,
  HStack,
  Separator,
  Skeleton,
  SkeletonText,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { Link as RouterLink, useNavigate, useParams } from "react-router-dom";
import {
  ArrowLeftIcon,
  LockIcon,
  LockOpenIcon,
  PencilIcon,
  PinIcon,
  PinOffIcon,
  SearchXIcon,
  Trash2Icon,
} from "lucide-react";
import { userMessage } from "../../apollo/errors";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { EmptyState } from "../../components/EmptyState";
import { ErrorState } from "../../components/ErrorState";
import { Markdown } from "../../components/Markdown";
import { LIKE_ONLY, Reactions } from "../../components/Reactions";
import { UserAvatar } from "../../components/UserAvatar";
import { displayName } from "../../lib/names";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { notify } from "../../theme/toaster";
import { CommentsSection } from "../comments";
import { ForumPostDialog } from "./ForumPostDialog";
import { ForumPostMeta } from "./ForumPostMeta";
import {
  DeleteForumPostDocument,
  ForumPostDocument,
  SetForumPostLockedDocument,
  SetForumPostPinnedDocument,
  type ForumPostDetailFieldsFragment,
} from "./forums.generated";
import { ReportButton } from "../admin";
import { SaveButton } from "./SaveButton";
import { countText, FORUM_TEXT } from "./text";
import { fullTime } from "../../lib/time";

/** The reply section's texts: a forum post's comments are its replies. */
const REPLY_WORDS = {
  empty: FORUM_TEXT.noReplies,
  addFailed: FORUM_TEXT.replyFailed,
  added: FORUM_TEXT.replied,
  placeholder: "Write a reply...",
  submit: "Reply",
  signInAction: "reply to this post",
  loadFailed: "Failed to load replies",
};

function BackToForums() {
  return (
    <Button asChild variant="ghost" colorPalette="gray" size="sm" ms="-2" mb="4">
      <RouterLink to="/forums">
        <ArrowLeftIcon /> Back to Forums
      </RouterLink>
    </Button>
  );
}

/**
 * /forums/{id}: the post (category, title, author, full date, content; replies, views and likes), its
 * replies with a reply box (hidden when the post is locked), Pin and Lock for super admins, Edit and
 * Delete for its author (Delete for super admins too). Opening it counts a view, once an hour.
 */
export default function ForumPostPage() {
  const { postId = "" } = useParams();
  const { data, loading, error, refetch } = useQuery(ForumPostDocument, {
    variables: { id: postId },
    fetchPolicy: "cache-and-network",
  });
  const post = data?.forumPost;
  useDocumentTitle(data ? (post?.title ?? FORUM_TEXT.notFound) : null);

  let body;
  if (!data && loading) body = <PostSkeleton />;
  else if (!data && error)
    body = (
      <ErrorState
        title="Error"
        description={FORUM_TEXT.postLoadFailed}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  else if (!post)
    body = (
      <Box borderWidth="1px" borderRadius="l3" bg="bg.panel">
        <EmptyState
          icon={<SearchXIcon />}
          title={FORUM_TEXT.notFound}
          titleAs="h1"
          description="It may have been deleted, or the link is wrong."
        >
          <Button asChild variant="outline" colorPalette="gray">
            <RouterLink to="/forums">Back to Forums</RouterLink>
          </Button>
        </EmptyState>
      </Box>
    );
  else body = <PostView post={post} />;

  return (
    <Box maxW="4xl" mx="auto" px={{ base: "4", md: "8" }} py={{ base: "6", md: "8" }}>
      <BackToForums />
      {body}
    </Box>
  );
}

function PostSkeleton() {
  return (
    <Card.Root variant="outline" bg="bg.panel" aria-busy="true" aria-label="Loading forum post">
      <Card.Body gap="4">
        <Skeleton h="5" w="32" />
        <Skeleton h="8" w="70%" />
        <Skeleton h="4" w="48" />
        <SkeletonText noOfLines={5} gap="3" />
      </Card.Body>
    </Card.Root>
  );
}

function PostView({ post }: { post: ForumPostDetailFieldsFragment }) {
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [setPinned, pinning] = useMutation(SetForumPostPinnedDocument);
  const [setLocked, locking] = useMutation(SetForumPostLockedDocument);
  const [deletePost, deleting] = useMutation(DeleteForumPostDocument, {
    refetchQueries: ["ForumCategories"],
    update(cache) {
      cache.evict({ id: cache.identify({ __typename: "ForumPost", id: post.id }) });
      cache.gc();
    },
  });
  const author = post.author;
  const name = author ? displayName(author) : "Unknown author";
  const likes = post.reactions.find((r) => r.type === "LIKE")?.count ?? 0;

  const run = (action: Promise<unknown>, failed: string) =>
    action.catch((error: unknown) => notify.error("Error", userMessage(error, failed)));

  const remove = async () => {
    try {
      await deletePost({ variables: { id: post.id } });
    } catch (error) {
      notify.error("Error", userMessage(error, "Failed to delete post. Please try again."));
      return;
    }
    setConfirming(false);
    notify.success("Post deleted");
    void navigate("/forums", { replace: true });
  };

  return (
    <Stack gap="6">
      <Card.Root variant="outline" bg="bg.panel" as="article" aria-labelledby="forum-post-title">
        <Card.Body gap="4">
          <ForumPostMeta
            category={post.category}
            isPinned={post.isPinned}
            isLocked={post.isLocked}
          />
          <Heading
            as="h1"
            size={{ base: "xl", md: "2xl" }}
            id="forum-post-title"
            overflowWrap="anywhere"
          >
            {post.title}
          </Heading>
          <HStack gap="3">
            <UserAvatar
              name={name}
              src={author?.avatarThumbnailUrl ?? author?.avatarUrl}
              size="sm"
            />
            <Stack gap="0" fontSize="sm">
              {author ? (
                <RouterLink to={`/profile/${author.id}`}>
                  <Text as="span" fontWeight="medium" _hover={{ textDecoration: "underline" }}>
                    {name}
                  </Text>
                </RouterLink>
              ) : (
                <Text as="span" fontWeight="medium">
                  {name}
                </Text>
              )}
              <Text color="fg.muted" fontSize="xs">
                <time dateTime={post.createdAt}>{fullTime(post.createdAt)}</time>
                {post.editedAt ? (
                  <Text as="span" title={`Edited ${fullTime(post.editedAt)}`}>
                    {" "}
                    · edited
                  </Text>
                ) : null}
              </Text>
            </Stack>
          </HStack>
          <Box overflowWrap="anywhere">
            <Markdown mentions={post.mentions}>{post.content}</Markdown>
          </Box>
          <Separator />
          <HStack justify="space-between" gap="3" wrap="wrap">
            <HStack gap="4" fontSize="sm" color="fg.muted" wrap="wrap" aria-label="Post statistics">
              <Text>{countText(post.commentCount, "reply", "replies")}</Text>
              <Text>{countText(post.viewCount, "view", "views")}</Text>
              <Text>{countText(likes, "like", "likes")}</Text>
            </HStack>
            <HStack gap="1">
              <Reactions
                contentType="FORUM_POST"
                contentId={post.id}
                reactions={post.reactions}
                kinds={LIKE_ONLY}
              />
              <SaveButton postId={post.id} saved={post.viewerHasSaved} size="sm" />
              <ReportButton targetType="FORUM_POST" targetId={post.id} authorId={author?.id} />
            </HStack>
          </HStack>
          {post.viewerCanModerate || post.viewerCanEdit || post.viewerCanDelete ? (
            <HStack gap="2" wrap="wrap" borderTopWidth="1px" pt="3">
              {post.viewerCanModerate ? (
                <>
                  <Button
                    size="sm"
                    variant="outline"
                    colorPalette="gray"
                    loading={pinning.loading}
                    onClick={() =>
                      void run(
                        setPinned({ variables: { id: post.id, pinned: !post.isPinned } }),
                        "Failed to update the post.",
                      )
                    }
                  >
                    {post.isPinned ? <PinOffIcon /> : <PinIcon />}
                    {post.isPinned ? "Unpin" : "Pin"}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    colorPalette="gray"
                    loading={locking.loading}
                    onClick={() =>
                      void run(
                        setLocked({ variables: { id: post.id, locked: !post.isLocked } }),
                        "Failed to update the post.",
                      )
                    }
                  >
                    {post.isLocked ? <LockOpenIcon /> : <LockIcon />}
                    {post.isLocked ? "Unlock" : "Lock"}
                  </Button>
                </>
              ) : null}
              {post.viewerCanEdit ? (
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="gray"
                  onClick={() => setEditing(true)}
                >
                  <PencilIcon /> Edit
                </Button>
              ) : null}
              {post.viewerCanDelete ? (
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="red"
                  onClick={() => setConfirming(true)}
                >
                  <Trash2Icon /> Delete
                </Button>
              ) : null}
            </HStack>
          ) : null}
        </Card.Body>
      </Card.Root>

      <Stack as="section" gap="4" aria-labelledby="forum-replies">
        <Heading as="h2" size="lg" id="forum-replies">
          Replies ({post.commentCount.toLocaleString("en-US")})
        </Heading>
        <CommentsSection
          contentType="FORUM_POST"
          contentId={post.id}
          closedToAll={post.isLocked ? FORUM_TEXT.locked : undefined}
          words={REPLY_WORDS}
        />
      </Stack>

      {post.viewerCanEdit ? (
        <ForumPostDialog open={editing} onOpenChange={setEditing} post={post} />
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete Post"
        message={FORUM_TEXT.deleteConfirm}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={deleting.loading}
        onConfirm={() => void remove()}
      />
    </Stack>
  );
}
