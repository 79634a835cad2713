import type { Register } from "@verdant/shared/registers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { buildTenant, type Tenant } from "../../test/tenancy.fixtures.ts";

describe("registers", () => {
  let t: TestApp;
  let a: Tenant;
  let base: string;
  let rooms: string;
  let token: string;
  let floor: string;
  beforeAll(async () => {
    t = await createTestApp();
    a = await buildTenant(t, "Registers Co");
    const loc = `/api/organization/${a.organizationId}/location/${a.locationId}`;
    base = `${loc}/register`;
    rooms = `${loc}/rooms`;
    token = a.people.MANAGER.token;
    const res = await t.call("POST", rooms, { token, body: { name: "Sales Floor", linkedRegisters: "Old Till" } });
    floor = res.json().id;
  });
  afterAll(() => t.close());

  const create = (body: Record<string, unknown>, as = token) => t.call("POST", base, { token: as, body });
  const room = async (id: string) => (await t.call("GET", `${rooms}/${id}`, { token })).json();

  it("creates a register linked to rooms, and the rooms' linkedRegisters name it", async () => {
    const res = await create({ name: " Front 1 ", roomIds: [floor, a.roomId, floor] });
    expect(res.statusCode, res.body).toBe(201);
    const register = res.json() as Register;
    expect(register).toMatchObject({ name: "Front 1", isActive: true, openDrawerSessionId: null });
    expect(register.rooms.map((r) => r.name)).toEqual(["Sales Floor", "Vault"]);
    expect((await room(floor)).linkedRegisters).toBe("Old Till,Front 1");
    expect((await room(a.roomId)).linkedRegisters).toBe("Front 1");
  });

  it("follows a room's own linkedRegisters edits (one source of truth)", async () => {
    await t.call("PUT", `${rooms}/${a.roomId}`, { token, body: { name: "Vault", linkedRegisters: "" } });
    const list = await t.call("GET", base, { token });
    expect(list.json().data[0].rooms.map((r: { name: string }) => r.name)).toEqual(["Sales Floor"]);
    await t.call("PUT", `${rooms}/${a.roomId}`, { token, body: { name: "Vault", linkedRegisters: "front 1" } });
    const again = await t.call("GET", base, { token });
    expect(again.json().data[0].rooms).toHaveLength(2);
  });

  it("renames the register in every room it is linked to, and unlinks rooms left out", async () => {
    const id = (await t.call("GET", base, { token })).json().data[0].id;
    const res = await t.call("PUT", `${base}/${id}`, { token, body: { name: "Counter A", roomIds: [floor] } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rooms.map((r: { id: string }) => r.id)).toEqual([floor]);
    expect((await room(floor)).linkedRegisters).toBe("Old Till,Counter A");
    expect((await room(a.roomId)).linkedRegisters).toBe("");
  });

  it("refuses duplicates (409), bad input (400) and rooms of another location (404)", async () => {
    const dup = await create({ name: "counter a" });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ code: "fields_already_in_use", fields: ["name"] });
    const bad = await create({ name: "A,B", roomIds: ["x"], isActive: "yes" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(
      expect.arrayContaining([
        "name must not contain a comma",
        "roomIds must be a valid id",
        "isActive must be true or false",
      ]),
    );
    const foreign = await create({ name: "Back", roomIds: ["00000000-0000-4000-8000-000000000000"] });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe("Room not found");
  });

  it("lists with filters and paging; reads one; 404 for unknown ids", async () => {
    await create({ name: "Back Till", isActive: false });
    const active = await t.call("GET", base, { token, query: { isActive: "true" } });
    expect(active.json().data.map((r: Register) => r.name)).toEqual(["Counter A"]);
    const named = await t.call("GET", base, { token, query: { name: "till", limit: "1" } });
    expect(named.json()).toMatchObject({ meta: { page: 1, limit: 1, total: 1, totalPages: 1 } });
    const one = await t.call("GET", `${base}/${named.json().data[0].id}`, { token });
    expect(one.json().name).toBe("Back Till");
    const unknown = await t.call("GET", `${base}/00000000-0000-4000-8000-000000000000`, { token });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Register not found");
  });

  it("deletes a register without history and takes its name out of the rooms", async () => {
    const res = await create({ name: "Pop-up", roomIds: [floor] });
    const del = await t.call("DELETE", `${base}/${res.json().id}`, { token });
    expect(del.json()).toEqual({ id: res.json().id });
    expect((await room(floor)).linkedRegisters).toBe("Old Till,Counter A");
  });

  it("refuses to delete a register with drawer history (409)", async () => {
    const id = (await t.call("GET", base, { token, query: { name: "Counter" } })).json().data[0].id;
    const open = await t.call("POST", `${base.replace("/register", "/drawer-session")}`, {
      token,
      body: { registerId: id, openingFloatCents: 1000 },
    });
    expect(open.statusCode, open.body).toBe(201);
    const del = await t.call("DELETE", `${base}/${id}`, { token });
    expect(del.statusCode).toBe(409);
    expect((await t.call("GET", base, { token })).json().data[1].openDrawerSessionId).toBe(open.json().id);
  });

  it("lets staff read registers and only managers, admins and owners change them", async () => {
    for (const key of ["CASHIER", "INVENTORY", "VIEWER"] as const) {
      expect((await t.call("GET", base, { token: a.people[key].token })).statusCode, key).toBe(200);
      expect((await create({ name: `By ${key}` }, a.people[key].token)).statusCode, key).toBe(403);
    }
    for (const key of ["ADMIN", "OWNER"] as const) {
      expect((await create({ name: `By ${key}` }, a.people[key].token)).statusCode, key).toBe(201);
    }
    expect((await t.call("GET", base)).statusCode).toBe(401);
  });
});
