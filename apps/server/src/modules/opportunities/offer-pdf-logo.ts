import SVGtoPDF from 'svg-to-pdfkit';
import { svgIssue } from '../offer-settings/logo.ts';

/** The box the logo is fitted into at the top left of the offer, in points (PNG, JPEG and SVG alike). */
export const offerLogoBox = { width: 160, height: 60 } as const;

type Logo = { kind: 'raster'; data: Buffer } | { kind: 'svg'; markup: string };

/** An empty PNG data URL: what an SVG `<image>` resolves to, so that drawing never reads a file. */
const NO_IMAGE = 'data:image/png;base64,';

/** The `opportunity_logo` data URL decoded, or null when it is none of PNG, JPEG or SVG. */
function logoOf(dataUrl: string | null): Logo | null {
  const match = /^data:image\/(png|jpeg|svg\+xml);base64,([A-Za-z0-9+/=]+)$/.exec(dataUrl ?? '');
  if (!match?.[2]) return null;
  const data = Buffer.from(match[2], 'base64');
  return match[1] === 'svg+xml' ? { kind: 'svg', markup: data.toString('utf8') } : { kind: 'raster', data };
}

/**
 * Draws the logo fitted into `offerLogoBox` at (x, y), aligned top left and keeping its proportions.
 * SVG goes through svg-to-pdfkit (vector paths, standard fonts) clipped to the box; it was checked
 * on upload and is checked again here, and it can load no image, font or document from outside.
 * A logo that cannot be drawn is left out: it must not cost the whole offer.
 */
export function drawOfferLogo(doc: PDFKit.PDFDocument, dataUrl: string | null, x: number, y: number): void {
  const logo = logoOf(dataUrl);
  if (!logo) return;
  const { width, height } = offerLogoBox;
  if (logo.kind === 'raster') {
    try {
      doc.image(logo.data, x, y, { fit: [width, height] });
    } catch {
      // A corrupt image: no logo.
    }
    return;
  }
  if (svgIssue(logo.markup)) return;
  doc.save();
  try {
    doc.rect(x, y, width, height).clip();
    SVGtoPDF(doc, logo.markup, x, y, {
      width,
      height,
      preserveAspectRatio: 'xMinYMin meet',
      assumePt: true,
      imageCallback: () => NO_IMAGE,
      warningCallback: () => {},
    });
  } catch {
    // Markup svg-to-pdfkit cannot draw: no logo (what it drew so far stays inside the box).
  } finally {
    doc.restore();
  }
}
