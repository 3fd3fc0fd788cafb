/** Article images: JPG, PNG or GIF, at most 10 MB (docs/ARCHITECTURE.md, "Conventions"). */
export const ARTICLE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const ARTICLE_IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif"];
export const ARTICLE_IMAGE_ACCEPT = ARTICLE_IMAGE_TYPES.join(",");

/** The dimension rules, checked on the original image; the server applies the same ones. */
export const ARTICLE_IMAGE_RULES = {
  minWidth: 400,
  minHeight: 300,
  maxWidth: 2000,
  maxHeight: 2000,
  minAspect: 0.5,
  maxAspect: 3,
};

export const IMAGE_MESSAGES = {
  notImage: "Please upload an image file",
  tooBig: `Image must be less than ${ARTICLE_IMAGE_MAX_BYTES / (1024 * 1024)}MB`,
  tooSmall: "Image too small. Minimum size: 400x300px",
  tooLarge: "Image too large. Maximum size: 2000x2000px",
  aspect: "Image aspect ratio should be between 1:2 and 3:1 for optimal display",
  unreadable: "Invalid image file",
};

export interface ImageProblem {
  title: string;
  description: string;
}

/** The quick checks that need no decoding: the type and the size. */
export function checkImageFileType(file: File): ImageProblem | null {
  if (!ARTICLE_IMAGE_TYPES.includes(file.type)) {
    return { title: "Invalid file type", description: IMAGE_MESSAGES.notImage };
  }
  if (file.size > ARTICLE_IMAGE_MAX_BYTES) {
    return { title: "File too large", description: IMAGE_MESSAGES.tooBig };
  }
  return null;
}

/** The size and shape rules on decoded dimensions. */
export function checkImageDimensions(width: number, height: number): ImageProblem | null {
  const rule = ARTICLE_IMAGE_RULES;
  const problem = (description: string) => ({ title: "Invalid image dimensions", description });
  if (width < rule.minWidth || height < rule.minHeight) return problem(IMAGE_MESSAGES.tooSmall);
  if (width > rule.maxWidth || height > rule.maxHeight) return problem(IMAGE_MESSAGES.tooLarge);
  const aspect = width / height;
  if (aspect < rule.minAspect || aspect > rule.maxAspect) return problem(IMAGE_MESSAGES.aspect);
  return null;
}

/** The image's pixel size, read by the browser; null when it cannot decode the file. */
export function readImageSize(file: File): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    const done = (size: { width: number; height: number } | null) => {
      URL.revokeObjectURL(url);
      resolve(size);
    };
    image.onload = () => done({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => done(null);
    image.src = url;
  });
}

/**
 * The client's check before an upload (type, size, then dimensions), for a fast message; null when the
 * file may go. The server decides for good from the file's content.
 */
export async function checkArticleImage(file: File): Promise<ImageProblem | null> {
  const quick = checkImageFileType(file);
  if (quick) return quick;
  const size = await readImageSize(file);
  if (!size || !size.width || !size.height) {
    return { title: "Invalid image dimensions", description: IMAGE_MESSAGES.unreadable };
  }
  return checkImageDimensions(size.width, size.height);
}
