// The receipt of a sale rung up offline (decision 0035), printed and reprinted from this browser's queue and the
// register's local copy with no network: the sale as the register showed it, its offline receipt number, and the
// store's legal name, address, registrations, return policy and time zone as every receipt prints them. Once the
// sale has synced, its receipt is the server's (with both numbers; runtime.ts's receiptSaleId finds its id).
import type { Receipt } from "@verdant/shared/sales";
import type { KeptKit } from "./local-copy.ts";
import type { QueuedSale } from "./queue.ts";

const queuedSaleOf = (queued: QueuedSale[], saleId: string) =>
  queued.find((item) => item.sale.id === saleId || item.result?.saleId === saleId);

export async function offlineReceiptAnswer(
  queued: QueuedSale[],
  saleId: string,
  kitOf: (registerId: string) => Promise<KeptKit | undefined>,
): Promise<Receipt | undefined> {
  const item = queuedSaleOf(queued, saleId);
  if (!item) return undefined;
  const kit = (await kitOf(item.body.registerId))?.kit;
  // A copy kept before receipts were part of it cannot print one.
  if (!kit?.store) return undefined;
  const customer = kit.customers.find((c) => c.id === item.sale.customer.id);
  return {
    sale: item.sale,
    store: kit.store,
    contact: { email: customer?.email ?? null, phone: customer?.phone ?? null },
    offlineReceipt: item.body.offlineReceipt,
  };
}
