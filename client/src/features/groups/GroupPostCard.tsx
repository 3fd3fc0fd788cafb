import { Badge, Link, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { userMessage } from "../../apollo/errors";
import { useSession } from "../../apollo/session";
import { Reactions } from "../../components/Reactions";
import { useSignInPrompt } from "../../components/SignInPrompt";
import {
  CommentsButton,
  DELETE_POST_CONFIRMATION,
  DeletePostButton,
  DeletePostDialog,
  PostCardFrame,
  ShareButton,
} from "../../components/posts/PostCardFrame";
import { displayName } from "../../lib/names";
import { notify } from "../../theme/toaster";
import { CommentsSection } from "../comments";
import { fullTime, relativeTime } from "../../lib/time";
import { ReportButton } from "../admin";
import { DeleteGroupPostDocument, type GroupPostFieldsFragment } from "./posts.generated";
import { SharePostDialog } from "./SharePostDialog";
import { GROUP_TEXT } from "./text";

export { DELETE_POST_CONFIRMATION };

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
    <PostCardFrame
      id={`post-${post.id}`}
      aria-label={`Post by ${name}`}
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
      avatar={{ name, src: author?.avatarThumbnailUrl ?? author?.avatarUrl }}
      author={
        author ? (
          <Link asChild fontWeight="semibold" color="fg" truncate display="block">
            <RouterLink to={`/profile/${author.id}`}>{name}</RouterLink>
          </Link>
        ) : (
          <Text fontWeight="semibold">{name}</Text>
        )
      }
      time={
        <time dateTime={post.createdAt} title={fullTime(post.createdAt)}>
          {relativeTime(post.createdAt)}
        </time>
      }
      headerActions={
        <>
          {post.viewerCanDelete ? (
            <DeletePostButton tooltip onClick={() => setConfirming(true)} />
          ) : null}
          <ReportButton targetType="GROUP_POST" targetId={post.id} authorId={author?.id} compact />
        </>
      }
      content={post.content}
      mentions={post.mentions}
      images={post.imageUrl ? [post.imageUrl] : []}
      imageProps={{ maxH: { base: "72", md: "md" }, borderWidth: "1px" }}
      reactions={
        <Reactions contentType="GROUP_POST" contentId={post.id} reactions={post.reactions} />
      }
      actions={
        <>
          <CommentsButton
            open={commentsOpen}
            count={post.commentCount}
            controls={`post-comments-${post.id}`}
            onClick={() => {
              setFocusBox(!commentsOpen);
              setCommentsOpen(!commentsOpen);
            }}
          />
          {shareable ? (
            <ShareButton
              count={post.shareCount}
              onClick={() => (me ? setSharing(true) : prompt("share this post"))}
            />
          ) : null}
        </>
      }
      actionsProps={{ pt: "1" }}
      comments={
        commentsOpen ? (
          <CommentsSection
            contentType="GROUP_POST"
            contentId={post.id}
            closedReason={member ? undefined : GROUP_TEXT.membersOnly}
            autoFocus={focusBox}
          />
        ) : null
      }
      commentsId={`post-comments-${post.id}`}
    >
      {me && shareable ? (
        <SharePostDialog post={post} open={sharing} onOpenChange={setSharing} />
      ) : null}
      {signInPrompt}
      <DeletePostDialog
        open={confirming}
        onOpenChange={setConfirming}
        pending={deleting}
        onConfirm={() => void remove()}
      />
    </PostCardFrame>
  );
}
