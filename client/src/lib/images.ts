/** Avatars and covers: at most 5 MB (docs/ARCHITECTURE.md, "Conventions"; the server checks too). */
export const MAX_PROFILE_IMAGE_BYTES = 5 * 1024 * 1024;

/** What the file pickers accept; the server checks the content itself. */
export const IMAGE_ACCEPT = "image/*";

export interface ImageProblem {
  title: string;
  description: string;
}

/**
 * The client's fast check before an upload (spec §5): an image, and not too large. Null when the file
 * may go; the server decides for good from the file's content.
 */
export function checkImageFile(
  file: File,
  maxBytes: number = MAX_PROFILE_IMAGE_BYTES,
): ImageProblem | null {
  if (!file.type.startsWith("image/")) {
    return { title: "Invalid file type", description: "Please select an image file." };
  }
  if (file.size > maxBytes) {
    const megabytes = Math.round(maxBytes / (1024 * 1024));
    return {
      title: "File too large",
      description: `Please select an image smaller than ${megabytes}MB.`,
    };
  }
  return null;
}
