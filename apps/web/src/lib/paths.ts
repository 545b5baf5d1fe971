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
  settings: { pattern: '/settings', build: () => '/settings' },
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
