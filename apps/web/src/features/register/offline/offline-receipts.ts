// Offline receipt numbers of the sales this page made offline, by sale id: the runtime records them, the register
// and its sale-complete dialog read them. A module of its own so that reading one does not put the offline runtime
// (its queue, local copy and offline pricing) in the register's first load: the runtime arrives as its own chunk
// (start.ts).
const offlineReceipts = new Map<string, string>();

export const offlineReceiptOf = (saleId: string) => offlineReceipts.get(saleId);

export const recordOfflineReceipt = (saleId: string, receipt: string) => {
  offlineReceipts.set(saleId, receipt);
};
