import { describe, expect, it } from 'vitest';
import { paths, safeRedirect } from './paths.ts';

describe('paths', () => {
  it('builds the registered URLs', () => {
    expect(paths.login.build('/profile')).toBe('/login?redirect=%2Fprofile');
    expect(paths.error.build(404)).toBe('/error/404');
    expect(paths.resetPassword.build('abc')).toBe('/reset-password/abc');
  });

  it('only follows same-origin redirects after sign-in', () => {
    expect(safeRedirect('/profile?x=1')).toBe('/profile?x=1');
    expect(safeRedirect(null)).toBe('/dashboard');
    expect(safeRedirect('https://evil.example')).toBe('/dashboard');
    expect(safeRedirect('//evil.example')).toBe('/dashboard');
    expect(safeRedirect('/login?redirect=/x')).toBe('/dashboard');
  });
});
