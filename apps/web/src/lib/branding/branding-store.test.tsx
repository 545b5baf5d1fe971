import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadingOverlay } from '../../components/loading-overlay.tsx';
import { Logo } from '../../components/logo.tsx';
import { useThemeStore } from '../theme-store.ts';
import { isBranding, useBrandingStore } from './branding-store.ts';

const company = {
  company_name: 'Officina Nord S.r.l.',
  logos: { light: '/api/branding/logos/light?v=0123456789abcdef', dark: null },
};

afterEach(() => {
  useBrandingStore.setState({ branding: null });
  useThemeStore.setState({ mode: 'light' });
  vi.unstubAllGlobals();
});

describe('branding', () => {
  it('accepts only the server’s own logo addresses', () => {
    expect(isBranding(company)).toBe(true);
    expect(isBranding({ company_name: null, logos: { light: null, dark: null } })).toBe(true);
    expect(isBranding({ ...company, logos: { light: 'https://evil.example/x.svg', dark: null } })).toBe(
      false,
    );
    expect(isBranding({ ...company, logos: { light: 'javascript:alert(1)', dark: null } })).toBe(false);
    expect(isBranding({ company_name: 3, logos: { light: null, dark: null } })).toBe(false);
    expect(isBranding(null)).toBe(false);
  });

  it('shows the company logo of the current theme in the navbar logo and the overlay, else Officina’s', () => {
    useBrandingStore.setState({ branding: company });
    const { rerender } = render(
      <>
        <Logo />
        <LoadingOverlay open />
      </>,
    );
    expect(screen.getByAltText('Officina Nord S.r.l.').getAttribute('src')).toBe(company.logos.light);
    expect(screen.getByAltText('Loading').getAttribute('src')).toBe(company.logos.light);

    // No dark logo: Officina's dark one, named Officina.
    useThemeStore.setState({ mode: 'dark' });
    rerender(
      <>
        <Logo />
        <LoadingOverlay open />
      </>,
    );
    expect(screen.getByAltText('Officina').getAttribute('src')).toBe('/logo-dark.svg');
    expect(screen.getByAltText('Loading').getAttribute('src')).toBe('/logo-dark.svg');
  });

  it('loads /api/branding, keeps the answer, and keeps the last one when the server cannot answer', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify(company), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await useBrandingStore.getState().load();
    expect(fetchMock).toHaveBeenCalledWith('/api/branding', expect.anything());
    expect(useBrandingStore.getState().branding).toEqual(company);
    expect(JSON.parse(localStorage.getItem('officina:branding') ?? '{}').state.branding).toEqual(company);

    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    await useBrandingStore.getState().load();
    expect(useBrandingStore.getState().branding).toEqual(company);
  });
});
