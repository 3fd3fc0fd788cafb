import http from "node:http";
import type { AddressInfo } from "node:net";
import { ApolloServer, type ApolloServerPlugin } from "@apollo/server";
import { ApolloServerPluginCacheControlDisabled } from "@apollo/server/plugin/disabled";
import { ApolloServerPluginDrainHttpServer } from "@apollo/server/plugin/drainHttpServer";
import { ApolloServerPluginLandingPageLocalDefault } from "@apollo/server/plugin/landingPage/default";
import express from "express";
import { graphqlUploadExpress } from "graphql-upload-ts";
import type { Pool } from "pg";
import type { DataSource } from "typeorm";
import type { Config } from "./config";
import { listenToChanges } from "./db/changes";
import { createDataSource } from "./data-source";
import { countStatements, statementsSoFar } from "./db/query-counter";
import { buildContext, type Context, type Services } from "./kernel/context";
import { createFormatError, retryAfterHeader } from "./graphql/errors";
import { createLimits, nestingError, parseOptions } from "./graphql/limits";
import { createEventBus } from "./graphql/pubsub";
import { createSchema } from "./schema";
import { modules } from "./modules";
import { createRegistry } from "./kernel/registry";
import { createHttpApp } from "./http/app";
import { apolloHandler } from "./http/apollo-handler";
import { drainUnreadBody } from "./http/drain-unread-body";
import { attachWebSocketServer } from "./http/websocket";
import { MAX_UPLOAD_BYTES } from "./storage/limits";
import { createStorage } from "./storage/storage";
import type { Logger } from "./logger";
import { createMailer } from "./mail";
import { createRateLimits } from "./graphql/rate-limits";
import { createSessionCache, setSuperAdmin, tokenFromHeaders } from "./modules/accounts";
import { migrateQueue, queueStatus, startQueue } from "./jobs/queue";

/** How long an idle keep-alive connection stays open (see startServer). */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export type RunningServer = {
  url: string;
  port: number;
  db: DataSource;
  close: () => Promise<void>;
};

function clientIp(req: http.IncomingMessage & { ip?: string }): string {
  return req.ip ?? req.socket.remoteAddress ?? "unknown";
}

/**
 * What a process of the app runs on (the server, a worker, a command): the database, migrated (the job
 * queue's schema, then the areas'), and the services built from the list of areas. `close` ends what
 * it opened.
 */
export async function createServices(config: Config, databaseUrl: string, log: Logger) {
  const db = createDataSource(databaseUrl);
  await db.initialize();
  const pool = (db.driver as unknown as { master: Pool }).master;
  // The queue's schema first, so the areas' migrations may add jobs (a backfill of reminders).
  await migrateQueue(databaseUrl, log);
  const applied = await db.runMigrations({ transaction: "each" });
  if (applied.length) log.info({ migrations: applied.map((m) => m.name) }, "migrations applied");
  const bus = await createEventBus({ databaseUrl, pool, redisUrl: config.redisUrl, log });
  const changes = await listenToChanges(databaseUrl, log);
  const registry = createRegistry(modules);
  const services: Services = {
    changes,
    registry,
    pubSub: bus.pubSub,
    storage: createStorage(config, log),
    config,
    db,
    log,
    mailer: createMailer(config, log),
    rateLimits: createRateLimits(pool, {
      perIp: config.rateLimitPerIp,
      perEmail: config.rateLimitPerEmail,
      messagesPerMinute: config.rateLimitMessagesPerMinute,
      connectionChangesPerMinute: config.rateLimitConnectionsPerMinute,
      commentsPerMinute: config.rateLimitCommentsPerMinute,
    }),
  };
  return {
    services,
    registry,
    db,
    pool,
    bus,
    changes,
    close: async () => {
      await bus.close();
      await changes.close();
      await db.destroy();
    },
  };
}

/** Connects to the database, migrates it, and serves GraphQL (HTTP + WebSocket), health and the client. */
export async function startServer(
  config: Config,
  databaseUrl: string,
  log: Logger,
): Promise<RunningServer> {
  const {
    services,
    registry,
    db,
    pool,
    bus,
    changes,
    close: closeServices,
  } = await createServices(config, databaseUrl, log);
  const admins = await setSuperAdmin(db, config.adminEmails, true);
  if (admins.length) log.info({ admins }, "super admins from ADMIN_EMAILS");
  // The job queue runs in this process unless workers of their own run it (`npm run worker`).
  const queue = config.jobsInProcess
    ? await startQueue(databaseUrl, services, registry, { concurrency: config.jobConcurrency })
    : null;
  const sessions = createSessionCache(db, changes, bus.pubSub);
  const schema = await createSchema({ pubSub: bus.pubSub, registry });
  const formatError = createFormatError(log);

  // Requests go to the app made below, once Apollo (which drains this server) has started.
  const httpServer = http.createServer();
  // Idle keep-alive connections stay open for a minute, longer than a proxy's or a client's own idle
  // timeout (60 s behind common load balancers, seconds in fetch): the client, not the server, closes
  // them, so a request is never sent on a connection the server is closing ('other side closed').
  httpServer.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  httpServer.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000;

  const limits = createLimits({ production: config.env === "production" });
  const ws = attachWebSocketServer({
    httpServer,
    schema,
    services,
    limits,
    formatError,
    clientIp,
    sessions: { resolveViewer: (token) => sessions.resolveFresh(token), tokenFromHeaders },
  });

  const apollo = new ApolloServer<Context>({
    schema,
    csrfPrevention: true,
    // server/index.ts owns shutdown (HTTP, sockets, pub/sub, database, then the embedded Postgres).
    stopOnTerminationSignals: false,
    introspection: true,
    formatError,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    parseOptions,
    validationRules: limits.validationRules,
    plugins: [
      ...limits.plugins,
      ApolloServerPluginDrainHttpServer({ httpServer }),
      // Nothing sets cache hints, and the default plugin wraps every field to look for them.
      ApolloServerPluginCacheControlDisabled(),
      // RATE_LIMITED answers say when to retry in a header too (Retry-After, from extensions.retryAfter).
      retryAfterHeader<Context>(),
      { serverWillStart: async () => ({ drainServer: async () => ws.dispose() }) },
      ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: true }),
      // Outside production, each response says how many SQL statements it cost (tests and benchmarks).
      ...(config.env === "production"
        ? []
        : [
            {
              requestDidStart: async () => ({
                willSendResponse: async ({ response }) => {
                  const statements = statementsSoFar();
                  if (statements !== undefined)
                    response.http.headers.set("x-sql-statements", String(statements));
                },
              }),
            } satisfies ApolloServerPlugin<Context>,
          ]),
    ],
  });
  await apollo.start();

  const httpApp = createHttpApp(
    config,
    log,
    db,
    [
      // Counting statements tracks async context on every promise: not worth it in production.
      (_req, _res, next) => (config.env === "production" ? next() : countStatements(next)),
      express.json({ limit: "1mb" }),
      drainUnreadBody,
      // Multipart uploads: the parser cuts any file off at the largest limit; features enforce their own.
      graphqlUploadExpress({ maxFileSize: MAX_UPLOAD_BYTES, maxFiles: 2 }),
      // A document nested too deep for the parser's recursion is refused before Apollo parses it, as
      // Apollo answers a syntax error.
      (req, res, next) => {
        const query = (req.body as { query?: unknown } | undefined)?.query ?? req.query.query;
        const error = typeof query === "string" ? nestingError(query) : undefined;
        if (!error) return next();
        res.status(400).json({
          errors: [{ ...error.toJSON(), extensions: { code: "GRAPHQL_PARSE_FAILED" } }],
        });
      },
      apolloHandler(apollo, async (req, res) => {
        const token = tokenFromHeaders(req.headers);
        return buildContext(services, {
          viewer: await sessions.resolve(token),
          token,
          ip: clientIp(req),
          userAgent: req.headers["user-agent"] ?? null,
          http: { req, res },
          // pino-http's child logger: every line of this request carries its id.
          log: req.log,
        });
      }),
    ],
    // The areas' own HTTP routes (module manifests' `routes`).
    (router) => {
      for (const mount of registry.routes) mount(router, services);
    },
    services.storage.driver.localRoot,
    async () => ({
      queue: { ...(await queueStatus(pool)), runsHere: config.jobsInProcess },
    }),
  );
  httpServer.on("request", httpApp);

  await new Promise<void>((resolve, reject) => {
    httpServer.once("error", reject);
    httpServer.listen(config.port, config.host, () => resolve());
  });
  const port = (httpServer.address() as AddressInfo).port;
  const url = `http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${port}`;

  let closing: Promise<void> | undefined;
  return {
    url,
    port,
    db,
    close: () =>
      (closing ??= (async () => {
        for (const client of ws.wsServer.clients) client.close(1001, "Server shutting down");
        await apollo.stop();
        await sessions.close();
        await queue?.stop();
        await closeServices();
      })()),
  };
}
