// How the built web app is served (decision 0028): the build's brotli and gzip copies sent with Content-Encoding,
// hashed assets cached for a year, index.html, theme.js and a service worker revalidated on every load, HEAD
// answered like GET, and client routes answered with index.html.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorHandlerPlugin } from "./error-handler.ts";
import { DEV_RELEASE_COOKIE, webPlugin } from "./web.ts";

const JS = `export const greeting = ${JSON.stringify("hello ".repeat(200))};\n`;
const HTML = `<!doctype html><html><head><title>Verdant</title></head><body><div id="root"></div>${" ".repeat(600)}</body></html>`;
const SW = `self.__VERDANT_BUILD = {"version":"abc123","files":[]};\nself.addEventListener("fetch", () => {});\n`;
const IMMUTABLE = "public, max-age=31536000, immutable";

function writeWithCopies(file: string, body: string) {
  writeFileSync(file, body);
  writeFileSync(`${file}.br`, brotliCompressSync(body));
  writeFileSync(`${file}.gz`, gzipSync(body));
}

describe("the web app's files", () => {
  let root: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), "verdant-web-"));
    await mkdir(path.join(root, "assets"));
    writeWithCopies(path.join(root, "index.html"), HTML);
    writeWithCopies(path.join(root, "assets", "index-Ab12Cd34.js"), JS);
    writeFileSync(path.join(root, "sw.js"), SW);
    app = Fastify();
    await app.register(webPlugin, { root });
    await app.register(errorHandlerPlugin);
    app.get("/api/health", async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string, method: "GET" | "HEAD" = "GET") =>
    app.inject({ method, url, headers: encoding ? { "accept-encoding": encoding } : {} });

  it("sends a hashed asset's brotli copy to a browser that accepts it, cached for a year", async () => {
    const res = await get("/assets/index-Ab12Cd34.js", "gzip, deflate, br");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/javascript/);
    expect(res.headers["cache-control"]).toBe(IMMUTABLE);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(JS);
  });

  it("sends the gzip copy when brotli is not accepted, and the file itself when neither is", async () => {
    const gz = await get("/assets/index-Ab12Cd34.js", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(JS);
    const plain = await get("/assets/index-Ab12Cd34.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(JS);
    expect(plain.headers["cache-control"]).toBe(IMMUTABLE);
  });

  it("answers / and a client route with index.html, compressed and never cached without revalidation", async () => {
    for (const url of ["/", "/catalog", "/pos?register=1"]) {
      const res = await get(url, "br");
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"]).toMatch(/text\/html/);
      expect(res.headers["content-encoding"]).toBe("br");
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(HTML);
    }
  });

  it("revalidates a file that is not hashed, such as a service worker, on every load", async () => {
    const res = await get("/sw.js", "br");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.body).toBe(SW);
  });

  it("answers HEAD with GET's headers and no body, for an asset and for a client route", async () => {
    const asset = await get("/assets/index-Ab12Cd34.js", "br", "HEAD");
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe(IMMUTABLE);
    expect(asset.headers["content-encoding"]).toBe("br");
    expect(asset.body).toBe("");
    const page = await get("/catalog", undefined, "HEAD");
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    expect(page.headers["cache-control"]).toBe("no-cache");
    expect(page.body).toBe("");
  });

  it("does not serve the compressed copies by their own names, and an unknown file or call is a 404", async () => {
    for (const url of ["/assets/index-Ab12Cd34.js.br", "/index.html.gz", "/assets/missing-00000000.js", "/api/nope"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404, code: "not_found" });
    }
  });

  it("ignores the development release cookie unless the development helpers are on", async () => {
    const res = await app.inject({ url: "/sw.js", headers: { cookie: `${DEV_RELEASE_COOKIE}=next1` } });
    expect(res.body).toBe(SW);
  });
});

describe("a new release of the service worker, for a browser journey (development only)", () => {
  let root: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), "verdant-web-"));
    writeFileSync(path.join(root, "index.html"), HTML);
    writeWithCopies(path.join(root, "sw.js"), `${SW}${" ".repeat(600)}`);
    app = Fastify();
    await app.register(webPlugin, { root, devReleases: true });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("serves the worker with the cookie's release in its version, never cached, and the build as is without it", async () => {
    const next = await app.inject({
      url: "/sw.js",
      headers: { cookie: `theme=dark; ${DEV_RELEASE_COOKIE}=next1`, "accept-encoding": "br" },
    });
    expect(next.statusCode).toBe(200);
    expect(next.headers["cache-control"]).toBe("no-cache");
    expect(next.headers["content-type"]).toMatch(/javascript/);
    expect(next.body).toContain('"version":"abc123-next1"');
    const built = await app.inject({ url: "/sw.js" });
    expect(built.body).toContain('"version":"abc123"');
    const odd = await app.inject({ url: "/sw.js", headers: { cookie: `${DEV_RELEASE_COOKIE}=<script>` } });
    expect(odd.body).toContain('"version":"abc123"');
  });
});
