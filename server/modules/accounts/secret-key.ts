import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { Config } from "../../config";

/**
 * Keys derived from the server's secret (SECRET_KEY, or a random key kept in DATA_DIR/secret-key and made
 * on first use), each by HKDF-SHA-256 for one purpose. The secret never lives in the database, so a copy of
 * the database alone reads no two-factor secret and tests no recovery code.
 */
export type KeyPurpose = "totp-secret" | "recovery-code";

const masters = new Map<string, Promise<Buffer>>();

async function keyFile(dataDir: string): Promise<Buffer> {
  const file = path.join(dataDir, "secret-key");
  try {
    return Buffer.from((await fs.readFile(file, "utf8")).trim(), "base64url");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const key = crypto.randomBytes(32);
  await fs.mkdir(dataDir, { recursive: true });
  try {
    // "wx": two processes starting together keep the first one's key.
    await fs.writeFile(file, key.toString("base64url"), { flag: "wx", mode: 0o600 });
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return Buffer.from((await fs.readFile(file, "utf8")).trim(), "base64url");
  }
}

function master(config: Pick<Config, "secretKey" | "dataDir">): Promise<Buffer> {
  const id = config.secretKey ? `key:${config.secretKey}` : `dir:${config.dataDir}`;
  let key = masters.get(id);
  if (!key) {
    key = config.secretKey
      ? Promise.resolve(Buffer.from(config.secretKey, "utf8"))
      : keyFile(config.dataDir);
    key.catch(() => masters.delete(id));
    masters.set(id, key);
  }
  return key;
}

/** The 32-byte key for one purpose. */
export async function keyFor(
  config: Pick<Config, "secretKey" | "dataDir">,
  purpose: KeyPurpose,
): Promise<Buffer> {
  const derived = crypto.hkdfSync("sha256", await master(config), "agora", `agora:${purpose}`, 32);
  return Buffer.from(derived);
}

const VERSION = "v1";

/**
 * AES-256-GCM with a fresh 96-bit nonce; `context` (the member's id) is authenticated with it, so a
 * ciphertext moved to another member's row does not open.
 */
export function seal(key: Buffer, plaintext: string, context: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(context, "utf8"));
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url")}`;
}

/** Opens what `seal` closed with the same key and context; throws on any other. */
export function open(key: Buffer, sealed: string, context: string): string {
  const [version, payload] = sealed.split(".");
  if (version !== VERSION || !payload) throw new Error("Unknown sealed value");
  const bytes = Buffer.from(payload, "base64url");
  const decipher = crypto.createDecipheriv("aes-256-gcm", key, bytes.subarray(0, 12));
  decipher.setAAD(Buffer.from(context, "utf8"));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
}
