import fs from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { finished, pipeline } from "node:stream/promises";
import { ZipFile } from "yazl";
import type { Services } from "../../kernel/context";

/*
 * Where the ZIPs live: DATA_DIR/exports, beside the app's other data and never served as it is (unlike
 * DATA_DIR/uploads, or an S3 bucket, whose files anyone with the address may read): the one way to a ZIP
 * is GET /exports/:id, which answers its owner alone. Every process that runs the `data-export` job and
 * every server must see the same DATA_DIR (one machine, or a shared volume).
 */

/** The folder of the exports' ZIPs. */
export const exportsDir = (config: Services["config"]) => path.join(config.dataDir, "exports");

/** A ZIP's file name among the exports: the export's id, so nothing else names it. */
export const exportFileKey = (exportId: string) => `${exportId}.zip`;

const FILE_KEY = /^[0-9a-f-]{36}\.zip$/;

function exportPath(config: Services["config"], fileKey: string): string {
  if (!FILE_KEY.test(fileKey)) throw new Error(`Not an export's file: ${fileKey}`);
  return path.join(exportsDir(config), fileKey);
}

type Upload = { key: string };

/**
 * Reads everything a member's export holds in one snapshot (a read-only, repeatable-read transaction):
 * every area's files (the registry's `personalData`) and the member's uploads.
 */
async function snapshotOf(services: Pick<Services, "db" | "registry">, memberId: string) {
  return services.db.transaction("REPEATABLE READ", async (tx) => {
    await tx.query("SET TRANSACTION READ ONLY");
    const files = await services.registry.personalData(tx, memberId);
    const uploads = (await tx.query(
      `SELECT key FROM uploads WHERE owner_id = $1 ORDER BY created_at, id`,
      [memberId],
    )) as Upload[];
    return { files, uploads };
  });
}

/**
 * Writes a member's export as one ZIP (`fileKey` among the exports): a JSON file per file the areas
 * answer (profile.json, connections.json, messages.json, ...), and each of their uploaded files as it is
 * stored, under `uploads/` by its storage key (avatar/3f….webp). Written to a `.part` file first and
 * renamed when whole, so a ZIP is never seen half written; a failure leaves no file.
 */
export async function writeExport(
  services: Pick<Services, "config" | "db" | "registry" | "storage" | "log">,
  memberId: string,
  fileKey: string,
): Promise<void> {
  const { files, uploads } = await snapshotOf(services, memberId);
  const target = exportPath(services.config, fileKey);
  const part = `${target}.part`;
  await fs.mkdir(path.dirname(target), { recursive: true });
  const zip = new ZipFile();
  const written = pipeline(zip.outputStream, (await fs.open(part, "w")).createWriteStream());
  try {
    const mtime = new Date();
    for (const [name, parts] of Object.entries(files))
      zip.addBuffer(Buffer.from(`${JSON.stringify(parts, null, 2)}\n`), name, { mtime });
    // One upload open at a time: each is read to its end into the ZIP before the next is opened.
    for (const { key } of uploads) {
      const stream: Readable | null = await services.storage.driver.read(key);
      if (!stream) {
        services.log.warn({ key, memberId }, "an upload's file is missing from the data export");
        continue;
      }
      // Images and videos are compressed already.
      zip.addReadStream(stream, `uploads/${key}`, { mtime, compress: false });
      await finished(stream);
    }
    zip.end();
    await written;
    await fs.rename(part, target);
  } catch (error) {
    (zip.outputStream as Readable).destroy();
    await written.catch(() => undefined);
    await fs.rm(part, { force: true });
    throw error;
  }
}

/** An export's ZIP to send, with its size, or null when its file is gone. */
export async function openExport(
  config: Services["config"],
  fileKey: string,
): Promise<{ stream: Readable; size: number } | null> {
  const handle = await fs.open(exportPath(config, fileKey)).catch((err: NodeJS.ErrnoException) => {
    if (err.code === "ENOENT") return null;
    throw err;
  });
  if (!handle) return null;
  const { size } = await handle.stat();
  return { stream: handle.createReadStream(), size };
}

/** Removes exports' ZIPs (expired ones); a file already gone is no error. */
export async function removeExports(config: Services["config"], fileKeys: readonly string[]) {
  await Promise.all(fileKeys.map((key) => fs.rm(exportPath(config, key), { force: true })));
}

/**
 * The files among the exports older than `minAgeMs` (ZIPs and left-over `.part` files), by export id:
 * the sweep removes those no READY export names (a member's account deleted with their exports, a job
 * that died while writing).
 */
export async function exportFilesOlderThan(
  config: Services["config"],
  minAgeMs: number,
): Promise<{ exportId: string; name: string }[]> {
  const dir = exportsDir(config);
  const names = await fs.readdir(dir).catch((err: NodeJS.ErrnoException) => {
    if (err.code === "ENOENT") return [] as string[];
    throw err;
  });
  const found: { exportId: string; name: string }[] = [];
  for (const name of names) {
    const exportId = /^([0-9a-f-]{36})\.zip(\.part)?$/.exec(name)?.[1];
    if (!exportId) continue;
    const stat = await fs.stat(path.join(dir, name)).catch(() => null);
    if (stat && Date.now() - stat.mtimeMs >= minAgeMs) found.push({ exportId, name });
  }
  return found;
}

/** Removes files among the exports by name (see exportFilesOlderThan). */
export async function removeExportFiles(config: Services["config"], names: readonly string[]) {
  await Promise.all(
    names.map((name) => fs.rm(path.join(exportsDir(config), path.basename(name)), { force: true })),
  );
}
