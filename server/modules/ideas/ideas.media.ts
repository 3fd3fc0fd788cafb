import crypto from "node:crypto";
import { Readable } from "node:stream";
import { fileTypeFromBuffer } from "file-type/core";
import type { FileUpload } from "graphql-upload-ts";
import type { EntityManager } from "typeorm";
import type { Services } from "../../kernel/context";
import { DomainError, ErrorCode } from "../../graphql/errors";
import { Upload } from "../../storage/upload.entity";
import { MediaType } from "./idea.entity";
import { IDEA_LIMITS, IDEA_MESSAGES } from "./rules";

const VIDEO_TYPES = new Set(["video/mp4", "video/webm", "video/quicktime", "video/x-m4v"]);
/** Enough leading bytes for file-type to name any of the formats we accept. */
const SNIFF_BYTES = 4100;

export type StoredMedia = { type: MediaType; url: string; thumbnailUrl: string | null };

const invalidType = () =>
  new DomainError(ErrorCode.BAD_USER_INPUT, IDEA_MESSAGES.invalidFile, {
    title: IDEA_MESSAGES.invalidFileTitle,
    fields: { file: `${IDEA_MESSAGES.invalidFileTitle} - ${IDEA_MESSAGES.invalidFile}` },
  });

const tooLarge = (type: MediaType) => {
  const message =
    type === MediaType.VIDEO ? IDEA_MESSAGES.videoTooLarge : IDEA_MESSAGES.imageTooLarge;
  return new DomainError(ErrorCode.BAD_USER_INPUT, message, {
    title: IDEA_MESSAGES.tooLargeTitle,
    fields: { file: `${IDEA_MESSAGES.tooLargeTitle} - ${message}` },
  });
};

/**
 * Reads an upload, naming it by its first bytes: an image may be 5 MB, a video 50 MB, anything else is
 * refused as soon as its kind is known. The limit is enforced while streaming.
 */
async function readMedia(stream: Readable) {
  const chunks: Buffer[] = [];
  let total = 0;
  let kind: { type: MediaType; mime: string; ext: string } | null = null;
  try {
    for await (const chunk of stream) {
      chunks.push(chunk as Buffer);
      total += (chunk as Buffer).length;
      if (!kind && total >= SNIFF_BYTES) kind = await sniff(Buffer.concat(chunks), stream);
      const max =
        kind?.type === MediaType.IMAGE ? IDEA_LIMITS.imageMaxBytes : IDEA_LIMITS.videoMaxBytes;
      if (total > max) {
        stream.destroy();
        throw tooLarge(kind?.type ?? MediaType.VIDEO);
      }
    }
  } catch (err) {
    // The multipart parser stops every file at the largest upload (a video's 50 MB) with a 413.
    if ((err as { status?: number }).status === 413) throw tooLarge(kind?.type ?? MediaType.VIDEO);
    throw err;
  }
  const bytes = Buffer.concat(chunks);
  kind ??= await sniff(bytes, stream);
  return { bytes, ...kind };
}

async function sniff(head: Buffer, stream: Readable) {
  const found = await fileTypeFromBuffer(head);
  if (found?.mime.startsWith("image/"))
    return { type: MediaType.IMAGE, mime: found.mime, ext: found.ext };
  if (found && VIDEO_TYPES.has(found.mime))
    return { type: MediaType.VIDEO, mime: found.mime, ext: found.ext };
  stream.destroy();
  throw invalidType();
}

/**
 * Stores an idea's or an update's image or video: an image goes through the upload pipeline (re-encoded,
 * metadata stripped, a thumbnail made; 5 MB, no dimension rules: the `cover` purpose), a video is stored
 * as it came after its bytes named it. `expect` refuses the other kind (an idea's image field, say).
 */
export async function storeMedia(
  services: Pick<Services, "storage">,
  tx: EntityManager,
  ownerId: string,
  file: Promise<FileUpload> | FileUpload,
  expect?: MediaType,
): Promise<StoredMedia> {
  const upload = await file;
  const media = await readMedia(upload.createReadStream());
  if (expect && media.type !== expect) throw invalidType();
  if (media.type === MediaType.IMAGE) {
    const image = await services.storage.storeImage(tx, ownerId, "cover", {
      ...upload,
      createReadStream: () => Readable.from([media.bytes]),
    } as FileUpload);
    return { type: MediaType.IMAGE, url: image.url, thumbnailUrl: image.thumbnailUrl };
  }
  const key = `video/${crypto.randomBytes(16).toString("hex")}.${media.ext}`;
  await services.storage.driver.put(key, media.bytes, media.mime);
  await tx.getRepository(Upload).save({
    ownerId,
    purpose: "video",
    key,
    thumbnailKey: key,
    contentType: media.mime,
    bytes: media.bytes.length,
    width: 0,
    height: 0,
  });
  return { type: MediaType.VIDEO, url: services.storage.driver.url(key), thumbnailUrl: null };
}
