import {
  Box,
  Button,
  Card,
  HStack,
  IconButton,
  Image,
  Stack,
  Text,
  Textarea,
} from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { ImagePlusIcon, XIcon } from "lucide-react";
import { PAGE_LIMITS, pagePostSchema } from "@rules/pages";
import { useEffect, useRef, useState } from "react";
import { userMessage } from "../../apollo/errors";
import { uploadProgressContext } from "../../apollo/upload-progress";
import { UploadProgressBar } from "../../components/UploadProgressBar";
import { UserAvatar } from "../../components/UserAvatar";
import { notify } from "../../theme/toaster";
import { ARTICLE_IMAGE_ACCEPT, checkArticleImage } from "../../components/articleImage";
import type { ChosenImage } from "../../components/ArticleImageField";
import { type BusinessPageFieldsFragment, CreatePagePostDocument } from "./business.generated";

/** The owner writes as the page: 1–2000 characters and up to 4 images, which go up with progress. */
export function PostComposer({ page }: { page: BusinessPageFieldsFragment }) {
  const [content, setContent] = useState("");
  const [images, setImages] = useState<ChosenImage[]>([]);
  const [checking, setChecking] = useState(false);
  const [tried, setTried] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const [create, { loading }] = useMutation(CreatePagePostDocument, {
    refetchQueries: ["PagePosts"],
  });
  // Previews' object URLs are released as images leave, and all of them when the composer goes away.
  const chosen = useRef<ChosenImage[]>([]);
  useEffect(() => {
    chosen.current = images;
  }, [images]);
  useEffect(() => () => chosen.current.forEach((image) => URL.revokeObjectURL(image.url)), []);
  const remove = (gone: ChosenImage[]) => {
    gone.forEach((image) => URL.revokeObjectURL(image.url));
    setImages((current) => current.filter((image) => !gone.includes(image)));
  };

  const checked = pagePostSchema.safeParse({ content, imageCount: images.length });
  const length = content.trim().length;
  const message =
    !checked.success && (tried || length > PAGE_LIMITS.postMax)
      ? checked.error.issues[0]?.message
      : undefined;

  const choose = async (files: File[]) => {
    setChecking(true);
    const chosen: ChosenImage[] = [];
    for (const file of files.slice(0, PAGE_LIMITS.postImagesMax - images.length)) {
      const problem = await checkArticleImage(file);
      if (problem) notify.error(problem.title, problem.description, "page-post-image");
      else chosen.push({ file, url: URL.createObjectURL(file) });
    }
    setChecking(false);
    setImages((current) => [...current, ...chosen]);
  };

  const submit = async () => {
    setTried(true);
    if (!checked.success || loading) return;
    setProgress(null);
    try {
      await create({
        variables: {
          input: {
            pageId: page.id,
            content: checked.data.content,
            images: images.map((image) => image.file),
          },
        },
        context: images.length
          ? uploadProgressContext(({ loaded, total }) =>
              setProgress(total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : null),
            )
          : undefined,
      });
    } catch (error) {
      notify.error("Error", userMessage(error, "Failed to create post"), "page-post");
      return;
    }
    setContent("");
    remove(images);
    setTried(false);
    notify.success("Posted", "Your post is on the page.", "page-post");
  };
  return (
    <Card.Root variant="outline" bg="bg.panel" size="sm">
      <Card.Body gap="3">
        <HStack align="start" gap="3">
          <UserAvatar name={page.name} src={page.profileImageUrl} />
          <Stack flex="1" minW="0" gap="1">
            <Textarea
              aria-label="Write a post as the page"
              placeholder="Share news with your followers..."
              value={content}
              onChange={(e) => setContent(e.target.value)}
              autoresize
              rows={2}
              maxH="80"
              disabled={loading}
              aria-invalid={Boolean(message)}
            />
            {message ? (
              <Text fontSize="sm" color="fg.error">
                {message}
              </Text>
            ) : null}
          </Stack>
        </HStack>
        {images.length ? (
          <HStack gap="2" wrap="wrap" ms={{ base: "0", sm: "3.25rem" }}>
            {images.map((image, index) => (
              <Box key={image.url} position="relative">
                <Image
                  src={image.url}
                  alt={`Selected image ${index + 1}`}
                  h="24"
                  maxW="40"
                  objectFit="cover"
                  borderRadius="l2"
                  borderWidth="1px"
                />
                <IconButton
                  size="2xs"
                  variant="surface"
                  colorPalette="gray"
                  position="absolute"
                  top="1"
                  insetEnd="1"
                  aria-label={`Remove image ${index + 1}`}
                  onClick={() => remove([image])}
                  disabled={loading}
                >
                  <XIcon />
                </IconButton>
              </Box>
            ))}
          </HStack>
        ) : null}
        {loading && images.length ? (
          <Box ms={{ base: "0", sm: "3.25rem" }}>
            <UploadProgressBar
              value={progress}
              label={images.length > 1 ? "Uploading images..." : "Uploading image..."}
            />
          </Box>
        ) : null}
        <HStack justify="space-between" gap="3" ms={{ base: "0", sm: "3.25rem" }}>
          <input
            ref={input}
            type="file"
            accept={ARTICLE_IMAGE_ACCEPT}
            multiple
            hidden
            tabIndex={-1}
            data-testid="page-post-image-input"
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              // Reset so picking the same file again still fires a change.
              event.target.value = "";
              if (files.length) void choose(files);
            }}
          />
          <Button
            size="sm"
            variant="ghost"
            colorPalette="gray"
            onClick={() => input.current?.click()}
            loading={checking}
            loadingText="Checking images..."
            disabled={loading || images.length >= PAGE_LIMITS.postImagesMax}
          >
            <ImagePlusIcon /> Add images ({images.length}/{PAGE_LIMITS.postImagesMax})
          </Button>
          <HStack gap="3">
            <Text
              fontSize="xs"
              color={length > PAGE_LIMITS.postMax ? "fg.error" : "fg.muted"}
              fontVariantNumeric="tabular-nums"
            >
              {length} / {PAGE_LIMITS.postMax}
            </Text>
            <Button
              size="sm"
              onClick={() => void submit()}
              loading={loading}
              loadingText="Posting..."
            >
              Post
            </Button>
          </HStack>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
