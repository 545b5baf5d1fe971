import { createHash } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { repeatedPart, zip } from '../crm/zip-fixtures.ts';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of `size`×`size` pixels of one colour. */
export function png(size = 4, rgb: [number, number, number] = [200, 30, 30]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A small PDF a reader opens (one empty page), `note` in a comment so contents can differ. */
export function pdf(note = 'officina'): Buffer {
  return Buffer.from(
    `%PDF-1.4\n% ${note}\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n` +
      '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n' +
      'trailer<</Root 1 0 R>>\n%%EOF\n',
  );
}

/** A ZIP whose one entry inflates to ~100 MB of zeros (a bomb-like archive). */
export async function zipBomb(): Promise<Buffer> {
  return zip([await repeatedPart('zeros.bin', '', '\u0000'.repeat(1024 * 1024), 100, '')]);
}

export const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
