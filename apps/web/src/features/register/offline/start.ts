// The offline layer (decision 0027) loads apart from the entry chunk: the sign-in pages never need it, and the
// signed-in app waits for it before its first call (routes/_app.tsx), so a boot with no network answers from the
// register's local copy. Its chunk is in the service worker's cache like every other file of the build.
let starting: Promise<void> | undefined;

export function startOffline(): Promise<void> {
  starting ??= import("./runtime.ts").then(
    (m) => m.startOfflineLayer(),
    () => undefined, // a chunk that cannot load leaves the app online-only, as before the layer existed
  );
  return starting;
}

/** The id to read a receipt under (a sale rung up offline has the server's id once synced); offline layer or not. */
export async function receiptSaleId(saleId: string): Promise<string> {
  await startOffline();
  try {
    return await (await import("./runtime.ts")).receiptSaleId(saleId);
  } catch {
    return saleId;
  }
}
