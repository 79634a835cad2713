// The register's offline layer at run time (decision 0027): the IndexedDB storage, the queue and its sender, and the
// hooks the API client calls — keep the answers the app boots from (profile, organizations, registers, drawer,
// pricing context), and answer from the local copy when no answer comes. Started once by main.tsx.
import { offlineKit, offlineSaleRecorded } from "@verdant/shared/offline-kit";
import type { CompleteSaleInput } from "@verdant/shared/sales";
import { ApiError, api, buildUrl, type OfflineCall, type Query, setOfflineHooks } from "../../../lib/api-client.ts";
import { authStore } from "../../../lib/auth-store.ts";
import { connectivity } from "./connectivity.ts";
import { grantFor } from "./grants.ts";
import {
  type KeptKit,
  localLimits,
  pageOf,
  readLocalCopy,
  refreshLocalCopy,
  searchLocalCustomers,
  searchLocalProducts,
} from "./local-copy.ts";
import { recordOfflineReceipt } from "./offline-receipts.ts";
import { buildOfflineSale, nextOfflineReceipt } from "./offline-sale.ts";
import { OfflineQueue, type QueuedSale, type SendResult } from "./queue.ts";
import { offlineRefusals } from "./refusals.ts";
import { indexedDbStorage, memoryStorage, type OfflineStorage } from "./storage.ts";

/** The answers kept for booting offline: the profile, organizations, and the register's location-scoped reads. */
const KEPT_ANSWERS = [
  /^auth\/me$/,
  /^organization$/,
  /^organization\/[^/]+\/location\/[^/]+\/(register|category|approvers|sale\/pricing-context|drawer-session\/[^/]+)$/,
];
const LOC = "^organization\\/([^/]+)\\/location\\/([^/]+)";
const PATHS = {
  products: new RegExp(`${LOC}\\/register\\/([^/]+)\\/products$`),
  register: new RegExp(`${LOC}\\/register$`),
  drawer: new RegExp(`${LOC}\\/drawer-session\\/([^/]+)$`),
  context: new RegExp(`${LOC}\\/sale\\/pricing-context$`),
  complete: new RegExp(`${LOC}\\/sale\\/complete$`),
  receipt: new RegExp(`${LOC}\\/sale\\/([^/]+)\\/receipt$`),
  customerLimits: /^customer\/([^/]+)\/daily-purchase-limits$/,
  customer: /^customer\/([^/]+)$/,
  customers: /^customer$/,
};

export const storage: OfflineStorage = typeof indexedDB === "undefined" ? memoryStorage() : indexedDbStorage();

const clean = (path: string) => path.replace(/^\//, "");

async function sendQueued(item: QueuedSale): Promise<SendResult> {
  try {
    const path = `organization/${item.organizationId}/location/${item.locationId}/sale/offline`;
    const answer = await api.postWith(path, item.body, { "Idempotency-Key": item.key });
    return { ok: true, result: offlineSaleRecorded.parse(answer) };
  } catch (error) {
    const retry = !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
    return { ok: false, retry, message: error instanceof Error ? error.message : offlineRefusals("notSent") };
  }
}

export const queue = new OfflineQueue(storage, sendQueued);

export async function countQueue() {
  const items = await queue.items();
  const mine = items.filter((i) => i.userId === authStore.get().id);
  connectivity.counts(
    mine.filter((i) => i.state === "waiting").length,
    mine.filter((i) => i.state === "refused").length,
  );
  return items;
}

/** Sends this cashier's waiting sales when the server answers; safe to call often (one round at a time). */
export async function syncQueue() {
  const userId = authStore.get().id;
  if (!userId) return 0;
  connectivity.syncing(true);
  try {
    return await queue.flush((item) => item.userId === userId);
  } finally {
    connectivity.syncing(false);
    await countQueue();
  }
}

/** The register's kept copy, if this browser has one. */
export const keptCopy = (locationId: string, registerId: string) => readLocalCopy(storage, locationId, registerId);

export async function refreshKit(ids: { organizationId: string; locationId: string; registerId: string }) {
  const path = `organization/${ids.organizationId}/location/${ids.locationId}/register/${ids.registerId}/offline-kit`;
  return refreshLocalCopy(storage, ids, async () => offlineKit.parse(await api.get(path)));
}

const cashierName = () => {
  const user = authStore.get();
  return [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email || offlineRefusals("cashier");
};

/** The id a receipt is read under: the server's, once a sale this browser rang up offline has synced. */
export const receiptSaleId = async (saleId: string) =>
  (await queue.items()).find((item) => item.sale.id === saleId)?.result?.saleId ?? saleId;

async function completeOffline(locationId: string, call: OfflineCall) {
  const key = call.headers?.["Idempotency-Key"];
  const input = call.body as CompleteSaleInput;
  const userId = authStore.get().id;
  if (!key || !userId) return undefined;
  const kept = await readLocalCopy(storage, locationId, input.registerId);
  if (!kept) return undefined;
  const existing = await storage.get<QueuedSale>("queue", key);
  if (existing) {
    recordOfflineReceipt(existing.sale.id, existing.body.offlineReceipt);
    return existing.sale;
  }
  const receipt = await nextOfflineReceipt(storage, locationId, input.registerId);
  const grant = grantFor(input.registerId);
  const { item, pastLimits } = buildOfflineSale(input, key, receipt, {
    kept,
    queued: await queue.items(),
    userId,
    cashierName: cashierName(),
    offlineSince: connectivity.get().offlineSince ?? Date.now(),
    now: new Date(),
    approvedTotalCents: grant?.totalCents,
  });
  if (pastLimits && grant) {
    const sale = { key, offlineReceipt: receipt, registerTotalCents: item.body.registerTotalCents };
    // The proof's code loads with the approval dialog that granted it (decision 0035).
    item.body.approval = await (await import("./approval.ts")).spendGrant(grant, sale);
  }
  const queued = await queue.enqueue(item);
  recordOfflineReceipt(queued.sale.id, queued.body.offlineReceipt);
  await countQueue();
  return queued.sale;
}

type Kept = (locationId: string, registerId?: string) => Promise<KeptKit | undefined>;
type Answer = (m: RegExpMatchArray, query: Record<string, unknown>, kept: Kept) => Promise<unknown>;

async function customerAnswer(m: RegExpMatchArray, query: Record<string, unknown>, kept: Kept, limits: boolean) {
  const copy = await kept(String(query.locationId ?? ""));
  const customer = copy?.kit.customers.find((c) => c.id === m[1]);
  if (!copy || !customer) return undefined;
  if (!limits) return customer;
  const usage = localLimits(copy, await queue.items(), customer);
  connectivity.limitsKnown(customer.id, usage.known);
  return usage.answer;
}

/** The register's reads answered from the local copy, by path. */
const ANSWERS: [RegExp, Answer][] = [
  [
    PATHS.products,
    async (m, query, kept) => {
      const copy = await kept(m[2]!, m[3]);
      const productIds = query.productIds as string[] | undefined;
      return copy && searchLocalProducts(copy, await queue.items(), { ...query, productIds });
    },
  ],
  [PATHS.context, async (m, _q, kept) => (await kept(m[2]!))?.kit.pricingContext],
  [
    PATHS.drawer,
    async (m, _q, kept) => {
      const drawer = (await kept(m[2]!))?.kit.drawer;
      return drawer?.id === m[3] ? drawer : undefined;
    },
  ],
  [
    PATHS.register,
    async (m, query, kept) => {
      const copy = await kept(m[2]!);
      return copy && pageOf([copy.kit.register], 1, Number(query.limit ?? 100));
    },
  ],
  [
    PATHS.customers,
    async (_m, query, kept) => {
      const copy = await kept(String(query.locationId ?? ""));
      return copy && searchLocalCustomers(copy, String(query.search ?? ""), Number(query.limit ?? 8));
    },
  ],
  [
    PATHS.receipt,
    async (m, _q, kept) =>
      (await import("./offline-receipt.ts")).offlineReceiptAnswer(await queue.items(), m[3]!, (id) => kept(m[2]!, id)),
  ],
  [PATHS.customerLimits, (m, query, kept) => customerAnswer(m, query, kept, true)],
  [PATHS.customer, (m, query, kept) => customerAnswer(m, query, kept, false)],
];

async function fromCopy(call: OfflineCall, kept: Kept) {
  const path = clean(call.path);
  for (const [pattern, answer] of ANSWERS) {
    const m = path.match(pattern);
    if (m) return answer(m, (call.query ?? {}) as Record<string, unknown>, kept);
  }
  return undefined;
}

async function unreachable(call: OfflineCall): Promise<unknown | undefined> {
  connectivity.wentOffline();
  const kept = (locationId: string, registerId?: string) => readLocalCopy(storage, locationId, registerId);
  if (call.method === "POST") {
    const m = clean(call.path).match(PATHS.complete);
    return m ? completeOffline(m[2]!, call) : undefined;
  }
  if (call.method !== "GET") return undefined;
  const recorded = await storage.get("responses", buildUrl(clean(call.path), call.query as Query));
  return recorded ?? (await fromCopy(call, kept));
}

function answered(path: string, query: Query | undefined, body: unknown) {
  const wasOffline = !connectivity.get().online;
  connectivity.cameOnline();
  if (wasOffline) void syncQueue();
  if (!authStore.signedIn() || !KEPT_ANSWERS.some((re) => re.test(clean(path)))) return;
  void storage.put("responses", buildUrl(clean(path), query), body).catch(() => undefined);
}

/**
 * The profile as the app boots from it: sign-in sets it without a GET of auth/me (the answer carries the user), so
 * it is kept from the auth store whenever that changes.
 */
function keepProfile() {
  const user = authStore.get();
  if (!authStore.signedIn() || !user.id) return;
  void storage.put("responses", buildUrl("auth/me"), user).catch(() => undefined);
}

let started = false;

/** Hooks the API client, counts the queue, and syncs on every sign of the connection coming back. */
export function startOfflineLayer() {
  if (started) return;
  started = true;
  setOfflineHooks({ answered, unreachable });
  keepProfile();
  authStore.subscribe(keepProfile);
  void countQueue();
  window.addEventListener("online", () => void syncQueue());
  window.addEventListener("offline", () => connectivity.wentOffline());
  // The head of the queue is tried again on its backoff; a tick every few seconds looks whether it is due.
  setInterval(() => {
    if (connectivity.get().waiting > 0 && navigator.onLine) void syncQueue();
  }, 3000);
}
