import pino, { type Logger } from "pino";

export type { Logger };

/** JSON logs in production, pretty ones on a terminal in development. */
export function createLogger(level: string, pretty = process.stdout.isTTY): Logger {
  return pino({
    level,
    redact: ["req.headers.cookie", "req.headers.authorization", "password", "*.password"],
    ...(pretty
      ? {
          transport: {
            target: "pino-pretty",
            options: { translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname" },
          },
        }
      : {}),
  });
}
