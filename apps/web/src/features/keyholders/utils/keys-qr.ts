import qrcode from 'qrcode-generator';

/** A QR code as an SVG path: `size` modules a side (quiet zone included), one unit square per dark module. */
export interface QrPath {
  /** Modules of the symbol itself: 21 for version 1, +4 each version. */
  modules: number;
  /** The viewBox side: the modules and a 4-module quiet zone on each side. */
  size: number;
  /** `M x y h1 v1 h-1 z` for every dark module, offset by the quiet zone. */
  d: string;
}

const QUIET_ZONE = 4;

/**
 * The QR code of a text (the key page's absolute URL), error correction M (15%: a label rubs), the
 * smallest version that fits. Drawn as one path so the label page renders it without injecting HTML.
 */
export function qrPath(text: string): QrPath {
  const qr = qrcode(0, 'M');
  qr.addData(text, 'Byte');
  qr.make();
  const modules = qr.getModuleCount();
  const parts: string[] = [];
  for (let row = 0; row < modules; row += 1) {
    for (let col = 0; col < modules; col += 1) {
      if (qr.isDark(row, col)) parts.push(`M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
    }
  }
  return { modules, size: modules + QUIET_ZONE * 2, d: parts.join('') };
}
