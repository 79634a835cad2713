import { addDaysTo, LICENSE_FILE, todayIn } from "@verdant/shared/vendors";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { buildTenant, type Tenant, vancouver } from "../../test/tenancy.fixtures.ts";

// A real one-page PDF, small enough to read.
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

function multipart(parts: { name: string; value: Buffer | string; filename?: string; type?: string }[]) {
  const boundary = "----verdant-license";
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ""}\r\n` +
        (p.type ? `Content-Type: ${p.type}\r\n` : "") +
        "\r\n",
    ),
    Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value),
    Buffer.from("\r\n"),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

describe("vendors", () => {
  let t: TestApp;
  let a: Tenant;
  let b: Tenant;
  let base: string;
  let token: string;
  let today: string;
  const create = async (body: Record<string, unknown>, as = token) => {
    const res = await t.call("POST", base, { token: as, body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const upload = (
    vendorId: string,
    parts: Parameters<typeof multipart>[0],
    as = token,
    url = `${base}/${vendorId}/license`,
  ) => {
    const { payload, type } = multipart(parts);
    return t.app.inject({
      method: "POST",
      url,
      payload,
      headers: { "api-key": "dev-local-key", authorization: `Bearer ${as}`, "content-type": type },
    });
  };

  beforeAll(async () => {
    t = await createTestApp();
    a = await buildTenant(t, "Vendors A");
    b = await buildTenant(t, "Vendors B");
    base = `/api/organization/${a.organizationId}/location/${a.locationId}/vendor`;
    token = a.people.MANAGER.token;
    today = todayIn(vancouver.timeZone);
  });
  afterAll(() => t.close());

  it("creates a vendor with the fields of spec §3 and reads it back", async () => {
    const vendor = await create({
      name: "Great North Supply",
      paymentTerms: "Net 30",
      address: "200 Industrial Way",
      city: "Kelowna",
      state: "BC",
      zipCode: "V1Y 1A1",
      licenseNumber: "LP-12345",
      licenseType: "Licensed Producer",
      licenseExpiry: addDaysTo(today, 200),
      contactName: "Jo Grower",
      contactEmail: "Jo@GreatNorth.example",
      contactPhone: "+16045550123",
    });
    expect(vendor).toMatchObject({
      contactEmail: "jo@greatnorth.example",
      active: true,
      licenseStatus: "VALID",
      licenseFileUrl: null,
      productCount: 0,
    });
    const got = await t.call("GET", `${base}/${vendor.id}`, { token: a.people.CASHIER.token });
    expect(got.json()).toEqual(vendor);
  });

  it("answers 400 naming each field and 409 for a duplicate name", async () => {
    const res = await t.call("POST", base, {
      token,
      body: { name: "", contactEmail: "nope", contactPhone: "12", licenseExpiry: "2025-02-30x" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(
      expect.arrayContaining([
        "name is required",
        "contactEmail must be a valid e-mail address",
        expect.stringMatching(/^contactPhone must be a valid phone number/),
        "licenseExpiry must be a date (YYYY-MM-DD)",
      ]),
    );
    const dup = await t.call("POST", base, { token, body: { name: "great north supply" } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ code: "fields_already_in_use", fields: ["name"] });
  });

  it("derives licenseStatus at the 30-day boundary and filters and pages by it", async () => {
    const cases = [
      ["Expired Yesterday", addDaysTo(today, -1), "EXPIRED"],
      ["Expires Today", today, "EXPIRING_SOON"],
      ["Expires In 30", addDaysTo(today, 30), "EXPIRING_SOON"],
      ["Expires In 31", addDaysTo(today, 31), "VALID"],
      ["No License", null, "MISSING"],
    ] as const;
    for (const [name, licenseExpiry, status] of cases) {
      const vendor = await create({ name, licenseExpiry });
      expect(vendor.licenseStatus, name).toBe(status);
    }
    const soon = await t.call("GET", base, { token, query: { licenseStatus: "EXPIRING_SOON", limit: "1" } });
    expect(soon.json().meta).toEqual({ page: 1, limit: 1, total: 2, totalPages: 2 });
    expect(soon.json().data[0].name).toBe("Expires In 30");
    const valid = await t.call("GET", base, { token, query: { licenseStatus: "VALID" } });
    expect(valid.json().data.map((v: { name: string }) => v.name)).toEqual(["Expires In 31", "Great North Supply"]);
    const expired = await t.call("GET", base, { token, query: { licenseStatus: "EXPIRED", sort: "-name" } });
    expect(expired.json().data.map((v: { name: string }) => v.name)).toEqual(["Expired Yesterday"]);
    const bad = await t.call("GET", base, { token, query: { licenseStatus: "SOON", sort: "age" } });
    expect(bad.statusCode).toBe(400);
  });

  it("lists with name and active filters, sorts, and paging defaults of 10", async () => {
    const res = await t.call("GET", base, { token, query: { name: "EXPIRES", sort: "-licenseExpiry" } });
    expect(res.json().data.map((v: { name: string }) => v.name)).toEqual([
      "Expires In 31",
      "Expires In 30",
      "Expires Today",
    ]);
    expect(res.json().meta).toMatchObject({ page: 1, limit: 10 });
    const inactive = await t.call("GET", base, { token, query: { active: "false" } });
    expect(inactive.json().meta.total).toBe(0);
  });

  it("updates, toggles status single and bulk, and reports unknown ids", async () => {
    const vendor = await create({ name: "Toggle Co" });
    const updated = await t.call("PATCH", `${base}/${vendor.id}`, { token, body: { paymentTerms: "COD", city: "" } });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ paymentTerms: "COD", city: null });
    const off = await t.call("PATCH", `${base}/${vendor.id}/status`, { token, body: { active: false } });
    expect(off.json().active).toBe(false);
    const foreign = await t.call("POST", `/api/organization/${b.organizationId}/location/${b.locationId}/vendor`, {
      token: b.people.OWNER.token,
      body: { name: "Foreign Supply" },
    });
    const bulk = await t.call("PATCH", `${base}/bulk/status`, {
      token,
      body: { vendorIds: [vendor.id, foreign.json().id], active: true },
    });
    expect(bulk.json()).toEqual({
      successCount: 1,
      failureCount: 1,
      failures: [{ id: foreign.json().id, message: "Vendor not found" }],
      successfulVendorIds: [vendor.id],
    });
    expect((await t.call("GET", `${base}/${foreign.json().id}`, { token })).statusCode).toBe(404);
  });

  it("deletes one or many, refusing vendors that products use", async () => {
    const used = await create({ name: "Used Supply" });
    const free = await create({ name: "Free Supply" });
    const spare = await create({ name: "Spare Supply" });
    const product = await t.call("POST", base.replace(/vendor$/, "product"), {
      token,
      body: { name: "Supplied", priceCents: 100, vendorId: used.id },
    });
    expect(product.statusCode).toBe(201);
    const refused = await t.call("DELETE", `${base}/${used.id}`, { token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("This vendor is used by 1 product. Move them to another vendor first.");
    const one = await t.call("DELETE", `${base}/${spare.id}`, { token });
    expect(one.json()).toEqual({ id: spare.id });
    const unknown = "00000000-0000-4000-8000-000000000000";
    const bulk = await t.call("DELETE", `${base}/bulk`, { token, body: { vendorIds: [used.id, free.id, unknown] } });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json()).toEqual({
      successCount: 1,
      failureCount: 2,
      failures: [
        { id: used.id, message: "This vendor is used by 1 product. Move them to another vendor first." },
        { id: unknown, message: "Vendor not found" },
      ],
      successfulVendorIds: [free.id],
    });
  });

  it("uploads a real PDF license, serves it to members only, and refuses fakes and oversized files", async () => {
    const vendor = await create({ name: "Licensed Supply", licenseExpiry: addDaysTo(today, 90) });
    const ok = await upload(vendor.id, [
      { name: "fileType", value: "application/pdf" },
      { name: "file", value: PDF, filename: "license.pdf", type: "application/pdf" },
    ]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ licenseFileType: "application/pdf", licenseStatus: "VALID" });
    const link: string = ok.json().licenseFileUrl;
    expect(link).toMatch(/^\/api\/files\/vendors\/.+\.pdf\?expires=\d+&signature=/);
    const viaLink = await t.app.inject({ method: "GET", url: link });
    expect(viaLink.statusCode).toBe(200);
    expect(viaLink.rawPayload.equals(PDF)).toBe(true);

    const download = (as: string) => t.call("GET", `${base}/${vendor.id}/license`, { token: as });
    const member = await download(a.people.VIEWER.token);
    expect(member.statusCode).toBe(200);
    expect(member.headers["content-type"]).toBe("application/pdf");
    expect(member.rawPayload.equals(PDF)).toBe(true);
    expect((await download(b.people.OWNER.token)).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: `${base}/${vendor.id}/license` })).statusCode).toBe(401);

    const fake = await upload(vendor.id, [
      { name: "fileType", value: "application/pdf" },
      { name: "file", value: "this is text, not a PDF", filename: "license.pdf", type: "application/pdf" },
    ]);
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toEqual(["file must be a PDF, PNG, JPEG, WEBP file (its content is not)"]);
    const mismatch = await upload(vendor.id, [
      { name: "fileType", value: "image/png" },
      { name: "file", value: PDF, filename: "license.png" },
    ]);
    expect(mismatch.json().message).toEqual(["fileType image/png does not match the file's content (application/pdf)"]);
    const missing = await upload(vendor.id, [{ name: "fileType", value: "application/pdf" }]);
    expect(missing.json().message).toEqual(["file is required"]);
    const big = Buffer.concat([PDF, Buffer.alloc(LICENSE_FILE.maxBytes)]);
    const tooBig = await upload(vendor.id, [
      { name: "fileType", value: "application/pdf" },
      { name: "file", value: big, filename: "big.pdf" },
    ]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe("The license file must be at most 10 MB");
    const cashier = await upload(vendor.id, [{ name: "file", value: PDF, filename: "l.pdf" }], a.people.CASHIER.token);
    expect(cashier.statusCode).toBe(403);
  });

  it("lets INVENTORY manage vendors and keeps CASHIER and VIEWER to reading", async () => {
    await create({ name: "Inventory Made" }, a.people.INVENTORY.token);
    for (const role of ["CASHIER", "VIEWER"] as const) {
      const as = a.people[role].token;
      expect((await t.call("POST", base, { token: as, body: { name: role } })).statusCode).toBe(403);
      const someone = "00000000-0000-4000-8000-000000000000";
      expect((await t.call("DELETE", `${base}/bulk`, { token: as, body: { vendorIds: [someone] } })).statusCode).toBe(
        403,
      );
      expect((await t.call("GET", base, { token: as })).statusCode).toBe(200);
    }
  });
});
