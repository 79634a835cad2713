// The offline layer (decision 0027) loads apart from the entry chunk: the sign-in pages never need it, and the
// signed-in app waits for it before its first call (routes/_app.tsx), so a boot with no network answers from the
// register's local copy. Its chunk is in the service worker's cache like every other file of the build.
let loading: Promise<typeof import("./runtime.ts") | undefined> | undefined;
let starting: Promise<void> | undefined;

/** The offline runtime, once its chunk has arrived; undefined when it cannot load (the app is then online-only, as
 *  before the layer existed). Screens that use it call this rather than importing it, which would put the runtime
 *  in their first load. */
export function offlineRuntime() {
  loading ??= import("./runtime.ts").catch(() => undefined);
  return loading;
}

export function startOffline(): Promise<void> {
  starting ??= offlineRuntime().then((runtime) => runtime?.startOfflineLayer());
  return starting;
}

/** The id to read a receipt under (a sale rung up offline has the server's id once synced); offline layer or not. */
export async function receiptSaleId(saleId: string): Promise<string> {
  await startOffline();
  try {
    return (await (await offlineRuntime())?.receiptSaleId(saleId)) ?? saleId;
  } catch {
    return saleId;
  }
}
