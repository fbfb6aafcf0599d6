// Cubelab's service worker: the browser build works offline after one visit.
// `make web` copies it into wasm/ with @VERSION@ replaced by a hash of
// cubelab.wasm, so every new build is a new worker with its own cache
// ("cubelab-" + version); activating it drops the caches of older builds.
//
// - Install keeps the page's small files (page, wasm_exec.js, manifest,
//   icons). The WebAssembly (12 MB compressed) is not fetched a second time
//   here: the loader page stores the copy it downloads into this same cache
//   (see index.html) and reads it back from there on later visits.
// - The page itself is asked from the network first (so a new build shows
//   on the next visit), with the cached copy when the network fails or is
//   slow; everything else comes from the cache first.
"use strict";
const version = "@VERSION@";
const cacheName = "cubelab-" + version;
const pageFiles = [
	"./",
	"wasm_exec.js?v=" + version,
	"manifest.webmanifest",
	"icon.png",
	"icon-192.png",
	"icon-512.png",
	"icon-maskable-512.png",
];
// pageTimeout is how long a navigation waits for the network before the
// cached page is shown (a phone on a bad connection).
const pageTimeout = 3000;

self.addEventListener("install", event => {
	event.waitUntil((async () => {
		const cache = await caches.open(cacheName);
		await cache.addAll(pageFiles.map(f => new Request(f, { cache: "reload" })));
		await self.skipWaiting();
	})());
});

self.addEventListener("activate", event => {
	event.waitUntil((async () => {
		for (const name of await caches.keys()) {
			if (name.startsWith("cubelab-") && name !== cacheName) await caches.delete(name);
		}
		await self.clients.claim();
	})());
});

self.addEventListener("fetch", event => {
	const req = event.request;
	if (req.method !== "GET" || new URL(req.url).origin !== self.location.origin) return;
	if (req.mode === "navigate") {
		event.respondWith(page(req));
		return;
	}
	event.respondWith((async () => {
		const cached = await caches.match(req, { cacheName });
		return cached || fetch(req);
	})());
});

// page answers a navigation: the network's page unless it fails or takes
// longer than pageTimeout, then the cached one.
async function page(req) {
	const cache = await caches.open(cacheName);
	// The fresh page is not stored here: it belongs to the build whose own
	// worker (installed next) keeps it with its files.
	const network = fetch(req);
	const late = new Promise(resolve => setTimeout(resolve, pageTimeout));
	try {
		const r = await Promise.race([network, late]);
		if (r) return r;
	} catch (e) { /* offline: the cache answers */ }
	const cached = await cache.match("./");
	return cached || network;
}
