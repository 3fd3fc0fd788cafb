import { Box, Button, Card, Flex, HStack, IconButton, Image, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { MessageCircleIcon, Share2Icon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import { userMessage } from "../../apollo/errors";
import { useSession } from "../../apollo/session";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { Reactions } from "../../components/Reactions";
import { UserAvatar } from "../../components/UserAvatar";
import { notify } from "../../theme/toaster";
import { ReportButton } from "../admin";
import { CommentsSection } from "../comments";
import { relativeTime } from "../../lib/time";
import {
  type BusinessPageFieldsFragment,
  DeletePagePostDocument,
  type PagePostFieldsFragment,
  SharePagePostDocument,
} from "./business.generated";

export function PagePostCard({
  post,
  page,
}: {
  post: PagePostFieldsFragment;
  page: BusinessPageFieldsFragment;
}) {
  const { me } = useSession();
  const [commentsOpen, setCommentsOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [share] = useMutation(SharePagePostDocument, { refetchQueries: ["PagePosts"] });
  const [remove, { loading: removing }] = useMutation(DeletePagePostDocument, {
    refetchQueries: ["PagePosts"],
  });
  const doDelete = async () => {
    try {
      await remove({ variables: { id: post.id } });
      setConfirming(false);
      notify.success("Post deleted", "The post was removed from the page.");
    } catch (error) {
      notify.error("Error", userMessage(error, "Failed to delete post"));
    }
  };
  const doShare = async () => {
    try {
      await share({ variables: { postId: post.id } });
      notify.success("Shared", "The post is on your feed.");
    } catch (error) {
      notify.error("Error", userMessage(error, "Error sharing post"));
    }
  };
  return (
    <Card.Root
      as="article"
      variant="outline"
      bg="bg.panel"
      size="sm"
      aria-label={`Post by ${page.name}`}
    >
      <Card.Body gap="3">
        <HStack gap="3">
          <UserAvatar name={page.name} src={page.profileImageUrl} />
          <Stack gap="0" flex="1">
            <Text fontWeight="semibold">{page.name}</Text>
            <Text fontSize="xs" color="fg.muted">
              {relativeTime(post.createdAt)}
            </Text>
          </Stack>
          {post.viewerCanDelete ? (
            <IconButton
              size="sm"
              variant="ghost"
              colorPalette="gray"
              aria-label="Delete post"
              onClick={() => setConfirming(true)}
            >
              <Trash2Icon />
            </IconButton>
          ) : null}
          <ReportButton
            targetType="PAGE_POST"
            targetId={post.id}
            authorId={page.owner?.id}
            compact
          />
        </HStack>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Delete post"
          message="Are you sure you want to delete this post? This action cannot be undone."
          confirmLabel="Delete"
          pendingLabel="Deleting..."
          pending={removing}
          onConfirm={() => void doDelete()}
        />
        <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
          {post.content}
        </Text>
        {post.imageUrls.map((url) => (
          <Image
            key={url}
            src={url}
            alt=""
            w="full"
            maxH="md"
            objectFit="cover"
            borderRadius="l2"
            loading="lazy"
          />
        ))}
        <Flex gap="2" align="center" justify="space-between" wrap="wrap">
          <Reactions contentType="PAGE_POST" contentId={post.id} reactions={post.reactions} />
          <HStack gap="1">
            <Button
              size="sm"
              variant={commentsOpen ? "subtle" : "ghost"}
              colorPalette="gray"
              onClick={() => setCommentsOpen(!commentsOpen)}
              aria-expanded={commentsOpen}
            >
              <MessageCircleIcon /> Comments ({post.commentCount})
            </Button>
            {me ? (
              <Button size="sm" variant="ghost" colorPalette="gray" onClick={() => void doShare()}>
                <Share2Icon /> Share{post.shareCount ? ` (${post.shareCount})` : ""}
              </Button>
            ) : null}
          </HStack>
        </Flex>
        {commentsOpen ? (
          <Box borderTopWidth="1px" pt="3">
            <CommentsSection contentType="PAGE_POST" contentId={post.id} />
          </Box>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
