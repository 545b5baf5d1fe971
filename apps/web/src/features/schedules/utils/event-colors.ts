/** A calendar's colour and the text drawn on it: black or white, whichever contrasts more (WCAG). */

export const DEFAULT_EVENT_COLOR = '#6a3fb5';

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.039_28 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of `#rgb` / `#rrggbb`; null when it is not such a colour. */
export function luminance(color: string): number | null {
  let hex = color.trim().replace(/^#/, '');
  if (/^[0-9a-f]{3}$/i.test(hex)) hex = [...hex].map((c) => c + c).join('');
  if (!/^[0-9a-f]{6}$/i.test(hex)) return null;
  const [r, g, b] = [0, 2, 4].map((i) => channel(Number.parseInt(hex.slice(i, i + 2), 16)));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

export function contrastRatio(a: number, b: number): number {
  const [light, dark] = a > b ? [a, b] : [b, a];
  return (light + 0.05) / (dark + 0.05);
}

/** The event's background (the calendar's colour, or the default) and its readable text colour. */
export function eventColors(color: string | null | undefined): { background: string; text: string } {
  const background = color && luminance(color) !== null ? color : DEFAULT_EVENT_COLOR;
  const l = luminance(background) ?? 0;
  const text = contrastRatio(l, 1) >= contrastRatio(l, 0) ? '#ffffff' : '#000000';
  return { background, text };
}
