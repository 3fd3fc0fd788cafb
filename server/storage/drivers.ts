import fs from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";

/** Where uploaded files live. Keys are random and never reused, so files are cacheable forever. */
export interface StorageDriver {
  readonly kind: "disk" | "s3";
  /** The folder the app serves at /uploads, for the disk driver. */
  readonly localRoot?: string;
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
  /** The file's bytes as a stream (a member's copy of their data), or null when there is none. */
  read(key: string): Promise<Readable | null>;
  /** The address a browser loads the file from. */
  url(key: string): string;
  /** The key behind one of this store's addresses, or null for any other address. */
  keyOf(url: string): string | null;
}

const keyAfter = (prefix: string, url: string) =>
  url.startsWith(prefix) ? url.slice(prefix.length) : null;

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/;

function checkKey(key: string) {
  if (!SAFE_KEY.test(key) || key.includes("..")) throw new Error(`Unsafe storage key: ${key}`);
}

/** Local disk under DATA_DIR/uploads, served by the app at /uploads/<key>. */
export function diskDriver(root: string): StorageDriver {
  return {
    kind: "disk",
    localRoot: root,
    async put(key, data) {
      checkKey(key);
      const file = path.join(root, key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, data, { flag: "wx" });
    },
    async delete(key) {
      checkKey(key);
      await fs.rm(path.join(root, key), { force: true });
    },
    async read(key) {
      checkKey(key);
      const file = path.join(root, key);
      // Opened before it is answered, so a missing file is null rather than a stream that fails.
      const handle = await fs.open(file).catch((err: NodeJS.ErrnoException) => {
        if (err.code === "ENOENT") return null;
        throw err;
      });
      return handle?.createReadStream() ?? null;
    },
    url: (key) => `/uploads/${key}`,
    keyOf: (url) => keyAfter("/uploads/", url),
  };
}

export type S3Options = {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  publicUrl: string;
};

/** Any S3-compatible store (AWS, MinIO, R2...). Files are read straight from `publicUrl`. */
export function s3Driver(options: S3Options): StorageDriver {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: Boolean(options.endpoint),
    // Third-party S3 stores (MinIO, R2, ...) do not all take the newer default checksums.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  });
  const base = options.publicUrl.replace(/\/+$/, "");
  return {
    kind: "s3",
    async put(key, data, contentType) {
      checkKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: key,
          Body: data,
          ContentType: contentType,
          CacheControl: "public, max-age=31536000, immutable",
        }),
      );
    },
    async delete(key) {
      checkKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: key }));
    },
    async read(key) {
      checkKey(key);
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: options.bucket, Key: key }),
        );
        // In Node the body is an http.IncomingMessage, a Readable.
        return (answer.Body as Readable | undefined) ?? null;
      } catch (err) {
        if (err instanceof NoSuchKey) return null;
        throw err;
      }
    },
    url: (key) => `${base}/${key}`,
    keyOf: (url) => keyAfter(`${base}/`, url),
  };
}
