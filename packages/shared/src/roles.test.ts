import { describe, expect, it } from "vitest";
import { can, type Membership, memberLocationIds, normalizeLocationRoles } from "./roles.ts";

const here = "11111111-1111-4111-8111-111111111111";
const there = "22222222-2222-4222-8222-222222222222";
const cashierHere: Membership = { type: "MEMBER", locationRoles: [{ locationId: here, roles: ["CASHIER"] }] };

describe("can (domain.md → Tenancy and roles)", () => {
  it("lets owners and admins do everything everywhere, and only owners own", () => {
    for (const type of ["OWNER", "ADMIN"] as const) {
      const m: Membership = { type, locationRoles: [] };
      expect(can(m, "org.manage")).toBe(true);
      expect(can(m, "register.manage", there)).toBe(true);
      expect(can(m, "org.own")).toBe(type === "OWNER");
    }
  });

  it("decides location permissions by the roles held at that location", () => {
    expect(can(cashierHere, "register.sell", here)).toBe(true);
    expect(can(cashierHere, "register.sell", there)).toBe(false);
    expect(can(cashierHere, "customers.write", here)).toBe(true);
    expect(can(cashierHere, "catalog.write", here)).toBe(false);
    expect(can(cashierHere, "catalog.read", here)).toBe(true);
    expect(can(cashierHere, "reports.read", here)).toBe(false);
    expect(can(cashierHere, "reports.readOwn", here)).toBe(true);
    expect(can(cashierHere, "org.manage")).toBe(false);
    expect(can(cashierHere, "org.read")).toBe(true);
  });

  it("follows the table row by row for the other roles", () => {
    const at = (role: "MANAGER" | "INVENTORY" | "VIEWER"): Membership => ({
      type: "MEMBER",
      locationRoles: [{ locationId: here, roles: [role] }],
    });
    expect(can(at("MANAGER"), "register.manage", here)).toBe(true);
    expect(can(at("MANAGER"), "pricing.write", here)).toBe(true);
    expect(can(at("INVENTORY"), "catalog.write", here)).toBe(true);
    expect(can(at("INVENTORY"), "pricing.write", here)).toBe(false);
    expect(can(at("INVENTORY"), "inventory.write", here)).toBe(true);
    expect(can(at("INVENTORY"), "register.sell", here)).toBe(false);
    expect(can(at("INVENTORY"), "reports.read", here)).toBe(false);
    expect(can(at("VIEWER"), "reports.read", here)).toBe(true);
    expect(can(at("VIEWER"), "customers.write", here)).toBe(false);
  });

  it("answers for any location when none is given, and no for nobody", () => {
    expect(can(cashierHere, "register.sell")).toBe(true);
    expect(can(cashierHere, "inventory.write")).toBe(false);
    expect(can(null, "org.read")).toBe(false);
  });
});

describe("location roles helpers", () => {
  it("merges repeated locations and drops duplicates and empty entries", () => {
    expect(
      normalizeLocationRoles([
        { locationId: there, roles: [] },
        { locationId: here, roles: ["VIEWER", "CASHIER"] },
        { locationId: here, roles: ["CASHIER"] },
      ]),
    ).toEqual([{ locationId: here, roles: ["CASHIER", "VIEWER"] }]);
  });

  it("lists a member's locations, or all of them (undefined) for owners and admins", () => {
    expect(memberLocationIds(cashierHere)).toEqual([here]);
    expect(memberLocationIds({ type: "ADMIN", locationRoles: [] })).toBeUndefined();
  });
});
