// Whether the register reaches the server, since when it does not, and how many sales wait (decision 0027): one small
// store the banner reads (useSyncExternalStore). "Offline" is what the calls find, not only navigator.onLine: a
// store whose internet is up but whose server is down is offline too. The moment it went offline is kept in
// localStorage, so a reload during an outage still knows how long it has lasted.
const SINCE_KEY = "verdant-offline-since";

export interface Connectivity {
  online: boolean;
  /** ms since epoch; null while online. */
  offlineSince: number | null;
  waiting: number;
  refused: number;
  syncing: boolean;
  lastSyncedAt: number | null;
  /** Customers whose purchases of the day the register's copy cannot tell offline (an ID check, a flagged sale). */
  limitsUnknown: readonly string[];
}

const readSince = () => {
  const raw = typeof localStorage === "undefined" ? null : localStorage.getItem(SINCE_KEY);
  return raw ? Number(raw) : null;
};

let state: Connectivity = {
  online: typeof navigator === "undefined" ? true : navigator.onLine && readSince() === null,
  offlineSince: readSince(),
  waiting: 0,
  refused: 0,
  syncing: false,
  lastSyncedAt: null,
  limitsUnknown: [],
};
const listeners = new Set<() => void>();

function set(next: Partial<Connectivity>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export const connectivity = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** A call got no answer. */
  wentOffline(now = Date.now()) {
    if (state.offlineSince !== null && !state.online) return;
    const since = state.offlineSince ?? now;
    localStorage.setItem(SINCE_KEY, String(since));
    set({ online: false, offlineSince: since });
  },
  /** A call was answered. */
  cameOnline() {
    if (state.online) return;
    localStorage.removeItem(SINCE_KEY);
    set({ online: true, offlineSince: null });
  },
  /** Whether a customer's day is known, as the offline layer last answered their limits. */
  limitsKnown(customerId: string, known: boolean) {
    if (known !== state.limitsUnknown.includes(customerId)) return;
    const others = state.limitsUnknown.filter((id) => id !== customerId);
    set({ limitsUnknown: known ? others : [...others, customerId] });
  },
  counts(waiting: number, refused: number) {
    if (waiting !== state.waiting || refused !== state.refused) set({ waiting, refused });
  },
  syncing(syncing: boolean, now = Date.now()) {
    set(syncing ? { syncing } : { syncing, lastSyncedAt: now });
  },
};
