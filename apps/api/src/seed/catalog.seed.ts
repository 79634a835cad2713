// Demo catalog (issue 4): for each demo location ~300 products across 15 brands, a category per compliance class,
// strains, tags, priorities, and 6 vendors whose licenses are in every status. Deterministic (seeded
// pseudo-random) and batched; the catalog benchmark uses the same generator for 100,000 products.
import { type ComplianceClass, complianceClasses, type StrainType } from "@verdant/shared/catalog";
import { productSearchTerms } from "@verdant/shared/products";
import { addDaysTo, todayIn } from "@verdant/shared/vendors";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import {
  brands,
  categories,
  locations,
  organizations,
  priorities,
  products,
  strains,
  tags,
  vendors,
} from "../db/schema/index.ts";
import type { FileStorage } from "../lib/storage/storage.ts";
import type { LocationScope } from "../modules/catalog/catalog.scope.ts";
import type { SeedContext } from "./index.ts";
import { DEMO_ORGANIZATION } from "./organizations.seed.ts";

/** mulberry32: a small seeded generator, so every run makes the same catalog. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return { next, int, pick: <T>(list: readonly T[]) => list[int(list.length)]! };
}

const BRANDS = [
  "Tweed",
  "Redecan",
  "Broken Coast",
  "Spinach",
  "Pure Sunfarms",
  "Good Supply",
  "Back Forty",
  "Color Cannabis",
  "Kolab",
  "Wana",
  "Stiiizy",
  "Kiva",
  "Raw Garden",
  "Cookies",
  "Papa & Barkley",
];
const STRAIN_BASE: [string, StrainType][] = [
  ["Blue Dream", "HYBRID"],
  ["OG Kush", "HYBRID"],
  ["Sour Diesel", "SATIVA"],
  ["Granddaddy Purple", "INDICA"],
  ["Girl Scout Cookies", "HYBRID"],
  ["Pink Kush", "INDICA"],
  ["Jack Herer", "SATIVA"],
  ["Northern Lights", "INDICA"],
  ["Wedding Cake", "HYBRID"],
  ["Gelato", "HYBRID"],
  ["Durban Poison", "SATIVA"],
  ["Bubba Kush", "INDICA"],
  ["Green Crack", "SATIVA"],
  ["Charlotte's Web", "CBD"],
  ["ACDC", "CBD"],
  ["Harlequin", "CBD"],
  ["Strawberry Cough", "SATIVA"],
  ["Purple Punch", "INDICA"],
  ["Gorilla Glue", "HYBRID"],
  ["Tangie", "SATIVA"],
];
const ADJECTIVES = [
  "Purple",
  "Lemon",
  "Golden",
  "Cosmic",
  "Frosty",
  "Royal",
  "Wild",
  "Electric",
  "Velvet",
  "Midnight",
  "Sunset",
  "Cherry",
  "Atomic",
  "Mystic",
  "Silver",
  "Tropical",
  "Ghost",
  "Citrus",
  "Emerald",
  "Crimson",
];
const NOUNS = [
  "Haze",
  "Kush",
  "Dream",
  "Diesel",
  "Cookies",
  "Glue",
  "Cake",
  "Widow",
  "Express",
  "Skunk",
  "Runtz",
  "Sherbet",
  "Mints",
  "Zkittlez",
  "Breath",
  "Punch",
  "Queen",
  "Fire",
  "Berry",
  "Thunder",
];
const CATEGORY_NAMES: Record<ComplianceClass, string> = {
  FLOWER: "Dried Flower",
  PRE_ROLL: "Pre-Rolls",
  CONCENTRATE: "Concentrates",
  VAPE: "Vapes",
  EDIBLE: "Edibles",
  BEVERAGE: "Beverages",
  TOPICAL: "Topicals",
  SEED: "Seeds",
  PLANT: "Clones",
  ACCESSORY: "Accessories",
};
const TAGS = ["Staff Pick", "New Arrival", "Local", "Organic", "Limited Edition", "Best Seller", "Value", "Craft"];
const PRIORITIES = [
  ["Featured", 0],
  ["Promoted", 1],
  ["Clearance", 9],
] as const;
const FLAVOURS = ["Watermelon", "Sour Cherry", "Mango", "Blueberry", "Peach", "Lime", "Dark Chocolate", "Ginger"];
const ACCESSORIES = ["Glass Pipe", "Grinder", "Rolling Papers", "Vape Battery", "Stash Jar", "Rolling Tray"];

/** Each class weighted like a real menu: mostly flower, pre-rolls and vapes. */
const CLASS_WEIGHTS: [ComplianceClass, number][] = [
  ["FLOWER", 30],
  ["PRE_ROLL", 15],
  ["VAPE", 15],
  ["CONCENTRATE", 10],
  ["EDIBLE", 12],
  ["BEVERAGE", 5],
  ["TOPICAL", 4],
  ["SEED", 3],
  ["PLANT", 2],
  ["ACCESSORY", 4],
];

export interface CatalogSize {
  products: number;
  strains?: number;
  seed?: number;
  /** Write a small PDF license for the vendors that have one (into the installation's file storage). */
  storage?: FileStorage;
  /** Writes a batch of products (default: a plain insert); the benchmark's bulk loader takes its place. */
  insertProducts?: (rows: (typeof products.$inferInsert)[]) => Promise<void>;
  /** Products per insert (default 500). */
  batchSize?: number;
}

const strainNames = (count: number) =>
  Array.from({ length: count }, (_, i): [string, StrainType] =>
    i < STRAIN_BASE.length
      ? STRAIN_BASE[i]!
      : [
          `${ADJECTIVES[i % 20]} ${NOUNS[Math.floor(i / 20) % 20]}${i >= 400 ? ` #${Math.floor(i / 400)}` : ""}`,
          (["INDICA", "SATIVA", "HYBRID"] as const)[i % 3]!,
        ],
  );

function productShape(rng: ReturnType<typeof seededRandom>, cls: ComplianceClass, strain: string) {
  const pick = rng.pick;
  switch (cls) {
    case "FLOWER": {
      const grams = pick([1, 3.5, 7, 14, 28]);
      return {
        name: `${strain} ${grams}g`,
        netWeightMg: grams * 1000,
        thcPpm: 150_000 + rng.int(150_000),
        price: 400 + grams * 900,
      };
    }
    case "PRE_ROLL":
      return {
        name: `${strain} Pre-Roll ${pick(["1x1g", "3x0.5g", "5x0.4g"])}`,
        netWeightMg: pick([1000, 1500, 2000]),
        thcPpm: 180_000 + rng.int(100_000),
        price: 899 + rng.int(1500),
      };
    case "VAPE":
      return {
        name: `${strain} ${pick(["510 Cartridge", "Disposable Pen", "Pod"])} ${pick(["0.5g", "1g"])}`,
        netWeightMg: pick([500, 1000]),
        thcPpm: 700_000 + rng.int(250_000),
        price: 2999 + rng.int(3000),
      };
    case "CONCENTRATE":
      return {
        name: `${strain} ${pick(["Shatter", "Live Resin", "Rosin", "Hash", "Diamonds"])} 1g`,
        netWeightMg: 1000,
        thcPpm: 600_000 + rng.int(300_000),
        price: 3499 + rng.int(4000),
      };
    case "EDIBLE":
      return {
        name: `${pick(FLAVOURS)} ${pick(["Gummies", "Chocolate Bar", "Chews", "Mints"])} ${pick(["10mg", "5x2mg", "10x10mg"])}`,
        netWeightMg: pick([10_000, 30_000, 50_000]),
        thcMcgPerUnit: pick([2500, 5000, 10_000]),
        price: 599 + rng.int(2000),
      };
    case "BEVERAGE":
      return {
        name: `${pick(FLAVOURS)} ${pick(["Sparkling Tonic", "Iced Tea", "Lemonade"])} 355ml`,
        netWeightMg: 355_000,
        thcMcgPerUnit: pick([2500, 5000, 10_000]),
        price: 499 + rng.int(600),
      };
    case "TOPICAL": {
      // A lotion or an oil is non-solid, a balm or a bath bomb solid: limits count them apart (decision 0030).
      const kind = pick(["Relief Balm", "Body Lotion", "Bath Bomb", "Massage Oil"]);
      const nonSolid = kind === "Body Lotion" || kind === "Massage Oil";
      return {
        name: `${kind} ${pick(nonSolid ? ["50ml", "100ml"] : ["50g", "100g"])}`,
        netWeightMg: pick([50_000, 100_000]),
        cbdMcgPerUnit: pick([100_000, 250_000]),
        form: nonSolid ? ("NON_SOLID" as const) : ("SOLID" as const),
        price: 1999 + rng.int(4000),
      };
    }
    case "SEED": {
      // A pack counts its seeds towards limits (Canada: 1 seed = 1 g dried).
      const seeds = pick([3, 5]);
      return {
        name: `${strain} Seeds ${seeds}-pack`,
        unitsPerPack: seeds,
        netWeightMg: null,
        price: 2999 + rng.int(4000),
      };
    }
    case "PLANT":
      return { name: `${strain} Clone`, netWeightMg: null, price: 1499 + rng.int(1500) };
    default:
      return {
        name: `${pick(ACCESSORIES)} ${pick(["Small", "Large", "Classic", "Deluxe"])}`,
        netWeightMg: null,
        price: 499 + rng.int(5000),
      };
  }
}

const TINY_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

/** Lookups, 6 vendors (licenses VALID ×2, EXPIRING_SOON, EXPIRED, MISSING, and one inactive) and the products. */
export async function buildCatalog(db: Db, scope: LocationScope, size: CatalogSize): Promise<{ productCount: number }> {
  const rng = seededRandom(size.seed ?? 42);
  const insertAll = async <T extends { id: string }>(table: Parameters<Db["insert"]>[0], rows: object[]) =>
    (await db
      .insert(table)
      .values(rows.map((r) => ({ ...r, ...scope })) as never)
      .returning()) as unknown as T[];
  const brandRows = await insertAll<{ id: string; name: string }>(
    brands,
    BRANDS.map((name) => ({ name })),
  );
  const categoryRows = await insertAll<{ id: string; complianceClass: ComplianceClass }>(
    categories,
    complianceClasses.map((c) => ({ name: CATEGORY_NAMES[c], complianceClass: c })),
  );
  const strainRows = await insertAll<{ id: string; name: string }>(
    strains,
    strainNames(size.strains ?? 20).map(([name, type]) => ({ name, type })),
  );
  const tagRows = await insertAll<{ id: string }>(
    tags,
    TAGS.map((name) => ({ name })),
  );
  const priorityRows = await insertAll<{ id: string }>(
    priorities,
    PRIORITIES.map(([name, rank]) => ({ name, rank })),
  );
  const [location] = await db
    .select({ timeZone: locations.timeZone })
    .from(locations)
    .where(eq(locations.id, scope.locationId));
  const today = todayIn(location?.timeZone ?? "UTC");
  const vendorSpecs = [
    ["Great North Supply", 400, true],
    ["Pacific Craft Growers", 200, true],
    ["Okanagan Organics", 20, true],
    ["Prairie Extracts", -15, true],
    ["Island Accessories", null, true],
    ["Old Mill Farms", 120, false],
  ] as const;
  const vendorRows = await insertAll<{ id: string; licenseExpiry: string | null }>(
    vendors,
    vendorSpecs.map(([name, days, active], i) => ({
      name,
      active,
      paymentTerms: i % 2 ? "Net 15" : "Net 30",
      city: ["Kelowna", "Nanaimo", "Vernon", "Calgary", "Victoria", "Duncan"][i],
      licenseNumber: days === null ? null : `LIC-${10_000 + i * 7}`,
      licenseType: days === null ? null : "Licensed Producer",
      licenseExpiry: days === null ? null : addDaysTo(today, days),
      contactName: ["Jo Grower", "Sam Field", "Ava Orchard", "Liam Press", "Noor Glass", "Eli Mill"][i],
      contactEmail: `orders${i + 1}@vendor.example`,
    })),
  );
  const storage = size.storage;
  if (storage) {
    for (const vendor of vendorRows.filter((v) => v.licenseExpiry)) {
      const key = `vendors/${scope.locationId}/${vendor.id}/license-seed.pdf`;
      await storage.put(key, TINY_PDF, "application/pdf");
      await db
        .update(vendors)
        .set({ licenseFileKey: key, licenseFileType: "application/pdf" })
        .where(eq(vendors.id, vendor.id));
    }
  }
  const classes = CLASS_WEIGHTS.flatMap(([cls, weight]) => Array<ComplianceClass>(weight).fill(cls));
  const byClass = new Map(categoryRows.map((c) => [c.complianceClass, c.id]));
  const batch: (typeof products.$inferInsert)[] = [];
  const insertProducts =
    size.insertProducts ??
    (async (rows: (typeof products.$inferInsert)[]) => {
      await db.insert(products).values(rows);
    });
  const flush = async () => {
    if (batch.length) await insertProducts(batch.splice(0));
  };
  for (let i = 0; i < size.products; i++) {
    const cls = rng.pick(classes);
    const strain = rng.pick(strainRows);
    const brand = rng.pick(brandRows);
    const shape = productShape(rng, cls, cls === "ACCESSORY" || cls === "EDIBLE" ? "" : strain.name);
    const sku = `${brand.name
      .replace(/[^A-Za-z]/g, "")
      .slice(0, 3)
      .toUpperCase()}-${cls.slice(0, 3)}-${String(i + 1).padStart(6, "0")}`;
    const barcodes = [`0${String(628_000_000_000 + i * 7 + (size.seed ?? 42))}`];
    const tagIds = rng.next() < 0.4 ? [rng.pick(tagRows).id] : [];
    batch.push({
      ...scope,
      name: shape.name,
      sku,
      barcodes,
      searchTerms: productSearchTerms(shape.name, sku, barcodes),
      status: rng.next() < 0.1 ? "ARCHIVED" : "PUBLISHED",
      brandId: cls === "ACCESSORY" && rng.next() < 0.5 ? null : brand.id,
      categoryId: byClass.get(cls)!,
      strainId: ["FLOWER", "PRE_ROLL", "VAPE", "CONCENTRATE", "SEED", "PLANT"].includes(cls) ? strain.id : null,
      priorityId: rng.next() < 0.05 ? rng.pick(priorityRows).id : null,
      vendorId: rng.pick(vendorRows).id,
      tagIds,
      priceCents: shape.price,
      costCents: Math.round(shape.price * 0.55),
      unit: "EACH",
      netWeightMg: shape.netWeightMg,
      thcPpm: "thcPpm" in shape ? shape.thcPpm : null,
      thcMcgPerUnit: "thcMcgPerUnit" in shape ? shape.thcMcgPerUnit : null,
      cbdMcgPerUnit: "cbdMcgPerUnit" in shape ? shape.cbdMcgPerUnit : null,
      unitsPerPack: "unitsPerPack" in shape ? shape.unitsPerPack : null,
      form: "form" in shape ? shape.form : null,
      reorderPoint: rng.int(20),
    });
    if (batch.length === (size.batchSize ?? 500)) await flush();
  }
  await flush();
  return { productCount: size.products };
}

export async function seedCatalog(ctx: SeedContext): Promise<void> {
  const rows = await ctx.db
    .select({ organizationId: locations.organizationId, locationId: locations.id, name: locations.name })
    .from(locations)
    .innerJoin(organizations, eq(locations.organizationId, organizations.id))
    .where(eq(organizations.name, DEMO_ORGANIZATION))
    .orderBy(locations.name);
  for (const [i, row] of rows.entries()) {
    await buildCatalog(
      ctx.db,
      { organizationId: row.organizationId, locationId: row.locationId },
      {
        products: 300,
        seed: 1000 + i,
        ...(ctx.storage ? { storage: ctx.storage } : {}),
      },
    );
  }
  ctx.notes.push(`Catalog: 300 products, 15 brands and 6 vendors in each of ${rows.length} demo locations.`);
}
