import type { RouteObject } from 'react-router';
import { meta } from './guard/route-meta.ts';
import { lazyRoute } from './lazy-route.ts';

/**
 * The knowledge modules' pages — documentation, links, attachments — beside the other areas of
 * routes.tsx, which composes them.
 */

/** Documentation pages: list, editor, detail (with its Versioni and Attività views in the URL). */
export function documentationRoutes(): RouteObject[] {
  const view = meta({ permission: 'view_documentations' });
  const manage = meta({ permission: 'manage_documentations' });
  return [
    {
      path: 'documentations',
      handle: view,
      lazy: lazyRoute(
        async () => (await import('./routes/documentation-list-page.tsx')).DocumentationListPage,
      ),
    },
    {
      path: 'documentations/add',
      handle: manage,
      lazy: lazyRoute(async () => (await import('./routes/documentation-add-page.tsx')).DocumentationAddPage),
    },
    {
      path: 'documentations/:id/detail/:tab?',
      handle: view,
      lazy: lazyRoute(
        async () => (await import('./routes/documentation-detail-page.tsx')).DocumentationDetailPage,
      ),
    },
    {
      path: 'documentations/:id/edit',
      handle: manage,
      lazy: lazyRoute(
        async () => (await import('./routes/documentation-edit-page.tsx')).DocumentationEditPage,
      ),
    },
  ];
}

/** External links: list, form, detail (with its history). */
export function externalLinkRoutes(): RouteObject[] {
  const view = meta({ permission: 'view_external_links' });
  const manage = meta({ permission: 'manage_external_links' });
  return [
    {
      path: 'external-links',
      handle: view,
      lazy: lazyRoute(
        async () => (await import('./routes/external-link-list-page.tsx')).ExternalLinkListPage,
      ),
    },
    {
      path: 'external-links/add',
      handle: manage,
      lazy: lazyRoute(async () => (await import('./routes/external-link-add-page.tsx')).ExternalLinkAddPage),
    },
    {
      path: 'external-links/:id/detail',
      handle: view,
      lazy: lazyRoute(
        async () => (await import('./routes/external-link-detail-page.tsx')).ExternalLinkDetailPage,
      ),
    },
    {
      path: 'external-links/:id/edit',
      handle: manage,
      lazy: lazyRoute(
        async () => (await import('./routes/external-link-edit-page.tsx')).ExternalLinkEditPage,
      ),
    },
  ];
}

/** Attachments: the page of every file (a record's files are in its own tab or card). */
export function attachmentRoutes(): RouteObject[] {
  return [
    {
      path: 'attachments',
      handle: meta({ permission: 'view_attachments' }),
      lazy: lazyRoute(async () => (await import('./routes/attachment-list-page.tsx')).AttachmentListPage),
    },
  ];
}
