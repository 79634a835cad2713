// Demo customers (issue 6): 300 per organization, the same on every run (seeded), created at the demo stores in
// turn, with the Seniors, Veterans and Staff groups and some medical patients with cards valid for years.
import { customerGroupMembers, customerGroups, customers } from "../db/schema/index.ts";
import { seededRandom } from "./catalog.seed.ts";
import type { SeedContext } from "./index.ts";
import { demoLocations } from "./taxes.seed.ts";

export const DEMO_CUSTOMERS = 300;
export const DEMO_CUSTOMER_GROUPS = ["Seniors", "Veterans", "Staff"] as const;

const FIRST = [
  "Olivia",
  "Liam",
  "Emma",
  "Noah",
  "Ava",
  "Ethan",
  "Sophia",
  "Lucas",
  "Mia",
  "Mason",
  "Chloe",
  "Logan",
  "Amelia",
  "Jacob",
  "Harper",
  "Aiden",
  "Zoe",
  "Owen",
  "Lily",
  "Wyatt",
  "Nora",
  "Jack",
  "Grace",
  "Leo",
];
const LAST = [
  "Smith",
  "Tremblay",
  "Nguyen",
  "Garcia",
  "Wilson",
  "Martin",
  "Lee",
  "Brown",
  "Roy",
  "Patel",
  "Singh",
  "Lopez",
  "Chen",
  "Kim",
  "Taylor",
  "Anderson",
  "O'Brien",
  "Gagnon",
  "Walker",
  "Young",
  "Hall",
  "Wright",
];

export async function seedCustomers(ctx: SeedContext): Promise<void> {
  const stores = await demoLocations(ctx.db);
  if (stores.length === 0) return;
  const { organizationId } = stores[0]!;
  const random = seededRandom(6006);
  const groups = await ctx.db
    .insert(customerGroups)
    .values(DEMO_CUSTOMER_GROUPS.map((name) => ({ organizationId, locationId: stores[0]!.locationId, name })))
    .returning();
  const groupId = (name: string) => groups.find((g) => g.name === name)!.id;
  const rows = Array.from({ length: DEMO_CUSTOMERS }, (_, i) => {
    const store = stores[i % stores.length]!;
    const firstName = random.pick(FIRST);
    const lastName = random.pick(LAST);
    const year = 1945 + random.int(56);
    const dateOfBirth = `${year}-${String(1 + random.int(12)).padStart(2, "0")}-${String(1 + random.int(28)).padStart(2, "0")}`;
    const medical = random.next() < 0.12;
    const area = store.country === "CA" ? "604" : "213";
    return {
      organizationId,
      locationId: store.locationId,
      firstName,
      lastName,
      email:
        random.next() < 0.85 ? `${firstName}.${lastName}.${i + 1}@example.com`.toLowerCase().replace("'", "") : null,
      phone: random.next() < 0.7 ? `+1${area}555${String(1000 + i).padStart(4, "0")}` : null,
      dateOfBirth,
      type: medical ? ("MEDICAL" as const) : ("RECREATIONAL" as const),
      // Los Angeles patients alternate a county-issued medical ID card (no sales tax) and a recommendation alone.
      medicalCardType: !medical
        ? null
        : store.country === "CA"
          ? ("PROVINCIAL_DOCUMENT" as const)
          : i % 2 === 0
            ? ("STATE_ID_CARD" as const)
            : ("RECOMMENDATION" as const),
      medicalCardNumber: medical ? `MC${100000 + i}` : null,
      medicalCardState: medical ? (store.country === "CA" ? "BC" : "Los Angeles County") : null,
      medicalCardExpiry: medical ? `${2027 + random.int(3)}-12-31` : null,
      status: random.next() < 0.05 ? ("INACTIVE" as const) : ("ACTIVE" as const),
      notes: null,
    };
  });
  const inserted = await ctx.db
    .insert(customers)
    .values(rows)
    .returning({ id: customers.id, dob: customers.dateOfBirth });
  const members = inserted.flatMap(({ id, dob }, i) => [
    ...(dob < "1960-01-01" ? [{ customerId: id, customerGroupId: groupId("Seniors") }] : []),
    ...(i % 17 === 3 ? [{ customerId: id, customerGroupId: groupId("Veterans") }] : []),
    ...(i % 29 === 5 ? [{ customerId: id, customerGroupId: groupId("Staff") }] : []),
  ]);
  if (members.length > 0) await ctx.db.insert(customerGroupMembers).values(members);
  ctx.notes.push(`Customers: ${DEMO_CUSTOMERS} (some medical), groups ${DEMO_CUSTOMER_GROUPS.join(", ")}.`);
}
