// What the server answers outside the app's pages, as a real site does: robots.txt, 404 for files it does
// not have, a Permissions-Policy and a WebSocket-tight CSP on every answer, and compressed GraphQL JSON.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { startTestServer, type TestServer } from "../support/server";

type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A request whose body arrives as sent (fetch would decompress it). */
function request(
  url: string,
  {
    method = "GET",
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** What a browser sends for a page or a file it was linked to. */
const BROWSER = {
  accept: "text/html,application/xhtml+xml,*/*;q=0.8",
  "accept-encoding": "gzip, br",
};

const PUBLIC_URL = "https://agora.example";

describe("the site's own files and headers", () => {
  let site: TestServer;
  let clientDist: string;
  beforeAll(async () => {
    clientDist = fs.mkdtempSync(path.join(os.tmpdir(), "agora-client-"));
    fs.mkdirSync(path.join(clientDist, "assets"));
    fs.writeFileSync(path.join(clientDist, "index.html"), "<!doctype html><title>Agora</title>");
    fs.writeFileSync(path.join(clientDist, "assets", "index-Ab12Cd34.js"), "console.log(1);\n");
    fs.writeFileSync(
      path.join(clientDist, "favicon.svg"),
      "<svg xmlns='http://www.w3.org/2000/svg'/>",
    );
    site = await startTestServer({ CLIENT_DIST: clientDist, PUBLIC_URL });
  });
  afterAll(async () => {
    await site.stop();
    fs.rmSync(clientDist, { recursive: true, force: true });
  });

  const graphql = (query: string, encoding: string, pathname = "/graphql") =>
    request(`${site.url}${pathname}`, {
      method: "POST",
      headers: { "content-type": "application/json", "accept-encoding": encoding },
      body: JSON.stringify({ query }),
    });

  it("serves robots.txt as text, keeping crawlers out of the API and private links", async () => {
    const res = await request(`${site.url}/robots.txt`, { headers: BROWSER });
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    const lines = res.body.toString().trim().split("\n");
    expect(lines).toEqual([
      "User-agent: *",
      "Disallow: /graphql",
      "Disallow: /exports/",
      "Disallow: /unsubscribe",
    ]);
    // No sitemap route exists, so none is announced.
    expect(res.body.toString()).not.toMatch(/sitemap/i);
  });

  it("answers 404 for files it does not have, even to a browser that accepts HTML", async () => {
    for (const pathname of [
      "/assets/x.js",
      "/assets/index-Old00000.css",
      "/assets/no-extension",
      "/favicon.ico",
      "/x.js",
      "/foo.map",
      "/groups/cover.png",
    ]) {
      const res = await request(`${site.url}${pathname}`, { headers: BROWSER });
      expect({ pathname, status: res.status }).toEqual({ pathname, status: 404 });
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(JSON.parse(res.body.toString())).toEqual({ error: "Not found." });
    }
  });

  it("still serves the files it has and the app's page on paths without an extension", async () => {
    const script = await request(`${site.url}/assets/index-Ab12Cd34.js`, { headers: BROWSER });
    expect(script.status).toBe(200);
    expect(script.body.toString()).toBe("console.log(1);\n");
    const icon = await request(`${site.url}/favicon.svg`, { headers: BROWSER });
    expect(icon.status).toBe(200);
    expect(icon.headers["content-type"]).toMatch(/^image\/svg\+xml/);

    for (const pathname of ["/", "/groups", "/settings/security"]) {
      const res = await request(`${site.url}${pathname}`, { headers: BROWSER });
      expect({ pathname, status: res.status }).toEqual({ pathname, status: 200 });
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.body.toString()).toContain("<title>Agora</title>");
    }
  });

  it("sends a Permissions-Policy denying unused features, keeping passkeys for the site", async () => {
    const answers = [
      await request(`${site.url}/groups`, { headers: BROWSER }),
      await request(`${site.url}/robots.txt`),
      await graphql("{ __typename }", "identity"),
      await request(`${site.url}/graphql`, { headers: { accept: "text/html" } }),
    ];
    for (const res of answers) {
      const policy = String(res.headers["permissions-policy"] ?? "")
        .split(",")
        .map((d) => d.trim());
      expect(policy).toEqual(
        expect.arrayContaining([
          "camera=()",
          "microphone=()",
          "geolocation=()",
          "payment=()",
          "usb=()",
          "publickey-credentials-get=(self)",
          "publickey-credentials-create=(self)",
        ]),
      );
      expect(policy.join(",")).not.toContain("interest-cohort");
    }
  });

  it("lets the page open WebSockets to its own origin only", async () => {
    const res = await request(`${site.url}/groups`, { headers: BROWSER });
    const directives = String(res.headers["content-security-policy"] ?? "")
      .split(";")
      .map((d) => d.trim().split(/\s+/));
    const connect = directives.find(([name]) => name === "connect-src")?.slice(1);
    // 'self', and PUBLIC_URL's own socket origin, as the client computes its WebSocket address.
    expect(connect).toEqual(["'self'", "wss://agora.example"]);
    expect(connect).not.toContain("ws:");
    expect(connect).not.toContain("wss:");
  });

  it("compresses a GraphQL answer of 1 KB or more for a client that accepts gzip", async () => {
    const query = "{ __schema { types { name kind } } }";
    for (const pathname of ["/graphql", "/graphql/"]) {
      const res = await graphql(query, "gzip", pathname);
      expect(res.status).toBe(200);
      expect({ pathname, encoding: res.headers["content-encoding"] }).toEqual({
        pathname,
        encoding: "gzip",
      });
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      const json = JSON.parse(zlib.gunzipSync(res.body).toString()) as {
        data: { __schema: { types: { name: string }[] } };
      };
      expect(json.data.__schema.types.map((t) => t.name)).toEqual(
        expect.arrayContaining(["Query", "Mutation"]),
      );
      expect(zlib.gunzipSync(res.body).length).toBeGreaterThanOrEqual(1024);
      expect(res.body.length).toBeLessThan(zlib.gunzipSync(res.body).length);
    }

    // The same answer to a client that accepts no compression goes as it is.
    const plain = await graphql(query, "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toHaveProperty("data.__schema.types");
  });

  it("sends a GraphQL answer under 1 KB as it is, even to a client that accepts gzip", async () => {
    const res = await graphql("{ __typename }", "gzip");
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(res.body.toString())).toEqual({ data: { __typename: "Query" } });
  });
});
