// Real image files for upload journeys: gradient PNGs written to a temporary folder of their own.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";

/**
 * A maker of gradient PNGs (from `from` to `to`) in a temporary folder named after `prefix`, and a
 * `remove` that deletes the folder with them.
 */
export function pictures(prefix: string, [from, to]: [string, string]) {
  let dir: string | undefined;
  return {
    /** A PNG of the given size, written under `name`; answers its path. */
    async picture(name: string, width: number, height: number): Promise<string> {
      dir ??= fs.mkdtempSync(path.join(os.tmpdir(), prefix));
      const file = path.join(dir, name);
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
    </linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#g)"/>
  </svg>`;
      await sharp(Buffer.from(svg)).png().toFile(file);
      return file;
    },
    remove() {
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
