/*
 * Officina service worker, served at /service-worker.js with scope /.
 * For now it only takes control of the open pages; Web Push handling (push and notificationclick
 * events) arrives with the notifications issue.
 */
self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});
