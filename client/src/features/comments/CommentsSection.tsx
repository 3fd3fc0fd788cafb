import { Box, Button, Field, HStack, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery, useSubscription } from "@apollo/client/react";
import { COMMENT_LIMITS, commentContent } from "@rules/comments";
import { useState } from "react";
import { SendIcon } from "lucide-react";
import { userMessage } from "../../apollo/errors";
import { useSession } from "../../apollo/session";
import { AvatarSkeleton } from "../../components/AvatarSkeleton";
import { MentionTextarea } from "../../components/MentionTextarea";
import { RetryButton } from "../../components/LoadFailed";
import { PagedLoadMoreButton } from "../../components/LoadMoreButton";
import { usePagedList } from "../../apollo/usePagedList";
import { useSignInPrompt } from "../../components/SignInPrompt";
import { UserAvatar } from "../../components/UserAvatar";
import type { CommentableType } from "../../gql/types";
import { displayName } from "../../lib/names";
import { notify } from "../../theme/toaster";
import { useFeatures } from "../registry";
import { COMMENTS_PAGE_SIZE, recordNewComment } from "./cache";
import { CommentItem } from "./CommentItem";
import { AddCommentDocument, CommentAddedDocument, CommentsDocument } from "./comments.generated";

export const COMMENT_TEXT = {
  loadFailed: "Error fetching comments",
  addFailed: "Failed to add comment",
  empty: "No comments yet. Be the first to comment.",
  /** A success toast after adding one (none by default). */
  added: "",
  placeholder: "Write a comment...",
  submit: "Comment",
  signInAction: "comment on this post",
};

/** The section's texts: an area may word them its own way (forum replies), each left out the default. */
export type CommentWords = typeof COMMENT_TEXT;

export interface CommentsSectionProps {
  contentType: CommentableType;
  contentId: string;
  /**
   * Why a signed-in viewer may not comment here (a group post, for someone not in the group): shown
   * instead of the box.
   */
  closedReason?: string;
  /** Puts the cursor in the box when the section opens (a post's comments, expanded on request). */
  autoFocus?: boolean;
  /** Closed to everyone, visitors too (a locked forum post): this text instead of the box. */
  closedToAll?: string;
  words?: Partial<CommentWords>;
}

/**
 * The comments on one piece of content, oldest first and paged, with a box to add one. Others' new
 * comments arrive live while the section is on screen; visitors are asked to sign in to comment.
 */
export function CommentsSection({
  contentType,
  contentId,
  closedReason,
  autoFocus = false,
  closedToAll,
  words,
}: CommentsSectionProps) {
  const { me } = useSession();
  const features = useFeatures();
  const text = { ...COMMENT_TEXT, ...words };
  const variables = { contentType, contentId, first: COMMENTS_PAGE_SIZE };
  const { data, loading, error, refetch, fetchMore } = useQuery(CommentsDocument, {
    variables,
    fetchPolicy: "cache-and-network",
  });
  // Live only for members: the server takes subscriptions from signed-in sockets.
  useSubscription(CommentAddedDocument, {
    variables: { contentType, contentId },
    skip: !me,
    ignoreResults: true,
    onData: ({ client, data: event }) => {
      const comment = event.data?.commentAdded;
      if (comment) recordNewComment(client.cache, features, comment);
    },
    onError: (cause) => console.error("Live comments stopped", cause),
  });

  const list = data?.comments;
  const pager = usePagedList(list, fetchMore);
  const edges = list?.edges ?? [];

  let body;
  if (!list && loading) {
    body = <CommentsSkeleton />;
  } else if (!list && error) {
    body = (
      <HStack
        role="alert"
        gap="3"
        justify="space-between"
        borderWidth="1px"
        borderRadius="l2"
        px="3"
        py="2"
        wrap="wrap"
      >
        <Text fontSize="sm" color="fg.error">
          {text.loadFailed}
        </Text>
        <RetryButton onRetry={refetch} />
      </HStack>
    );
  } else if (!edges.length) {
    body = (
      <Text fontSize="sm" color="fg.muted">
        {text.empty}
      </Text>
    );
  } else {
    body = (
      <Stack as="ul" gap="3" listStyleType="none" aria-label="Comments">
        {edges.map(({ node }) => (
          <CommentItem key={node.id} comment={node} />
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="3">
      {body}
      <PagedLoadMoreButton
        size="xs"
        list={pager}
        onError={() => notify.error("Error", text.loadFailed)}
      />
      <CommentBox
        contentType={contentType}
        contentId={contentId}
        closedReason={closedReason}
        autoFocus={autoFocus}
        closedToAll={closedToAll}
        text={text}
      />
    </Stack>
  );
}

function CommentsSkeleton() {
  return (
    <Stack gap="3" aria-busy="true" aria-label="Loading comments">
      {[0, 1].map((index) => (
        <AvatarSkeleton
          key={index}
          gap="2.5"
          align="start"
          size="8"
          lines={[
            ["3", "32"],
            ["3", "80%"],
          ]}
        />
      ))}
    </Stack>
  );
}

/** The box under the comments: a member writes one; a visitor is asked to sign in. */
function CommentBox({
  contentType,
  contentId,
  closedReason,
  autoFocus,
  closedToAll,
  text: words,
}: Omit<CommentsSectionProps, "autoFocus" | "words"> & { autoFocus: boolean; text: CommentWords }) {
  const { me } = useSession();
  const features = useFeatures();
  const { prompt, element: signInPrompt } = useSignInPrompt();
  const [text, setText] = useState("");
  const [addComment, { loading }] = useMutation(AddCommentDocument);
  const checked = commentContent.safeParse(text);
  const length = text.trim().length;
  const tooLong = length > COMMENT_LIMITS.max;

  if (closedToAll) {
    return (
      <Text fontSize="sm" color="fg.muted" borderWidth="1px" borderRadius="l2" px="3" py="2">
        {closedToAll}
      </Text>
    );
  }
  if (!me) {
    return (
      <>
        <Button
          variant="outline"
          colorPalette="gray"
          justifyContent="flex-start"
          color="fg.muted"
          fontWeight="normal"
          onClick={() => prompt(words.signInAction)}
        >
          {words.placeholder}
        </Button>
        {signInPrompt}
      </>
    );
  }
  if (closedReason) {
    return (
      <Text fontSize="sm" color="fg.muted" borderWidth="1px" borderRadius="l2" px="3" py="2">
        {closedReason}
      </Text>
    );
  }

  const submit = async () => {
    if (!checked.success || loading) return;
    try {
      await addComment({
        variables: { input: { contentType, contentId, content: checked.data } },
        update: (cache, { data }) => {
          if (data) recordNewComment(cache, features, data.addComment);
        },
      });
    } catch (error) {
      notify.error(words.addFailed, userMessage(error, "Please try again."));
      return;
    }
    if (words.added) notify.success(words.added);
    setText("");
  };

  const name = displayName(me);
  return (
    <HStack
      as="form"
      align="start"
      gap="2.5"
      aria-label="Add a comment"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <UserAvatar
        name={name}
        src={me.avatarThumbnailUrl ?? me.avatarUrl}
        size="sm"
        css={{ "--avatar-size": "sizes.8", "--avatar-font-size": "fontSizes.xs" }}
      />
      <Field.Root invalid={tooLong} flex="1" minW="0">
        <MentionTextarea
          aria-label={words.placeholder.replace(/\.+$/, "")}
          placeholder={words.placeholder}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              void submit();
            }
          }}
          autoFocus={autoFocus}
          autoresize
          rows={1}
          maxH="48"
          size="sm"
          disabled={loading}
        />
        {tooLong && !checked.success ? (
          <Field.ErrorText>{checked.error.issues[0]?.message}</Field.ErrorText>
        ) : length > COMMENT_LIMITS.max * 0.9 ? (
          <Field.HelperText>
            {length} / {COMMENT_LIMITS.max}
          </Field.HelperText>
        ) : null}
      </Field.Root>
      <Box>
        <Button
          type="submit"
          size="sm"
          disabled={!checked.success}
          loading={loading}
          aria-label={words.submit}
        >
          <SendIcon />
          {/* Only the icon on a phone, where the box needs the width. */}
          <Box as="span" display={{ base: "none", sm: "inline" }}>
            {words.submit}
          </Box>
        </Button>
      </Box>
    </HStack>
  );
}
