// Files users upload: the bytes decide the type, a link uploads once, files are served so they cannot run
// script on the product's origin, and every API process on one PostgreSQL serves every upload.
import { mkdtemp, readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { buildOrganization } from "../../test/tenancy.fixtures.ts";
import { databaseSigningSecret } from "./database-files.ts";
import { LocalDiskStorage } from "./local-disk.ts";
import { UrlSigner } from "./storage.ts";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const TOKEN_SECRET = "a-secret-of-at-least-thirty-two-characters";
const HTML = Buffer.from("<html><script>fetch('/api/auth/me')</script></html>");

describe("files users upload", () => {
  let t: TestApp;
  let base: string;
  let token: string;
  let filesDir: string;

  beforeAll(async () => {
    filesDir = await mkdtemp(path.join(tmpdir(), "verdant-files-a-"));
    t = await createTestApp({ FILES_DIR: filesDir, TOKEN_SECRET });
    const { owner, organization } = await buildOrganization(t, { name: "Files Co" });
    token = owner.token;
    base = `/api/organization/${organization.id}/location/${organization.locations[0]!.id}/receive-orders`;
  });
  afterAll(() => t.close());

  async function uploadLink(contentType: string, fileName = "slip") {
    const order = await t.call("POST", base, { token, body: {} });
    expect(order.statusCode, order.body).toBe(201);
    const res = await t.call("POST", `${base}/${order.json().id}/attachment-upload/generate-upload-url`, {
      token,
      body: { fileName, contentType },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { orderId: order.json().id as string, uploadUrl: res.json().uploadUrl as string };
  }
  const put = (url: string, payload: Buffer, contentType: string) =>
    t.app.inject({ method: "PUT", url, payload, headers: { "content-type": contentType } });

  it("refuses bytes that are not the type the link was made for, whatever type is sent", async () => {
    const { uploadUrl } = await uploadLink("application/pdf", "manifest.pdf");
    const html = await put(uploadUrl, HTML, "application/pdf");
    expect(html.statusCode).toBe(400);
    expect(html.json()).toMatchObject({
      code: "validation_failed",
      message: ["file must be a PDF file (its content is not)"],
    });
    const png = await put(uploadUrl, Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"), "application/pdf");
    expect(png.statusCode).toBe(400);
    expect((await put(uploadUrl, PDF, "text/html")).statusCode).toBe(200);
  });

  it("uploads once per link: a second upload through the same link is refused and the first file stays", async () => {
    const { orderId, uploadUrl } = await uploadLink("application/pdf");
    expect((await put(uploadUrl, PDF, "application/pdf")).statusCode).toBe(200);
    const again = await put(uploadUrl, Buffer.concat([PDF, Buffer.from("changed")]), "application/pdf");
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "conflict", message: "This upload link has already been used" });
    const [attachment] = (await t.call("GET", `${base}/${orderId}`, { token })).json().attachments;
    const download = await t.app.inject({ method: "GET", url: attachment.url });
    expect(download.rawPayload.equals(PDF)).toBe(true);
  });

  it("serves a verified PDF inline with nosniff and a CSP that runs nothing", async () => {
    const { orderId, uploadUrl } = await uploadLink("application/pdf");
    await put(uploadUrl, PDF, "text/html");
    const [attachment] = (await t.call("GET", `${base}/${orderId}`, { token })).json().attachments;
    const res = await t.app.inject({ method: "GET", url: attachment.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toMatch(/^inline; filename=".+\.pdf"$/);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toContain("default-src 'none'");
  });

  it("serves a stored file whose bytes are not its type as a sandboxed download", async () => {
    // A file stored before uploads were checked: HTML under an image type.
    const storage = new LocalDiskStorage(filesDir, new UrlSigner(Buffer.alloc(32, 7)));
    await storage.put("legacy/page.png", HTML, "image/png");
    const link = storage.signedUrl("legacy/page.png", { method: "GET", expiresInSeconds: 60 });
    const app = await buildApp({ config: t.config, database: t.database, storage });
    const res = await app.inject({ method: "GET", url: link });
    await app.close();
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/octet-stream");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="page.png"');
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toMatch(/default-src 'none'.*; sandbox$/);
  });

  it("shares uploads between API processes on one PostgreSQL (the embedded mode keeps them in its folder)", async () => {
    const otherDir = await mkdtemp(path.join(tmpdir(), "verdant-files-b-"));
    const config = loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      RATE_LIMIT: "false",
      FILES_DIR: otherDir,
      TOKEN_SECRET,
    });
    const other = await buildApp({ config, database: t.database });
    const { orderId, uploadUrl } = await uploadLink("application/pdf");
    // Uploaded through the second process, listed and downloaded through the first.
    expect((await other.inject({ method: "PUT", url: uploadUrl, payload: PDF })).statusCode).toBe(200);
    const [attachment] = (await t.call("GET", `${base}/${orderId}`, { token })).json().attachments;
    const download = await t.app.inject({ method: "GET", url: attachment.url });
    await other.close();
    if (t.database.engine === "postgres") {
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(PDF)).toBe(true);
      expect(await readdir(otherDir)).toEqual([]);
      // Without TOKEN_SECRET, the processes share the link secret the first one kept in the database.
      expect((await databaseSigningSecret(t.database.db)).equals(await databaseSigningSecret(t.database.db))).toBe(
        true,
      );
    } else {
      expect((await readdir(path.join(otherDir, "receive-orders"))).length).toBe(1);
    }
  });
});
