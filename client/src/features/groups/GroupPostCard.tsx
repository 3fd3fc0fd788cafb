import {
  Badge,
  Box,
  Button,
  Card,
  Flex,
  HStack,
  IconButton,
  Image,
  Link,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { MessageCircleIcon, Share2Icon, Trash2Icon } from "lucide-react";
import { userMessage } from "../../apollo/errors";
import { useSession } from "../../apollo/session";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { Reactions } from "../../components/Reactions";
import { useSignInPrompt } from "../../components/SignInPrompt";
import { Tooltip } from "../../components/Tooltip";
import { UserAvatar } from "../../components/UserAvatar";
import { displayName } from "../../lib/names";
import { notify } from "../../theme/toaster";
import { CommentsSection } from "../comments";
import { fullTime, relativeTime } from "../../lib/time";
import { ReportButton } from "../admin";
import { DeleteGroupPostDocument, type GroupPostFieldsFragment } from "./posts.generated";
import { SharePostDialog } from "./SharePostDialog";
import { GROUP_TEXT } from "./text";

export const DELETE_POST_CONFIRMATION =
  "Are you sure you want to delete this post? This action cannot be undone.";

export interface GroupPostCardProps {
  post: GroupPostFieldsFragment;
  /** Whether the viewer belongs to the group (non-members read a public group's comments only). */
  member: boolean;
  /** Public groups' posts can be shared to one's feed. */
  shareable: boolean;
  /** The post a link pointed at (?post={id}): marked, with its comments open. */
  highlighted?: boolean;
}

/** A post: author and time, text, image, reactions, comments (opened on request), Share and Delete. */
export function GroupPostCard({
  post,
  member,
  shareable,
  highlighted = false,
}: GroupPostCardProps) {
  const { me } = useSession();
  const { prompt, element: signInPrompt } = useSignInPrompt();
  const [commentsOpen, setCommentsOpen] = useState(highlighted);
  const [focusBox, setFocusBox] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deletePost, { loading: deleting }] = useMutation(DeleteGroupPostDocument);
  const author = post.author;
  const name = author ? displayName(author) : "Unknown User";

  const remove = async () => {
    try {
      await deletePost({
        variables: { id: post.id },
        update: (cache) => {
          cache.evict({ id: cache.identify({ __typename: "GroupPost", id: post.id }) });
          cache.gc();
        },
      });
    } catch (error) {
      setConfirming(false);
      notify.error("Error", userMessage(error, "Failed to delete post"));
      return;
    }
    notify.success("Post deleted", "The post has been removed from the group.");
  };

  return (
    <Card.Root
      as="article"
      id={`post-${post.id}`}
      aria-label={`Post by ${name}`}
      variant="outline"
      bg="bg.panel"
      size="sm"
      scrollMarginTop="24"
      borderColor={highlighted ? "brand.solid" : undefined}
      boxShadow={highlighted ? "0 0 0 1px var(--chakra-colors-brand-solid)" : undefined}
      data-highlighted={highlighted ? "" : undefined}
    >
      <Card.Body gap="3">
        {highlighted ? (
          <Badge alignSelf="start" colorPalette="brand" variant="subtle">
            Linked post
          </Badge>
        ) : null}
        <HStack gap="3" align="center">
          <UserAvatar name={name} src={author?.avatarThumbnailUrl ?? author?.avatarUrl} />
          <Stack gap="0" flex="1" minW="0">
            {author ? (
              <Link asChild fontWeight="semibold" color="fg" truncate display="block">
                <RouterLink to={`/profile/${author.id}`}>{name}</RouterLink>
              </Link>
            ) : (
              <Text fontWeight="semibold">{name}</Text>
            )}
            <Text fontSize="xs" color="fg.muted">
              <time dateTime={post.createdAt} title={fullTime(post.createdAt)}>
                {relativeTime(post.createdAt)}
              </time>
            </Text>
          </Stack>
          {post.viewerCanDelete ? (
            <Tooltip content="Delete post">
              <IconButton
                size="sm"
                variant="ghost"
                colorPalette="gray"
                aria-label="Delete post"
                onClick={() => setConfirming(true)}
              >
                <Trash2Icon />
              </IconButton>
            </Tooltip>
          ) : null}
          <ReportButton targetType="GROUP_POST" targetId={post.id} authorId={author?.id} compact />
        </HStack>
        <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
          {post.content}
        </Text>
        {post.imageUrl ? (
          <Image
            src={post.imageUrl}
            alt=""
            w="full"
            maxH={{ base: "72", md: "md" }}
            objectFit="cover"
            borderRadius="l2"
            borderWidth="1px"
            loading="lazy"
          />
        ) : null}
        <Flex gap="2" align="center" justify="space-between" wrap="wrap" pt="1">
          <Reactions contentType="GROUP_POST" contentId={post.id} reactions={post.reactions} />
          <HStack gap="1">
            <Button
              size="sm"
              variant={commentsOpen ? "subtle" : "ghost"}
              colorPalette="gray"
              aria-expanded={commentsOpen}
              aria-controls={`post-comments-${post.id}`}
              onClick={() => {
                setFocusBox(!commentsOpen);
                setCommentsOpen(!commentsOpen);
              }}
            >
              <MessageCircleIcon /> Comments ({post.commentCount})
            </Button>
            {shareable ? (
              <Button
                size="sm"
                variant="ghost"
                colorPalette="gray"
                onClick={() => (me ? setSharing(true) : prompt("share this post"))}
              >
                <Share2Icon /> Share{post.shareCount ? ` (${post.shareCount})` : ""}
              </Button>
            ) : null}
          </HStack>
        </Flex>
        {commentsOpen ? (
          <Box id={`post-comments-${post.id}`} borderTopWidth="1px" pt="3">
            <CommentsSection
              contentType="GROUP_POST"
              contentId={post.id}
              closedReason={member ? undefined : GROUP_TEXT.membersOnly}
              autoFocus={focusBox}
            />
          </Box>
        ) : null}
      </Card.Body>
      {me && shareable ? (
        <SharePostDialog post={post} open={sharing} onOpenChange={setSharing} />
      ) : null}
      {signInPrompt}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete post"
        message={DELETE_POST_CONFIRMATION}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={deleting}
        onConfirm={() => void remove()}
      />
    </Card.Root>
  );
}
