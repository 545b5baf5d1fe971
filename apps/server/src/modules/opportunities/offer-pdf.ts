import {
  formatDateIt,
  formatDecimalIt,
  formatEuro,
  type OfferSettings,
  type OpportunityDetail,
  type OpportunityRow,
  romeDateOf,
} from '@officina/contracts';
import PDFDocument from 'pdfkit';
import { offerConditions } from './offer-defaults.ts';
import { drawOfferLogo, offerLogoBox } from './offer-pdf-logo.ts';
import {
  companyContacts,
  conditionLines,
  headerWithoutName,
  legalFooter,
  totalLines,
} from './offer-pdf-parts.ts';

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
/** Room kept at the bottom of every page for the legal footer. */
const FOOTER = 40;
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
 * The Italian offer as a PDF (A4): company name once with logo, header and PEC/SDI; client with
 * P.IVA, C.F., SDI, PEC and address; number and date; rows (rejected ones left out, optional ones
 * marked and not summed); imponibile, IVA per rate, totale; validity and payment terms (the offer
 * settings' defaults when the offer has none), IBAN, notes; "Firma per accettazione"; on every page
 * a footer with the company's legal data and the page number. Built-in Helvetica (WinAnsi: € and
 * accented letters print). `createdAt` fixes the PDF's creation date (a reproducible sample).
 */
export function renderOfferPdf(
  detail: OpportunityDetail,
  client: OfferClient,
  settings: OfferSettings,
  createdAt?: Date,
): Promise<Buffer> {
  const { totals } = detail;
  const offerDate = romeDateOf(Date.parse(detail.opportunity.created_at));
  const o = offerConditions(detail.opportunity, settings, offerDate);
  const name = settings.opportunity_company_name;
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: M, left: M, right: M, bottom: M + FOOTER },
    bufferPages: true,
    info: {
      Title: `Offerta ${o.number}`,
      Author: name ?? 'Officina',
      Subject: o.title,
      ...(createdAt ? { CreationDate: createdAt, ModDate: createdAt } : {}),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // Company block: logo left, name and header right.
  let top = M;
  drawOfferLogo(doc, settings.opportunity_logo, M, top);
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(name ?? '', M + 200, top, { width: W - 200, align: 'right' });
  const header = [headerWithoutName(settings.opportunity_header, name), companyContacts(settings)]
    .filter(Boolean)
    .join('\n');
  if (header) {
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(header, M + 200, doc.y + 2, { width: W - 200, align: 'right' });
  }
  top = Math.max(doc.y, M + offerLogoBox.height + 4) + 20;

  // Number, date and client.
  doc.font('Helvetica-Bold').fontSize(16).text(`Offerta n. ${o.number}`, M, top);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`Data: ${formatDateIt(offerDate)}`);
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
  const bottom = doc.page.height - M - FOOTER;
  const tableHeader = () => {
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
  tableHeader();
  for (const row of detail.rows) {
    if (row.state_key === 'rejected') continue;
    const rowFont = () =>
      doc.font(row.type_key === 'description' ? 'Helvetica-Oblique' : 'Helvetica').fontSize(8.5);
    rowFont();
    const values = row.type_key === 'description' ? [row.description] : cells(row);
    const widths = row.type_key === 'description' ? [W] : cols.map((c) => c.width);
    const height = Math.max(...values.map((v, i) => doc.heightOfString(v, { width: (widths[i] ?? W) - 4 })));
    if (doc.y + height > bottom - 20) {
      doc.addPage();
      tableHeader();
      rowFont(); // the table header left its bold font
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

  // Totals: imponibile, IVA per rate, totale.
  const lines = totalLines(totals);
  if (doc.y + lines.length * 14 > bottom) doc.addPage();
  for (const [label, value, bold] of lines) {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 11 : 9.5);
    doc.text(label, M + W - 300, y, { width: 190, align: 'right' });
    doc.text(value, M + W - 105, y, { width: 105, align: 'right' });
    doc.y = y + (bold ? 16 : 13);
  }
  doc.moveDown(1);

  for (const [label, value] of conditionLines(o, settings)) {
    doc.font('Helvetica-Bold').fontSize(9.5).text(`${label}: `, M, doc.y, { continued: true, width: W });
    doc.font('Helvetica').text(value, { width: W });
    doc.moveDown(0.4);
  }
  drawAcceptance(doc, bottom);
  drawFooters(doc, legalFooter(settings));
  doc.end();
  return done;
}

/** "Firma per accettazione": the customer's date and signature lines, kept together on one page. */
function drawAcceptance(doc: PDFKit.PDFDocument, bottom: number): void {
  if (doc.y + 90 > bottom) doc.addPage();
  const y = doc.y + 30;
  doc.font('Helvetica').fontSize(9.5);
  doc.text('Data', M, y, { width: 160 });
  doc.font('Helvetica-Bold').text('Firma per accettazione', M + W - 220, y, { width: 220 });
  doc
    .font('Helvetica')
    .fontSize(8)
    .text('(timbro e firma del cliente)', M + W - 220, doc.y + 1, { width: 220 });
  doc.lineWidth(0.5);
  doc
    .moveTo(M, y + 40)
    .lineTo(M + 160, y + 40)
    .stroke();
  doc
    .moveTo(M + W - 220, y + 40)
    .lineTo(M + W, y + 40)
    .stroke();
  doc.y = y + 60;
}

/** The company's legal data and "Pagina n di m" at the bottom of every page (pages buffered). */
function drawFooters(doc: PDFKit.PDFDocument, legal: string): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottomMargin = doc.page.margins.bottom;
    // Writing below the bottom margin would start a new page: lift it while drawing the footer.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - M - FOOTER + 12;
    doc
      .moveTo(M, y)
      .lineTo(M + W, y)
      .lineWidth(0.5)
      .stroke();
    doc.font('Helvetica').fontSize(7.5);
    if (legal) doc.text(legal, M, y + 5, { width: W - 60, lineBreak: true });
    doc.text(`Pagina ${i + 1} di ${range.count}`, M + W - 60, y + 5, { width: 60, align: 'right' });
    doc.page.margins.bottom = bottomMargin;
  }
}
