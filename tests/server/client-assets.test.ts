// The built client as a production server sends it: precompressed scripts and styles (brotli, else gzip)
// with Vary and the year-long immutable caching of hashed assets, and never a source map.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { startTestServer, type TestServer } from "../support/server";

type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A GET whose body arrives as sent (fetch would decompress it). */
function get(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

const SCRIPT = `export const greeting = ${JSON.stringify("Welcome to Agora. ".repeat(200))};\n`;
const STYLE = `.card { padding: 1rem; }\n`.repeat(100);

describe("the built client in production", () => {
  let site: TestServer;
  let clientDist: string;
  beforeAll(async () => {
    clientDist = fs.mkdtempSync(path.join(os.tmpdir(), "agora-client-"));
    const assets = path.join(clientDist, "assets");
    fs.mkdirSync(assets);
    fs.writeFileSync(path.join(clientDist, "index.html"), "<!doctype html><title>Agora</title>");
    // What the build writes: each file beside its brotli and gzip copies (and, were one left there, a map).
    for (const [name, text] of [
      ["index-Ab12Cd34.js", SCRIPT],
      ["index-Ef56Gh78.css", STYLE],
    ]) {
      fs.writeFileSync(path.join(assets, name), text);
      fs.writeFileSync(path.join(assets, `${name}.br`), zlib.brotliCompressSync(text));
      fs.writeFileSync(path.join(assets, `${name}.gz`), zlib.gzipSync(text));
    }
    fs.writeFileSync(path.join(assets, "index-Ab12Cd34.js.map"), '{"version":3,"sources":[]}');
    site = await startTestServer({ NODE_ENV: "production", CLIENT_DIST: clientDist });
  });
  afterAll(async () => {
    await site.stop();
    fs.rmSync(clientDist, { recursive: true, force: true });
  });

  it("sends brotli to a browser that accepts it, with Vary and immutable caching kept", async () => {
    const res = await get(`${site.url}/assets/index-Ab12Cd34.js`, {
      "accept-encoding": "gzip, deflate, br",
    });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.body.length).toBeLessThan(SCRIPT.length / 5);
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
  });

  it("sends gzip to a browser that accepts only gzip", async () => {
    const res = await get(`${site.url}/assets/index-Ef56Gh78.css`, { "accept-encoding": "gzip" });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers["content-type"]).toMatch(/^text\/css/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(zlib.gunzipSync(res.body).toString()).toBe(STYLE);
  });

  it("sends the file as it is to a client that accepts no compression", async () => {
    const res = await get(`${site.url}/assets/index-Ab12Cd34.js`, {
      "accept-encoding": "identity",
    });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.body.toString()).toBe(SCRIPT);
  });

  it("never serves a source map", async () => {
    for (const encoding of ["identity", "gzip, br"]) {
      const res = await get(`${site.url}/assets/index-Ab12Cd34.js.map`, {
        "accept-encoding": encoding,
        accept: "*/*",
      });
      expect(res.status).toBe(404);
      expect(res.body.toString()).not.toContain('"sources"');
    }
  });

  it("keeps the page itself uncached, so a new build is picked up", async () => {
    const res = await get(`${site.url}/`, { accept: "text/html", "accept-encoding": "gzip, br" });
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.body.toString()).toContain("<title>Agora</title>");
  });
});
