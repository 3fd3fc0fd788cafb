// The transports held to one set of rules: HTTP and WebSocket parse, validate and limit operations alike;
// sockets come only from the app's own pages and read no large frame; bad requests answer JSON without
// internals, in development too; each route sends its own security headers.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { getIntrospectionQuery } from "graphql";
import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";
import { makeMember, type Member } from "../support/factories";
import { errorCode, gql, type GraphQLResponse } from "../support/graphql-client";
import { startTestServer, type TestServer } from "../support/server";

let app: TestServer;
let member: Member;
beforeAll(async () => {
  app = await startTestServer();
  member = await makeMember(app.url);
});
afterAll(() => app.stop());

const wsUrl = (url: string) => `${url.replace(/^http/, "ws")}/graphql`;

/**
 * A graphql-ws client whose upgrade request carries `headers` (a browser's Origin and cookie); resolves
 * once the server acknowledges it, rejects with the close event when refused.
 */
function openSocket(
  url: string,
  options: { headers?: Record<string, string>; token?: string } = {},
): Promise<{ client: Client; closed: Promise<{ code: number; reason: string }> }> {
  const { headers } = options;
  class HeaderWebSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers });
    }
  }
  let resolveClosed: (event: { code: number; reason: string }) => void;
  const closed = new Promise<{ code: number; reason: string }>((r) => (resolveClosed = r));
  return new Promise((resolve, reject) => {
    const client = createClient({
      url: wsUrl(url),
      webSocketImpl: HeaderWebSocket,
      connectionParams: options.token ? { token: options.token } : undefined,
      retryAttempts: 0,
      lazy: false,
      onNonLazyError: (error) => reject(error),
      on: {
        connected: () => resolve({ client, closed }),
        closed: (event) => {
          const { code, reason } = event as { code: number; reason: string };
          resolveClosed({ code, reason });
          reject({ code, reason });
        },
      },
    });
  });
}

type Result = { data?: Record<string, unknown> | null; errors?: GraphQLResponse["errors"] };

/** Runs one operation over an open socket: its result, or the errors the server answered instead. */
function overSocket(
  client: Client,
  query: string,
  variables: Record<string, unknown> = {},
  extensions?: Record<string, unknown>,
): Promise<Result> {
  return new Promise((resolve, reject) => {
    let result: Result = {};
    client.subscribe(
      { query, variables, extensions },
      {
        next: (value) => (result = value as Result),
        error: (error) =>
          Array.isArray(error) ? resolve({ errors: error }) : reject(error as Error),
        complete: () => resolve(result),
      },
    );
  });
}

/** A raw WebSocket: how the server answered the upgrade, and how the socket closed. */
function rawSocket(url: string, headers: Record<string, string> = {}) {
  const socket = new WebSocket(wsUrl(url), "graphql-transport-ws", { headers });
  const upgrade = new Promise<{ status: number }>((resolve) => {
    socket.once("open", () => resolve({ status: 101 }));
    socket.once("unexpected-response", (_req, res) => resolve({ status: res.statusCode ?? 0 }));
    socket.once("error", () => undefined);
  });
  const closed = new Promise<number>((resolve) => socket.once("close", (code) => resolve(code)));
  return { socket, upgrade, closed };
}

const codesOf = (result: Result) => result.errors?.map((e) => e.extensions?.code);

const nestedList = (depth: number) =>
  `{ feed(first: ${"[".repeat(depth)}${"]".repeat(depth)}) { pageInfo { hasNextPage } } }`;
const manyTokens = `{ ${Array.from({ length: 3100 }, () => "__typename").join(" ")} }`;
const ofTypeChain = (root: string, depth: number) =>
  `{ ${root} { ${"ofType { ".repeat(depth)}name${" }".repeat(depth)} } }`;
const tooDeepForTheDepthLimit = ofTypeChain(`__type(name: "Query")`, 13);
const tooDeepIntrospection = `{ __schema { types { fields { type ${ofTypeChain("", 36).slice(1, -1)} } } } }`;
const tooManyAliases = `{ ${Array.from({ length: 60 }, (_, i) => `a${i}: me { id }`).join(" ")} }`;
const tooCostly = `{ ${Array.from({ length: 10 }, (_, i) => `a${i}: feed(first: 100) { edges { node { id title } } }`).join(" ")} }`;

describe("one set of parse and validation rules, over HTTP and over WebSocket", () => {
  let socket: { client: Client; closed: Promise<{ code: number; reason: string }> };
  beforeAll(async () => {
    socket = await openSocket(app.url, { token: member.token });
  });
  afterAll(() => socket.client.dispose());

  it("answers a syntax error with GRAPHQL_PARSE_FAILED: HTTP 400, and an error message on the socket", async () => {
    const http = await gql(app.url, `{ me `);
    expect(http.status).toBe(400);
    expect(errorCode(http)).toBe("GRAPHQL_PARSE_FAILED");
    expect(http.errors?.[0].message).toMatch(/^Syntax Error: Expected Name, found <EOF>/);

    const ws = await overSocket(socket.client, `{ me `);
    expect(codesOf(ws)).toEqual(["GRAPHQL_PARSE_FAILED"]);
    expect(ws.errors?.[0].message).toBe(http.errors?.[0].message);
  });

  it("refuses a list literal nested 2,500 deep before parsing it, and one of 3,100 tokens", async () => {
    for (const query of [nestedList(2500), manyTokens]) {
      const http = await gql(app.url, query);
      expect(http.status).toBe(400);
      expect(errorCode(http)).toBe("GRAPHQL_PARSE_FAILED");
      const ws = await overSocket(socket.client, query);
      expect(codesOf(ws)).toEqual(["GRAPHQL_PARSE_FAILED"]);
    }
    expect((await gql(app.url, nestedList(2500))).errors?.[0].message).toMatch(/Nesting deeper/);
    expect((await gql(app.url, manyTokens)).errors?.[0].message).toMatch(/3000 tokens/);
    // Over GET as well.
    const get = await fetch(`${app.url}/graphql?query=${encodeURIComponent(nestedList(2500))}`, {
      headers: { "apollo-require-preflight": "1" },
    });
    expect(get.status).toBe(400);
    expect(((await get.json()) as Result).errors?.[0].extensions?.code).toBe(
      "GRAPHQL_PARSE_FAILED",
    );
  });

  it("applies the alias, cost and depth limits to operations on the socket as over HTTP", async () => {
    for (const [query, message] of [
      [tooManyAliases, /Aliases limit of 20 exceeded/],
      [tooCostly, /Cost limit of 10000 exceeded/],
      [tooDeepForTheDepthLimit, /depth limit of 12 exceeded/],
    ] as const) {
      const http = await gql(app.url, query, {}, { token: member.token });
      expect(http.status).toBe(400);
      expect(http.errors?.[0].message).toMatch(message);
      const ws = await overSocket(socket.client, query);
      expect(ws.data).toBeUndefined();
      expect(ws.errors?.[0].message).toBe(http.errors?.[0].message);
      expect(ws.errors?.[0].extensions?.code).toBe(http.errors?.[0].extensions?.code);
    }
    // The socket is still open and runs what passes.
    expect(await overSocket(socket.client, `{ me { id } }`)).toEqual({
      data: { me: { id: member.id } },
    });
  });

  it("bounds introspection by depth too, while the standard schema query (Apollo Sandbox's) passes", async () => {
    for (const typeDepth of [7, 9]) {
      const sandbox = getIntrospectionQuery({
        descriptions: true,
        inputValueDeprecation: true,
        specifiedByUrl: true,
        directiveIsRepeatable: true,
        schemaDescription: true,
        oneOf: true,
        typeDepth,
      } as Parameters<typeof getIntrospectionQuery>[0]);
      const res = await gql(app.url, sandbox);
      expect(res.errors).toBeUndefined();
      expect(res.data?.__schema.queryType.name).toBe("Query");
    }

    const http = await gql(app.url, tooDeepIntrospection);
    expect(http.status).toBe(400);
    expect(http.errors?.[0].message).toMatch(/depth limit of 18 exceeded, found 41\./);
    const ws = await overSocket(socket.client, tooDeepIntrospection);
    expect(ws.errors?.[0].message).toBe(http.errors?.[0].message);
  });

  it("masks an unexpected error on the socket as over HTTP", async () => {
    // A variable of the wrong type is the client's fault and says so, on both transports.
    const query = `query ($first: Int) { feed(first: $first) { pageInfo { hasNextPage } } }`;
    const http = await gql(app.url, query, { first: "many" });
    const ws = await overSocket(socket.client, query, { first: "many" });
    expect(errorCode(http)).toBe("BAD_USER_INPUT");
    expect(codesOf(ws)).toEqual(["BAD_USER_INPUT"]);
  });
});

describe("WebSocket origin", () => {
  it("refuses an upgrade from another site's page before reading its cookie", async () => {
    const foreign = rawSocket(app.url, {
      origin: "https://evil.example",
      cookie: member.cookie,
    });
    expect(await foreign.upgrade).toEqual({ status: 403 });
    await expect(
      openSocket(app.url, { headers: { origin: "https://evil.example", cookie: member.cookie } }),
    ).rejects.toBeDefined();
    // `null` is what a sandboxed frame or a file sends.
    expect(await rawSocket(app.url, { origin: "null", cookie: member.cookie }).upgrade).toEqual({
      status: 403,
    });
  });

  it("accepts the app's own pages (the host they were served from, or PUBLIC_URL) and clients without an Origin", async () => {
    const own = await openSocket(app.url, {
      headers: { origin: app.url, cookie: member.cookie },
    });
    expect(await overSocket(own.client, `{ me { id } }`)).toEqual({
      data: { me: { id: member.id } },
    });
    await own.client.dispose();

    const noOrigin = await openSocket(app.url, { token: member.token });
    await noOrigin.client.dispose();

    const behindProxy = await startTestServer({ PUBLIC_URL: "https://agora.example" });
    try {
      const there = await makeMember(behindProxy.url);
      const viaProxy = await openSocket(behindProxy.url, {
        headers: { origin: "https://agora.example", cookie: there.cookie },
      });
      await viaProxy.client.dispose();
      expect(
        await rawSocket(behindProxy.url, { origin: "https://agora.example.evil.test" }).upgrade,
      ).toEqual({ status: 403 });
    } finally {
      await behindProxy.stop();
    }
  });
});

describe("WebSocket frame size", () => {
  it("closes a visitor's 5 MB connection_init as too big (1009), without an answer", async () => {
    const visitor = rawSocket(app.url);
    expect(await visitor.upgrade).toEqual({ status: 101 });
    const payload = { token: "x".repeat(5 * 1024 * 1024) };
    visitor.socket.send(JSON.stringify({ type: "connection_init", payload }));
    const messages: unknown[] = [];
    visitor.socket.on("message", (data) => messages.push(String(data)));
    expect(await visitor.closed).toBe(1009);
    expect(messages).toEqual([]);
  });

  it("reads a member's frame under the limit (1 MiB, as the HTTP body limit)", async () => {
    const { client } = await openSocket(app.url, { token: member.token });
    try {
      const padded = await overSocket(client, `{ me { id } }`, {}, { pad: "x".repeat(900_000) });
      expect(padded).toEqual({ data: { me: { id: member.id } } });
    } finally {
      await client.dispose();
    }
  });
});

describe("bad requests answer JSON without internals, in development too", () => {
  let dev: TestServer;
  beforeAll(async () => {
    dev = await startTestServer({ NODE_ENV: "development" });
  });
  afterAll(() => dev.stop());

  const internals = /\bat .+:\d+:\d+|node_modules|[/\\]server[/\\]|SyntaxError|JSON\.parse/;

  async function expectCleanJson(res: Response, status: number) {
    expect(res.status).toBe(status);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const text = await res.text();
    expect(text).not.toMatch(internals);
    return JSON.parse(text) as { errors?: { message: string }[]; error?: string };
  }

  it("answers bodies that are not a JSON object", async () => {
    for (const body of ["{not json", "null", "42"]) {
      const res = await fetch(`${dev.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      });
      const json = await expectCleanJson(res, 400);
      expect(json.errors?.[0].message).toBe("The request body is not valid JSON.");
    }
  });

  it("answers a body over the limit", async () => {
    const res = await fetch(`${dev.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: `{ __typename }`, pad: "x".repeat(1_100_000) }),
    });
    const json = await expectCleanJson(res, 413);
    expect(json.errors?.[0].message).toMatch(/larger than the limit/);
  });

  it("answers a path that climbs out of /uploads", async () => {
    const res = await fetch(`${dev.url}/uploads/..%2f..%2fpackage.json`);
    expect((await expectCleanJson(res, 403)).error).toBe("Forbidden.");
    const missing = await fetch(`${dev.url}/uploads/nothing-here.png`);
    expect((await expectCleanJson(missing, 404)).error).toBe("Not found.");
  });

  it("answers a multipart request with more files than allowed", async () => {
    const form = new FormData();
    form.append(
      "operations",
      JSON.stringify({
        query: `mutation ($f: Upload!) { __typename }`,
        variables: { f: null },
      }),
    );
    form.append(
      "map",
      JSON.stringify({ 0: ["variables.f"], 1: ["variables.f"], 2: ["variables.f"] }),
    );
    for (const name of ["0", "1", "2"]) form.append(name, new Blob(["x"]), `${name}.png`);
    const res = await fetch(`${dev.url}/graphql`, {
      method: "POST",
      headers: { "apollo-require-preflight": "1" },
      body: form,
    });
    const json = await expectCleanJson(res, 413);
    expect(json.errors?.[0].message).toMatch(/max file uploads exceeded/);
  });

  it("answers a syntax error over HTTP with 400 in development", async () => {
    const res = await fetch(`${dev.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: nestedList(2500) }),
    });
    await expectCleanJson(res, 400);
  });
});

describe("security headers per route", () => {
  let site: TestServer;
  let clientDist: string;
  beforeAll(async () => {
    clientDist = fs.mkdtempSync(path.join(os.tmpdir(), "agora-client-"));
    fs.mkdirSync(path.join(clientDist, "assets"));
    fs.writeFileSync(path.join(clientDist, "index.html"), "<!doctype html><title>Agora</title>");
    fs.writeFileSync(path.join(clientDist, "assets", "app-1234.js"), "console.log(1)");
    site = await startTestServer({ CLIENT_DIST: clientDist });
    const uploads = path.join(site.dataDir, "uploads", "test");
    fs.mkdirSync(uploads, { recursive: true });
    fs.writeFileSync(path.join(uploads, "pixel.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  });
  afterAll(async () => {
    await site.stop();
    fs.rmSync(clientDist, { recursive: true, force: true });
  });

  /** The policy's directives, by name (one policy: two would arrive joined by a comma). */
  async function policyOf(pathname: string, init: RequestInit = {}) {
    const res = await fetch(`${site.url}${pathname}`, init);
    const header = res.headers.get("content-security-policy") ?? "";
    expect(header).not.toContain(",");
    const directives = Object.fromEntries(
      header.split(";").map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values.join(" ")];
      }),
    );
    return { res, directives };
  }

  const SITE_SCRIPTS = "'self'";
  const SANDBOX_SCRIPTS = "'self' 'unsafe-inline' https://embeddable-sandbox.cdn.apollographql.com";

  it("gives the app's pages, assets, uploads and health checks the site's policy", async () => {
    for (const pathname of ["/", "/assets/app-1234.js", "/uploads/test/pixel.png", "/healthz"]) {
      const { res, directives } = await policyOf(pathname, { headers: { accept: "text/html" } });
      expect(res.status).toBe(200);
      expect(directives["script-src"]).toBe(SITE_SCRIPTS);
      expect(directives["frame-src"]).toBeUndefined();
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });

  it("gives /graphql exactly the policy Apollo Sandbox needs, and Sandbox's page loads from the CDN it allows", async () => {
    const { res, directives } = await policyOf("/graphql", { headers: { accept: "text/html" } });
    expect(res.status).toBe(200);
    const html = await res.text();
    const script = /<script[^>]+src="(https:\/\/[^/"]+)\//.exec(html)?.[1];
    expect(script).toBe("https://embeddable-sandbox.cdn.apollographql.com");
    expect(directives["script-src"]).toBe(SANDBOX_SCRIPTS);
    expect(directives["frame-src"]).toBe("https://sandbox.embed.apollographql.com");
    expect(directives["connect-src"]).toBe("'self'");
    expect(directives["object-src"]).toBe("'none'");

    const post = await policyOf("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ __typename }" }),
    });
    expect(post.directives["script-src"]).toBe(SANDBOX_SCRIPTS);
  });

  it("gives every response a request id, /graphql's (which skip Express's router) as others'", async () => {
    const ids: string[] = [];
    for (const [pathname, init] of [
      ["/healthz", {}],
      ["/graphql", { headers: { accept: "text/html" } }],
      [
        "/graphql",
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ query: "{ __typename }" }),
        },
      ],
      // A body that is not JSON gets the same GraphQL-shaped answer as before.
      [
        "/graphql?x=1",
        { method: "POST", headers: { "content-type": "application/json" }, body: "{" },
      ],
    ] as [string, RequestInit][]) {
      const res = await fetch(`${site.url}${pathname}`, init);
      ids.push(res.headers.get("x-request-id") ?? "");
      if (init.body === "{") {
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({
          errors: [
            {
              message: "The request body is not valid JSON.",
              extensions: { code: "BAD_REQUEST" },
            },
          ],
        });
      }
    }
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(ids.length);
    // A caller's own id (a proxy's) is kept.
    const own = await fetch(`${site.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-request-id": "edge-42" },
      body: JSON.stringify({ query: "{ __typename }" }),
    });
    expect(own.headers.get("x-request-id")).toBe("edge-42");
  });
});

describe("limits over WebSocket as over HTTP", () => {
  it("rate-limits messages sent over the socket", async () => {
    const strict = await startTestServer({ RATE_LIMIT_MESSAGES_PER_MINUTE: "2" });
    try {
      const [from, to] = [await makeMember(strict.url), await makeMember(strict.url)];
      const { client } = await openSocket(strict.url, { token: from.token });
      const send = `mutation ($input: SendMessageInput!) { sendMessage(input: $input) { id } }`;
      const codes = [];
      for (let i = 0; i < 3; i++) {
        const res = await overSocket(client, send, {
          input: { receiverId: to.id, content: `hi ${i}` },
        });
        codes.push(res.errors?.[0].extensions?.code);
      }
      expect(codes).toEqual([undefined, undefined, "RATE_LIMITED"]);
      await client.dispose();
    } finally {
      await strict.stop();
    }
  });
});
