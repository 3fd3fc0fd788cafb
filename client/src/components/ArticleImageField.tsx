import { Button, Field, HStack, Image, Stack, Text } from "@chakra-ui/react";
import { useRef, useState } from "react";
import { ImagePlusIcon, Trash2Icon } from "lucide-react";
import { notify } from "../theme/toaster";
import { ARTICLE_IMAGE_ACCEPT, checkArticleImage } from "./articleImage";

export interface ChosenImage {
  file: File;
  /** An object URL for the preview. */
  url: string;
}

export interface ArticleImageFieldProps {
  image: ChosenImage | null;
  onChange: (image: ChosenImage | null) => void;
  /** The server's or the check's message about the file. */
  error?: string;
  onError: (message: string | undefined) => void;
  disabled?: boolean;
}

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * The article's optional image: picks a file, checks it here first (type, 10 MB, dimensions) for a fast
 * message, and previews it. The file goes up with the article (the dialog shows the progress).
 */
export function ArticleImageField({
  image,
  onChange,
  error,
  onError,
  disabled = false,
}: ArticleImageFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [checking, setChecking] = useState(false);

  const choose = async (file: File) => {
    setChecking(true);
    const problem = await checkArticleImage(file);
    setChecking(false);
    if (problem) {
      onError(problem.description);
      notify.error(problem.title, problem.description, "article-image");
      return;
    }
    onError(undefined);
    onChange({ file, url: URL.createObjectURL(file) });
  };

  return (
    <Field.Root invalid={Boolean(error)}>
      <Text as="span" textStyle="sm" fontWeight="medium">
        Cover image (optional)
      </Text>
      <input
        ref={input}
        type="file"
        accept={ARTICLE_IMAGE_ACCEPT}
        hidden
        tabIndex={-1}
        data-testid="article-image-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Reset so picking the same file again still fires a change.
          event.target.value = "";
          if (file) void choose(file);
        }}
      />
      {image ? (
        <HStack gap="3" align="center" w="full">
          <Image
            src={image.url}
            alt="Selected cover image"
            w="24"
            h="16"
            objectFit="cover"
            borderRadius="l2"
            borderWidth="1px"
            flexShrink={0}
          />
          <Stack gap="0" flex="1" minW="0">
            <Text fontSize="sm" fontWeight="medium" truncate>
              {image.file.name}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {formatSize(image.file.size)}
            </Text>
          </Stack>
          <Button
            size="xs"
            variant="ghost"
            colorPalette="gray"
            disabled={disabled}
            onClick={() => input.current?.click()}
          >
            Change
          </Button>
          <Button
            size="xs"
            variant="ghost"
            colorPalette="red"
            disabled={disabled}
            onClick={() => {
              onChange(null);
              onError(undefined);
            }}
          >
            <Trash2Icon /> Remove
          </Button>
        </HStack>
      ) : (
        <Button
          size="sm"
          variant="outline"
          colorPalette="gray"
          loading={checking}
          loadingText="Checking image..."
          disabled={disabled}
          onClick={() => input.current?.click()}
        >
          <ImagePlusIcon /> Add image
        </Button>
      )}
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        <Field.HelperText>JPG, PNG or GIF, at least 400x300px, up to 10MB.</Field.HelperText>
      )}
    </Field.Root>
  );
}
