/** Registers /service-worker.js (scope /) in production builds: it shows Web Push notifications (lib/push). */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/service-worker.js', { scope: '/' })
      .catch((error: unknown) => console.error('Service worker non registrato', error));
  });
}
