import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../lib/paths.ts';
import { adminRoutes } from './admin-routes.tsx';
import { afterHeavyChunks, heavyChunkImporters, inSteps } from './boot-pacing.ts';
import { meta, type RouteMeta } from './guard/route-meta.ts';
import { InitialLoading } from './initial-loading.tsx';
import { keyholderRoutes } from './keyholder-routes.tsx';
import { attachmentRoutes, documentationRoutes, externalLinkRoutes } from './knowledge-routes.tsx';
import { lazyRoute } from './lazy-route.ts';
import { notificationRoutes } from './notification-routes.tsx';
import { RootErrorBoundary } from './root-error-boundary.tsx';
import { RootView } from './root-view.tsx';
import { searchRoutes } from './search-routes.tsx';

/**
 * Every page is a lazy chunk. Pages needing sign-in live under the authenticated layout;
 * a page needing a permission declares it, e.g.
 * `{ path: 'opportunities', handle: meta({ permission: 'view_opportunities' }), lazy: lazyRoute(…) }`.
 */
export const publicRoutes: RouteObject[] = [
  {
    index: true,
    handle: meta({ guestOnly: true }),
    lazy: lazyRoute(async () => (await import('./routes/landing-page.tsx')).LandingPage),
  },
  { path: 'login', lazy: lazyRoute(async () => (await import('./routes/login-page.tsx')).LoginPage) },
  {
    path: 'reset-password/:code',
    lazy: lazyRoute(async () => (await import('./routes/reset-password-page.tsx')).ResetPasswordPage),
  },
  {
    path: 'set-password/:code',
    lazy: lazyRoute(async () => (await import('./routes/set-password-page.tsx')).SetPasswordPage),
  },
  { path: 'error/:code', lazy: lazyRoute(async () => (await import('./routes/error-page.tsx')).ErrorPage) },
];

/** CRM: clients and persons; the client detail keeps its tab in the URL (named crm-detail). */
function crmRoutes(): RouteObject[] {
  const viewClients = meta({ permission: 'view_clients' });
  const manageClients = meta({ permission: 'manage_clients' });
  const viewPersons = meta({ permission: 'view_persons' });
  const managePersons = meta({ permission: 'manage_persons' });
  return [
    {
      path: 'crm',
      handle: viewClients,
      lazy: lazyRoute(async () => (await import('./routes/crm-clients-page.tsx')).CrmClientsPage),
    },
    {
      path: 'crm/add',
      handle: manageClients,
      lazy: lazyRoute(async () => (await import('./routes/crm-client-add-page.tsx')).CrmClientAddPage),
    },
    {
      path: 'crm/:id/edit',
      handle: manageClients,
      lazy: lazyRoute(async () => (await import('./routes/crm-client-edit-page.tsx')).CrmClientEditPage),
    },
    {
      id: 'crm-detail',
      path: 'crm/detail/:id/:tab?',
      handle: viewClients,
      lazy: lazyRoute(async () => (await import('./routes/crm-client-detail-page.tsx')).CrmClientDetailPage),
    },
    {
      path: 'crm/persons',
      handle: viewPersons,
      lazy: lazyRoute(async () => (await import('./routes/crm-persons-page.tsx')).CrmPersonsPage),
    },
    {
      path: 'crm/persons/add',
      handle: managePersons,
      lazy: lazyRoute(async () => (await import('./routes/crm-person-add-page.tsx')).CrmPersonAddPage),
    },
    {
      path: 'crm/persons/:id/detail',
      handle: viewPersons,
      lazy: lazyRoute(async () => (await import('./routes/crm-person-detail-page.tsx')).CrmPersonDetailPage),
    },
    {
      path: 'crm/persons/:id/edit',
      handle: managePersons,
      lazy: lazyRoute(async () => (await import('./routes/crm-person-edit-page.tsx')).CrmPersonEditPage),
    },
  ];
}

/** Sales: opportunities (list/board, detail with rows), products, contracts, offer settings. */
function salesRoutes(): RouteObject[] {
  const page = (path: string, permission: RouteMeta['permission'], load: () => Promise<ComponentType>) => ({
    path,
    handle: meta({ permission }),
    lazy: lazyRoute(load),
  });
  return [
    page(
      'opportunities',
      'view_opportunities',
      async () => (await import('./routes/opportunity-list-page.tsx')).OpportunityListPage,
    ),
    page(
      'opportunities/add',
      'manage_opportunities',
      async () => (await import('./routes/opportunity-add-page.tsx')).OpportunityAddPage,
    ),
    page(
      'opportunities/:id/detail',
      'view_opportunities',
      async () => (await import('./routes/opportunity-detail-page.tsx')).OpportunityDetailPage,
    ),
    page(
      'opportunities/:id/edit',
      'manage_opportunities',
      async () => (await import('./routes/opportunity-edit-page.tsx')).OpportunityEditPage,
    ),
    page(
      'products',
      ['view_opportunities', 'manage_products'],
      async () => (await import('./routes/product-list-page.tsx')).ProductListPage,
    ),
    page(
      'products/add',
      'manage_products',
      async () => (await import('./routes/product-add-page.tsx')).ProductAddPage,
    ),
    page(
      'products/:id/detail',
      ['view_opportunities', 'manage_products'],
      async () => (await import('./routes/product-detail-page.tsx')).ProductDetailPage,
    ),
    page(
      'products/:id/edit',
      'manage_products',
      async () => (await import('./routes/product-edit-page.tsx')).ProductEditPage,
    ),
    page(
      'contracts',
      'view_contracts',
      async () => (await import('./routes/contract-list-page.tsx')).ContractListPage,
    ),
    page(
      'contracts/add',
      'manage_contracts',
      async () => (await import('./routes/contract-add-page.tsx')).ContractAddPage,
    ),
    page(
      'contracts/:id/detail',
      'view_contracts',
      async () => (await import('./routes/contract-detail-page.tsx')).ContractDetailPage,
    ),
    page(
      'contracts/:id/edit',
      'manage_contracts',
      async () => (await import('./routes/contract-edit-page.tsx')).ContractEditPage,
    ),
    page(
      'settings/offers',
      'manage_settings',
      async () => (await import('./routes/offer-settings-page.tsx')).OfferSettingsPage,
    ),
  ];
}

/** Time management: projects, to-dos, timesheet, time report, checklist templates. */
function timeRoutes(): RouteObject[] {
  const viewProjects = meta({ permission: 'view_projects' });
  const manageProjects = meta({ permission: 'manage_projects' });
  const manageTodos = meta({ permission: 'manage_todos' });
  return [
    {
      path: 'projects',
      handle: viewProjects,
      lazy: lazyRoute(async () => (await import('./routes/project-list-page.tsx')).ProjectListPage),
    },
    {
      path: 'projects/add',
      handle: manageProjects,
      lazy: lazyRoute(async () => (await import('./routes/project-add-page.tsx')).ProjectAddPage),
    },
    {
      path: 'projects/edit/:id',
      handle: manageProjects,
      lazy: lazyRoute(async () => (await import('./routes/project-edit-page.tsx')).ProjectEditPage),
    },
    {
      id: 'projects-detail',
      path: 'projects/detail/:id/:tab?',
      handle: viewProjects,
      lazy: lazyRoute(async () => (await import('./routes/project-detail-page.tsx')).ProjectDetailPage),
    },
    {
      path: 'todos',
      lazy: lazyRoute(async () => (await import('./routes/todo-list-page.tsx')).TodoListPage),
    },
    {
      path: 'todos/add',
      handle: manageTodos,
      lazy: lazyRoute(async () => (await import('./routes/todo-add-page.tsx')).TodoAddPage),
    },
    {
      path: 'todos/:id/detail',
      lazy: lazyRoute(async () => (await import('./routes/todo-detail-page.tsx')).TodoDetailPage),
    },
    {
      path: 'todos/:id/edit',
      handle: manageTodos,
      lazy: lazyRoute(async () => (await import('./routes/todo-edit-page.tsx')).TodoEditPage),
    },
    {
      path: 'timesheet',
      lazy: lazyRoute(async () => (await import('./routes/timesheet-page.tsx')).TimesheetPage),
    },
    {
      path: 'timesheet/report',
      lazy: lazyRoute(async () => (await import('./routes/time-report-page.tsx')).TimeReportPage),
    },
    {
      // Templates are written with manage_todos or manage_projects (as the server checks).
      path: 'settings/checklists',
      handle: meta({ permission: ['manage_todos', 'manage_projects'] }),
      lazy: lazyRoute(
        async () => (await import('./routes/checklist-templates-page.tsx')).ChecklistTemplatesPage,
      ),
    },
  ];
}

export const authenticatedRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    lazy: lazyRoute(async () => (await import('./routes/dashboard-page.tsx')).DashboardPage),
  },
  { path: 'profile', lazy: lazyRoute(async () => (await import('./routes/profile-page.tsx')).ProfilePage) },
  // The old read-only lookups page: its tables are edited in the administration now.
  { path: 'settings', element: <Navigate to={paths.adminLookups.build()} replace /> },
  ...crmRoutes(),
  ...salesRoutes(),
  ...timeRoutes(),
  ...attachmentRoutes(),
  ...documentationRoutes(),
  ...externalLinkRoutes(),
  ...keyholderRoutes(),
  ...notificationRoutes(),
  ...searchRoutes(),
  ...adminRoutes(),
  {
    path: 'schedules',
    handle: meta({ permission: 'view_schedules' }),
    lazy: lazyRoute(async () => (await import('./routes/schedules-page.tsx')).SchedulesPage),
  },
];

export function createRoutes(): RouteObject[] {
  const heavyChunksReady = inSteps(heavyChunkImporters());
  return [
    {
      id: 'root',
      Component: RootView,
      ErrorBoundary: RootErrorBoundary,
      HydrateFallback: InitialLoading,
      children: [
        {
          lazy: lazyRoute(async () => (await import('./layouts/default-layout.tsx')).DefaultLayout),
          children: publicRoutes,
        },
        ...afterHeavyChunks(
          [
            {
              handle: meta({ auth: true }),
              lazy: lazyRoute(
                async () => (await import('./layouts/authenticated-layout.tsx')).AuthenticatedLayout,
              ),
              children: authenticatedRoutes,
            },
          ],
          heavyChunksReady,
        ),
        { path: paths.forbiddenAlias.pattern, element: <Navigate to={paths.error.build(403)} replace /> },
        { path: '*', element: <Navigate to={paths.error.build(404)} replace /> },
      ],
    },
  ];
}
