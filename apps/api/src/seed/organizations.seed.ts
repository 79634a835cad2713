// Demo tenancy: Green Leaf Cannabis Co. with a store in Vancouver and one in Los Angeles, rooms in each, and a
// person for every member type and location role (all with the demo password). Runs after the identity step.
import { createLocationInput } from "@verdant/shared/locations";
import type { LocationRole } from "@verdant/shared/roles";
import { roomInput } from "@verdant/shared/rooms";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { users } from "../db/schema/index.ts";
import { hashPassword } from "../modules/auth/auth.password.service.ts";
import { createLocation } from "../modules/locations/locations.service.ts";
import { insertMember } from "../modules/members/members.service.ts";
import { createOrganization } from "../modules/organizations/organizations.service.ts";
import { createRoom } from "../modules/rooms/rooms.service.ts";
import { DEMO_PASSWORD } from "./identity.seed.ts";

export const DEMO_ORGANIZATION = "Green Leaf Cannabis Co.";

const vancouver = createLocationInput.parse({
  name: "Vancouver",
  country: "CA",
  address: "1130 Granville St",
  city: "Vancouver",
  state: "BC",
  postalCode: "V6Z 1L8",
  latitude: 49.2784,
  longitude: -123.1249,
  timeZone: "America/Vancouver",
  currency: "CAD",
  minimumAge: 19,
  cashRounding: "NEAREST_5_CENTS",
  limitsProfile: "CA",
  // Demo receipt details (decision 0024); the numbers are made up in the right shape.
  legalName: "Green Leaf Cannabis Co. Ltd.",
  gstHstNumber: "123456789 RT0001",
  returnPolicy: "Unopened products within 14 days with this receipt.",
});
const losAngeles = createLocationInput.parse({
  name: "Los Angeles",
  country: "US",
  address: "7400 Melrose Ave",
  city: "Los Angeles",
  state: "CA",
  postalCode: "90046",
  latitude: 34.0837,
  longitude: -118.3512,
  timeZone: "America/Los_Angeles",
  currency: "USD",
  minimumAge: 21,
  cashRounding: "NONE",
  limitsProfile: "US-CA",
  legalName: "Green Leaf Cannabis Co. LA, LLC",
  sellersPermit: "SR EAA 000-000000",
  licenseNumber: "C10-0000000-LIC",
  returnPolicy: "Returned cannabis goods are destroyed, never resold (Cal. Code Regs. tit. 4, § 15410).",
});
const demoRooms = [
  { name: "Sales Floor", roomTypes: ["SALES_FLOOR"], area: 1200, linkedRegisters: "Register 1,Register 2" },
  { name: "Vault", roomTypes: ["VAULT", "STORAGE"], area: 150 },
  { name: "Quarantine", roomTypes: ["QUARANTINE"], area: 40 },
].map((room) => roomInput.parse(room));

type Where = "vancouver" | "losAngeles";
const staff: {
  email: string;
  firstName: string;
  lastName: string;
  type: "ADMIN" | "MEMBER";
  roles: [Where, LocationRole][];
}[] = [
  { email: "orgadmin@demo.store", firstName: "Adam", lastName: "Admin", type: "ADMIN", roles: [] },
  {
    email: "manager@demo.store",
    firstName: "Maya",
    lastName: "Manager",
    type: "MEMBER",
    roles: [
      ["vancouver", "MANAGER"],
      ["losAngeles", "MANAGER"],
    ],
  },
  {
    email: "cashier@demo.store",
    firstName: "Casey",
    lastName: "Cashier",
    type: "MEMBER",
    roles: [["vancouver", "CASHIER"]],
  },
  {
    email: "inventory@demo.store",
    firstName: "Ivan",
    lastName: "Inventory",
    type: "MEMBER",
    roles: [
      ["vancouver", "INVENTORY"],
      ["losAngeles", "INVENTORY"],
    ],
  },
  {
    email: "viewer@demo.store",
    firstName: "Vera",
    lastName: "Viewer",
    type: "MEMBER",
    roles: [["losAngeles", "VIEWER"]],
  },
];

export async function seedOrganizations(ctx: { db: Db; notes: string[] }): Promise<void> {
  const [owner] = await ctx.db.select().from(users).where(eq(users.email, "owner@demo.store"));
  if (!owner) throw new Error("the organizations seed needs owner@demo.store from the identity seed");
  const organization = await createOrganization(ctx.db, owner.id, { name: DEMO_ORGANIZATION, location: vancouver });
  const locationIds: Record<Where, string> = {
    vancouver: organization.locations[0]!.id,
    losAngeles: (await createLocation(ctx.db, organization.id, losAngeles)).id,
  };
  for (const locationId of Object.values(locationIds)) {
    for (const room of demoRooms) await createRoom(ctx.db, { organizationId: organization.id, locationId }, room);
  }
  await ctx.db
    .update(users)
    .set({ selectedOrgId: organization.id, selectedLocationId: locationIds.vancouver })
    .where(eq(users.id, owner.id));

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const person of staff) {
    const firstLocation = person.roles[0] ? locationIds[person.roles[0][0]] : locationIds.vancouver;
    const [user] = await ctx.db
      .insert(users)
      .values({
        email: person.email,
        firstName: person.firstName,
        lastName: person.lastName,
        passwordHash,
        isEmailVerified: true,
        isWaitingApproval: false,
        approvedAt: new Date(),
        isOnBoarded: true,
        onboardingStep: "DONE",
        agreedToTerms: true,
        selectedOrgId: organization.id,
        selectedLocationId: firstLocation,
      })
      .returning();
    const locationRoles = person.roles.map(([where, role]) => ({ locationId: locationIds[where], roles: [role] }));
    await insertMember(ctx.db, organization.id, user!.id, person.type, locationRoles, { welcomed: true });
  }

  ctx.notes.push(
    `${DEMO_ORGANIZATION}: Vancouver (BC, CAD, 19+) and Los Angeles (CA, USD, 21+), each with a sales floor, vault and quarantine room.`,
    "owner@demo.store owns it; staff sign in with the same password: orgadmin@ (admin), manager@ (both stores),",
    "cashier@ (Vancouver), inventory@ (both stores) and viewer@ (Los Angeles), all @demo.store.",
  );
}
