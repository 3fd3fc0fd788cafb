import type { Readable } from "node:stream";
import { fileTypeFromBuffer } from "file-type/core";
import sharp from "sharp";
import { DomainError, ErrorCode } from "../graphql/errors";
import {
  IMAGE_DIMENSIONS,
  IMAGE_PURPOSES,
  NOT_AN_IMAGE,
  tooLargeMessage,
  type ImagePurpose,
} from "./limits";

const ACCEPTED = new Set(["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"]);

export class FileTooLargeError extends DomainError {
  constructor(maxBytes: number) {
    super(ErrorCode.BAD_USER_INPUT, tooLargeMessage(maxBytes), {
      title: "File too large",
      fields: { file: tooLargeMessage(maxBytes) },
    });
  }
}

export class InvalidFileTypeError extends DomainError {
  constructor() {
    super(ErrorCode.BAD_USER_INPUT, NOT_AN_IMAGE, {
      title: "Invalid file type",
      fields: { file: NOT_AN_IMAGE },
    });
  }
}

export class InvalidDimensionsError extends DomainError {
  constructor(message: string) {
    super(ErrorCode.BAD_USER_INPUT, message, {
      title: "Invalid image dimensions",
      fields: { file: message },
    });
  }
}

/** Checks the size and shape rules on the image as it will be displayed (orientation applied). */
async function checkDimensions(input: Buffer) {
  const { messages, ...rule } = IMAGE_DIMENSIONS;
  const meta = await sharp(input, { limitInputPixels: 40_000_000 })
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height) throw new InvalidDimensionsError(messages.unreadable);
  const rotated = (meta.orientation ?? 1) >= 5;
  const width = rotated ? meta.height : meta.width;
  const height = rotated ? meta.width : meta.height;
  if (width < rule.minWidth || height < rule.minHeight)
    throw new InvalidDimensionsError(messages.tooSmall);
  if (width > rule.maxWidth || height > rule.maxHeight)
    throw new InvalidDimensionsError(messages.tooLarge);
  const aspect = width / height;
  if (aspect < rule.minAspect || aspect > rule.maxAspect)
    throw new InvalidDimensionsError(messages.aspect);
}

/** Reads a stream into memory, stopping (and destroying the stream) as soon as it passes `maxBytes`. */
export async function readLimited(stream: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    total += (chunk as Buffer).length;
    if (total > maxBytes) {
      stream.destroy();
      throw new FileTooLargeError(maxBytes);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export type ProcessedImage = {
  data: Buffer;
  contentType: string;
  extension: string;
  width: number;
  height: number;
};

/**
 * Checks the bytes (not the name or declared type) are an image, then decodes and re-encodes it: orientation
 * applied, metadata (EXIF, GPS) dropped, longest side bounded, plus a thumbnail.
 */
export async function processImage(
  input: Buffer,
  purpose: ImagePurpose,
): Promise<{ image: ProcessedImage; thumbnail: ProcessedImage }> {
  const type = await fileTypeFromBuffer(input);
  if (!type || !ACCEPTED.has(type.mime)) throw new InvalidFileTypeError();
  const limits: { maxSide: number; thumbSide: number; dimensions?: boolean } =
    IMAGE_PURPOSES[purpose];
  if (limits.dimensions) await checkDimensions(input);
  const { maxSide, thumbSide } = limits;
  const encode = async (side: number): Promise<ProcessedImage> => {
    let pipeline = sharp(input, { limitInputPixels: 40_000_000, failOn: "error" })
      .rotate()
      .resize({ width: side, height: side, fit: "inside", withoutEnlargement: true });
    // Photos stay JPEG; everything else (transparency, animation's first frame) becomes WebP.
    const jpeg = type.mime === "image/jpeg";
    pipeline = jpeg
      ? pipeline.jpeg({ quality: 85, mozjpeg: true })
      : pipeline.webp({ quality: 85 });
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return {
      data,
      contentType: jpeg ? "image/jpeg" : "image/webp",
      extension: jpeg ? "jpg" : "webp",
      width: info.width,
      height: info.height,
    };
  };
  try {
    return { image: await encode(maxSide), thumbnail: await encode(thumbSide) };
  } catch {
    // The header looked like an image but the data does not decode.
    throw new InvalidFileTypeError();
  }
}
