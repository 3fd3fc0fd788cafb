import type http from "node:http";
import type { Duplex } from "node:stream";
import type { GraphQLError, GraphQLFormattedError, GraphQLSchema } from "graphql";
import { useServer } from "graphql-ws/use/ws";
import { WebSocketServer, type WebSocket } from "ws";
import { buildContext, type Context, type Services } from "../kernel/context";
import { codeVariableErrors, type Limits } from "../graphql/limits";
import type { Logger } from "../logger";
import type { Viewer } from "../kernel/viewer";

/** Close code sent to a socket whose session is missing or has ended. */
export const CLOSE_FORBIDDEN = 4403;

/**
 * The largest WebSocket frame read, as the HTTP body limit: a bigger one is refused from its header (close
 * 1009) before its payload is read, so a visitor cannot make the server buffer megabytes before signing in.
 */
export const MAX_FRAME_BYTES = 1024 * 1024;

/** How often each process checks that the sessions behind its open sockets still hold. */
const SESSION_SWEEP_MS = 60_000;

/**
 * Whether a browser page at `origin` may open a socket that signs in with the session cookie: only the
 * app's own pages, as HTTP allows (Apollo's CSRF prevention plus no CORS). Its own means the public URL's
 * origin, or the host the request was sent to (the page came from this server, through any proxy that keeps
 * the Host). Clients that send no Origin are not browsers: no cookie of a visitor rides along unasked.
 */
export function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  publicUrl: string,
): boolean {
  if (origin === undefined) return true;
  let from: URL;
  try {
    from = new URL(origin);
  } catch {
    return false;
  }
  if (from.protocol !== "http:" && from.protocol !== "https:") return false;
  if (from.origin === new URL(publicUrl).origin) return true;
  if (!host) return false;
  try {
    return new URL(`${from.protocol}//${host}`).host === from.host;
  } catch {
    return false;
  }
}

function refuseUpgrade(socket: Duplex, status: number, reason: string) {
  socket.once("finish", () => socket.destroy());
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: text/plain\r\n` +
      `Content-Length: ${Buffer.byteLength(reason)}\r\n\r\n${reason}`,
  );
}

/**
 * A frame over the limit or otherwise malformed is the client's doing: ws closes the socket with the right
 * code (1009, 1007, ...) and emits an error, which graphql-ws would print with its stack on stderr each time.
 * Those errors are logged here as what they are and go no further.
 */
function quietClientErrors(ws: WebSocket, log: Logger) {
  const emit = ws.emit.bind(ws) as (event: string | symbol, ...args: unknown[]) => boolean;
  ws.emit = ((event: string | symbol, ...args: unknown[]) => {
    const code = (args[0] as { code?: unknown } | undefined)?.code;
    if (event === "error" && typeof code === "string" && code.startsWith("WS_ERR_")) {
      log.info({ code }, "WebSocket closed: the client sent a frame out of bounds");
      return true;
    }
    return emit(event, ...args);
  }) as WebSocket["emit"];
}

type SocketExtra = {
  request: http.IncomingMessage;
  socket: WebSocket;
  token?: string | null;
  viewer?: Viewer;
};

/**
 * GraphQL over WebSocket (graphql-ws) on /graphql, held to the HTTP rules: the page's Origin is checked at
 * the upgrade, before anything else; frames are capped at MAX_FRAME_BYTES; the session (cookie or `token`
 * connection param) is checked at `connection_init` and again when each operation starts; operations pass
 * the same parse and validation limits as over HTTP; errors leave through the same `formatError`. Sockets of
 * sessions that end (sign-out, ban, password change) close in every process.
 */
export function attachWebSocketServer(options: {
  httpServer: http.Server;
  schema: GraphQLSchema;
  services: Services;
  limits: Limits;
  formatError: (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;
  clientIp: (req: http.IncomingMessage) => string;
  /** The accounts area's sessions: the viewer behind a token (read afresh), and a request's token. */
  sessions: {
    resolveViewer: (token: string | null) => Promise<Viewer | null>;
    tokenFromHeaders: (headers: { cookie?: string }) => string | null;
  };
}) {
  const { httpServer, schema, services, limits, formatError, clientIp } = options;
  const { resolveViewer, tokenFromHeaders } = options.sessions;
  const { config, db, log } = services;

  const wsServer = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const onUpgrade = (request: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    const { pathname } = new URL(request.url ?? "/", "http://localhost");
    if (pathname !== "/graphql") return refuseUpgrade(socket, 404, "Not Found");
    if (!originAllowed(request.headers.origin, request.headers.host, config.publicUrl)) {
      log.warn({ origin: request.headers.origin }, "WebSocket from another origin refused");
      return refuseUpgrade(socket, 403, "Forbidden");
    }
    wsServer.handleUpgrade(request, socket, head, (ws) => {
      quietClientErrors(ws, log);
      wsServer.emit("connection", ws, request);
    });
  };
  httpServer.on("upgrade", onUpgrade);

  const socketsBySession = new Map<string, Set<WebSocket>>();
  // The close reason says why when the accounts area said (BANNED, REVOKED, SIGNED_OUT), so the app can.
  const closeSessions = (sessionIds: Iterable<string>, reason = "Session ended") => {
    for (const id of sessionIds) {
      for (const socket of socketsBySession.get(id) ?? []) socket.close(CLOSE_FORBIDDEN, reason);
      socketsBySession.delete(id);
    }
  };
  const revocations = services.pubSub.subscribe("SESSIONS_REVOKED");
  void (async () => {
    for await (const { sessionIds, reason } of revocations) closeSessions(sessionIds, reason);
  })();
  // What no event announced (a ban written by hand in SQL, a session that expired) is caught here.
  const sweep = setInterval(() => {
    const ids = [...socketsBySession.keys()];
    if (ids.length === 0) return;
    db.query(
      `SELECT s.id FROM sessions s JOIN profiles p ON p.id = s.user_id
        WHERE s.id = ANY($1) AND (s.revoked_at IS NOT NULL OR s.expires_at <= now() OR p.is_banned)`,
      [ids],
    )
      .then((rows: { id: string }[]) => closeSessions(rows.map((r) => r.id)))
      .catch((err: unknown) => log.warn({ err }, "checking the sessions of open sockets failed"));
  }, SESSION_SWEEP_MS);
  sweep.unref();

  const tokenOf = (params: Record<string, unknown> | undefined, request: http.IncomingMessage) => {
    const fromParams = params?.token ?? params?.authorization ?? params?.Authorization;
    if (typeof fromParams === "string" && fromParams) return fromParams.replace(/^Bearer\s+/i, "");
    return tokenFromHeaders({ cookie: request.headers.cookie });
  };
  const format = (errors: readonly GraphQLError[]) =>
    errors.map((error) => formatError(error.toJSON(), error));

  const server = useServer<Record<string, unknown> | undefined, Partial<SocketExtra>>(
    {
      schema,
      onConnect: async (ctx) => {
        const extra = ctx.extra as SocketExtra;
        const token = tokenOf(ctx.connectionParams, extra.request);
        const viewer = await resolveViewer(token);
        if (!viewer) return false;
        extra.token = token;
        extra.viewer = viewer;
        const sockets = socketsBySession.get(viewer.sessionId) ?? new Set();
        sockets.add(extra.socket);
        socketsBySession.set(viewer.sessionId, sockets);
        return true;
      },
      onClose: (ctx) => {
        const extra = ctx.extra as SocketExtra;
        const sockets = extra.viewer && socketsBySession.get(extra.viewer.sessionId);
        sockets?.delete(extra.socket);
        if (sockets?.size === 0) socketsBySession.delete(extra.viewer!.sessionId);
      },
      onSubscribe: (_ctx, _id, payload) => {
        const checked = limits.check(schema, payload.query);
        if (checked.errors) return checked.errors;
        return {
          schema,
          document: checked.document,
          operationName: payload.operationName,
          variableValues: payload.variables,
        };
      },
      context: async (ctx): Promise<Context> => {
        const extra = ctx.extra as SocketExtra;
        const viewer = await resolveViewer(extra.token ?? null);
        if (!viewer) extra.socket.close(CLOSE_FORBIDDEN, "Forbidden");
        return buildContext(services, {
          viewer,
          token: extra.token ?? null,
          ip: clientIp(extra.request),
          userAgent: extra.request.headers["user-agent"] ?? null,
        });
      },
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors
          ? { ...result, errors: format(codeVariableErrors(result.errors)) }
          : undefined,
      onError: (_ctx, _id, _payload, errors) => format(errors),
    },
    wsServer,
  );

  return {
    wsServer,
    /** Stops accepting sockets and closes the open ones (Apollo's drain calls it). */
    dispose: async () => {
      httpServer.off("upgrade", onUpgrade);
      clearInterval(sweep);
      await revocations.return?.();
      await server.dispose();
    },
  };
}
