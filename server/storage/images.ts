import type { Readable } from "node:stream";
import { fileTypeFromBuffer } from "file-type/core";
import sharp from "sharp";
import { DomainError, ErrorCode } from "../graphql/errors";
import { IMAGE_PURPOSES, NOT_AN_IMAGE, tooLargeMessage, type ImagePurpose } from "./limits";

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
  const { maxSide, thumbSide } = IMAGE_PURPOSES[purpose];
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
