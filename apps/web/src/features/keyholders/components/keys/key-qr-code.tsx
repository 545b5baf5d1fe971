import { useMemo } from 'react';
import { qrPath } from '../../utils/keys-qr.ts';

interface KeyQrCodeProps {
  /** What the code encodes: the key page's absolute URL. */
  text: string;
  /** Its accessible name, e.g. "Codice QR della chiave K-017". */
  title: string;
  /** CSS size of the square, e.g. "25mm". */
  size: string;
}

/** A QR code drawn as one SVG path, crisp at any print size (black on white, whatever the theme). */
export function KeyQrCode({ text, title, size }: KeyQrCodeProps) {
  const qr = useMemo(() => qrPath(text), [text]);
  return (
    <svg
      role="img"
      aria-label={title}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      data-modules={qr.modules}
      style={{ display: 'block', flexShrink: 0 }}
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qr.d} fill="#000" />
    </svg>
  );
}
