import type { Branding, BrandingTheme } from '@officina/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const BRANDING_STORAGE_KEY = 'officina:branding';

/** Officina's own logos: shown until (and unless) the company sets its own. */
export const officinaLogos: Record<BrandingTheme, string> = {
  light: '/logo-light.svg',
  dark: '/logo-dark.svg',
};

interface BrandingState {
  /** The last GET /api/branding answer, kept on this device so the next start shows it at once. */
  branding: Branding | null;
  /** Reads GET /api/branding (public); a failure keeps what was there. */
  load: () => Promise<void>;
}

const LOGO_URL = /^\/api\/branding\/logos\/(light|dark)\?v=[0-9a-f]+$/;
const logoOk = (value: unknown) => value === null || (typeof value === 'string' && LOGO_URL.test(value));

/** A branding answer (or a stored copy) whose logos are only the server's own logo addresses. */
export function isBranding(value: unknown): value is Branding {
  if (typeof value !== 'object' || value === null) return false;
  const { company_name, logos } = value as Record<string, unknown>;
  if (company_name !== null && typeof company_name !== 'string') return false;
  if (typeof logos !== 'object' || logos === null) return false;
  const { light, dark } = logos as Record<string, unknown>;
  return logoOk(light) && logoOk(dark);
}

/**
 * The company's name and logos (docs/modules/company.md). Plain fetch, not the API client: it runs
 * on the public entry (the loading overlay, /login), before any session, and must stay small.
 */
export const useBrandingStore = create<BrandingState>()(
  persist(
    (set) => ({
      branding: null,
      async load() {
        try {
          const res = await fetch('/api/branding', { headers: { accept: 'application/json' } });
          if (!res.ok) return;
          const body: unknown = await res.json();
          if (isBranding(body)) set({ branding: body });
        } catch {
          // Offline or the server restarting: the stored branding (or Officina's) stays.
        }
      },
    }),
    {
      name: BRANDING_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ branding }) => ({ branding }),
      // A stored copy that is not a branding answer (hand-edited, an older shape) is dropped.
      merge: (persisted, current) => {
        const branding = (persisted as { branding?: unknown } | undefined)?.branding;
        return { ...current, branding: isBranding(branding) ? branding : null };
      },
    },
  ),
);

/** The logo to show in a theme: the company's when it set one, otherwise Officina's. */
export function useThemedLogo(mode: BrandingTheme): { src: string; companyName: string | null } {
  const branding = useBrandingStore((state) => state.branding);
  const company = branding?.logos[mode] ?? null;
  return company
    ? { src: company, companyName: branding?.company_name ?? null }
    : { src: officinaLogos[mode], companyName: null };
}
