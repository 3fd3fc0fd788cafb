import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
// s3rver: a local S3-compatible server (real HTTP, S3 protocol, files on disk) for the S3 driver.
import S3rver from "s3rver";
import { diskDriver, s3Driver, type StorageDriver } from "../../server/storage/drivers";
import { makeMember } from "../support/factories";
import { startTestServer } from "../support/server";
import { gqlUpload } from "../support/upload";

let dir: string;
let s3: S3rver;
let s3Url: string;
const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "agora-storage-"));
  s3 = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: path.join(dir, "s3"),
    configureBuckets: [{ name: "agora", configs: [] }],
  });
  const { port } = (await s3.run()) as { port: number };
  s3Url = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await s3.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

// The same behaviour from every driver: what is put can be read at its URL, and is gone once deleted.
const drivers: [
  string,
  () => { driver: StorageDriver; read: (url: string) => Promise<Buffer | null> },
][] = [
  [
    "disk",
    () => {
      const root = path.join(dir, "disk");
      const driver = diskDriver(root);
      return {
        driver,
        read: async (url) => {
          const file = path.join(root, driver.keyOf(url)!);
          return fs.existsSync(file) ? fs.readFileSync(file) : null;
        },
      };
    },
  ],
  [
    "s3",
    () => ({
      driver: s3Driver({
        endpoint: s3Url,
        region: "us-east-1",
        bucket: "agora",
        publicUrl: `${s3Url}/agora`,
        ...credentials,
      }),
      read: async (url) => {
        const res = await fetch(url);
        return res.ok ? Buffer.from(await res.arrayBuffer()) : null;
      },
    }),
  ],
];

describe.each(drivers)("the %s driver", (_name, make) => {
  it("stores, addresses and deletes files by key", async () => {
    const { driver, read } = make();
    const key = `avatar/${Date.now().toString(16)}abc.webp`;
    await driver.put(key, Buffer.from("image bytes"), "image/webp");
    const url = driver.url(key);
    expect(driver.keyOf(url)).toBe(key);
    expect(driver.keyOf("https://elsewhere.example/avatar/x.webp")).toBeNull();
    expect((await read(url))?.toString()).toBe("image bytes");
    // The app reads it back too (a member's copy of their data).
    const stream = await driver.read(key);
    const chunks: Buffer[] = [];
    for await (const chunk of stream!) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe("image bytes");
    await driver.delete(key);
    expect(await read(url)).toBeNull();
    expect(await driver.read(key)).toBeNull();
  });

  it("refuses keys that could escape its folder", async () => {
    const { driver } = make();
    await expect(driver.put("../outside.txt", Buffer.from("x"), "text/plain")).rejects.toThrow(
      /Unsafe storage key/,
    );
    await expect(driver.put("/etc/passwd", Buffer.from("x"), "text/plain")).rejects.toThrow(
      /Unsafe storage key/,
    );
  });
});

it("serves avatars from the S3 store when S3_* is configured", async () => {
  const app = await startTestServer({
    S3_ENDPOINT: s3Url,
    S3_REGION: "us-east-1",
    S3_BUCKET: "agora",
    S3_ACCESS_KEY_ID: credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
  });
  try {
    const member = await makeMember(app.url);
    const png = await sharp({
      create: { width: 300, height: 300, channels: 3, background: "#cc3300" },
    })
      .png()
      .toBuffer();
    const res = await gqlUpload(
      app.url,
      `mutation ($file: Upload!) { uploadAvatar(file: $file) { avatarUrl } }`,
      { data: png, name: "me.png", type: "image/png" },
      member,
    );
    expect(res.errors).toBeUndefined();
    const url = res.data!.uploadAvatar.avatarUrl as string;
    expect(url.startsWith(`${s3Url}/agora/avatar/`)).toBe(true);
    const stored = await fetch(url);
    expect(stored.status).toBe(200);
    expect((await sharp(Buffer.from(await stored.arrayBuffer())).metadata()).width).toBe(300);
    expect(fs.existsSync(path.join(app.dataDir, "uploads"))).toBe(false);
  } finally {
    await app.stop();
  }
});
