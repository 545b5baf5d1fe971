import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { qrPath } from '../../utils/keys-qr.ts';
import { KeyQrCode } from './key-qr-code.tsx';

const URL_OF_KEY = 'https://officina.esempio.it/keyholders/keys/1234/detail';

/** The dark modules read back from the path (`M{col+4} {row+4}h1v1h-1z`), as a grid. */
function gridOf(d: string, modules: number): boolean[][] {
  const grid = Array.from({ length: modules }, () => Array<boolean>(modules).fill(false));
  for (const match of d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    const col = Number(match[1]) - 4;
    const row = Number(match[2]) - 4;
    const line = grid[row];
    if (line) line[col] = true;
  }
  return grid;
}

/** A finder pattern at (top, left): dark 7×7 ring, light ring, dark 3×3 centre. */
function isFinder(grid: boolean[][], top: number, left: number): boolean {
  for (let r = 0; r < 7; r += 1) {
    for (let c = 0; c < 7; c += 1) {
      const ring = r === 0 || r === 6 || c === 0 || c === 6;
      const centre = r >= 2 && r <= 4 && c >= 2 && c <= 4;
      if (grid[top + r]?.[left + c] !== (ring || centre)) return false;
    }
  }
  return true;
}

describe('qrPath', () => {
  it('encodes a key page URL as a version 4 symbol (33 modules) with an 8-module quiet zone in the box', () => {
    // 55 bytes: more than version 3-M holds (42), within version 4-M (62).
    expect(URL_OF_KEY).toHaveLength(55);
    const qr = qrPath(URL_OF_KEY);
    expect(qr.modules).toBe(33);
    expect(qr.size).toBe(41);
  });

  it('takes the smallest version that holds the text (byte mode, correction M)', () => {
    // Version 2-M holds 26 bytes, 3-M 42: a 19-byte text is version 2, a 37-byte one version 3.
    expect(qrPath('https://o.it/keys/1').modules).toBe(25);
    expect(qrPath('https://o.it/keyholders/keys/1/detail').modules).toBe(29);
  });

  it('draws the three finder patterns and the timing line where a reader looks for them', () => {
    const qr = qrPath(URL_OF_KEY);
    const grid = gridOf(qr.d, qr.modules);
    const far = qr.modules - 7;
    expect(isFinder(grid, 0, 0)).toBe(true);
    expect(isFinder(grid, 0, far)).toBe(true);
    expect(isFinder(grid, far, 0)).toBe(true);
    expect(isFinder(grid, far, far)).toBe(false);
    const timing = grid[6]?.slice(8, qr.modules - 8) ?? [];
    expect(timing.every((dark, index) => dark === (index % 2 === 0))).toBe(true);
  });

  it('differs for different keys', () => {
    expect(qrPath(URL_OF_KEY).d).not.toBe(qrPath(URL_OF_KEY.replace('1234', '1235')).d);
  });
});

describe('KeyQrCode', () => {
  it('renders an SVG image named for the reader, sized as asked, with the symbol path', () => {
    render(<KeyQrCode text={URL_OF_KEY} title="Codice QR della chiave K-017" size="25mm" />);
    const svg = screen.getByRole('img', { name: 'Codice QR della chiave K-017' });
    expect(svg.tagName.toLowerCase()).toBe('svg');
    expect(svg.getAttribute('viewBox')).toBe('0 0 41 41');
    expect(svg.getAttribute('width')).toBe('25mm');
    expect(svg.querySelector('path')?.getAttribute('d')).toBe(qrPath(URL_OF_KEY).d);
  });
});
