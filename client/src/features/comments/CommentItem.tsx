import {
  Box,
  Button,
  Field,
  HStack,
  IconButton,
  Link,
  Menu,
  Portal,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { COMMENT_LIMITS, commentContent } from "@rules/comments";
import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { EllipsisIcon, PencilIcon, Trash2Icon } from "lucide-react";
import { userMessage } from "../../apollo/errors";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { DegreeBadge } from "../../components/DegreeBadge";
import { MentionTextarea } from "../../components/MentionTextarea";
import { RichText } from "../../components/RichText";
import { UserAvatar } from "../../components/UserAvatar";
import { displayName } from "../../lib/names";
import { notify } from "../../theme/toaster";
import { fullTime, relativeTime } from "../../lib/time";
import { ReportButton } from "../admin";
import { useFeatures } from "../registry";
import { forgetComment } from "./cache";
import {
  DeleteCommentDocument,
  UpdateCommentDocument,
  type CommentFieldsFragment,
} from "./comments.generated";

export const DELETE_COMMENT_CONFIRMATION =
  "Are you sure you want to delete this comment? This action cannot be undone.";

/** One comment: who wrote it and when ('(edited)' after a change), the text, and Edit / Delete. */
export function CommentItem({ comment }: { comment: CommentFieldsFragment }) {
  const features = useFeatures();
  const author = comment.author;
  const name = author ? displayName(author) : "Unknown User";
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleteComment, { loading: deleting }] = useMutation(DeleteCommentDocument);

  const remove = async () => {
    try {
      await deleteComment({
        variables: { id: comment.id },
        update: (cache) => forgetComment(cache, features, comment),
      });
    } catch (error) {
      notify.error("Failed to delete comment", userMessage(error, "Please try again."));
      return;
    }
    setConfirming(false);
    notify.success("Comment deleted");
  };

  const actions = comment.viewerCanEdit || comment.viewerCanDelete;

  return (
    <HStack as="li" align="start" gap="2.5" aria-label={`Comment by ${name}`}>
      <UserAvatar
        name={name}
        src={author?.avatarThumbnailUrl ?? author?.avatarUrl}
        size="sm"
        css={{ "--avatar-size": "sizes.8", "--avatar-font-size": "fontSizes.xs" }}
      />
      <Box flex="1" minW="0">
        <Box bg="bg.muted" borderRadius="l3" px="3" py="2">
          <HStack gap="2" justify="space-between" align="start">
            <HStack gap="1.5" rowGap="0" wrap="wrap" minW="0" fontSize="sm">
              {author ? (
                <Link asChild fontWeight="semibold" color="fg">
                  <RouterLink to={`/profile/${author.id}`}>{name}</RouterLink>
                </Link>
              ) : (
                <Text fontWeight="semibold">{name}</Text>
              )}
              {author ? <DegreeBadge degree={author.degree} size="xs" /> : null}
              <Text asChild color="fg.muted" fontSize="xs">
                <time dateTime={comment.createdAt} title={fullTime(comment.createdAt)}>
                  {relativeTime(comment.createdAt)}
                </time>
              </Text>
              {comment.editedAt ? (
                <Text as="span" color="fg.muted" fontSize="xs" title={fullTime(comment.editedAt)}>
                  (edited)
                </Text>
              ) : null}
            </HStack>
            {actions && !editing ? (
              <Menu.Root positioning={{ placement: "bottom-end" }}>
                <Menu.Trigger asChild>
                  <IconButton
                    size="2xs"
                    variant="ghost"
                    colorPalette="gray"
                    aria-label="Comment actions"
                    mt="-0.5"
                    me="-1.5"
                  >
                    <EllipsisIcon />
                  </IconButton>
                </Menu.Trigger>
                <Portal>
                  <Menu.Positioner>
                    <Menu.Content>
                      {comment.viewerCanEdit ? (
                        <Menu.Item value="edit" onClick={() => setEditing(true)}>
                          <PencilIcon /> Edit
                        </Menu.Item>
                      ) : null}
                      {comment.viewerCanDelete ? (
                        <Menu.Item
                          value="delete"
                          color="fg.error"
                          _hover={{ bg: "bg.error", color: "fg.error" }}
                          onClick={() => setConfirming(true)}
                        >
                          <Trash2Icon /> Delete
                        </Menu.Item>
                      ) : null}
                    </Menu.Content>
                  </Menu.Positioner>
                </Portal>
              </Menu.Root>
            ) : null}
            {!editing ? (
              <ReportButton
                targetType="COMMENT"
                targetId={comment.id}
                authorId={author?.id}
                compact
              />
            ) : null}
          </HStack>
          {editing ? (
            <EditComment comment={comment} onDone={() => setEditing(false)} />
          ) : (
            <RichText fontSize="sm" text={comment.content} mentions={comment.mentions} />
          )}
        </Box>
      </Box>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete comment"
        message={DELETE_COMMENT_CONFIRMATION}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={deleting}
        onConfirm={() => void remove()}
      />
    </HStack>
  );
}

function EditComment({ comment, onDone }: { comment: CommentFieldsFragment; onDone: () => void }) {
  const [text, setText] = useState(comment.content);
  const [updateComment, { loading }] = useMutation(UpdateCommentDocument);
  const checked = commentContent.safeParse(text);
  const tooLong = text.trim().length > COMMENT_LIMITS.max;

  const save = async () => {
    if (!checked.success) return;
    if (checked.data === comment.content) {
      onDone();
      return;
    }
    try {
      await updateComment({ variables: { id: comment.id, content: checked.data } });
    } catch (error) {
      notify.error("Failed to update comment", userMessage(error, "Please try again."));
      return;
    }
    onDone();
  };

  return (
    <Stack gap="2" pt="1.5" pb="1">
      <Field.Root invalid={tooLong}>
        <MentionTextarea
          aria-label="Edit comment"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Escape") onDone();
            if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) void save();
          }}
          autoFocus
          autoresize
          maxH="60"
          size="sm"
          bg="bg.panel"
        />
        {tooLong && !checked.success ? (
          <Field.ErrorText>{checked.error.issues[0]?.message}</Field.ErrorText>
        ) : null}
      </Field.Root>
      <HStack gap="2" justify="flex-end">
        <Button size="xs" variant="ghost" colorPalette="gray" onClick={onDone} disabled={loading}>
          Cancel
        </Button>
        <Button
          size="xs"
          onClick={() => void save()}
          disabled={!checked.success}
          loading={loading}
          loadingText="Saving..."
        >
          Save
        </Button>
      </HStack>
    </Stack>
  );
}
