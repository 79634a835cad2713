// Verdant's service worker (decision 0027): its caching rules, kept in this one file. The build prepends
// `self.__VERDANT_BUILD = { version, files }` (vite-plugin.ts): every file of that build is cached at install, so the
// register opens with no network. Rules:
// - /api is never cached here: the register's offline layer answers those calls from IndexedDB (features/register/offline).
// - A page (navigation) comes from the network when it answers, else the cached app shell (index.html).
// - Any other file of this origin comes from the cache, else the network (hashed assets never change).
// - A new build installs beside the running one and waits; the page shows "a new version is ready" and the
//   worker takes over only when the user says so (SKIP_WAITING), so a stale app is never kept silently.
const BUILD = self.__VERDANT_BUILD;
const CACHE = `verdant-app-${BUILD.version}`;
const SHELL = "/index.html";

// At most this many files are fetched at once while installing: the build has some 340 files (each area's French
// catalog is a chunk of its own), and asking for all of them at once took every connection the browser keeps to the
// server, so the page's own calls and chunks (a toast, a dialog) waited behind the whole list.
const AT_ONCE = 3;

/** Caches every file of the build, a few at a time; one that fails fails the install (as cache.addAll would). */
async function cacheBuild(cache) {
  const queue = [...BUILD.files];
  const next = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) await cache.add(new Request(file, { cache: "reload" }));
  };
  await Promise.all(Array.from({ length: AT_ONCE }, next));
}

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then(cacheBuild));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((key) => key.startsWith("verdant-app-") && key !== CACHE).map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("message", (event) => {
  if (event.data?.type === "SKIP_WAITING") self.skipWaiting();
});

async function page(request) {
  try {
    const response = await fetch(request);
    if (response.status < 500) return response;
  } catch {
    // No network, or the server is down: the cached shell below.
  }
  return (await caches.match(SHELL, { cacheName: CACHE })) ?? Response.error();
}

async function file(request) {
  const cached = await caches.match(request, { cacheName: CACHE });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    void caches.open(CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin || url.pathname.startsWith("/api/")) return;
  event.respondWith(request.mode === "navigate" ? page(request) : file(request));
});
