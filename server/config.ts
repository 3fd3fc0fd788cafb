import path from "node:path";
import { z } from "zod";

const bool = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("127.0.0.1"),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  PUBLIC_URL: optionalString,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  DATA_DIR: z.string().default(".data"),
  DATABASE_URL: optionalString,
  EMBEDDED_PG_PORT: z.coerce.number().int().positive().optional(),
  REDIS_URL: optionalString,
  SESSION_TTL_DAYS: z.coerce.number().int().positive().default(30),
  PASSWORD_HASH_COST: z.enum(["standard", "minimum"]).default("standard"),
  SECRET_KEY: optionalString.refine((v) => v === undefined || v.length >= 32, {
    message: "must be at least 32 characters",
  }),
  ADMIN_EMAILS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? "")
        .split(",")
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default("Agora <no-reply@agora.local>"),
  S3_ENDPOINT: optionalString,
  S3_REGION: optionalString,
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_PUBLIC_URL: optionalString,
  TRUST_PROXY: bool,
  RATE_LIMIT_AUTH_PER_IP: z.coerce.number().int().positive().default(100),
  RATE_LIMIT_AUTH_PER_EMAIL: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_MESSAGES_PER_MINUTE: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_CONNECTIONS_PER_MINUTE: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_COMMENTS_PER_MINUTE: z.coerce.number().int().positive().default(20),
  CLIENT_DIST: optionalString,
  JOBS_IN_PROCESS: z
    .enum(["true", "false", "1", "0", ""])
    .optional()
    .transform((v) => v !== "false" && v !== "0"),
  JOB_CONCURRENCY: z.coerce.number().int().positive().max(50).default(2),
  MESSAGE_EMAIL_DELAY_S: z.coerce.number().int().min(0).default(600),
});

export type Config = {
  env: "development" | "production" | "test";
  host: string;
  port: number;
  publicUrl: string;
  logLevel: string;
  dataDir: string;
  databaseUrl?: string;
  embeddedPgPort?: number;
  redisUrl?: string;
  sessionTtlMs: number;
  /**
   * Argon2id cost of new password hashes: "standard" (the argon2 defaults) or "minimum" (the smallest the
   * algorithm allows, for tests only: such hashes are cheap to crack).
   */
  passwordHashCost: "standard" | "minimum";
  /**
   * The key the server's own secrets are derived from (two-factor secrets are encrypted with it). Unset: a
   * random key kept in DATA_DIR/secret-key, made on first use; processes that share no DATA_DIR must set it.
   */
  secretKey?: string;
  adminEmails: string[];
  smtpUrl?: string;
  mailFrom: string;
  trustProxy: boolean;
  /** S3-compatible storage for uploads; unset means local disk under DATA_DIR/uploads. */
  s3?: {
    endpoint?: string;
    region: string;
    bucket: string;
    accessKeyId: string;
    secretAccessKey: string;
    publicUrl: string;
  };
  /**
   * Sign-in, sign-up and reset attempts allowed per IP and per e-mail in 15 minutes (for sign-in: per e-mail
   * from one IP; past it, an e-mail's sign-ins from anywhere are slowed down, never refused).
   */
  rateLimitPerIp: number;
  rateLimitPerEmail: number;
  /** Messages one member may send per minute. */
  rateLimitMessagesPerMinute: number;
  /** Follows, unfollows and friend-request actions one member may take per minute. */
  rateLimitConnectionsPerMinute: number;
  /** Comments one member may add or edit per minute. */
  rateLimitCommentsPerMinute: number;
  clientDist: string;
  rootDir: string;
  /**
   * Whether the server runs the job queue's jobs itself (the default), or leaves them to `npm run worker`
   * processes (JOBS_IN_PROCESS=false); `jobConcurrency` jobs at once per process.
   */
  jobsInProcess: boolean;
  jobConcurrency: number;
  /** How long a message waits unread before it is e-mailed (when the member wants message e-mails). */
  messageEmailDelayMs: number;
};

function s3Config(e: z.infer<typeof schema>): Config["s3"] {
  const {
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: accessKeyId,
    S3_SECRET_ACCESS_KEY: secretAccessKey,
  } = e;
  if (!bucket) return undefined;
  if (!accessKeyId || !secretAccessKey) {
    throw new Error(
      "Invalid configuration: S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY",
    );
  }
  const publicUrl =
    e.S3_PUBLIC_URL ??
    (e.S3_ENDPOINT ? `${e.S3_ENDPOINT.replace(/\/+$/, "")}/${bucket}` : undefined);
  if (!publicUrl)
    throw new Error("Invalid configuration: S3_BUCKET needs S3_PUBLIC_URL or S3_ENDPOINT");
  return {
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION ?? "us-east-1",
    bucket,
    accessKeyId,
    secretAccessKey,
    publicUrl,
  };
}

export const rootDir = path.resolve(__dirname, "..");

/** Reads and validates the environment. The only place in the server that touches process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(rootDir, e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    logLevel: e.LOG_LEVEL,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    redisUrl: e.REDIS_URL,
    sessionTtlMs: e.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    passwordHashCost: e.PASSWORD_HASH_COST,
    secretKey: e.SECRET_KEY,
    adminEmails: e.ADMIN_EMAILS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    trustProxy: e.TRUST_PROXY,
    s3: s3Config(e),
    rateLimitPerIp: e.RATE_LIMIT_AUTH_PER_IP,
    rateLimitPerEmail: e.RATE_LIMIT_AUTH_PER_EMAIL,
    rateLimitMessagesPerMinute: e.RATE_LIMIT_MESSAGES_PER_MINUTE,
    rateLimitConnectionsPerMinute: e.RATE_LIMIT_CONNECTIONS_PER_MINUTE,
    rateLimitCommentsPerMinute: e.RATE_LIMIT_COMMENTS_PER_MINUTE,
    clientDist: path.resolve(rootDir, e.CLIENT_DIST ?? "dist/client"),
    rootDir,
    jobsInProcess: e.JOBS_IN_PROCESS,
    jobConcurrency: e.JOB_CONCURRENCY,
    messageEmailDelayMs: e.MESSAGE_EMAIL_DELAY_S * 1000,
  };
}
