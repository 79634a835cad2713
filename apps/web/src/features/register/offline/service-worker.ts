// The page's side of the service worker (decision 0027): register it in production, and when a new build has
// installed beside the running one, say so (the update prompt) instead of swapping the app silently; the new
// worker takes over when the user chooses to reload, and the page reloads once it has.
export interface UpdateState {
  available: boolean;
  apply: () => void;
}

type Listener = (state: UpdateState) => void;

/** The parts of ServiceWorkerRegistration and ServiceWorkerContainer this uses (a fake in unit tests). */
export interface WorkerLike {
  state: string;
  postMessage: (message: unknown) => void;
  addEventListener: (type: "statechange", listener: () => void) => void;
}
export interface RegistrationLike {
  waiting: WorkerLike | null;
  installing: WorkerLike | null;
  addEventListener: (type: "updatefound", listener: () => void) => void;
}
export interface ContainerLike {
  controller: unknown;
  addEventListener: (type: "controllerchange", listener: () => void) => void;
}

/** Watches a registration for a waiting new build; `reload` runs once, after the user applied it. */
export function watchForUpdates(
  registration: RegistrationLike,
  container: ContainerLike,
  onUpdate: Listener,
  reload: () => void,
) {
  let applying = false;
  const offer = (worker: WorkerLike) =>
    onUpdate({
      available: true,
      apply: () => {
        applying = true;
        worker.postMessage({ type: "SKIP_WAITING" });
      },
    });
  // A first install has no controller: nothing was running, so there is nothing stale to replace.
  if (registration.waiting && container.controller) offer(registration.waiting);
  registration.addEventListener("updatefound", () => {
    const worker = registration.installing;
    worker?.addEventListener("statechange", () => {
      if (worker.state === "installed" && container.controller) offer(worker);
    });
  });
  container.addEventListener("controllerchange", () => {
    if (!applying) return;
    applying = false;
    reload();
  });
}

let update: UpdateState = { available: false, apply: () => undefined };
const listeners = new Set<() => void>();

export const updates = {
  get: () => update,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/**
 * Registers /sw.js (built apps only: the Vite dev server has hot reload, `import.meta.hot`, and no sw.js) and looks
 * for a new build every 15 minutes and on coming back online.
 */
export function registerServiceWorker() {
  if (!("serviceWorker" in navigator) || import.meta.hot) return;
  void navigator.serviceWorker.register("/sw.js", { updateViaCache: "none" }).then((registration) => {
    watchForUpdates(
      registration,
      navigator.serviceWorker,
      (next) => {
        update = next;
        for (const listener of listeners) listener();
      },
      () => window.location.reload(),
    );
    const check = () => void registration.update().catch(() => undefined);
    setInterval(check, 15 * 60_000);
    window.addEventListener("online", check);
  });
}
