/**
 * Typed path registry: every URL the app links to is built here, so later modules add their entries
 * in one place and a renamed route breaks the build instead of a link.
 */
export const paths = {
  home: { pattern: '/', build: () => '/' },
  login: {
    pattern: '/login',
    build: (redirect?: string | null) =>
      redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login',
  },
  forgotPassword: {
    pattern: '/login',
    build: (redirect?: string | null) => {
      const query = new URLSearchParams({ mode: 'forgot' });
      if (redirect) query.set('redirect', redirect);
      return `/login?${query.toString()}`;
    },
  },
  resetPassword: {
    pattern: '/reset-password/:code',
    build: (code: string) => `/reset-password/${encodeURIComponent(code)}`,
  },
  dashboard: { pattern: '/dashboard', build: () => '/dashboard' },
  profile: { pattern: '/profile', build: () => '/profile' },
  notifications: {
    pattern: '/notifications',
    build: (query?: string) => (query ? `/notifications?${query}` : '/notifications'),
  },
  settings: { pattern: '/settings', build: () => '/settings' },
  /** The global search's full page: `?q=&kinds=client,person&archived=1`. */
  search: {
    pattern: '/search',
    build: (query: { q?: string; kinds?: readonly string[]; archived?: boolean } = {}) => {
      const params = new URLSearchParams();
      if (query.q) params.set('q', query.q);
      if (query.kinds?.length) params.set('kinds', query.kinds.join(','));
      if (query.archived) params.set('archived', '1');
      const text = params.toString();
      return text ? `/search?${text}` : '/search';
    },
  },
  crmClients: { pattern: '/crm', build: (query?: string) => (query ? `/crm?${query}` : '/crm') },
  crmClientAdd: { pattern: '/crm/add', build: () => '/crm/add' },
  crmClientEdit: { pattern: '/crm/:id/edit', build: (id: number) => `/crm/${id}/edit` },
  /** Named crm-detail; the tab is part of the URL. */
  crmClientDetail: {
    pattern: '/crm/detail/:id/:tab?',
    build: (id: number, tab?: string) => (tab ? `/crm/detail/${id}/${tab}` : `/crm/detail/${id}`),
  },
  crmPersons: {
    pattern: '/crm/persons',
    build: (query?: string) => (query ? `/crm/persons?${query}` : '/crm/persons'),
  },
  crmPersonAdd: {
    pattern: '/crm/persons/add',
    build: (clientId?: number) => (clientId ? `/crm/persons/add?client_id=${clientId}` : '/crm/persons/add'),
  },
  crmPersonDetail: { pattern: '/crm/persons/:id/detail', build: (id: number) => `/crm/persons/${id}/detail` },
  crmPersonEdit: { pattern: '/crm/persons/:id/edit', build: (id: number) => `/crm/persons/${id}/edit` },
  projects: { pattern: '/projects', build: (query?: string) => (query ? `/projects?${query}` : '/projects') },
  projectAdd: {
    pattern: '/projects/add',
    build: (clientId?: number | null) => (clientId ? `/projects/add?client_id=${clientId}` : '/projects/add'),
  },
  projectEdit: { pattern: '/projects/edit/:id', build: (id: number) => `/projects/edit/${id}` },
  /** Named projects-detail; the tab is part of the URL. */
  projectDetail: {
    pattern: '/projects/detail/:id/:tab?',
    build: (id: number, tab?: string) => (tab ? `/projects/detail/${id}/${tab}` : `/projects/detail/${id}`),
  },
  todos: { pattern: '/todos', build: (query?: string) => (query ? `/todos?${query}` : '/todos') },
  todoAdd: {
    pattern: '/todos/add',
    build: (prefill?: { project_id?: number | null; client_id?: number | null }) => {
      const query = new URLSearchParams();
      if (prefill?.project_id) query.set('project_id', String(prefill.project_id));
      if (prefill?.client_id) query.set('client_id', String(prefill.client_id));
      const qs = query.toString();
      return qs ? `/todos/add?${qs}` : '/todos/add';
    },
  },
  todoDetail: { pattern: '/todos/:id/detail', build: (id: number) => `/todos/${id}/detail` },
  todoEdit: { pattern: '/todos/:id/edit', build: (id: number) => `/todos/${id}/edit` },
  timesheet: {
    pattern: '/timesheet',
    build: (query?: string) => (query ? `/timesheet?${query}` : '/timesheet'),
  },
  timeReport: {
    pattern: '/timesheet/report',
    build: (query?: string) => (query ? `/timesheet/report?${query}` : '/timesheet/report'),
  },
  opportunities: {
    pattern: '/opportunities',
    build: (query?: string) => (query ? `/opportunities?${query}` : '/opportunities'),
  },
  opportunityAdd: {
    pattern: '/opportunities/add',
    build: (clientId?: number) =>
      clientId ? `/opportunities/add?client_id=${clientId}` : '/opportunities/add',
  },
  opportunityDetail: {
    pattern: '/opportunities/:id/detail',
    build: (id: number) => `/opportunities/${id}/detail`,
  },
  opportunityEdit: { pattern: '/opportunities/:id/edit', build: (id: number) => `/opportunities/${id}/edit` },
  products: { pattern: '/products', build: (query?: string) => (query ? `/products?${query}` : '/products') },
  productAdd: { pattern: '/products/add', build: () => '/products/add' },
  productDetail: { pattern: '/products/:id/detail', build: (id: number) => `/products/${id}/detail` },
  productEdit: { pattern: '/products/:id/edit', build: (id: number) => `/products/${id}/edit` },
  contracts: {
    pattern: '/contracts',
    build: (query?: string) => (query ? `/contracts?${query}` : '/contracts'),
  },
  contractAdd: {
    pattern: '/contracts/add',
    build: (clientId?: number) => (clientId ? `/contracts/add?client_id=${clientId}` : '/contracts/add'),
  },
  contractDetail: { pattern: '/contracts/:id/detail', build: (id: number) => `/contracts/${id}/detail` },
  contractEdit: { pattern: '/contracts/:id/edit', build: (id: number) => `/contracts/${id}/edit` },
  offerSettings: { pattern: '/settings/offers', build: () => '/settings/offers' },
  /** The administration area (#20): a home with one card per section the user may open. */
  admin: { pattern: '/admin', build: () => '/admin' },
  adminUsers: {
    pattern: '/admin/users',
    build: (query?: string) => (query ? `/admin/users?${query}` : '/admin/users'),
  },
  adminGroups: { pattern: '/admin/groups', build: () => '/admin/groups' },
  adminLookups: {
    pattern: '/admin/lookups/:kind?',
    build: (kind?: string) => (kind ? `/admin/lookups/${kind}` : '/admin/lookups'),
  },
  adminCompany: { pattern: '/admin/company', build: () => '/admin/company' },
  adminAudit: {
    pattern: '/admin/audit',
    build: (query?: string) => (query ? `/admin/audit?${query}` : '/admin/audit'),
  },
  /** The set-password link of an invitation e-mail (public). */
  setPassword: {
    pattern: '/set-password/:code',
    build: (code: string) => `/set-password/${encodeURIComponent(code)}`,
  },
  checklistTemplates: { pattern: '/settings/checklists', build: () => '/settings/checklists' },
  attachments: {
    pattern: '/attachments',
    build: (query?: string) => (query ? `/attachments?${query}` : '/attachments'),
  },
  externalLinks: {
    pattern: '/external-links',
    build: (query?: string) => (query ? `/external-links?${query}` : '/external-links'),
  },
  externalLinkAdd: {
    pattern: '/external-links/add',
    /** `?client_id=&project_id=` pre-fill the form (the Link tab of a client or a project). */
    build: (prefill: { client_id?: number | null; project_id?: number | null } = {}) => {
      const query = new URLSearchParams();
      if (prefill.client_id) query.set('client_id', String(prefill.client_id));
      if (prefill.project_id) query.set('project_id', String(prefill.project_id));
      const text = query.toString();
      return text ? `/external-links/add?${text}` : '/external-links/add';
    },
  },
  externalLinkDetail: {
    pattern: '/external-links/:id/detail',
    build: (id: number) => `/external-links/${id}/detail`,
  },
  externalLinkEdit: {
    pattern: '/external-links/:id/edit',
    build: (id: number) => `/external-links/${id}/edit`,
  },
  schedules: {
    pattern: '/schedules',
    /** `?view=&date=` keep the calendar's view and day; the rest are its filters. */
    build: (query?: string) => (query ? `/schedules?${query}` : '/schedules'),
  },
  /**
   * An event opened in the calendar: the week of `day` (`YYYY-MM-DD`) with the event's dialog open
   * (`evento`, removed from the URL when the dialog closes). The server builds the same path for
   * search hits and reminders (`schedules/schedule-paths.ts`).
   */
  scheduleEvent: {
    pattern: '/schedules',
    build: (id: number, day: string) => `/schedules?date=${day.slice(0, 10)}&view=settimana&evento=${id}`,
  },
  keyholders: {
    pattern: '/keyholders',
    /** `?tab=chiavi` opens the keys register; the rest are each tab's filters. */
    build: (query?: string) => (query ? `/keyholders?${query}` : '/keyholders'),
  },
  keyholderAdd: {
    pattern: '/keyholders/add',
    /** `?client_id=&project_id=` pre-fill the form (the Portachiavi tab of a client or a project). */
    build: (prefill: { client_id?: number | null; project_id?: number | null } = {}) =>
      withPrefill('/keyholders/add', prefill),
  },
  keyholderDetail: {
    pattern: '/keyholders/:id/detail/:tab?',
    build: (id: number, tab?: 'accessi' | 'attivita') =>
      tab ? `/keyholders/${id}/detail/${tab}` : `/keyholders/${id}/detail`,
  },
  keyholderEdit: { pattern: '/keyholders/:id/edit', build: (id: number) => `/keyholders/${id}/edit` },
  keyAdd: {
    pattern: '/keyholders/keys/add',
    build: (prefill: { client_id?: number | null; project_id?: number | null } = {}) =>
      withPrefill('/keyholders/keys/add', prefill),
  },
  keyDetail: {
    pattern: '/keyholders/keys/:id/detail',
    build: (id: number) => `/keyholders/keys/${id}/detail`,
  },
  keyEdit: { pattern: '/keyholders/keys/:id/edit', build: (id: number) => `/keyholders/keys/${id}/edit` },
  /** A printable label with a QR code that opens the key's page. */
  keyLabel: { pattern: '/keyholders/keys/:id/label', build: (id: number) => `/keyholders/keys/${id}/label` },
  documentations: {
    pattern: '/documentations',
    build: (query?: string) => (query ? `/documentations?${query}` : '/documentations'),
  },
  documentationAdd: {
    pattern: '/documentations/add',
    /** `?client_id=&project_id=` pre-fill the editor (the Documentazione tab of a client or a project). */
    build: (prefill: { client_id?: number | null; project_id?: number | null } = {}) => {
      const query = new URLSearchParams();
      if (prefill.client_id) query.set('client_id', String(prefill.client_id));
      if (prefill.project_id) query.set('project_id', String(prefill.project_id));
      const text = query.toString();
      return text ? `/documentations/add?${text}` : '/documentations/add';
    },
  },
  documentationDetail: {
    pattern: '/documentations/:id/detail/:tab?',
    /** `tab`: `versioni` or `attivita`; none for the page itself. */
    build: (id: number, tab?: 'versioni' | 'attivita') =>
      tab ? `/documentations/${id}/detail/${tab}` : `/documentations/${id}/detail`,
  },
  documentationEdit: {
    pattern: '/documentations/:id/edit',
    build: (id: number) => `/documentations/${id}/edit`,
  },
  error: { pattern: '/error/:code', build: (code: number | string) => `/error/${code}` },
  forbiddenAlias: { pattern: '/403', build: () => '/403' },
} as const;

export type PathKey = keyof typeof paths;

/** Where to go after sign-in: only same-origin absolute paths are honoured (no open redirect). */
export function safeRedirect(target: string | null | undefined, fallback: string = paths.dashboard.build()) {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return fallback;
  }
  if (target === paths.login.pattern || target.startsWith(`${paths.login.pattern}?`)) return fallback;
  return target;
}

/** `path?client_id=&project_id=` for the forms opened from a client's or a project's tab. */
function withPrefill(
  path: string,
  prefill: { client_id?: number | null; project_id?: number | null },
): string {
  const query = new URLSearchParams();
  if (prefill.client_id) query.set('client_id', String(prefill.client_id));
  if (prefill.project_id) query.set('project_id', String(prefill.project_id));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
