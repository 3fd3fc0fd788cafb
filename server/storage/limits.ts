/** Upload limits (docs/ARCHITECTURE.md, "Conventions"). Every message names the real limit. */
export const MB = 1024 * 1024;

export const IMAGE_PURPOSES = {
  avatar: { maxBytes: 5 * MB, maxSide: 512, thumbSide: 96 },
  cover: { maxBytes: 5 * MB, maxSide: 1600, thumbSide: 480 },
  article: { maxBytes: 10 * MB, maxSide: 1600, thumbSide: 480, dimensions: true },
  group: { maxBytes: 10 * MB, maxSide: 1600, thumbSide: 480, dimensions: true },
} as const;

/** The dimension rules for article and group images (spec document 2, section 5), checked on the original. */
export const IMAGE_DIMENSIONS = {
  minWidth: 400,
  minHeight: 300,
  maxWidth: 2000,
  maxHeight: 2000,
  minAspect: 0.5,
  maxAspect: 3,
  messages: {
    tooSmall: "Image too small. Minimum size: 400x300px",
    tooLarge: "Image too large. Maximum size: 2000x2000px",
    aspect: "Image aspect ratio should be between 1:2 and 3:1 for optimal display",
    unreadable: "Invalid image file",
  },
} as const;

export type ImagePurpose = keyof typeof IMAGE_PURPOSES;

/** The largest body part the multipart parser accepts at all (videos); per-purpose limits are lower. */
export const MAX_UPLOAD_BYTES = 50 * MB;

export const tooLargeMessage = (maxBytes: number) =>
  `Please select an image smaller than ${maxBytes / MB}MB.`;
export const NOT_AN_IMAGE = "Please select an image file.";
