import { Box, Field, Stack, Text, Textarea } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { GROUP_LIMITS, shareSchema } from "@rules/groups";
import { useState, type FormEvent } from "react";
import { Share2Icon } from "lucide-react";
import { userMessage } from "../../apollo/errors";
import { displayName } from "../../lib/names";
import { FormDialog } from "../../components/FormDialog";
import { notify } from "../../theme/toaster";
import { ShareGroupPostDocument, type GroupPostFieldsFragment } from "./posts.generated";
import { GROUP_TEXT } from "./text";

export interface SharePostDialogProps {
  post: GroupPostFieldsFragment;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Shares a post to the viewer's feed, with an optional comment of up to 500 characters. */
export function SharePostDialog({ post, open, onOpenChange }: SharePostDialogProps) {
  const [comment, setComment] = useState("");
  const [share, { loading }] = useMutation(ShareGroupPostDocument);
  const checked = shareSchema.safeParse({ comment });
  const length = comment.trim().length;
  const author = post.author ? displayName(post.author) : "Unknown User";

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) setComment("");
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!checked.success || loading) return;
    try {
      await share({
        variables: { postId: post.id, comment: checked.data.comment || null },
        update: (cache) =>
          cache.modify({
            id: cache.identify({ __typename: "GroupPost", id: post.id }),
            fields: { shareCount: (count: number) => count + 1 },
          }),
      });
    } catch (error) {
      notify.error(GROUP_TEXT.shareFailed, userMessage(error, "Please try again."));
      return;
    }
    close(false);
    notify.success("Post shared", "The post is now on your feed.");
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      size="md"
      title="Share post"
      label="Share post"
      onSubmit={(event) => void submit(event)}
      submitLabel={
        <>
          <Share2Icon /> Share
        </>
      }
      submittingLabel="Sharing..."
      submitting={loading}
      submitDisabled={!checked.success}
    >
      <Stack gap="4">
        <Box
          borderStartWidth="3px"
          borderColor="brand.solid"
          bg="bg.muted"
          borderRadius="l2"
          px="3"
          py="2"
        >
          <Text fontSize="sm" fontWeight="semibold">
            {author}
          </Text>
          <Text fontSize="sm" color="fg.muted" lineClamp={3} whiteSpace="pre-wrap">
            {post.content}
          </Text>
        </Box>
        <Field.Root invalid={!checked.success}>
          <Field.Label>Add a comment (optional)</Field.Label>
          <Textarea
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            rows={3}
            placeholder="Say why you are sharing it"
            disabled={loading}
          />
          {!checked.success ? (
            <Field.ErrorText>{checked.error.issues[0]?.message}</Field.ErrorText>
          ) : (
            <Field.HelperText>
              {length} / {GROUP_LIMITS.shareCommentMax}
            </Field.HelperText>
          )}
        </Field.Root>
      </Stack>
    </FormDialog>
  );
}
