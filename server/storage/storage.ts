import crypto from "node:crypto";
import path from "node:path";
import type { FileUpload } from "graphql-upload-ts";
import type { DataSource, EntityManager } from "typeorm";
import type { Config } from "../config";
import type { Logger } from "../logger";
import { diskDriver, s3Driver, type StorageDriver } from "./drivers";
import { processImage, readLimited } from "./images";
import { IMAGE_PURPOSES, type ImagePurpose } from "./limits";
import { Upload } from "./upload.entity";

export type StoredImage = { upload: Upload; url: string; thumbnailUrl: string };

/** The upload pipeline every feature uses: limit while streaming, check, re-encode, store under random keys. */
export function createStorage(config: Config, log: Logger) {
  const driver: StorageDriver = config.s3
    ? s3Driver(config.s3)
    : diskDriver(path.join(config.dataDir, "uploads"));

  /** Removes files that are no longer referenced (after the transaction that dropped them committed). */
  async function remove(keys: string[]) {
    await Promise.all(
      keys.map((key) =>
        driver.delete(key).catch((err) => log.warn({ err, key }, "could not delete a file")),
      ),
    );
  }

  return {
    driver,
    /** Reads, validates and stores an image; the row is written in the caller's transaction. */
    async storeImage(
      tx: EntityManager,
      ownerId: string,
      purpose: ImagePurpose,
      file: Promise<FileUpload> | FileUpload,
    ): Promise<StoredImage> {
      const upload = await file;
      const bytes = await readLimited(upload.createReadStream(), IMAGE_PURPOSES[purpose].maxBytes);
      const { image, thumbnail } = await processImage(bytes, purpose);
      const id = crypto.randomBytes(16).toString("hex");
      const key = `${purpose}/${id}.${image.extension}`;
      const thumbnailKey = `${purpose}/${id}-thumb.${thumbnail.extension}`;
      await driver.put(key, image.data, image.contentType);
      await driver.put(thumbnailKey, thumbnail.data, thumbnail.contentType);
      const row = await tx.getRepository(Upload).save({
        ownerId,
        purpose,
        key,
        thumbnailKey,
        contentType: image.contentType,
        bytes: image.data.length,
        width: image.width,
        height: image.height,
      });
      log.info(
        { key, bytes: image.data.length, width: image.width, height: image.height },
        "image stored",
      );
      return { upload: row, url: driver.url(key), thumbnailUrl: driver.url(thumbnailKey) };
    },
    remove,
    /** Forgets an image a member stored and deletes its files (once nothing refers to it any more). */
    async discard(db: DataSource, ownerId: string, url: string | null) {
      const key = url && driver.keyOf(url);
      if (!key) return;
      const [rows]: [{ key: string; thumbnail_key: string }[], number] = await db.query(
        `DELETE FROM uploads WHERE owner_id = $1 AND key = $2 RETURNING key, thumbnail_key`,
        [ownerId, key],
      );
      await remove(rows.flatMap((r) => [r.key, r.thumbnail_key]));
    },
  };
}

export type Storage = ReturnType<typeof createStorage>;
