// Where the register's offline layer keeps things (decision 0027): a few IndexedDB object stores behind a four-call
// interface, so the queue and the local copy are tested against the in-memory twin and run on IndexedDB in the
// browser. IndexedDB (not localStorage): the local copy holds thousands of products and customers, and the queue
// must survive a crash between the write and the receipt; each put is its own committed transaction.
export const OFFLINE_STORES = ["kits", "responses", "queue", "meta"] as const;
export type OfflineStoreName = (typeof OFFLINE_STORES)[number];

export interface OfflineStorage {
  get<T>(store: OfflineStoreName, key: string): Promise<T | undefined>;
  put(store: OfflineStoreName, key: string, value: unknown): Promise<void>;
  all<T>(store: OfflineStoreName): Promise<T[]>;
  delete(store: OfflineStoreName, key: string): Promise<void>;
}

const DB_NAME = "verdant-offline";
const DB_VERSION = 1;

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

/** Resolves once the transaction has committed (durable), not merely when its request succeeded. */
const committed = (tx: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new Error("IndexedDB transaction aborted"));
  });

function openDb(): Promise<IDBDatabase> {
  const request = indexedDB.open(DB_NAME, DB_VERSION);
  request.onupgradeneeded = () => {
    for (const name of OFFLINE_STORES) {
      if (!request.result.objectStoreNames.contains(name)) request.result.createObjectStore(name);
    }
  };
  return done(request);
}

export function indexedDbStorage(): OfflineStorage {
  let db: Promise<IDBDatabase> | null = null;
  const store = async (name: OfflineStoreName, mode: IDBTransactionMode) => {
    db ??= openDb();
    const tx = (await db).transaction(name, mode, { durability: "strict" });
    return { tx, objects: tx.objectStore(name) };
  };
  return {
    async get<T>(name: OfflineStoreName, key: string) {
      const { objects } = await store(name, "readonly");
      return (await done(objects.get(key))) as T | undefined;
    },
    async put(name, key, value) {
      const { tx, objects } = await store(name, "readwrite");
      objects.put(value, key);
      await committed(tx);
    },
    async all<T>(name: OfflineStoreName) {
      const { objects } = await store(name, "readonly");
      return (await done(objects.getAll())) as T[];
    },
    async delete(name, key) {
      const { tx, objects } = await store(name, "readwrite");
      objects.delete(key);
      await committed(tx);
    },
  };
}

/** The same interface in memory (unit tests; a browser without IndexedDB keeps nothing across reloads). */
export function memoryStorage(): OfflineStorage {
  const stores = new Map<string, Map<string, unknown>>(OFFLINE_STORES.map((name) => [name, new Map()]));
  const copy = <T>(value: T): T => (value === undefined ? value : structuredClone(value));
  return {
    get: async <T>(name: OfflineStoreName, key: string) => copy(stores.get(name)!.get(key) as T | undefined),
    put: async (name, key, value) => void stores.get(name)!.set(key, copy(value)),
    all: async <T>(name: OfflineStoreName) => [...stores.get(name)!.values()].map((v) => copy(v as T)),
    delete: async (name, key) => void stores.get(name)!.delete(key),
  };
}
