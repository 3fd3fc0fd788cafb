import { Box, Button, Card, Field, HStack, IconButton, Image, Stack, Text } from "@chakra-ui/react";
import { useRef, type FormEvent, type ReactNode } from "react";
import { ImagePlusIcon, XIcon } from "lucide-react";
import { ARTICLE_IMAGE_ACCEPT } from "../articleImage";
import { MentionTextarea } from "../MentionTextarea";
import { UploadProgressBar } from "../UploadProgressBar";
import { UserAvatar } from "../UserAvatar";

/** Below the avatar's column on wider screens. */
const INDENT = { base: "0", sm: "3.25rem" };

/** Upload progress in percent from an upload's bytes, or null while the total is unknown. */
export const uploadPercent = ({ loaded, total }: { loaded: number; total: number }) =>
  total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : null;

export interface ChosenImagePreviewProps {
  url: string;
  alt: string;
  removeLabel: string;
  onRemove: () => void;
  disabled: boolean;
  /** Small thumbnails in a row (several images) instead of one larger preview. */
  thumbnail?: boolean;
}

/** A picked image's preview with its remove button. */
export function ChosenImagePreview({
  url,
  alt,
  removeLabel,
  onRemove,
  disabled,
  thumbnail = false,
}: ChosenImagePreviewProps) {
  return (
    <Box position="relative" {...(thumbnail ? {} : { alignSelf: "start", ms: INDENT })}>
      <Image
        src={url}
        alt={alt}
        {...(thumbnail ? { h: "24", maxW: "40", objectFit: "cover" } : { maxH: "48" })}
        borderRadius="l2"
        borderWidth="1px"
      />
      <IconButton
        size={thumbnail ? "2xs" : "xs"}
        variant="surface"
        colorPalette="gray"
        position="absolute"
        top={thumbnail ? "1" : "2"}
        insetEnd={thumbnail ? "1" : "2"}
        aria-label={removeLabel}
        onClick={onRemove}
        disabled={disabled}
      >
        <XIcon />
      </IconButton>
    </Box>
  );
}

export interface PostComposerFrameProps {
  /** Renders a form with this accessible name, submitted by the Post button; without it, a plain card. */
  formLabel?: string;
  onSubmit: () => void;
  author: { name: string; src?: string | null };
  text: {
    label: string;
    placeholder: string;
    value: string;
    onChange: (value: string) => void;
    /** The validation message shown under the text area, if any. */
    message?: string;
    /** Whether the message is wired as a Chakra field error (otherwise plain text and aria-invalid). */
    field?: boolean;
  };
  /** The current length and its limit, shown as a counter. */
  length: number;
  max: number;
  /** The mutation is in flight. */
  loading: boolean;
  /** The picked images' previews (ChosenImagePreview). */
  previews?: ReactNode;
  /** Whether previews are several thumbnails in a wrapping row. */
  previewRow?: boolean;
  imageError?: string;
  /** Shows the upload bar with this label while loading. */
  uploadLabel?: string;
  progress: number | null;
  picker: {
    multiple?: boolean;
    testId: string;
    onFiles: (files: File[]) => void;
    checking: boolean;
    checkingText: string;
    disabled: boolean;
    label: ReactNode;
  };
  submitLabel: ReactNode;
}

/** What writing a post looks like: avatar, text area, counter, image picking and preview, Post. */
export function PostComposerFrame({
  formLabel,
  onSubmit,
  author,
  text,
  length,
  max,
  loading,
  previews,
  previewRow = false,
  imageError,
  uploadLabel,
  progress,
  picker,
  submitLabel,
}: PostComposerFrameProps) {
  const input = useRef<HTMLInputElement>(null);
  const textarea = (
    <MentionTextarea
      aria-label={text.label}
      placeholder={text.placeholder}
      value={text.value}
      onChange={(event) => text.onChange(event.target.value)}
      autoresize
      rows={2}
      maxH="80"
      disabled={loading}
      {...(text.field ? {} : { "aria-invalid": Boolean(text.message) })}
    />
  );
  const body = (
    <Card.Body gap="3">
      <HStack align="start" gap="3">
        <UserAvatar name={author.name} src={author.src} />
        {text.field ? (
          <Field.Root invalid={Boolean(text.message)} flex="1" minW="0">
            {textarea}
            {text.message ? <Field.ErrorText>{text.message}</Field.ErrorText> : null}
          </Field.Root>
        ) : (
          <Stack flex="1" minW="0" gap="1">
            {textarea}
            {text.message ? (
              <Text fontSize="sm" color="fg.error">
                {text.message}
              </Text>
            ) : null}
          </Stack>
        )}
      </HStack>
      {previews ? (
        previewRow ? (
          <HStack gap="2" wrap="wrap" ms={INDENT}>
            {previews}
          </HStack>
        ) : (
          previews
        )
      ) : null}
      {imageError ? (
        <Text fontSize="sm" color="fg.error" ms={INDENT}>
          {imageError}
        </Text>
      ) : null}
      {loading && uploadLabel ? (
        <Box ms={INDENT}>
          <UploadProgressBar value={progress} label={uploadLabel} />
        </Box>
      ) : null}
      <HStack justify="space-between" gap="3" ms={INDENT}>
        <input
          ref={input}
          type="file"
          accept={ARTICLE_IMAGE_ACCEPT}
          multiple={picker.multiple}
          hidden
          tabIndex={-1}
          data-testid={picker.testId}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            // Reset so picking the same file again still fires a change.
            event.target.value = "";
            if (files.length) picker.onFiles(files);
          }}
        />
        <Button
          size="sm"
          variant="ghost"
          colorPalette="gray"
          onClick={() => input.current?.click()}
          loading={picker.checking}
          loadingText={picker.checkingText}
          disabled={picker.disabled}
        >
          <ImagePlusIcon /> {picker.label}
        </Button>
        <HStack gap="3">
          <Text
            fontSize="xs"
            color={length > max ? "fg.error" : "fg.muted"}
            fontVariantNumeric="tabular-nums"
          >
            {length} / {max}
          </Text>
          <Button
            {...(formLabel ? { type: "submit" as const } : { onClick: onSubmit })}
            size="sm"
            loading={loading}
            loadingText="Posting..."
          >
            {submitLabel}
          </Button>
        </HStack>
      </HStack>
    </Card.Body>
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return formLabel ? (
    <Card.Root variant="outline" bg="bg.panel" size="sm" asChild>
      <form noValidate aria-label={formLabel} onSubmit={submit}>
        {body}
      </form>
    </Card.Root>
  ) : (
    <Card.Root variant="outline" bg="bg.panel" size="sm">
      {body}
    </Card.Root>
  );
}
