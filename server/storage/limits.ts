/** Upload limits (ARCHITECTURE.md section 10). Every message names the real limit. */
export const MB = 1024 * 1024;

export const IMAGE_PURPOSES = {
  avatar: { maxBytes: 5 * MB, maxSide: 512, thumbSide: 96 },
  cover: { maxBytes: 5 * MB, maxSide: 1600, thumbSide: 480 },
  article: { maxBytes: 10 * MB, maxSide: 1600, thumbSide: 480 },
  group: { maxBytes: 10 * MB, maxSide: 1600, thumbSide: 480 },
} as const;

export type ImagePurpose = keyof typeof IMAGE_PURPOSES;

/** The largest body part the multipart parser accepts at all (videos); per-purpose limits are lower. */
export const MAX_UPLOAD_BYTES = 50 * MB;

export const tooLargeMessage = (maxBytes: number) =>
  `Please select an image smaller than ${maxBytes / MB}MB.`;
export const NOT_AN_IMAGE = "Please select an image file.";
