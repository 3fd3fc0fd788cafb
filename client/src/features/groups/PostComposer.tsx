import {
  Box,
  Button,
  Card,
  Field,
  HStack,
  IconButton,
  Image,
  Text,
  Textarea,
} from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { GROUP_LIMITS, groupPostSchema } from "@rules/groups";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { ImagePlusIcon, SendIcon, XIcon } from "lucide-react";
import { fieldErrors, userMessage } from "../../apollo/errors";
import { uploadProgressContext } from "../../apollo/upload-progress";
import type { Viewer } from "../../apollo/session";
import { UploadProgressBar } from "../../components/UploadProgressBar";
import { UserAvatar } from "../../components/UserAvatar";
import { displayName } from "../../lib/names";
import { notify } from "../../theme/toaster";
import { ARTICLE_IMAGE_ACCEPT, checkArticleImage } from "../../components/articleImage";
import type { ChosenImage } from "../../components/ArticleImageField";
import { prependPost } from "./cache";
import { CreateGroupPostDocument } from "./posts.generated";
import { GROUP_TEXT } from "./text";

/** Members write a post (1–1000 characters) with an optional image, which goes up with progress. */
export function PostComposer({ groupId, viewer }: { groupId: string; viewer: Viewer }) {
  const [content, setContent] = useState("");
  const [image, setImage] = useState<ChosenImage | null>(null);
  const [checking, setChecking] = useState(false);
  const [imageError, setImageError] = useState<string | undefined>();
  const [tried, setTried] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const [createPost, { loading }] = useMutation(CreateGroupPostDocument);

  // The preview's object URL is released when the image changes or the composer goes away.
  useEffect(() => (image ? () => URL.revokeObjectURL(image.url) : undefined), [image]);

  const checked = groupPostSchema.safeParse({ content });
  const length = content.trim().length;
  // The empty message waits for a try; the too-long one shows as soon as it applies.
  const message =
    !checked.success && (tried || length > GROUP_LIMITS.postMax)
      ? checked.error.issues[0]?.message
      : undefined;

  const choose = async (file: File) => {
    setChecking(true);
    const problem = await checkArticleImage(file);
    setChecking(false);
    if (problem) {
      setImageError(problem.description);
      notify.error(problem.title, problem.description, "post-image");
      return;
    }
    setImageError(undefined);
    setImage({ file, url: URL.createObjectURL(file) });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!checked.success || loading) return;
    setProgress(null);
    try {
      await createPost({
        variables: {
          input: { groupId, content: checked.data.content, image: image?.file ?? null },
        },
        context: image
          ? uploadProgressContext(({ loaded, total }) =>
              setProgress(total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : null),
            )
          : undefined,
        update: (cache, { data }) => {
          if (data) prependPost(cache, groupId, data.createGroupPost);
        },
      });
    } catch (error) {
      const fields = fieldErrors(error);
      if (fields.image ?? fields.file) setImageError(fields.image ?? fields.file);
      notify.error(
        GROUP_TEXT.postFailed.title,
        userMessage(error, GROUP_TEXT.postFailed.description),
        "create-post",
      );
      return;
    }
    setContent("");
    setImage(null);
    setTried(false);
    notify.success(GROUP_TEXT.postCreated.title, GROUP_TEXT.postCreated.description, "create-post");
  };

  const name = displayName(viewer);
  return (
    <Card.Root variant="outline" bg="bg.panel" size="sm" asChild>
      <form noValidate aria-label="Create a post" onSubmit={(event) => void submit(event)}>
        <Card.Body gap="3">
          <HStack align="start" gap="3">
            <UserAvatar name={name} src={viewer.avatarThumbnailUrl ?? viewer.avatarUrl} />
            <Field.Root invalid={Boolean(message)} flex="1" minW="0">
              <Textarea
                aria-label="Post content"
                placeholder="Share something with the group..."
                value={content}
                onChange={(event) => setContent(event.target.value)}
                autoresize
                rows={2}
                maxH="80"
                disabled={loading}
              />
              {message ? <Field.ErrorText>{message}</Field.ErrorText> : null}
            </Field.Root>
          </HStack>
          {image ? (
            <Box position="relative" alignSelf="start" ms={{ base: "0", sm: "3.25rem" }}>
              <Image
                src={image.url}
                alt="Selected image"
                maxH="48"
                borderRadius="l2"
                borderWidth="1px"
              />
              <IconButton
                size="xs"
                variant="surface"
                colorPalette="gray"
                position="absolute"
                top="2"
                insetEnd="2"
                aria-label="Remove image"
                onClick={() => setImage(null)}
                disabled={loading}
              >
                <XIcon />
              </IconButton>
            </Box>
          ) : null}
          {imageError ? (
            <Text fontSize="sm" color="fg.error" ms={{ base: "0", sm: "3.25rem" }}>
              {imageError}
            </Text>
          ) : null}
          {loading && image ? (
            <Box ms={{ base: "0", sm: "3.25rem" }}>
              <UploadProgressBar value={progress} label="Uploading image..." />
            </Box>
          ) : null}
          <HStack justify="space-between" gap="3" ms={{ base: "0", sm: "3.25rem" }}>
            <input
              ref={input}
              type="file"
              accept={ARTICLE_IMAGE_ACCEPT}
              hidden
              tabIndex={-1}
              data-testid="post-image-input"
              onChange={(event) => {
                const file = event.target.files?.[0];
                // Reset so picking the same file again still fires a change.
                event.target.value = "";
                if (file) void choose(file);
              }}
            />
            <Button
              size="sm"
              variant="ghost"
              colorPalette="gray"
              onClick={() => input.current?.click()}
              loading={checking}
              loadingText="Checking image..."
              disabled={loading}
            >
              <ImagePlusIcon /> {image ? "Change image" : "Add image"}
            </Button>
            <HStack gap="3">
              <Text
                fontSize="xs"
                color={length > GROUP_LIMITS.postMax ? "fg.error" : "fg.muted"}
                fontVariantNumeric="tabular-nums"
              >
                {length} / {GROUP_LIMITS.postMax}
              </Text>
              <Button type="submit" size="sm" loading={loading} loadingText="Posting...">
                <SendIcon /> Post
              </Button>
            </HStack>
          </HStack>
        </Card.Body>
      </form>
    </Card.Root>
  );
}
