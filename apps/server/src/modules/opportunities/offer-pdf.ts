import {
  formatDateIt,
  formatDecimalIt,
  formatEuro,
  type OpportunityDetail,
  type OpportunityRow,
} from '@officina/contracts';
import PDFDocument from 'pdfkit';
import { drawOfferLogo, offerLogoBox } from './offer-pdf-logo.ts';

export interface OfferCompany {
  name: string | null;
  header: string | null;
  /** `data:image/…;base64,…` (PNG, JPEG or SVG). */
  logo: string | null;
}

export interface OfferClient {
  business_name: string;
  vat_number: string | null;
  tax_code: string | null;
  sdi_code: string | null;
  pec: string | null;
  street: string | null;
  postal_code: string | null;
  city: string | null;
  province: string | null;
  country: string;
}

const M = 50;
const W = 595.28 - 2 * M; // A4 width minus margins
const cols = [
  { label: 'Descrizione', width: 205, align: 'left' },
  { label: 'Q.tà', width: 45, align: 'right' },
  { label: 'U.M.', width: 35, align: 'left' },
  { label: 'Prezzo', width: 65, align: 'right' },
  { label: 'Sc. %', width: 35, align: 'right' },
  { label: 'IVA %', width: 35, align: 'right' },
  { label: 'Importo', width: W - 205 - 45 - 35 - 65 - 35 - 35, align: 'right' },
] as const;

function cells(row: OpportunityRow): string[] {
  const note = row.state_key === 'optional' ? ' (opzionale)' : '';
  return [
    `${row.description}${note}`,
    formatDecimalIt(row.quantity),
    row.unit ?? '',
    formatEuro(row.type_key === 'discount' ? -Math.abs(row.unit_price_cents) : row.unit_price_cents),
    row.discount_percent ? formatDecimalIt(row.discount_percent, 2) : '',
    `${row.vat_rate}%`,
    row.amount_cents === null ? '' : formatEuro(row.amount_cents),
  ];
}

/**
 * The Italian offer as a PDF (A4): company block with logo, client with P.IVA/SDI/address, number
 * and date, rows (rejected ones left out, optional ones marked and not summed), totals by VAT rate,
 * validity, payment terms, notes. Built-in Helvetica (WinAnsi: € and accented letters print).
 */
export function renderOfferPdf(
  detail: OpportunityDetail,
  client: OfferClient,
  company: OfferCompany,
): Promise<Buffer> {
  const { opportunity: o, totals } = detail;
  const doc = new PDFDocument({
    size: 'A4',
    margin: M,
    info: { Title: `Offerta ${o.number}`, Author: company.name ?? 'Officina', Subject: o.title },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // Company block: logo left, name and header right.
  let top = M;
  drawOfferLogo(doc, company.logo, M, top);
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(company.name ?? '', M + 200, top, { width: W - 200, align: 'right' });
  if (company.header) {
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(company.header, M + 200, doc.y + 2, { width: W - 200, align: 'right' });
  }
  top = Math.max(doc.y, M + offerLogoBox.height + 4) + 20;

  // Number, date and client.
  doc.font('Helvetica-Bold').fontSize(16).text(`Offerta n. ${o.number}`, M, top);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`Data: ${formatDateIt(o.created_at.slice(0, 10))}`);
  const clientLines = [
    client.street,
    [client.postal_code, client.city, client.province ? `(${client.province})` : null]
      .filter(Boolean)
      .join(' '),
    client.country !== 'IT' ? client.country : null,
    client.vat_number ? `P.IVA ${client.vat_number}` : null,
    client.tax_code && client.tax_code !== client.vat_number ? `C.F. ${client.tax_code}` : null,
    client.sdi_code ? `Codice SDI ${client.sdi_code}` : null,
    client.pec ? `PEC ${client.pec}` : null,
  ].filter((line): line is string => Boolean(line));
  doc
    .font('Helvetica')
    .fontSize(9)
    .text('Spett.le', M + 280, top, { width: W - 280 });
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(client.business_name, { width: W - 280 });
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(clientLines.join('\n'), { width: W - 280 });
  doc.moveDown(1.5);
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(`Oggetto: ${o.title}`, M, Math.max(doc.y, top + 60), { width: W });
  doc.moveDown(0.8);

  // Rows.
  const bottom = doc.page.height - M;
  const header = () => {
    let x = M;
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(8.5);
    for (const c of cols) {
      doc.text(c.label, x + 2, y, { width: c.width - 4, align: c.align });
      x += c.width;
    }
    doc
      .moveTo(M, y + 12)
      .lineTo(M + W, y + 12)
      .lineWidth(0.5)
      .stroke();
    doc.y = y + 16;
  };
  header();
  for (const row of detail.rows) {
    if (row.state_key === 'rejected') continue;
    doc.font(row.type_key === 'description' ? 'Helvetica-Oblique' : 'Helvetica').fontSize(8.5);
    const values = row.type_key === 'description' ? [row.description] : cells(row);
    const widths = row.type_key === 'description' ? [W] : cols.map((c) => c.width);
    const height = Math.max(...values.map((v, i) => doc.heightOfString(v, { width: (widths[i] ?? W) - 4 })));
    if (doc.y + height > bottom - 20) {
      doc.addPage();
      header();
    }
    const y = doc.y;
    let x = M;
    values.forEach((v, i) => {
      const align = row.type_key === 'description' ? 'left' : (cols[i]?.align ?? 'left');
      doc.text(v, x + 2, y, { width: (widths[i] ?? W) - 4, align });
      x += widths[i] ?? W;
    });
    doc.y = y + height + 4;
  }
  doc
    .moveTo(M, doc.y)
    .lineTo(M + W, doc.y)
    .lineWidth(0.5)
    .stroke();
  doc.moveDown(0.6);

  // Totals by VAT rate.
  const totalLines: [string, string, boolean][] = [];
  for (const g of totals.by_vat) {
    totalLines.push([`Imponibile IVA ${g.vat_rate}%`, formatEuro(g.imponibile_cents), false]);
    totalLines.push([`IVA ${g.vat_rate}%`, formatEuro(g.iva_cents), false]);
  }
  totalLines.push(['Totale imponibile', formatEuro(totals.imponibile_cents), false]);
  totalLines.push(['Totale IVA', formatEuro(totals.iva_cents), false]);
  totalLines.push(['Totale offerta', formatEuro(totals.totale_cents), true]);
  if (doc.y + totalLines.length * 14 > bottom) doc.addPage();
  for (const [label, value, bold] of totalLines) {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 11 : 9.5);
    doc.text(label, M + W - 260, y, { width: 150, align: 'right' });
    doc.text(value, M + W - 105, y, { width: 105, align: 'right' });
    doc.y = y + (bold ? 16 : 13);
  }
  doc.moveDown(1);

  // Conditions.
  const conditions: [string, string | null][] = [
    ['Validità dell’offerta', o.valid_until ? `fino al ${formatDateIt(o.valid_until)}` : null],
    ['Condizioni di pagamento', o.payment_terms],
    ['Note', o.notes],
  ];
  for (const [label, value] of conditions) {
    if (!value) continue;
    doc.font('Helvetica-Bold').fontSize(9.5).text(`${label}: `, M, doc.y, { continued: true, width: W });
    doc.font('Helvetica').text(value, { width: W });
    doc.moveDown(0.4);
  }
  doc.end();
  return done;
}
