/**
 * Italian number input: "1.234,56" ⇄ 123456 cents. People type the comma as decimal separator and may
 * add dots for thousands; a lone dot followed by 1–2 digits ("12.5") is read as a decimal point, since
 * that is what a keypad gives. Parsing is on the text (no floating point), so cents are exact.
 */

const MAX_CENTS = 100_000_000_000;

/** Normalises an Italian decimal text to "1234.56" (or null if it is not a number). */
function normalise(raw: string, maxDecimals: number): string | null {
  let text = raw.trim().replace(/\s|€/g, '');
  if (text === '') return null;
  const negative = text.startsWith('-');
  if (negative) text = text.slice(1);
  let integer: string;
  let decimals = '';
  if (text.includes(',')) {
    const [int = '', dec = '', ...rest] = text.split(',');
    if (rest.length > 0) return null;
    if (!/^\d{1,3}(\.\d{3})*$|^\d*$/.test(int)) return null;
    integer = int.replace(/\./g, '');
    decimals = dec;
  } else if (/^\d+\.\d{1,2}$/.test(text) && maxDecimals >= 1) {
    [integer = '', decimals = ''] = text.split('.');
  } else if (/^\d{1,3}(\.\d{3})+$/.test(text) || /^\d+$/.test(text)) {
    integer = text.replace(/\./g, '');
  } else {
    return null;
  }
  if (!/^\d*$/.test(decimals) || decimals.length > maxDecimals) return null;
  if (integer === '' && decimals === '') return null;
  return `${negative ? '-' : ''}${integer || '0'}.${decimals.padEnd(maxDecimals, '0')}`;
}

/** "1.234,56" → 123456; "" → null; not a number or more than 2 decimals → NaN. */
export function parseEuroInput(raw: string): number | null {
  if (raw.trim() === '') return null;
  const normal = normalise(raw, 2);
  if (normal === null) return Number.NaN;
  const negative = normal.startsWith('-');
  const [int = '0', dec = '00'] = normal.replace('-', '').split('.');
  const cents = Number(int) * 100 + Number(dec);
  if (!Number.isSafeInteger(cents) || cents > MAX_CENTS) return Number.NaN;
  return negative ? -cents : cents;
}

/** 123456 → "1.234,56" (no currency sign: the field shows € as an adornment). */
export function formatEuroInput(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || Number.isNaN(cents)) return '';
  const negative = cents < 0;
  const abs = Math.abs(Math.round(cents));
  const units = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${negative ? '-' : ''}${units},${String(abs % 100).padStart(2, '0')}`;
}

/** "1,5" → 1.5, "1.000" → 1000 (at most `maxDecimals`); "" → null; invalid → NaN. */
export function parseDecimalInput(raw: string, maxDecimals = 3): number | null {
  if (raw.trim() === '') return null;
  const normal = normalise(raw, maxDecimals);
  return normal === null ? Number.NaN : Number(normal);
}

/** 1.5 → "1,5", 1000 → "1.000" (trailing zeros dropped). */
export function formatDecimalInput(value: number | null | undefined, maxDecimals = 3): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  const fixed = value.toFixed(maxDecimals).replace(/\.?0+$/, '');
  const [int = '0', dec] = fixed.split('.');
  const sign = int.startsWith('-') ? '-' : '';
  const grouped = int.replace('-', '').replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}${grouped}${dec ? `,${dec}` : ''}`;
}
