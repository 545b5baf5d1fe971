import { type ComponentType, lazy, Suspense } from 'react';

/** The toast host in its own chunk, with react-toastify and its CSS (see loadToastify in lib/toast.ts). */
const Toasts = lazy<ComponentType>(() =>
  import('./toasts.tsx').then(
    ({ Toasts }) => ({ default: Toasts }),
    (error: unknown) => {
      // Without the host the app still works; a failed chunk must not take the whole page down.
      console.error('Notifiche non disponibili', error);
      return { default: () => null };
    },
  ),
);

export function LazyToasts() {
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
