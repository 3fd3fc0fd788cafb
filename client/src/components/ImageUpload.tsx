import { Box, Button, Stack, type ButtonProps } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { useRef, useState, type ReactNode } from "react";
import { errorTitle, userMessage } from "../apollo/errors";
import { uploadProgressContext } from "../apollo/upload-progress";
import {
  UploadAvatarDocument,
  UploadCoverPhotoDocument,
} from "../features/settings/settings.generated";
import { checkImageFile, IMAGE_ACCEPT } from "../lib/images";
import { notify } from "../theme/toaster";
import { UploadProgressBar } from "./UploadProgressBar";

export type ProfileImageKind = "avatar" | "cover";

const MESSAGES: Record<ProfileImageKind, { success: string; failure: string }> = {
  avatar: { success: "Avatar updated successfully!", failure: "Failed to upload avatar." },
  cover: {
    success: "Cover photo uploaded successfully!",
    failure: "Failed to upload cover photo. Please try again.",
  },
};

/**
 * Uploads the viewer's avatar or cover photo: checks the file first (type, 5 MB), then sends it with
 * progress. The mutation answers the viewer's profile, so every screen showing it (the top bar's avatar
 * too) updates from the normalised cache.
 */
export function useProfileImageUpload(kind: ProfileImageKind) {
  const [progress, setProgress] = useState<number | null>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadAvatar] = useMutation(UploadAvatarDocument);
  const [uploadCover] = useMutation(UploadCoverPhotoDocument);

  const upload = async (file: File): Promise<boolean> => {
    const problem = checkImageFile(file);
    if (problem) {
      notify.error(problem.title, problem.description);
      return false;
    }
    setUploading(true);
    setProgress(null);
    const options = {
      variables: { file },
      context: uploadProgressContext(({ loaded, total }) =>
        setProgress(total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : null),
      ),
    };
    try {
      if (kind === "avatar") await uploadAvatar(options);
      else await uploadCover(options);
    } catch (error) {
      notify.error(errorTitle(error) ?? "Error", userMessage(error, MESSAGES[kind].failure));
      return false;
    } finally {
      setUploading(false);
      setProgress(null);
    }
    notify.success(MESSAGES[kind].success);
    return true;
  };

  return { upload, uploading, progress };
}

export interface ImageUploadButtonProps extends Omit<ButtonProps, "onClick" | "children"> {
  kind: ProfileImageKind;
  /** The button's text, e.g. 'Upload avatar'. */
  label: string;
  icon?: ReactNode;
  /** Puts the progress bar on a panel, for buttons laid over an image (the profile's cover). */
  onImage?: boolean;
}

/** A button that opens the file picker and uploads the chosen image, with a progress bar. */
export function ImageUploadButton({
  kind,
  label,
  icon,
  onImage = false,
  ...buttonProps
}: ImageUploadButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const { upload, uploading, progress } = useProfileImageUpload(kind);
  return (
    <Stack gap="2" align="start">
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        hidden
        tabIndex={-1}
        data-testid={`${kind}-file-input`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Reset so picking the same file again still fires a change.
          event.target.value = "";
          if (file) void upload(file);
        }}
      />
      <Button
        variant="outline"
        colorPalette="gray"
        size="sm"
        {...buttonProps}
        loading={uploading}
        loadingText="Uploading..."
        onClick={() => input.current?.click()}
      >
        {icon}
        {label}
      </Button>
      {uploading ? (
        <Box
          alignSelf="stretch"
          minW="40"
          {...(onImage
            ? { bg: "bg.panel", px: "2.5", py: "2", borderRadius: "l2", shadow: "sm" }
            : {})}
        >
          <UploadProgressBar value={progress} />
        </Box>
      ) : null}
    </Stack>
  );
}
