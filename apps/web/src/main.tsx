import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import './theme/palette.css';
import './app/shell.css';
import './components/plain/controls.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { afterBootLogoPainted } from './app/boot-pacing.ts';
import { syncDocumentTheme } from './app/document-theme.ts';
import { AppProviders } from './app/providers.tsx';
import { registerServiceWorker } from './app/register-service-worker.ts';
import { createAppRouter } from './app/router.tsx';
import { useBrandingStore } from './lib/branding/branding-store.ts';

// Before anything renders: <html data-theme> from the saved choice. No MUI on this path (see
// docs/ARCHITECTURE.md, "Web shell: the public entry is MUI-free"; app/entry-imports.test.ts).
syncDocumentTheme();
// The company's name and logos (the overlay shows the stored copy meanwhile).
void useBrandingStore.getState().load();
const router = createAppRouter();

// React's first render replaces index.html's overlay: only once its logo has been painted (the
// router is loading the first page's chunks meanwhile; app/boot-pacing.ts).
// As a transition, the first render yields to the browser every few milliseconds instead of holding
// the main thread until it is done (React renders a default update in one go).
void afterBootLogoPainted().then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
});

registerServiceWorker();
