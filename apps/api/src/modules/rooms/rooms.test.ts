import type { Room } from "@verdant/shared/rooms";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { buildTenant, type Tenant } from "../../test/tenancy.fixtures.ts";

describe("rooms", () => {
  let t: TestApp;
  let a: Tenant;
  let base: string;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    a = await buildTenant(t, "Rooms Co");
    base = `/api/organization/${a.organizationId}/location/${a.locationId}/rooms`;
    token = a.people.MANAGER.token;
  });
  afterAll(() => t.close());

  const create = (body: Record<string, unknown>, as = token) => t.call("POST", base, { token: as, body });

  it("creates a room: trimmed name, area as a number, registers as a comma-joined string", async () => {
    const res = await create({
      name: "  Sales Floor  ",
      area: "120.5",
      roomTypes: ["SALES_FLOOR", "SALES_FLOOR"],
      linkedRegisters: "Register 1, Register 2,,Register 1",
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      name: "Sales Floor",
      isActive: true,
      area: 120.5,
      roomTypes: ["SALES_FLOOR"],
      linkedRegisters: "Register 1,Register 2",
      organizationId: a.organizationId,
      locationId: a.locationId,
    });
  });

  it("leaves area out when it is empty or not a number (spec §5)", async () => {
    for (const [name, area] of [
      ["Back Room", ""],
      ["Office", "abc"],
    ]) {
      const res = await create({ name, area });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).not.toHaveProperty("area");
      expect(res.json().linkedRegisters).toBe("");
    }
  });

  it("answers 400 with one sentence per problem", async () => {
    const res = await create({ name: " ", area: -1, roomTypes: ["GARAGE"], isActive: "maybe" });
    expect(res.statusCode).toBe(400);
    const messages: string[] = res.json().message;
    expect(messages).toEqual(
      expect.arrayContaining([
        "name is required",
        "area must be at least 0",
        expect.stringMatching(/^roomTypes\.0 must be one of SALES_FLOOR/),
        "isActive must be true or false",
      ]),
    );
  });

  it("refuses a duplicate name in the same location, whatever the case (409 fields_already_in_use)", async () => {
    const res = await create({ name: "sales floor" });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: "fields_already_in_use",
      fields: ["name"],
      message: "The name is already in use. Please try again.",
    });
  });

  it("lists with the name filter (trimmed, case-insensitive), isActive, paging and sorting", async () => {
    await create({ name: "Closed Storage", isActive: false, roomTypes: ["STORAGE"] });
    const all = await t.call("GET", base, { token });
    expect(all.statusCode).toBe(200);
    const names = all.json().data.map((r: Room) => r.name);
    expect(names).toEqual(["Back Room", "Closed Storage", "Office", "Sales Floor", "Vault"]);
    expect(all.json().meta).toEqual({ page: 1, limit: 10, total: 5, totalPages: 1 });

    const filtered = await t.call("GET", base, { token, query: { name: "  SALES ", isActive: "true" } });
    expect(filtered.json().data.map((r: Room) => r.name)).toEqual(["Sales Floor"]);
    const inactive = await t.call("GET", base, { token, query: { isActive: "false" } });
    expect(inactive.json().data.map((r: Room) => r.name)).toEqual(["Closed Storage"]);

    const page2 = await t.call("GET", base, { token, query: { limit: "2", page: "2", sortOrder: "desc" } });
    expect(page2.json().data.map((r: Room) => r.name)).toEqual(["Office", "Closed Storage"]);
    expect(page2.json().meta).toEqual({ page: 2, limit: 2, total: 5, totalPages: 3 });

    const newest = await t.call("GET", base, { token, query: { sortBy: "createdAt", sortOrder: "desc", limit: "1" } });
    expect(newest.json().data[0].name).toBe("Closed Storage");

    const bad = await t.call("GET", base, { token, query: { limit: "500", sortBy: "area" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(expect.arrayContaining(["limit must be at most 100"]));
  });

  it("reads, replaces and deletes one room", async () => {
    const created = (await create({ name: "Quarantine", area: 30, roomTypes: ["QUARANTINE"] })).json() as Room;
    const one = await t.call("GET", `${base}/${created.id}`, { token });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(created);

    const put = await t.call("PUT", `${base}/${created.id}`, {
      token,
      body: {
        name: "Quarantine Cage",
        isActive: false,
        area: "",
        roomTypes: ["QUARANTINE", "VAULT"],
        linkedRegisters: "R1",
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      name: "Quarantine Cage",
      isActive: false,
      roomTypes: ["QUARANTINE", "VAULT"],
      linkedRegisters: "R1",
    });
    expect(put.json()).not.toHaveProperty("area");

    const clash = await t.call("PUT", `${base}/${created.id}`, { token, body: { name: "VAULT" } });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().fields).toEqual(["name"]);
    const same = await t.call("PUT", `${base}/${created.id}`, { token, body: { name: "quarantine cage" } });
    expect(same.statusCode).toBe(200);

    const del = await t.call("DELETE", `${base}/${created.id}`, { token });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ id: created.id });
    const gone = await t.call("GET", `${base}/${created.id}`, { token });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe("Room not found");
  });

  it("answers 404 for unknown ids and 400 for malformed ones", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    for (const method of ["GET", "PUT", "DELETE"]) {
      const res = await t.call(method, `${base}/${unknown}`, {
        token,
        body: method === "PUT" ? { name: "X" } : undefined,
      });
      expect(res.statusCode, method).toBe(404);
    }
    const otherLocation = await t.call("GET", `/api/organization/${a.organizationId}/location/${unknown}/rooms`, {
      token,
    });
    expect(otherLocation.statusCode).toBe(404);
    const malformed = await t.call("GET", `${base}/not-a-uuid`, { token });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toEqual(["roomId must be a valid id"]);
  });

  it("lets readers read and only managers, inventory clerks, admins and owners write", async () => {
    for (const key of ["CASHIER", "VIEWER"] as const) {
      const read = await t.call("GET", base, { token: a.people[key].token });
      expect(read.statusCode, key).toBe(200);
      const write = await create({ name: `By ${key}` }, a.people[key].token);
      expect(write.statusCode, key).toBe(403);
      expect(write.json().message).toBe("You do not have permission to do this");
    }
    for (const key of ["INVENTORY", "ADMIN", "OWNER"] as const) {
      expect((await create({ name: `By ${key}` }, a.people[key].token)).statusCode, key).toBe(201);
    }
    expect((await t.call("GET", base, { token: a.people.NO_ROLE.token })).statusCode).toBe(403);
    const anonymous = await t.call("GET", base);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe("No access token found");
  });
});
