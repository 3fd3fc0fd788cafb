import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import express, { type Express } from "express";
import helmet from "helmet";
import { pinoHttp } from "pino-http";
import type { DataSource } from "typeorm";
import type { Config } from "../config";
import type { Logger } from "../logger";

const contentSecurityPolicy = {
  useDefaults: true,
  directives: {
    "default-src": ["'self'"],
    "script-src": ["'self'"],
    // Chakra UI (emotion) injects style tags at run time.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", "https:"],
    "connect-src": ["'self'", "ws:", "wss:"],
    "font-src": ["'self'", "data:"],
    "upgrade-insecure-requests": null,
  },
};

/**
 * The Express app around GraphQL: request ids and logs, security headers, health checks and the built
 * client. `mountGraphql` adds the /graphql handler between the headers and the client.
 */
export function createHttpApp(
  config: Config,
  log: Logger,
  db: DataSource,
  mountGraphql: (app: Express) => void,
  uploadsRoot?: string,
): Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);

  app.use(
    pinoHttp({
      logger: log,
      genReqId: (req, res) => {
        const incoming = req.headers["x-request-id"];
        const id =
          typeof incoming === "string" && /^[\w-]{1,64}$/.test(incoming)
            ? incoming
            : crypto.randomUUID();
        res.setHeader("x-request-id", id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === "/healthz" || req.url === "/readyz" },
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: req.url,
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? "error" : "info"),
    }),
  );

  // Apollo Sandbox (the /graphql page for browsers) loads its UI from Apollo's CDN, so it gets no CSP.
  app.use("/graphql", helmet({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false }));
  app.use(helmet({ contentSecurityPolicy }));

  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  app.get("/readyz", async (_req, res) => {
    try {
      await db.query("SELECT 1");
      res.json({ status: "ready" });
    } catch (error) {
      log.warn({ err: error }, "readiness check failed");
      res.status(503).json({ status: "unavailable" });
    }
  });

  mountGraphql(app);

  if (uploadsRoot) {
    // Uploaded images under random keys that never change: cached for a year, never sniffed as another type.
    app.use(
      "/uploads",
      express.static(uploadsRoot, {
        index: false,
        dotfiles: "deny",
        fallthrough: false,
        immutable: true,
        maxAge: "365d",
      }),
    );
  }

  const indexHtml = path.join(config.clientDist, "index.html");
  app.use(
    express.static(config.clientDist, {
      index: false,
      setHeaders: (res, file) => {
        // Vite puts content-hashed files under assets/: they never change, so cache them for a year.
        const hashed = file.includes(`${path.sep}assets${path.sep}`);
        res.setHeader("Cache-Control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
      },
    }),
  );
  app.get(/.*/, (req, res, next) => {
    if (!req.accepts("html")) return next();
    if (!fs.existsSync(indexHtml)) {
      res.status(503).type("text").send("The client is not built yet. Run `npm run build`.");
      return;
    }
    res.setHeader("Cache-Control", "no-cache");
    res.sendFile(indexHtml);
  });
  return app;
}
