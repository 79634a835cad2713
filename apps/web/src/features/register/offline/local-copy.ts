// The register's local copy (decision 0027): the offline kit the API assembles for one register, kept in IndexedDB
// with when it was fetched, refreshed in the background while online, and the answers the register's calls get
// from it when the server cannot be reached: product search with stock hints less what this browser sold since,
// customer lookup, the customer's limits of the day (the copy's lines plus this register's offline sales).
import type { Customer } from "@verdant/shared/customers";
import { getLimitsProfile } from "@verdant/shared/limits/limits.profiles";
import type { LimitLine } from "@verdant/shared/limits/limits.types";
import { computeLimitUsage } from "@verdant/shared/limits/limits.usage";
import type { OfflineKit } from "@verdant/shared/offline-sales";
import { toEngineLine } from "@verdant/shared/pricing/pricing.lines";
import { toLocalMoment } from "@verdant/shared/pricing/pricing.time";
import { productSearchTerms, searchTokens } from "@verdant/shared/products";
import { toEngineQuantity } from "@verdant/shared/sales";
import type { QueuedSale } from "./queue.ts";
import type { OfflineStorage } from "./storage.ts";

export interface KeptKit {
  kit: OfflineKit;
  fetchedAt: number;
  organizationId: string;
  locationId: string;
  registerId: string;
}

export const kitKey = (locationId: string, registerId: string) => `${locationId}:${registerId}`;

/** Fetches the register's kit and keeps it; a failure keeps the copy there was and answers it (or rethrows). */
export async function refreshLocalCopy(
  storage: OfflineStorage,
  ids: { organizationId: string; locationId: string; registerId: string },
  fetchKit: () => Promise<OfflineKit>,
  now: () => number = Date.now,
): Promise<KeptKit> {
  const kit = await fetchKit();
  const kept: KeptKit = { kit, fetchedAt: now(), ...ids };
  await storage.put("kits", kitKey(ids.locationId, ids.registerId), kept);
  return kept;
}

/** The register's copy, or (no register given) the location's freshest. */
export async function readLocalCopy(storage: OfflineStorage, locationId: string, registerId?: string) {
  if (registerId) return storage.get<KeptKit>("kits", kitKey(locationId, registerId));
  const all = await storage.all<KeptKit>("kits");
  return all.filter((k) => k.locationId === locationId).sort((a, b) => b.fetchedAt - a.fetchedAt)[0];
}

/** Engine units each product went out in this browser's offline sales made after the copy was fetched. */
function soldSince(kept: KeptKit, queued: QueuedSale[]) {
  const sold = new Map<string, number>();
  for (const item of queued) {
    if (item.locationId !== kept.locationId || item.queuedAt < kept.fetchedAt) continue;
    for (const line of item.sale.lines) {
      sold.set(line.productId, (sold.get(line.productId) ?? 0) + toEngineQuantity(line.unit, line.quantity));
    }
  }
  return sold;
}

export interface ProductSearch {
  search?: string;
  barcode?: string;
  categoryId?: string;
  productIds?: string[];
  page?: number;
  limit?: number;
}

/** The register's product search over the copy: the same prefixes and barcodes the server's index holds. */
export function searchLocalProducts(kept: KeptKit, queued: QueuedSale[], query: ProductSearch) {
  const tokens = searchTokens(query.search ?? "");
  const sold = soldSince(kept, queued);
  const matches = kept.kit.products
    .filter((p) => !query.barcode || p.barcodes.includes(query.barcode))
    .filter((p) => !query.categoryId || p.categoryId === query.categoryId)
    .filter((p) => !query.productIds?.length || query.productIds.includes(p.id))
    .filter((p) => {
      if (tokens.length === 0) return true;
      const terms = new Set(productSearchTerms(p.name, p.sku, p.barcodes));
      return tokens.every((t) => terms.has(t.slice(0, 40)));
    })
    .map((p) => {
      const left = toEngineQuantity(p.unit, p.availableQuantity) - (sold.get(p.id) ?? 0);
      return { ...p, availableQuantity: Math.max(0, p.unit === "GRAM" ? left / 1000 : left) };
    });
  return pageOf(matches, query.page ?? 1, query.limit ?? 20);
}

export function pageOf<T>(all: T[], page: number, limit: number) {
  const data = all.slice((page - 1) * limit, page * limit);
  return { data, meta: { page, limit, total: all.length, totalPages: Math.max(1, Math.ceil(all.length / limit)) } };
}

const customerName = (c: Customer) => `${c.firstName} ${c.lastName}`.toLowerCase();

/** Customer lookup over the copy: name, e-mail, card number or phone digits, recent customers first. */
export function searchLocalCustomers(kept: KeptKit, search: string, limit: number) {
  const text = search.trim().toLowerCase();
  const digits = text.replace(/\D/g, "");
  const recent = new Map(kept.kit.recentCustomerIds.map((id, i) => [id, i]));
  const matches = kept.kit.customers
    .filter(
      (c) =>
        !text ||
        customerName(c).includes(text) ||
        c.email?.toLowerCase().includes(text) ||
        c.medicalCardNumber?.toLowerCase().includes(text) ||
        (digits.length >= 3 && c.phone?.replace(/\D/g, "").includes(digits)),
    )
    .sort(
      (a, b) =>
        (recent.get(a.id) ?? 1e6) - (recent.get(b.id) ?? 1e6) ||
        a.lastName.localeCompare(b.lastName) ||
        a.firstName.localeCompare(b.firstName),
    );
  return pageOf(matches, 1, limit);
}

/**
 * A customer's limits of the day offline: the copy's lines (when the copy is of today: otherwise the day is not
 * known, and `known` is false) plus this browser's offline sales to them today.
 */
export function localLimits(kept: KeptKit, queued: QueuedSale[], customer: Customer, now = new Date()) {
  const { timeZone, limitsProfile } = kept.kit.pricingContext;
  const at = now.toISOString();
  const today = toLocalMoment(at, timeZone).date;
  // The copy's day as this browser reckons it (the same reckoning as `today`, whatever the server's clock said).
  const known = toLocalMoment(kept.kit.generatedAt, timeZone).date === today;
  const lines: LimitLine[] = known ? [...(kept.kit.dayLines[customer.id] ?? [])] : [];
  for (const item of queued) {
    if (item.sale.customer.id !== customer.id || item.state === "refused") continue;
    if (toLocalMoment(item.sale.completedAt, timeZone).date !== today) continue;
    item.sale.lines.forEach((line, i) => {
      const engine = item.body.lines[i];
      const product = kept.kit.products.find((p) => p.id === line.productId);
      if (!engine || !product?.complianceClass) return;
      // The one product → line conversion (decision 0023): units per pack and a lotion's form count as on the server.
      const quantity = toEngineQuantity(line.unit, line.quantity);
      lines.push(toEngineLine(product, { lineId: `${item.key}:${i}`, quantity, taxGroupId: null }));
    });
  }
  const cardValid = customer.type === "MEDICAL" && !!customer.medicalCardExpiry && customer.medicalCardExpiry >= today;
  const customerType = cardValid ? ("MEDICAL" as const) : ("RECREATIONAL" as const);
  const profile = getLimitsProfile(limitsProfile, at, timeZone);
  if (!profile)
    return { known, answer: { profileCode: limitsProfile, buckets: [], exceeded: [], date: today, customerType } };
  // As the server answers it: the day's use as each DAY bucket's prior, an empty cart.
  const day = computeLimitUsage(profile, lines, {}, customerType);
  const prior = Object.fromEntries(day.buckets.filter((b) => b.period === "DAY").map((b) => [b.bucketId, b.usedMg]));
  const usage = computeLimitUsage(profile, [], prior, customerType);
  return { known, answer: { ...usage, date: today, customerType } };
}
