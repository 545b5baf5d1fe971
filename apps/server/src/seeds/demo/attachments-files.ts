import { crc32, deflateSync } from 'node:zlib';

/** A one-page A4 PDF: a title, a subtitle and a few paragraphs (pdfkit, loaded on first use). */
export async function demoPdf(
  title: string,
  subtitle: string,
  paragraphs: string[],
  at: Date,
): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: title, Author: 'Officina (dati dimostrativi)', CreationDate: at, ModDate: at },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(18).text(title);
  doc.moveDown(0.3).font('Helvetica').fontSize(11).fillColor('#555555').text(subtitle);
  doc.moveDown().fillColor('#000000');
  for (const paragraph of paragraphs) doc.fontSize(11).text(paragraph, { align: 'justify' }).moveDown(0.6);
  doc.end();
  return done;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A `width`×`height` PNG: a diagonal gradient between two colours with a lighter band, so each
 * demo "photo" looks different and is a real image the preview shows.
 */
export function demoPng(
  width: number,
  height: number,
  from: [number, number, number],
  to: [number, number, number],
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      const band = Math.abs(y - height * 0.6) < height * 0.04 ? 40 : 0;
      for (let c = 0; c < 3; c++) {
        row[1 + x * 3 + c] = Math.min(255, Math.round(from[c]! + (to[c]! - from[c]!) * t) + band);
      }
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
