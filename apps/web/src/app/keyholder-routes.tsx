import type { RouteObject } from 'react-router';
import { meta } from './guard/route-meta.ts';
import { lazyRoute } from './lazy-route.ts';

/**
 * Keyholders ("Portachiavi"): one page with two registers — credentials and physical keys — plus
 * each record's pages and a key's printable label. Reading needs view_keyholders, writing
 * manage_keyholders; the secret needs reveal_keyholders (checked by the server on every call).
 */
export function keyholderRoutes(): RouteObject[] {
  const view = meta({ permission: 'view_keyholders' });
  const manage = meta({ permission: 'manage_keyholders' });
  return [
    {
      path: 'keyholders',
      handle: view,
      lazy: lazyRoute(async () => (await import('./routes/keyholders-page.tsx')).KeyholdersPage),
    },
    {
      path: 'keyholders/add',
      handle: manage,
      lazy: lazyRoute(async () => (await import('./routes/keyholder-add-page.tsx')).KeyholderAddPage),
    },
    {
      path: 'keyholders/:id/detail/:tab?',
      handle: view,
      lazy: lazyRoute(async () => (await import('./routes/keyholder-detail-page.tsx')).KeyholderDetailPage),
    },
    {
      path: 'keyholders/:id/edit',
      handle: manage,
      lazy: lazyRoute(async () => (await import('./routes/keyholder-edit-page.tsx')).KeyholderEditPage),
    },
    {
      path: 'keyholders/keys/add',
      handle: manage,
      lazy: lazyRoute(async () => (await import('./routes/key-add-page.tsx')).KeyAddPage),
    },
    {
      path: 'keyholders/keys/:id/detail',
      handle: view,
      lazy: lazyRoute(async () => (await import('./routes/key-detail-page.tsx')).KeyDetailPage),
    },
    {
      path: 'keyholders/keys/:id/edit',
      handle: manage,
      lazy: lazyRoute(async () => (await import('./routes/key-edit-page.tsx')).KeyEditPage),
    },
    {
      path: 'keyholders/keys/:id/label',
      handle: view,
      lazy: lazyRoute(async () => (await import('./routes/key-label-page.tsx')).KeyLabelPage),
    },
  ];
}
