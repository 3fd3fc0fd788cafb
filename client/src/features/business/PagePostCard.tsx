import { Badge, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { userMessage } from "../../apollo/errors";
import { useSession } from "../../apollo/session";
import { Reactions } from "../../components/Reactions";
import {
  CommentsButton,
  DeletePostButton,
  DeletePostDialog,
  PostCardFrame,
  ShareButton,
} from "../../components/posts/PostCardFrame";
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
  highlighted = false,
}: {
  post: PagePostFieldsFragment;
  page: BusinessPageFieldsFragment;
  /** The post a link pointed at (?post={id}): marked, with its comments open. */
  highlighted?: boolean;
}) {
  const { me } = useSession();
  const [commentsOpen, setCommentsOpen] = useState(highlighted);
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
    <PostCardFrame
      id={`post-${post.id}`}
      aria-label={`Post by ${page.name}`}
      scrollMarginTop="24"
      borderColor={highlighted ? "brand.solid" : undefined}
      boxShadow={highlighted ? "0 0 0 1px var(--chakra-colors-brand-solid)" : undefined}
      data-highlighted={highlighted ? "" : undefined}
      banner={
        highlighted ? (
          <Badge alignSelf="start" colorPalette="brand" variant="subtle">
            Linked post
          </Badge>
        ) : null
      }
      avatar={{ name: page.name, src: page.profileImageUrl }}
      author={<Text fontWeight="semibold">{page.name}</Text>}
      time={relativeTime(post.createdAt)}
      headerActions={
        <>
          {post.viewerCanDelete ? <DeletePostButton onClick={() => setConfirming(true)} /> : null}
          <ReportButton
            targetType="PAGE_POST"
            targetId={post.id}
            authorId={page.owner?.id}
            compact
          />
        </>
      }
      content={post.content}
      mentions={post.mentions}
      images={post.imageUrls}
      imageProps={{ maxH: "md" }}
      reactions={
        <Reactions contentType="PAGE_POST" contentId={post.id} reactions={post.reactions} />
      }
      actions={
        <>
          <CommentsButton
            open={commentsOpen}
            count={post.commentCount}
            onClick={() => setCommentsOpen(!commentsOpen)}
          />
          {me ? <ShareButton count={post.shareCount} onClick={() => void doShare()} /> : null}
        </>
      }
      comments={
        commentsOpen ? <CommentsSection contentType="PAGE_POST" contentId={post.id} /> : null
      }
    >
      <DeletePostDialog
        open={confirming}
        onOpenChange={setConfirming}
        pending={removing}
        onConfirm={() => void doDelete()}
      />
    </PostCardFrame>
  );
}
