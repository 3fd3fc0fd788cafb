import crypto from "node:crypto";
import fs from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import compression from "compression";
import express, { type Express, type NextFunction, type Request, type Response } from "express";
import expressStaticGzip from "express-static-gzip";
import helmet from "helmet";
import { pinoHttp } from "pino-http";
import type { DataSource } from "typeorm";
import type { Config } from "../config";
import type { Logger } from "../logger";

/**
 * The WebSocket origin the client opens /graphql on when served from PUBLIC_URL (ws: for http:, wss: for
 * https:, the same host), as `defaultWsUrl` in client/src/apollo/client.ts computes it from the page.
 */
function socketOrigin(publicUrl: string): string[] {
  if (!URL.canParse(publicUrl)) return [];
  const { protocol, host } = new URL(publicUrl);
  return [`${protocol === "https:" ? "wss:" : "ws:"}//${host}`];
}

/**
 * The site's policy. WebSockets go to the app's own origin only: 'self' covers them in browsers that
 * follow CSP Level 3, and PUBLIC_URL's ws(s) origin names it for those that do not.
 */
const contentSecurityPolicy = (publicUrl: string) => ({
  useDefaults: true,
  directives: {
    "default-src": ["'self'"],
    "script-src": ["'self'"],
    // Chakra UI (emotion) injects style tags at run time.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", "https:"],
    "connect-src": ["'self'", ...socketOrigin(publicUrl)],
    "font-src": ["'self'", "data:"],
    "upgrade-insecure-requests": null,
  },
});

/**
 * Browser features the app never uses, denied to its pages and every frame in them (helmet sets no
 * Permissions-Policy); passkeys (WebAuthn) stay allowed for the app's own origin.
 */
const permissionsPolicy = [
  "camera=()",
  "microphone=()",
  "geolocation=()",
  "payment=()",
  "usb=()",
  "publickey-credentials-get=(self)",
  "publickey-credentials-create=(self)",
].join(", ");

/**
 * robots.txt: crawlers may read the site but not the API, data exports or unsubscribe links. (A
 * `Sitemap:` line belongs here once the server has a sitemap.)
 */
const robotsTxt = [
  "User-agent: *",
  "Disallow: /graphql",
  "Disallow: /exports/",
  "Disallow: /unsubscribe",
  "",
].join("\n");

/**
 * Whether a path names a file rather than a page of the app: anything under /assets/, and any path
 * whose last segment has an extension (/favicon.ico, /x.js). Such a path that no file answered is a 404,
 * never the app's page.
 */
const isFilePath = (pathname: string) =>
  pathname.startsWith("/assets/") || /\.[^./]+$/.test(pathname);

/**
 * GraphQL's JSON answers of 1 KB or more are gzipped (or brotli'd) for a client that accepts it; smaller
 * ones, and anything else (Apollo Sandbox's page, @defer's multipart parts, which must flow as they
 * come), go as they are. WebSocket upgrades never reach an HTTP handler.
 */
const compressJson = compression({
  threshold: 1024,
  filter: (_req, res) => /json/i.test(String(res.getHeader("content-type") ?? "")),
}) as Handler;

/**
 * Apollo Sandbox, the page /graphql shows a browser, loads its code from Apollo's CDN and runs in a frame
 * from Apollo's site. Its page carries its own policy in a meta tag, with a fresh nonce for its two inline
 * scripts and its style; a browser applies both that policy and this one, so this one allows inline code
 * (the meta policy still admits only the nonced tags) and the hosts the page uses, and nothing else. The
 * hosts are those of the page's own policy (@apollo/server's landing page plugin).
 */
const sandboxContentSecurityPolicy = {
  useDefaults: false,
  directives: {
    "default-src": ["'self'"],
    "script-src": ["'self'", "'unsafe-inline'", "https://embeddable-sandbox.cdn.apollographql.com"],
    "style-src": [
      "'self'",
      "'unsafe-inline'",
      "https://embeddable-sandbox.cdn.apollographql.com",
      "https://fonts.googleapis.com",
    ],
    "font-src": ["https://fonts.gstatic.com"],
    "img-src": ["'self'", "https://apollo-server-landing-page.cdn.apollographql.com"],
    "manifest-src": ["https://apollo-server-landing-page.cdn.apollographql.com"],
    "frame-src": ["https://sandbox.embed.apollographql.com"],
    // The frame sends its operations through this page, to this server (HTTP and WebSocket).
    "connect-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'self'"],
  },
};

type HttpError = Error & { status?: number; statusCode?: number; type?: string; limit?: number };

const statusOf = (error: HttpError) => {
  const status = error.status ?? error.statusCode;
  return typeof status === "number" && status >= 400 && status < 600 ? status : 500;
};

/** What a client is told about a failed request: never a stack trace, a path or a library's wording. */
function publicMessage(error: HttpError, status: number): string {
  if (status >= 500) return "Something went wrong. Please try again.";
  if (error.type === "entity.parse.failed") return "The request body is not valid JSON.";
  if (error.type === "entity.too.large") {
    const limit = error.limit ? ` (${Math.round(error.limit / 1024)} KB)` : "";
    return `The request body is larger than the limit${limit}.`;
  }
  if (status === 404) return "Not found.";
  if (status === 403) return "Forbidden.";
  // Multipart upload errors (graphql-upload-ts) say what was wrong with the request, in their own words.
  if (error.name === "PayloadTooLargeError" || error.name === "BadRequestError")
    return error.message;
  return "Bad request.";
}

/** The headers a middleware that only sets fixed headers (helmet's) sets, learnt by running it once. */
function headersOf(middleware: (req: Request, res: Response, next: () => void) => void) {
  const headers: [string, string | number | readonly string[]][] = [];
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers.push([name, value]);
    },
    removeHeader: () => {},
  };
  let done = false;
  middleware({ headers: {} } as Request, res as unknown as Response, () => (done = true));
  if (!done) throw new Error("the security headers middleware did not finish at once");
  return headers;
}

type Handler = (req: Request, res: Response, next: NextFunction) => unknown;

/** Whether a request is for /graphql itself (its query string aside). */
const isGraphqlPath = (url = "") =>
  url.startsWith("/graphql") && (url.length === 8 || url[8] === "?");

/**
 * Calls `handlers` in turn, as Express's router calls a route's, each going on with `next()` (an error
 * to `onError`, a rejected promise too): a route known before any matching (see createHttpApp).
 */
function runHandlers(
  handlers: readonly Handler[],
  req: Request,
  res: Response,
  onError: (error: unknown) => void,
) {
  let i = 0;
  const next = (error?: unknown) => {
    if (error !== undefined && error !== "route" && error !== "router") return onError(error);
    const handler = handlers[i++];
    if (!handler) return onError(Object.assign(new Error("Not found"), { status: 404 }));
    try {
      const result = handler(req, res, next) as Promise<unknown> | undefined;
      if (typeof result?.then === "function") result.then(undefined, onError);
    } catch (error) {
      onError(error);
    }
  };
  next();
}

/**
 * The HTTP server's handler: request ids and logs, security headers, health checks, GraphQL (`graphql`,
 * the /graphql route's handlers, after the headers), the areas' routes (`mountRoutes`) and the built
 * client, on Express.
 *
 * Requests for /graphql (nearly every request the app makes) skip Express's router: its matching of
 * each request against every layer (and stripping and restoring of mount paths) was about 6% of a
 * member's feed page's server CPU. They get Express's request and response as any other (as Express's own
 * `app.handle` does), the same handlers in the same order, and the same error answers.
 */
export function createHttpApp(
  config: Config,
  log: Logger,
  db: DataSource,
  graphql: readonly Handler[],
  mountRoutes: (app: Express) => void,
  uploadsRoot?: string,
  /** More of /readyz's answer (the job queue's state); it failing makes the app not ready. */
  readiness?: () => Promise<Record<string, unknown>>,
): (req: IncomingMessage, res: ServerResponse) => void {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);

  // Responses to POSTs are never cached by validators: no ETag hashing of every GraphQL answer. Static
  // files keep theirs (serve-static makes its own).
  app.set("etag", false);

  const requestId = (req: Request, res: Response) => {
    const incoming = req.headers["x-request-id"];
    const id =
      typeof incoming === "string" && /^[\w-]{1,64}$/.test(incoming)
        ? incoming
        : crypto.randomUUID();
    res.setHeader("x-request-id", id);
    return id;
  };
  let identify: Handler;
  if (log.isLevelEnabled("info")) {
    // A line per request (at info), and the request's id on every line logged while it runs.
    identify = pinoHttp({
      logger: log,
      genReqId: (req, res) => requestId(req as Request, res as Response),
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
    }) as Handler;
  } else {
    // No request lines at this level (a production server at warn): only the id, and a child logger
    // carrying it, made the first time a request logs something (most never do). The getter is on the
    // app's request prototype, once: defining it on each request made every request object slower.
    const REQUEST_ID = Symbol("request id");
    const CHILD = Symbol("request logger");
    type Identified = Request & { [REQUEST_ID]?: string; [CHILD]?: Logger };
    Object.defineProperty(app.request, "log", {
      configurable: true,
      get(this: Identified) {
        return (this[CHILD] ??= log.child({
          req: { id: this[REQUEST_ID], method: this.method, url: this.url },
        }));
      },
    });
    identify = (req, res, next) => {
      (req as Identified)[REQUEST_ID] = requestId(req, res);
      next();
    };
  }
  app.use(identify);

  // One set of security headers per response: Apollo Sandbox's policy on /graphql, the site's elsewhere.
  // helmet's headers depend on nothing in the request, so each set is worked out once, here.
  const siteHeaders = [
    ...headersOf(helmet({ contentSecurityPolicy: contentSecurityPolicy(config.publicUrl) })),
    ["Permissions-Policy", permissionsPolicy] as const,
  ];
  const sandboxHeaders = [
    ...headersOf(helmet({ contentSecurityPolicy: sandboxContentSecurityPolicy })),
    ["Permissions-Policy", permissionsPolicy] as const,
  ];
  const securityHeaders: Handler = (req, res, next) => {
    const headers =
      req.path === "/graphql" || req.path.startsWith("/graphql/") ? sandboxHeaders : siteHeaders;
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
  app.use(securityHeaders);

  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  app.get("/readyz", async (_req, res) => {
    try {
      await db.query("SELECT 1");
      res.json({ status: "ready", ...(await readiness?.()) });
    } catch (error) {
      log.warn({ err: error }, "readiness check failed");
      res.status(503).json({ status: "unavailable" });
    }
  });

  const graphqlHandlers = [compressJson, ...graphql];
  app.use("/graphql", ...graphqlHandlers);
  mountRoutes(app);

  app.get("/robots.txt", (_req, res) => {
    res.type("text/plain").setHeader("Cache-Control", "public, max-age=3600");
    res.send(robotsTxt);
  });

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
  // Source maps are for reading production stack traces, never for the public: the build keeps them
  // outside the served folder, and none is served should one be put there.
  app.use((req, res, next) => {
    if (!req.path.endsWith(".map")) return next();
    res.status(404).json({ error: "Not found." });
  });
  // The build writes each script, style and page beside its brotli (.br) and gzip (.gz) copies; a browser
  // that accepts either gets the smaller one as it is, with no compression work per request.
  app.use(
    expressStaticGzip(config.clientDist, {
      enableBrotli: true,
      orderPreference: ["br", "gzip"],
      index: false,
      serveStatic: {
        index: false,
        setHeaders: (res, file) => {
          // Vite puts content-hashed files under assets/: they never change, so cache them for a year.
          const hashed = file.includes(`${path.sep}assets${path.sep}`);
          res.setHeader(
            "Cache-Control",
            hashed ? "public, max-age=31536000, immutable" : "no-cache",
          );
        },
      },
    }),
  );
  // A file no one has (a missing /favicon.ico, an asset of an older build) is not found; any other path
  // is one of the app's pages.
  app.use((req, res, next) => {
    if (!isFilePath(req.path)) return next();
    res.status(404).json({ error: "Not found." });
  });
  app.get(/.*/, (req, res, next) => {
    if (!req.accepts("html")) return next();
    if (!fs.existsSync(indexHtml)) {
      res.status(503).type("text").send("The client is not built yet. Run `npm run build`.");
      return;
    }
    res.setHeader("Cache-Control", "no-cache");
    res.sendFile(indexHtml);
  });

  // Every error a middleware passes on (a body that is not JSON or too large, a refused upload, a path
  // outside /uploads) is answered in JSON, in every mode: Express's own page shows the stack trace outside
  // production. /graphql answers in GraphQL's shape.
  const answerError = (error: HttpError, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    const status = statusOf(error);
    if (status >= 500) req.log.error({ err: error }, "request failed");
    const message = publicMessage(error, status);
    res.status(status);
    if (req.path === "/graphql" || req.path.startsWith("/graphql/")) {
      const code = status >= 500 ? "INTERNAL_SERVER_ERROR" : "BAD_REQUEST";
      res.json({ errors: [{ message, extensions: { code } }] });
    } else {
      res.json({ error: message });
    }
  };
  app.use(answerError);

  const graphqlRoute = [identify, securityHeaders, ...graphqlHandlers];
  return (incoming, outgoing) => {
    if (!isGraphqlPath(incoming.url)) return app(incoming, outgoing);
    const req = incoming as Request;
    const res = outgoing as Response;
    req.res = res;
    res.req = req;
    Object.setPrototypeOf(req, app.request);
    Object.setPrototypeOf(res, app.response);
    res.locals ??= Object.create(null);
    req.originalUrl = req.url;
    req.baseUrl = "";
    runHandlers(graphqlRoute, req, res, (error) =>
      answerError(error as HttpError, req, res, (unanswered) => {
        // The response had begun: all that is left is to end it.
        req.log.error({ err: unanswered }, "request failed after its answer began");
        res.destroy();
      }),
    );
  };
}
