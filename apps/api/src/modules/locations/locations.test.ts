import type { Location } from "@verdant/shared/locations";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { addPerson, buildOrganization, losAngeles, type Person, vancouver } from "../../test/tenancy.fixtures.ts";
import { LAST_LOCATION_MESSAGE } from "./locations.service.ts";

describe("locations", () => {
  let t: TestApp;
  let owner: Person;
  let orgId: string;
  let base: string;
  let first: Location;
  beforeAll(async () => {
    t = await createTestApp();
    const built = await buildOrganization(t, { name: "Locations Co" });
    owner = built.owner;
    orgId = built.organization.id;
    first = built.organization.locations[0]!;
    base = `/api/organization/${orgId}/location`;
  });
  afterAll(() => t.close());

  it("applies the country's defaults: Canada 19+, CAD, cash to 0.05, limits CA", () => {
    expect(first).toMatchObject({
      name: "Vancouver",
      country: "CA",
      currency: "CAD",
      minimumAge: 19,
      cashRounding: "NEAREST_5_CENTS",
      limitsProfile: "CA",
      timeZone: "America/Vancouver",
      address2: null,
      latitude: null,
    });
  });

  it("creates a US location with its own settings", async () => {
    const res = await t.call("POST", base, {
      token: owner.token,
      body: { ...losAngeles, latitude: "34.05", longitude: -118.24, address2: "" },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      organizationId: orgId,
      currency: "USD",
      minimumAge: 21,
      cashRounding: "NONE",
      limitsProfile: "US-CA",
      latitude: 34.05,
      longitude: -118.24,
      address2: null,
    });
  });

  it("validates the fields with one sentence each", async () => {
    const res = await t.call("POST", base, {
      token: owner.token,
      body: { name: "", country: "MX", timeZone: "Mars/Olympus", latitude: 91, currency: "EUR", limitsProfile: "c a" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(
      expect.arrayContaining([
        "name is required",
        "country must be one of CA, US",
        "timeZone must be an IANA time zone such as America/Vancouver",
        "latitude must be at most 90",
        "currency must be one of CAD, USD",
        "limitsProfile must be a code such as CA, US-CA or NONE",
      ]),
    );
  });

  it("refuses a second location with the same name (409 fields_already_in_use)", async () => {
    const res = await t.call("POST", base, { token: owner.token, body: { ...vancouver, name: "VANCOUVER" } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: "fields_already_in_use", fields: ["name"] });
  });

  it("lists with nameOrAddress, city, state, sort and paging", async () => {
    const all = await t.call("GET", base, { token: owner.token });
    expect(all.json().data.map((l: Location) => l.name)).toEqual(["Los Angeles", "Vancouver"]);
    expect(all.json().meta).toEqual({ page: 1, limit: 10, total: 2, totalPages: 1 });
    const byAddress = await t.call("GET", base, { token: owner.token, query: { nameOrAddress: "granville" } });
    expect(byAddress.json().data.map((l: Location) => l.name)).toEqual(["Vancouver"]);
    const byCity = await t.call("GET", base, { token: owner.token, query: { city: "los", state: "ca" } });
    expect(byCity.json().data.map((l: Location) => l.name)).toEqual(["Los Angeles"]);
    const sorted = await t.call("GET", base, { token: owner.token, query: { sort: "-name", limit: "1", page: "2" } });
    expect(sorted.json().data.map((l: Location) => l.name)).toEqual(["Los Angeles"]);
    expect(sorted.json().meta).toMatchObject({ total: 2, totalPages: 2 });
    const bad = await t.call("GET", base, { token: owner.token, query: { sort: "area" } });
    expect(bad.statusCode).toBe(400);
  });

  it("shows a member only the locations where they hold a role", async () => {
    const cashier = await addPerson(t, orgId, "MEMBER", [{ locationId: first.id, roles: ["CASHIER"] }]);
    const res = await t.call("GET", base, { token: cashier.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((l: Location) => l.id)).toEqual([first.id]);
    const one = await t.call("GET", `${base}/${first.id}`, { token: cashier.token });
    expect(one.statusCode).toBe(200);
    const write = await t.call("PATCH", `${base}/${first.id}`, { token: cashier.token, body: { name: "Mine" } });
    expect(write.statusCode).toBe(403);
  });

  it("updates a location (PATCH) and answers 404 for an unknown one", async () => {
    const res = await t.call("PATCH", `${base}/${first.id}`, {
      token: owner.token,
      body: { name: "Vancouver Downtown", minimumAge: 21, cashRounding: "NONE", timeZone: "America/Toronto" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: "Vancouver Downtown",
      minimumAge: 21,
      cashRounding: "NONE",
      country: "CA",
    });
    const bad = await t.call("PATCH", `${base}/${first.id}`, { token: owner.token, body: { minimumAge: 12 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(["minimumAge must be at least 18"]);
    const unknown = await t.call("PATCH", `${base}/00000000-0000-4000-8000-000000000000`, {
      token: owner.token,
      body: { name: "X" },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("deletes a location but never the last one (409)", async () => {
    const list = (await t.call("GET", base, { token: owner.token })).json().data as Location[];
    const la = list.find((l) => l.name === "Los Angeles")!;
    const del = await t.call("DELETE", `${base}/${la.id}`, { token: owner.token });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ id: la.id });
    const last = await t.call("DELETE", `${base}/${first.id}`, { token: owner.token });
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe(LAST_LOCATION_MESSAGE);
    const again = await t.call("DELETE", `${base}/${la.id}`, { token: owner.token });
    expect(again.statusCode).toBe(404);
  });
});
