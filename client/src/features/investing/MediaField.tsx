import { Box, Button, Field, HStack, Image, Text } from "@chakra-ui/react";
import { mediaProblem } from "@rules/ideas";
import { useRef } from "react";
import { FilmIcon, ImagePlusIcon, Trash2Icon } from "lucide-react";
import { notify } from "../../theme/toaster";

export interface ChosenMedia {
  file: File;
  /** An object URL for the preview. */
  url: string;
}

export interface MediaFieldProps {
  label: string;
  /** What the picker offers: images, videos, or either. */
  accept: "image" | "video" | "either";
  media: ChosenMedia | null;
  onChange: (media: ChosenMedia | null) => void;
  error?: string;
  onError: (message: string | undefined) => void;
  disabled?: boolean;
}

const ACCEPT = { image: "image/*", video: "video/*", either: "image/*,video/*" } as const;
const HINT = {
  image: "Optional. An image up to 5MB.",
  video: "Optional. A video up to 50MB.",
  either: "Optional. An image up to 5MB or a video up to 50MB.",
} as const;

/**
 * An optional image or video: checked here first for a fast message (type, 5MB for images, 50MB for
 * videos; the server checks the bytes again), then previewed. The file goes up with the form.
 */
export function MediaField({
  label,
  accept,
  media,
  onChange,
  error,
  onError,
  disabled = false,
}: MediaFieldProps) {
  const input = useRef<HTMLInputElement>(null);

  const choose = (file: File) => {
    const wrongKind =
      (accept === "image" && !file.type.startsWith("image/")) ||
      (accept === "video" && !file.type.startsWith("video/"));
    const problem =
      mediaProblem(file) ??
      (wrongKind ? "Invalid file type - Please upload an image or video file" : null);
    if (problem) {
      const [title, description] = problem.split(" - ");
      onError(problem);
      notify.error(title, description, "idea-media");
      return;
    }
    onError(undefined);
    onChange({ file, url: URL.createObjectURL(file) });
  };

  const video = media?.file.type.startsWith("video/");
  return (
    <Field.Root invalid={Boolean(error)}>
      <Text as="span" textStyle="sm" fontWeight="medium">
        {label}
      </Text>
      <input
        ref={input}
        type="file"
        accept={ACCEPT[accept]}
        hidden
        aria-label={label}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) choose(file);
        }}
      />
      {media ? (
        <HStack gap="3" align="center" w="full">
          {video ? (
            <HStack gap="2" flex="1" minW="0">
              <FilmIcon aria-hidden="true" />
              <Text fontSize="sm" truncate>
                {media.file.name}
              </Text>
            </HStack>
          ) : (
            <Box flex="1" minW="0">
              <Image src={media.url} alt="Preview" maxH="32" borderRadius="l2" objectFit="cover" />
            </Box>
          )}
          <Button
            size="sm"
            variant="ghost"
            colorPalette="gray"
            onClick={() => onChange(null)}
            disabled={disabled}
            aria-label={`Remove ${label.toLowerCase()}`}
          >
            <Trash2Icon /> Remove
          </Button>
        </HStack>
      ) : (
        <Button
          size="sm"
          variant="outline"
          colorPalette="gray"
          onClick={() => input.current?.click()}
          disabled={disabled}
        >
          {accept === "video" ? <FilmIcon /> : <ImagePlusIcon />} Choose{" "}
          {accept === "either" ? "image or video" : accept}
        </Button>
      )}
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        <Field.HelperText>{HINT[accept]}</Field.HelperText>
      )}
    </Field.Root>
  );
}
