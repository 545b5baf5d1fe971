/**
 * Money helpers shared by server (PDF, exports) and web: integer cents in, Italian text out.
 * Amounts are integer cents everywhere; these never go through floating-point sums.
 */

/** Groups the integer part with dots: 1234567 → "1.234.567". */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * `€ 1.234,56` — dot for thousands (also for 4-digit amounts, unlike Intl's it-IT), comma for
 * decimals, a minus before the sign for negatives (`-€ 10,00`).
 */
export function formatEuro(cents: number): string {
  const negative = cents < 0;
  const abs = Math.abs(Math.trunc(cents));
  const units = Math.floor(abs / 100);
  const rest = String(abs % 100).padStart(2, '0');
  return `${negative ? '-' : ''}€ ${groupThousands(String(units))},${rest}`;
}

/** A decimal number in Italian notation without currency: 1234.5 → "1.234,5" (at most `max` decimals). */
export function formatDecimalIt(value: number, max = 3): string {
  const fixed = value.toFixed(max).replace(/\.?0+$/, '');
  const [int = '0', dec] = fixed.split('.');
  const sign = int.startsWith('-') ? '-' : '';
  const grouped = groupThousands(int.replace('-', ''));
  return `${sign}${grouped}${dec ? `,${dec}` : ''}`;
}

/** `YYYY-MM-DD` → `DD/MM/YYYY` (text only; no time-zone shift). */
export function formatDateIt(isoDate: string): string {
  const [y, m, d] = isoDate.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}
